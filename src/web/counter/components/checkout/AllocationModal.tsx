// The shipping-allocation modal of one sub-item: rows of method, source, collect store, quantity,
// dispatch date, Confirmed and note; the sub-item's stock per location and its open purchase orders,
// whose rows fill in the source of the row being edited; ADD, delete (never the last row) and SAVE,
// which runs the save rules of domain/allocations.ts here first and then on the server, whose refusal
// shows here too.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { nzToday } from '../../../../domain/dates.ts';
import type { PosCartItem, PosSubItem } from '../../../../contract/pos-cart.ts';
import { CANT_DELETE_ALL, checkAllocations } from '../../../../domain/allocations.ts';
import { api } from '../../../common/lib/api.ts';
import {
  type AllocationDraft,
  type PosLocation,
  addedDraft,
  collectPoints,
  draftsOf,
  entriesOf,
  qtyOf,
  requestOf,
  stockOfSub,
} from '../../lib/pos-allocations.ts';
import { Refused, attempt } from '../../lib/pos-items.ts';
import { ModalFrame, ModalTitleBar } from '../../../common/components/ui/Modal.tsx';
import { AllocationRow } from './AllocationRow.tsx';
import { AllocationSources } from './AllocationSources.tsx';
import type { PosCheckoutTabProps } from './types.ts';

type Props = Pick<PosCheckoutTabProps, 'orderNo' | 'busy' | 'run' | 'locations'> & {
  item: PosCartItem;
  sub: PosSubItem;
  onClose: () => void;
};

export function AllocationModal(props: Props) {
  const { sub, onClose } = props;
  // Header and buttons stay in view; the rows and tables between them scroll.
  return (
    <ModalFrame
      onClose={onClose}
      overlayClassName="fixed inset-0 z-40 flex items-start justify-center bg-ink/40 px-2 pt-[3dvh] data-entering:animate-fade-in sm:px-4"
      modalClassName="flex max-h-[94dvh] w-full max-w-5xl flex-col rounded-xl bg-paper shadow-2xl outline-none"
      aria-label={`Shipping allocation of ${sub.name}`}
      data-testid="pos-allocation-modal"
      className="flex min-h-0 flex-col outline-none"
    >
      <AllocationForm {...props} />
    </ModalFrame>
  );
}

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
      <ModalTitleBar title="Shipping allocation" onClose={onClose} look="pos" className="px-4 py-3 sm:px-5">
        <p className="text-sm text-ink/75">
          <span className="font-semibold text-ink">{sub.name}</span> · <span className="font-mono">{sub.sku}</span>
          {sub.desc_colour && <> · {sub.desc_colour}</>} · Qty <span className="font-semibold">{sub.qty}</span> ·{' '}
          {sub.cbm} cbm each
        </p>
      </ModalTitleBar>

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
          <p
            className={`text-sm font-medium ${allocated === sub.qty ? 'text-kauri' : 'text-sale'}`}
            data-testid="pos-allocation-total"
          >
            {allocated} of {sub.qty} allocated
          </p>
        </div>
        <AllocationSources
          sub={sub}
          places={places}
          current={current}
          activeIndex={activeIndex}
          busy={busy}
          setFrom={setFrom}
          onBackOrder={() => setBackOrder(true)}
        />
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
