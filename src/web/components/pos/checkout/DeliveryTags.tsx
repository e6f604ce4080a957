// A sub-item's delivery tag toggle buttons and delivery notes (pos spec §2 "Item tab", §3 Sub-item
// delTags and notes, 'Delivery tag'). The item tab shows it only when the cart answer lists tags.
// The server has no call that saves tags or notes yet, so the choices are kept on this page until
// one exists (then `onSave` is where it goes).
import { useEffect, useState } from 'react';
import type { PosCartResponse, PosSubItem } from '../../../../contract/pos-cart.ts';

type DeliveryTag = PosCartResponse['delTags'][number];

interface Props {
  tags: DeliveryTag[];
  sub: PosSubItem;
  busy: boolean;
  /** Saves the sub-item's tags and notes; absent while the server has no call for them. */
  onSave?: (change: { delTags: string[]; notes: string }) => void;
}

/** A tag's picture: an address, or SVG markup shown as an image (so no script in it can run). */
function iconSrc(svg: string): string {
  const text = svg.trim();
  if (/^(https?:|\/|data:image\/)/.test(text)) return text;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
}

export function DeliveryTags({ tags, sub, busy, onSave }: Props) {
  const [chosen, setChosen] = useState<string[]>(sub.delTags);
  const [notes, setNotes] = useState(sub.notes);
  useEffect(() => setChosen(sub.delTags), [sub.delTags]);
  useEffect(() => setNotes(sub.notes), [sub.notes]);

  const toggle = (code: string) => {
    const next = chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code];
    setChosen(next);
    onSave?.({ delTags: next, notes });
  };

  return (
    <div className="ml-6 flex flex-col gap-2" data-testid="pos-delivery-tags">
      <div className="flex flex-wrap gap-2" role="group" aria-label={`Delivery tags of ${sub.name}`}>
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
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-60 ${
                on ? 'border-kauri bg-kauri text-white' : 'border-sand-dark bg-white text-timber-dark hover:bg-sand'
              }`}
            >
              {t.svg && <img src={iconSrc(t.svg)} alt="" width={16} height={16} className="size-4" />}
              {t.text}
            </button>
          );
        })}
      </div>
      <label className="flex flex-col gap-1">
        <span className="text-xs font-semibold tracking-wide text-ink/70 uppercase">Delivery notes</span>
        <textarea
          value={notes}
          rows={2}
          maxLength={1000}
          disabled={busy}
          onChange={(e) => setNotes(e.target.value)}
          onBlur={() => notes !== sub.notes && onSave?.({ delTags: chosen, notes })}
          data-testid="pos-delivery-notes"
          className="w-full rounded-lg border border-sand-dark bg-white px-3 py-2 text-sm focus:border-kauri focus:outline-2 focus:-outline-offset-1 focus:outline-kauri disabled:opacity-60"
        />
      </label>
    </div>
  );
}
