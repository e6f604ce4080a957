// One row of the shipping-allocation modal (AllocationModal.tsx): method, where the units come from,
// the collect store, quantity, dispatch date, Confirmed, the note and delete. Focusing or clicking it
// makes it the row the stock and purchase-order tables fill in.
import { Trash2 } from 'lucide-react';
import type { PosSubItem } from '../../../../contract/pos-cart.ts';
import {
  type AllocationDraft,
  METHOD_NAMES,
  type PosLocation,
  fromOptions,
  methodsOffered,
  qtyOf,
} from '../../lib/pos-allocations.ts';

const FIELD =
  'min-h-11 w-full min-w-0 rounded-lg border border-sand-dark bg-white px-2.5 py-2 text-base focus:border-kauri focus:outline-2 focus:-outline-offset-1 focus:outline-kauri disabled:opacity-60';
const LABEL = 'text-xs font-semibold tracking-wide text-ink/70 uppercase';

interface RowProps {
  n: number;
  draft: AllocationDraft;
  isActive: boolean;
  onActivate: () => void;
  onChange: (patch: Partial<AllocationDraft>) => void;
  onRemove: () => void;
  busy: boolean;
  sub: PosSubItem;
  places: PosLocation[];
  stores: PosLocation[];
  backOrder: boolean;
  today: string;
}

export function AllocationRow({
  n,
  draft: d,
  isActive,
  onActivate,
  onChange,
  onRemove,
  busy,
  sub,
  places,
  stores,
  backOrder,
  today,
}: RowProps) {
  const id = `alloc-${d.key}`;
  const methods = methodsOffered(sub.cbm, qtyOf(d.qty) || 1, d.method);
  const sources = fromOptions(sub, places, { backOrder, current: d.from });
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard makes the row active by focusing a field in it (onFocusCapture).
    <li
      onFocusCapture={onActivate}
      onClick={onActivate}
      data-testid="pos-allocation-row"
      data-active={isActive ? '1' : '0'}
      className={`rounded-lg border bg-white p-3 ${isActive ? 'border-kauri ring-1 ring-kauri' : 'border-sand-dark'}`}
    >
      {/* Two lines on tablets and laptops alike: where the units come from, then when and how they go. */}
      <div className="grid grid-cols-2 items-end gap-x-3 gap-y-2 sm:grid-cols-[9.5rem_minmax(0,4fr)_minmax(0,3fr)_5rem]">
        <label className="flex min-w-0 flex-col gap-1">
          <span className={LABEL}>
            <span className="sr-only">Allocation {n} </span>Method
          </span>
          <select
            id={`${id}-method`}
            value={d.method}
            disabled={busy}
            data-testid="pos-allocation-method"
            onChange={(e) => {
              const method = e.target.value as AllocationDraft['method'];
              onChange({ method, to: method === 'PCK' ? d.to : '' });
            }}
            className={FIELD}
          >
            {methods.map((m) => (
              <option key={m} value={m}>
                {m} · {METHOD_NAMES[m]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1">
          <span className={LABEL}>From</span>
          <select
            value={d.from}
            disabled={busy}
            data-testid="pos-allocation-from"
            onChange={(e) => onChange({ from: e.target.value })}
            className={FIELD}
          >
            <option value="">-- Choose --</option>
            {sources.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        {/* biome-ignore lint/a11y/noLabelWithoutControl: it labels the store select when the units are collected, and a note otherwise. */}
        <label className="flex min-w-0 flex-col gap-1">
          <span className={LABEL}>Collect at</span>
          {d.method === 'PCK' ? (
            <select
              value={d.to}
              disabled={busy}
              data-testid="pos-allocation-to"
              onChange={(e) => onChange({ to: e.target.value })}
              className={FIELD}
            >
              <option value="">-- Choose a store --</option>
              {stores.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          ) : (
            <span className="flex min-h-11 items-center px-1 text-sm text-ink/70">Not collected</span>
          )}
        </label>
        <label className="flex min-w-0 flex-col gap-1">
          <span className={LABEL}>Qty</span>
          <input
            inputMode="numeric"
            value={d.qty}
            disabled={busy}
            data-testid="pos-allocation-qty"
            onChange={(e) => onChange({ qty: e.target.value.replace(/\D/g, '').slice(0, 3) })}
            className={`${FIELD} text-right tabular-nums`}
          />
        </label>
      </div>
      <div className="mt-2 flex flex-wrap items-end gap-x-3 gap-y-2">
        <label className="flex w-44 flex-col gap-1">
          <span className={LABEL}>Dispatch date</span>
          <input
            type="date"
            min={today}
            value={d.dispatch_date}
            disabled={busy}
            data-testid="pos-allocation-date"
            onChange={(e) => onChange({ dispatch_date: e.target.value })}
            className={FIELD}
          />
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={d.confirmed}
            disabled={busy}
            data-testid="pos-allocation-confirmed"
            onChange={(e) => onChange({ confirmed: e.target.checked })}
            className="size-5 accent-kauri"
          />
          <span className="text-sm font-medium">Confirmed</span>
        </label>
        <label className="flex min-w-48 flex-1 flex-col gap-1">
          <span className={LABEL}>Product notes</span>
          <input
            value={d.note}
            maxLength={1000}
            disabled={busy}
            data-testid="pos-allocation-note"
            onChange={(e) => onChange({ note: e.target.value })}
            placeholder="For the warehouse or the driver"
            className={FIELD}
          />
        </label>
        <button
          type="button"
          onClick={(e) => {
            e.stopPropagation();
            onRemove();
          }}
          disabled={busy}
          aria-label={`Delete allocation ${n}`}
          data-testid="pos-allocation-delete"
          className="grid size-11 place-items-center rounded-lg text-ink/70 hover:bg-sale/10 hover:text-sale focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-60"
        >
          <Trash2 aria-hidden className="size-5" />
        </button>
      </div>
    </li>
  );
}
