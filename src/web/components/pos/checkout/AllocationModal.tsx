// The shipping-allocation modal of one sub-item (pos spec §2, §3 'Allocation entry', §5 'Allocation
// save'): rows of method, source, collect store, quantity, dispatch date, Confirmed and note; the
// sub-item's stock per location and its open purchase orders, whose rows fill in the source of the
// row being edited; ADD, delete (never the last row) and SAVE, which runs the save rules of
// domain/allocations.ts here first and then on the server, whose refusal shows here too.
import { PackagePlus, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { PosCartItem, PosSubItem } from '../../../../contract/pos-cart.ts';
import { BACK_ORDER, CANT_DELETE_ALL, checkAllocations } from '../../../../domain/allocations.ts';
import { nzToday } from '../../../../domain/eta.ts';
import { api } from '../../../lib/api.ts';
import {
  type AllocationDraft,
  METHOD_NAMES,
  type PosLocation,
  addedDraft,
  collectPoints,
  dateText,
  draftsOf,
  entriesOf,
  fromOptions,
  methodsOffered,
  qtyOf,
  requestOf,
  stockOfSub,
  stockRows,
} from '../../../lib/pos-allocations.ts';
import { Refused, attempt } from '../../../lib/pos-items.ts';
import type { PosCheckoutTabProps } from './types.ts';

type Props = Pick<PosCheckoutTabProps, 'orderNo' | 'busy' | 'run' | 'locations'> & {
  item: PosCartItem;
  sub: PosSubItem;
  onClose: () => void;
};

export function AllocationModal(props: Props) {
  const { sub, onClose } = props;
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-40 flex items-start justify-center bg-ink/40 px-2 pt-[3dvh] data-entering:animate-fade-in sm:px-4"
    >
      {/* Header and buttons stay in view; the rows and tables between them scroll. */}
      <Modal className="flex max-h-[94dvh] w-full max-w-5xl flex-col rounded-xl bg-paper shadow-2xl outline-none">
        <Dialog aria-label={`Shipping allocation of ${sub.name}`} data-testid="pos-allocation-modal" className="flex min-h-0 flex-col outline-none">
          <AllocationForm {...props} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

const FIELD =
  'min-h-11 w-full min-w-0 rounded-lg border border-sand-dark bg-white px-2.5 py-2 text-base focus:border-kauri focus:outline-2 focus:-outline-offset-1 focus:outline-kauri disabled:opacity-60';
const LABEL = 'text-xs font-semibold tracking-wide text-ink/70 uppercase';
const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink/70 uppercase';
const TD_NUM = 'px-3 py-2 text-right tabular-nums';

function AllocationForm({ item, sub, orderNo, busy, run, locations, onClose }: Props) {
  const [drafts, setDrafts] = useState<AllocationDraft[]>(() => draftsOf(sub, item));
  // The row the stock and purchase-order tables fill in.
  const [active, setActive] = useState(0);
  // The purchase-order table's BACK ORDER button offers BACK-ORDER as a source from then on.
  const [backOrder, setBackOrder] = useState(false);
  const [error, setError] = useState('');
  const today = nzToday();
  const places = locations as PosLocation[];
  const stores = collectPoints(places);
  const nameOf = (code: string) => places.find((l) => l.code === code)?.name ?? code;
  const current = drafts[Math.min(active, drafts.length - 1)]!;
  const activeIndex = drafts.indexOf(current);

  const change = (key: number, patch: Partial<AllocationDraft>) => {
    setError('');
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  };
  const setFrom = (from: string) => change(current.key, { from });

  const remove = (key: number) => {
    if (drafts.length <= 1) {
      setError(CANT_DELETE_ALL);
      return;
    }
    setError('');
    setDrafts((list) => list.filter((d) => d.key !== key));
    setActive(0);
  };

  const add = () => {
    setError('');
    setDrafts((list) => [...list, addedDraft(list, sub.qty)]);
    setActive(drafts.length);
  };

  const save = async () => {
    const refusal = checkAllocations(entriesOf(drafts), stockOfSub(sub), today);
    if (refusal) {
      setError(refusal.message);
      return;
    }
    setError('');
    const body = { orderNo, itemId: item.id, sku: sub.sku, allocations: requestOf(drafts) };
    const saved = await run(() => attempt(() => api('pos.cart.saveAllocation', body)));
    if (saved instanceof Refused) setError(saved.msg);
    else if (saved) onClose();
  };

  const allocated = drafts.reduce((n, d) => n + qtyOf(d.qty), 0);

  return (
    <form
      className="flex min-h-0 flex-col"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void save();
      }}
    >
      <div className="flex shrink-0 items-start justify-between gap-3 border-b border-sand px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <Heading slot="title" className="text-lg font-semibold text-timber-dark">
            Shipping allocation
          </Heading>
          <p className="text-sm text-ink/75">
            <span className="font-semibold text-ink">{sub.name}</span> · <span className="font-mono">{sub.sku}</span>
            {sub.desc_colour && <> · {sub.desc_colour}</>} · Qty <span className="font-semibold">{sub.qty}</span> · {sub.cbm} cbm each
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-lg text-ink/60 hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>

      <div className="flex min-h-0 flex-col gap-4 overflow-y-auto px-4 py-4 sm:px-5">
        <ol className="flex flex-col gap-2" aria-label="Allocations">
          {drafts.map((d, i) => (
            <AllocationRow
              key={d.key}
              n={i + 1}
              draft={d}
              isActive={i === activeIndex}
              onActivate={() => setActive(i)}
              onChange={(patch) => change(d.key, patch)}
              onRemove={() => remove(d.key)}
              busy={busy}
              sub={sub}
              places={places}
              stores={stores}
              backOrder={backOrder}
              today={today}
            />
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={add}
            disabled={busy}
            data-testid="pos-allocation-add"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-kauri px-4 font-semibold text-kauri hover:bg-kauri-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-60"
          >
            <Plus aria-hidden className="size-4" /> ADD
          </button>
          <p className={`text-sm font-medium ${allocated === sub.qty ? 'text-kauri' : 'text-sale'}`} data-testid="pos-allocation-total">
            {allocated} of {sub.qty} allocated
          </p>
        </div>

        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section aria-labelledby="pos-stock-heading" className="min-w-0">
            <h3 id="pos-stock-heading" className="mb-1 text-sm font-semibold text-timber-dark">
              Stock · choose a location for allocation {activeIndex + 1}
            </h3>
            <div className="overflow-x-auto rounded-lg border border-sand-dark bg-white">
              <table className="w-full min-w-[30rem] text-sm" data-testid="pos-stock-table">
                <thead className="bg-sand/60">
                  <tr>
                    <th className={TH}>Location</th>
                    <th className={`${TH} text-right`}>Free</th>
                    <th className={`${TH} text-right`}>Clr</th>
                    <th className={`${TH} text-right`}>Alloc</th>
                    <th className={`${TH} text-right`}>Nons</th>
                    <th className={`${TH} text-right`}>Onhand</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-sand">
                  {stockRows(sub, places).map(({ location, figures }) => {
                    const chosen = current.from === location.code;
                    return (
                      <tr
                        key={location.code}
                        onClick={() => !busy && setFrom(location.code)}
                        aria-selected={chosen}
                        data-testid="pos-stock-row"
                        data-code={location.code}
                        className={`cursor-pointer hover:bg-kauri-light/60 ${chosen ? 'bg-kauri-light' : ''} ${figures.free > 0 ? '' : 'text-ink/55'}`}
                      >
                        <td className="px-1 py-0.5">
                          <button
                            type="button"
                            disabled={busy}
                            onClick={(e) => {
                              e.stopPropagation();
                              setFrom(location.code);
                            }}
                            className="min-h-10 w-full rounded px-2 text-left font-medium focus-visible:outline-2 focus-visible:outline-kauri"
                          >
                            {location.name}
                          </button>
                        </td>
                        <td className={`${TD_NUM} font-semibold ${figures.free > 0 ? 'text-kauri' : ''}`}>{figures.free}</td>
                        <td className={TD_NUM}>{figures.clr}</td>
                        <td className={TD_NUM}>{figures.alloc}</td>
                        <td className={TD_NUM}>{figures.nons}</td>
                        <td className={TD_NUM}>{figures.on_hand}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>

          <section aria-labelledby="pos-po-heading" className="min-w-0">
            <div className="mb-1 flex items-center justify-between gap-2">
              <h3 id="pos-po-heading" className="text-sm font-semibold text-timber-dark">
                Purchase orders
              </h3>
              {/* Spec §2: 'a BACK ORDER button when allowed' (an open purchase order that allows selling ahead). */}
              {sub.isBackOrder && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    setBackOrder(true);
                    setFrom(BACK_ORDER);
                  }}
                  data-testid="pos-back-order"
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-timber px-3 text-sm font-semibold text-timber-dark hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-60"
                >
                  <PackagePlus aria-hidden className="size-4" /> BACK ORDER
                </button>
              )}
            </div>
            <div className="overflow-x-auto rounded-lg border border-sand-dark bg-white">
              <table className="w-full min-w-[20rem] text-sm" data-testid="pos-po-table">
                <thead className="bg-sand/60">
                  <tr>
                    <th className={TH}>Purchase order</th>
                    <th className={`${TH} text-right`}>Available</th>
                    <th className={`${TH} text-right`}>DC1 ETA</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-sand">
                  {sub.pOrders.length === 0 && (
                    <tr>
                      <td colSpan={3} className="px-3 py-3 text-ink/60">
                        No open purchase orders
                      </td>
                    </tr>
                  )}
                  {sub.pOrders.map((po) => {
                    const chosen = current.from === String(po.id);
                    return (
                      <tr
                        key={po.id}
                        onClick={() => !busy && setFrom(String(po.id))}
                        aria-selected={chosen}
                        data-testid="pos-po-row"
                        className={`cursor-pointer hover:bg-kauri-light/60 ${chosen ? 'bg-kauri-light' : ''}`}
                      >
                        <td className="px-1 py-0.5">
                          <button
                            type="button"
                            disabled={busy}
                            onClick={(e) => {
                              e.stopPropagation();
                              setFrom(String(po.id));
                            }}
                            className="min-h-10 w-full rounded px-2 text-left font-medium focus-visible:outline-2 focus-visible:outline-kauri"
                          >
                            {po.po_number}
                          </button>
                        </td>
                        <td className={TD_NUM}>{po.qty}</td>
                        <td className={TD_NUM}>{dateText(po.eta)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        </div>
        {current.method === 'PCK' && current.to && (
          <p className="text-sm text-ink/70">
            Allocation {activeIndex + 1} is collected at {nameOf(current.to)}.
          </p>
        )}
      </div>

      <div className="flex shrink-0 flex-wrap items-center justify-end gap-3 rounded-b-xl border-t border-sand bg-paper px-4 py-3 sm:px-5">
        <p role="alert" data-testid="pos-allocation-error" className="mr-auto min-h-6 font-medium text-sale">
          {error}
        </p>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 items-center rounded-lg border border-sand-dark bg-white px-5 font-semibold text-timber-dark hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={busy}
          data-testid="pos-allocation-save"
          className="inline-flex min-h-11 min-w-28 items-center justify-center rounded-lg bg-kauri px-5 font-semibold tracking-wide text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-60"
        >
          {busy ? 'Updating...' : 'SAVE'}
        </button>
      </div>
    </form>
  );
}

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

function AllocationRow({ n, draft: d, isActive, onActivate, onChange, onRemove, busy, sub, places, stores, backOrder, today }: RowProps) {
  const id = `alloc-${d.key}`;
  const methods = methodsOffered(sub.cbm, qtyOf(d.qty) || 1, d.method);
  const sources = fromOptions(sub, places, { backOrder, current: d.from });
  return (
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
          <select value={d.from} disabled={busy} data-testid="pos-allocation-from" onChange={(e) => onChange({ from: e.target.value })} className={FIELD}>
            <option value="">-- Choose --</option>
            {sources.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1">
          <span className={LABEL}>Collect at</span>
          {d.method === 'PCK' ? (
            <select value={d.to} disabled={busy} data-testid="pos-allocation-to" onChange={(e) => onChange({ to: e.target.value })} className={FIELD}>
              <option value="">-- Choose a store --</option>
              {stores.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          ) : (
            <span className="flex min-h-11 items-center px-1 text-sm text-ink/50">Not collected</span>
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
          className="grid size-11 place-items-center rounded-lg text-ink/60 hover:bg-sale/10 hover:text-sale focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-60"
        >
          <Trash2 aria-hidden className="size-5" />
        </button>
      </div>
    </li>
  );
}
