// The fields a purchase order is raised and edited with: its supplier, expected date, whether the web
// may sell ahead of it, a note, and lines of SKU × units ordered. Each input is labelled and shows its
// problem (by the call's field name) under it.
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { MAX_PO_LINES, MAX_PO_NOTE, MAX_SUPPLIER } from '../../../../contract/purchase-orders.ts';
import { INPUT, LABEL, SECONDARY_BUTTON } from '../checkout/fields.tsx';
import { FieldNote } from './FieldNote.tsx';

export interface HeaderDraft {
  supplier: string;
  eta: string;
  allowBackOrder: boolean;
  note: string;
}

export interface LineDraft {
  key: number;
  sku: string;
  qty: string;
  /** A line already on the purchase order: its SKU is fixed, and it may not go below `least`. */
  kept?: { name: string; least: number };
}

let keys = 0;
export const newLine = (): LineDraft => ({ key: ++keys, sku: '', qty: '1' });

export function HeaderFields({
  draft,
  onChange,
  errors,
  minDate,
  children,
}: {
  draft: HeaderDraft;
  onChange(next: HeaderDraft): void;
  errors: Record<string, string>;
  minDate: string;
  /** More fields before the note (the new one's place). */
  children?: ReactNode;
}) {
  const id = useId();
  const set = (change: Partial<HeaderDraft>) => onChange({ ...draft, ...change });
  return (
    <>
      <div>
        <label htmlFor={`${id}-supplier`} className={LABEL}>
          Supplier
        </label>
        <input
          id={`${id}-supplier`}
          className={INPUT}
          value={draft.supplier}
          maxLength={MAX_SUPPLIER}
          aria-invalid={errors.supplier ? true : undefined}
          aria-describedby={errors.supplier ? `${id}-supplier-note` : undefined}
          onChange={(e) => set({ supplier: e.target.value })}
        />
        <FieldNote id={`${id}-supplier-note`} message={errors.supplier} />
      </div>
      <div>
        <label htmlFor={`${id}-eta`} className={LABEL}>
          Expected date
        </label>
        <input
          id={`${id}-eta`}
          type="date"
          className={INPUT}
          value={draft.eta}
          min={minDate}
          aria-invalid={errors.eta ? true : undefined}
          aria-describedby={errors.eta ? `${id}-eta-note` : undefined}
          onChange={(e) => set({ eta: e.target.value })}
        />
        <FieldNote id={`${id}-eta-note`} message={errors.eta} />
      </div>
      <label className="flex min-h-11 items-center gap-2 self-end text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={draft.allowBackOrder}
          onChange={(e) => set({ allowBackOrder: e.target.checked })}
        />
        Allow back order (the website may sell ahead of it)
      </label>
      {children}
      <div className="sm:col-span-2 lg:col-span-3">
        <label htmlFor={`${id}-note`} className={LABEL}>
          Note
        </label>
        <textarea
          id={`${id}-note`}
          className={`${INPUT} min-h-20`}
          value={draft.note}
          maxLength={MAX_PO_NOTE}
          onChange={(e) => set({ note: e.target.value })}
        />
        <FieldNote id={`${id}-note-note`} message={errors.note} />
      </div>
    </>
  );
}

export function LinesEditor({
  lines,
  onChange,
  errors,
}: {
  lines: LineDraft[];
  onChange(next: LineDraft[]): void;
  errors: Record<string, string>;
}) {
  const id = useId();
  const setLine = (key: number, change: Partial<LineDraft>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={LABEL}>Lines</legend>
      {lines.map((l, i) => (
        <div key={l.key} className="grid grid-cols-[1fr_7rem_2.75rem] items-start gap-2">
          <div>
            <label htmlFor={`${id}-sku-${l.key}`} className="sr-only">
              SKU of line {i + 1}
            </label>
            <input
              id={`${id}-sku-${l.key}`}
              className={`${INPUT} font-mono`}
              placeholder="SKU"
              value={l.sku}
              readOnly={l.kept !== undefined}
              aria-invalid={errors[`lines.${i}.sku`] ? true : undefined}
              onChange={(e) => setLine(l.key, { sku: e.target.value })}
            />
            {l.kept && <p className="mt-1 text-xs text-ink/70">{l.kept.name}</p>}
            <FieldNote id={`${id}-sku-note-${l.key}`} message={errors[`lines.${i}.sku`]} />
          </div>
          <div>
            <label htmlFor={`${id}-qty-${l.key}`} className="sr-only">
              Quantity of line {i + 1}
            </label>
            <input
              id={`${id}-qty-${l.key}`}
              className={`${INPUT} text-right tabular-nums`}
              inputMode="numeric"
              value={l.qty}
              aria-invalid={errors[`lines.${i}.qty`] ? true : undefined}
              onChange={(e) => setLine(l.key, { qty: e.target.value.replace(/\D/g, '') })}
            />
            {l.kept && l.kept.least > 0 && <p className="mt-1 text-xs text-ink/70">At least {l.kept.least}</p>}
            <FieldNote id={`${id}-qty-note-${l.key}`} message={errors[`lines.${i}.qty`]} />
          </div>
          {l.kept ? (
            <span />
          ) : (
            <button
              type="button"
              aria-label={`Remove line ${i + 1}`}
              className="grid size-11 place-items-center rounded-lg text-ink/70 hover:bg-sand"
              onClick={() => onChange(lines.filter((x) => x.key !== l.key))}
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          )}
        </div>
      ))}
      <FieldNote id={`${id}-lines-note`} message={errors.lines} />
      {lines.length < MAX_PO_LINES && (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} self-start`}
          onClick={() => onChange([...lines, newLine()])}
        >
          <Plus aria-hidden className="size-4" /> Add line
        </button>
      )}
    </fieldset>
  );
}
