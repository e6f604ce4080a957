// The product editor's Pictures panel: upload JPEG, PNG or WebP pictures (several, sent one after
// the other so each shows as it arrives), order them, give each a colour, choose the card's picture,
// remove one, and save. An upload is saved at once (the server keeps the file); the order, colours,
// card and removals wait for "Save order", so a slip can be undone by not saving. The editor page
// mounts it and hears each saved gallery through onChange.
import { ArrowDown, ArrowUp, ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { CataloguePicture } from '../../../../contract/catalogue.ts';
import { api } from '../../../common/lib/api.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { LABEL } from '../checkout/fields.tsx';
import {
  type GalleryDraft,
  chooseCardPicture,
  colourPicture,
  isChanged,
  movePicture,
  removePicture,
  saveRequest,
  shownCardPicture,
} from './gallery-edits.ts';
import { uploadPicture } from './upload-picture.ts';

export interface ProductPicturesProps {
  productId: number;
  pictures: CataloguePicture[];
  colours: { code: string; label: string }[];
  cardPicture: string | null;
  canEdit: boolean;
  onChange(pictures: CataloguePicture[], cardPicture: string | null): void;
}

const ICON_BUTTON =
  'grid size-11 place-items-center rounded-lg border border-sand-dark bg-white text-timber-dark hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri disabled:cursor-not-allowed disabled:opacity-40';

export function ProductPictures({
  productId,
  pictures,
  colours,
  cardPicture,
  canEdit,
  onChange,
}: ProductPicturesProps) {
  const [saved, setSaved] = useState({ pictures, cardPicture });
  const [draft, setDraft] = useState<GalleryDraft>({ pictures, cardPicture, deleted: [] });
  const [uploading, setUploading] = useState<{ done: number; of: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const busy = uploading !== null || saving;
  const changed = isChanged(saved, draft);
  const card = shownCardPicture(draft);

  /** A gallery the server answered with: it is what is saved now. Edits not saved yet are kept when only an upload came. */
  const accept = (next: { pictures: CataloguePicture[]; cardPicture: string | null }, keepEdits: boolean) => {
    setSaved(next);
    setDraft((d) =>
      keepEdits
        ? {
            ...d,
            pictures: [
              ...d.pictures,
              ...next.pictures.filter((p) => !d.pictures.some((q) => q.id === p.id) && !d.deleted.includes(p.id)),
            ],
          }
        : { ...next, deleted: [] },
    );
    onChange(next.pictures, next.cardPicture);
  };

  async function upload(files: File[]) {
    if (!files.length) return;
    setMessage(null);
    setUploading({ done: 0, of: files.length });
    const problems: string[] = [];
    for (const [i, file] of files.entries()) {
      try {
        const res = await uploadPicture(productId, file);
        accept(res, true);
      } catch (err) {
        problems.push(`${file.name}: ${(err as Error).message}`);
      }
      setUploading({ done: i + 1, of: files.length });
    }
    setUploading(null);
    if (input.current) input.current.value = '';
    setMessage(
      problems.length
        ? { text: problems.join('\n'), error: true }
        : { text: files.length === 1 ? 'The picture is added' : `${files.length} pictures are added`, error: false },
    );
  }

  async function save() {
    setSaving(true);
    setMessage(null);
    try {
      const res = await api('pos.catalogue.pictures.save', saveRequest(productId, draft));
      accept(res, false);
      setMessage({ text: res.msg, error: false });
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="flex flex-col gap-4 rounded-xl border border-sand-dark bg-white p-4 sm:p-5"
      data-testid="product-pictures"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${inputId}-title`} className="text-lg font-semibold text-timber-dark">
          Pictures
        </h2>
        {canEdit && (
          <div className="flex items-center gap-3">
            <label
              className={`${buttonClass('secondary')} cursor-pointer has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-kauri ${busy ? 'pointer-events-none opacity-60' : ''}`}
            >
              {uploading ? (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              ) : (
                <ImagePlus aria-hidden="true" className="size-5" />
              )}
              {uploading
                ? `Uploading ${Math.min(uploading.done + 1, uploading.of)} of ${uploading.of}…`
                : 'Add pictures'}
              <input
                ref={input}
                id={inputId}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                disabled={busy}
                className="sr-only"
                data-testid="picture-input"
                onChange={(e) => void upload([...(e.currentTarget.files ?? [])])}
              />
            </label>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={busy || !changed}
              onClick={() => void save()}
              data-testid="pictures-save"
            >
              {saving && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
              Save order
            </button>
          </div>
        )}
      </div>
      {uploading && (
        <progress
          className="h-2 w-full accent-kauri"
          max={uploading.of}
          value={uploading.done}
          aria-label="Uploading pictures"
        />
      )}
      <p className="text-sm text-timber">
        JPEG, PNG or WebP, up to 10 MB each. Without a picture the product shows its drawing.
      </p>
      {draft.pictures.length === 0 ? (
        <p className="rounded-lg border border-dashed border-sand-dark p-6 text-center text-timber">No pictures yet</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Pictures in order">
          {draft.pictures.map((p, i) => (
            <li
              key={p.id}
              className="flex flex-col gap-2 rounded-xl border border-sand-dark bg-white p-3"
              data-testid="picture-item"
            >
              <img
                src={p.thumbUrl}
                alt={`Number ${i + 1}${p.colour ? `, ${colours.find((c) => c.code === p.colour)?.label ?? p.colour}` : ', every colour'}`}
                width={400}
                height={300}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-lg bg-sand object-cover"
              />
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  className={ICON_BUTTON}
                  aria-label={`Move picture ${i + 1} up`}
                  disabled={!canEdit || busy || i === 0}
                  onClick={() => setDraft((d) => movePicture(d, i, -1))}
                >
                  <ArrowUp aria-hidden="true" className="size-5" />
                </button>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  aria-label={`Move picture ${i + 1} down`}
                  disabled={!canEdit || busy || i === draft.pictures.length - 1}
                  onClick={() => setDraft((d) => movePicture(d, i, 1))}
                >
                  <ArrowDown aria-hidden="true" className="size-5" />
                </button>
                <label className="flex min-h-11 flex-1 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${inputId}-card`}
                    className="size-5 accent-kauri"
                    checked={card === p.hash}
                    disabled={!canEdit || busy}
                    onChange={() => setDraft((d) => chooseCardPicture(d, p.hash))}
                  />
                  Card picture
                </label>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  aria-label={`Remove picture ${i + 1}`}
                  disabled={!canEdit || busy}
                  onClick={() => setDraft((d) => removePicture(d, p.id))}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
              {colours.length > 0 && (
                <label className="flex flex-col gap-1">
                  <span className={LABEL}>Colour</span>
                  <select
                    className="min-h-11 rounded-lg border border-sand-dark bg-white px-3"
                    value={p.colour ?? ''}
                    disabled={!canEdit || busy}
                    onChange={(e) => {
                      const colour = e.currentTarget.value || null;
                      setDraft((d) => colourPicture(d, p.id, colour));
                    }}
                  >
                    <option value="">Every colour</option>
                    {colours.map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.label}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </li>
          ))}
        </ol>
      )}
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={`whitespace-pre-line text-sm ${message.error ? 'text-sale' : 'text-kauri-dark'}`}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
