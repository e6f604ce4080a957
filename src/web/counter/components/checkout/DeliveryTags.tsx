// A sub-item's delivery tag toggle buttons and delivery notes (its delTags and notes). The
// item tab shows it only when the cart answer lists tags. A toggle saves at once, the notes when the
// box is left; both go through updateItem (`onSave`), which waits 300 ms for more changes.
import { useEffect, useState } from 'react';
import type { PosCartResponse, PosSubItem } from '../../../../contract/pos-cart.ts';
import { DELIVERY_NOTES_MAX } from '../../../../domain/delivery-tags.ts';

type DeliveryTag = PosCartResponse['delTags'][number];

interface Props {
  tags: DeliveryTag[];
  sub: PosSubItem;
  busy: boolean;
  /** Saves the sub-item's tags and notes. */
  onSave: (change: { delTags: string[]; notes: string }) => void;
}

/** A tag's picture: an address, or SVG markup as an image (so no script in it can run). */
function iconSrc(svg: string): string {
  const text = svg.trim();
  if (/^(https?:|\/|data:image\/)/.test(text)) return text;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
}

export function DeliveryTags({ tags, sub, busy, onSave }: Props) {
  const [chosen, setChosen] = useState<string[]>(sub.delTags);
  const [notes, setNotes] = useState(sub.notes);
  // The server's tags replace ours when they differ (each reload brings a new list).
  const savedTags = sub.delTags.join(',');
  useEffect(() => setChosen(savedTags ? savedTags.split(',') : []), [savedTags]);
  useEffect(() => setNotes(sub.notes), [sub.notes]);

  const toggle = (code: string) => {
    const next = chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code];
    setChosen(next);
    onSave({ delTags: next, notes });
  };

  return (
    <div className="ml-6 flex flex-col gap-2" data-testid="pos-delivery-tags">
      <fieldset className="flex flex-wrap gap-1.5" aria-label={`Delivery tags of ${sub.name}`}>
        {tags.map((t) => {
          const on = chosen.includes(t.code);
          return (
            <button
              key={t.code}
              type="button"
              aria-pressed={on}
              disabled={busy}
              onClick={() => toggle(t.code)}
              data-testid="pos-delivery-tag"
              data-code={t.code}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-60 ${
                on ? 'border-kauri bg-kauri text-white' : 'border-sand-dark bg-white text-timber-dark hover:bg-sand'
              }`}
            >
              {/* The icon as a mask over the text colour, so it turns white with the pressed button. */}
              {t.svg && (
                <span
                  aria-hidden
                  className="size-4 shrink-0 bg-current"
                  style={{
                    maskImage: `url("${iconSrc(t.svg)}")`,
                    WebkitMaskImage: `url("${iconSrc(t.svg)}")`,
                    maskSize: 'contain',
                    WebkitMaskSize: 'contain',
                    maskRepeat: 'no-repeat',
                    WebkitMaskRepeat: 'no-repeat',
                  }}
                />
              )}
              {t.text}
            </button>
          );
        })}
      </fieldset>
      <label className="flex flex-col gap-1">
        <span className="text-xs font-semibold tracking-wide text-ink/70 uppercase">Delivery notes</span>
        <textarea
          value={notes}
          rows={2}
          maxLength={DELIVERY_NOTES_MAX}
          // Read-only rather than disabled while updating, so the cursor stays in the box.
          readOnly={busy}
          placeholder="For the delivery crew: gate code, where it goes, parking…"
          onChange={(e) => setNotes(e.target.value)}
          onBlur={() => notes !== sub.notes && onSave({ delTags: chosen, notes })}
          data-testid="pos-delivery-notes"
          className="w-full rounded-lg border border-sand-dark bg-white px-3 py-2 text-base focus:border-kauri focus:outline-2 focus:-outline-offset-1 focus:outline-kauri read-only:bg-sand/40"
        />
      </label>
    </div>
  );
}
