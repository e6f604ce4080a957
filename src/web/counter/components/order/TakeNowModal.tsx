// The 'Taking now' modal of one order line (specs/pos.md "Item dispatch", "Taking stock"): the
// allocation the units leave by, a bin at its place with what each bin holds, and how many (digits
// only). The rules of domain/take-now.ts are checked here first, then by the server on the figures
// it reads under its locks; a refusal shows here and as the page's danger notice. On success the page
// reloads the detail, so the Dispatched count and the bins' units are the server's.
import { PackageCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { OrderDetailItem, TakenAllocation } from '../../../../contract/pos-order-detail.ts';
import { mostToTake, parseBinKey, takeNowProblem } from '../../../../domain/take-now.ts';
import { api } from '../../../common/lib/api.ts';
import { notify } from '../../../common/lib/notices.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { ModalFrame, ModalTitleBar } from '../../../common/components/ui/Modal.tsx';
import { INPUT, LABEL } from '../checkout/fields.tsx';

const METHOD: Record<string, string> = { DEL: 'Delivery', COU: 'Courier', PCK: 'Collect' };
const nzDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : 'no date');
const leftOf = (a: TakenAllocation) => a.qty - a.qty_dispatched;

/** What staff choose an allocation by, first: its place, then how and how many, then when. */
const allocationLabel = (a: TakenAllocation) =>
  `${a.from} · ${METHOD[a.method] ?? a.method} · ${leftOf(a)} of ${a.qty} to take · ${nzDate(a.dispatch_date)}`;

/** Allocations with units still to leave from a place (a purchase order or back order has nothing in a bin). */
const openAllocations = (item: OrderDetailItem) =>
  item.take_allocations.filter((a) => leftOf(a) > 0 && a.from !== 'BACK-ORDER' && !a.from.startsWith('PO '));

const binsAt = (item: OrderDetailItem, place: string) =>
  Object.entries(item.take_now_bins).filter(([key]) => parseBinKey(key)?.location === place);

export function TakeNowModal({ item, onClose, onTaken }: { item: OrderDetailItem; onClose(): void; onTaken(): void }) {
  const allocations = openAllocations(item);
  const [allocId, setAllocId] = useState(allocations[0]?.id ?? 0);
  const allocation = allocations.find((a) => a.id === allocId);
  const bins = allocation ? binsAt(item, allocation.from) : [];
  const [bin, setBin] = useState(bins.length === 1 ? bins[0]![0] : '');
  const [qty, setQty] = useState('1');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = { alloc: useId(), bin: useId(), qty: useId() };
  const binUnits = item.take_now_bins[bin] ?? 0;
  const max = mostToTake(binUnits, item.can_be_taken, allocation ? leftOf(allocation) : 0);

  const take = async () => {
    const problem = takeNowProblem({ qty, bin, max });
    if (problem) {
      setError(problem);
      return;
    }
    setError('');
    setBusy(true);
    try {
      const answer = await api('pos.order.takeNow', { detailId: item.id, allocId, qtyTaken: qty, binTaken: bin });
      notify(answer.msg, 'success');
      onTaken();
      onClose();
    } catch (err) {
      const msg = err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.';
      setError(msg);
      notify(msg, 'danger');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalFrame
      onClose={onClose}
      overlayClassName="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-ink/50 px-3 pt-[10vh] pb-6 data-entering:animate-fade-in"
      modalClassName="w-full max-w-lg rounded-xl bg-white shadow-2xl outline-none"
      aria-label={`Taking now: ${item.name}`}
      data-testid="take-now-modal"
      className="outline-none"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void take();
        }}
      >
        <ModalTitleBar title="Taking now" onClose={onClose} look="pos">
          <p className="text-sm text-ink/75">
            <span className="font-semibold text-ink">{item.name}</span> · <span className="font-mono">{item.sku}</span>
          </p>
          <p className="text-sm text-ink/75" data-testid="take-now-counts">
            Can take <span className="font-semibold text-ink">{item.can_be_taken}</span> · Dispatched{' '}
            <span className="font-semibold text-ink">{item.already_taken}</span>
          </p>
        </ModalTitleBar>
        <div className="flex flex-col gap-4 px-5 py-4">
          <div>
            <label htmlFor={ids.alloc} className={LABEL}>
              Allocation
            </label>
            <select
              id={ids.alloc}
              className={INPUT}
              value={allocId}
              disabled={busy}
              data-testid="take-now-allocation"
              onChange={(e) => {
                const next = Number(e.target.value);
                setAllocId(next);
                const place = allocations.find((a) => a.id === next)?.from ?? '';
                const there = binsAt(item, place);
                setBin(there.length === 1 ? there[0]![0] : '');
                setError('');
              }}
            >
              {allocations.map((a) => (
                <option key={a.id} value={a.id}>
                  {allocationLabel(a)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.bin} className={LABEL}>
              Bin
            </label>
            <select
              id={ids.bin}
              className={INPUT}
              value={bin}
              disabled={busy}
              data-testid="take-now-bin"
              onChange={(e) => {
                setBin(e.target.value);
                setError('');
              }}
            >
              <option value="">--- Select a bin ---</option>
              {bins.map(([key, units]) => (
                <option key={key} value={key}>
                  {`${key} · holds ${units}`}
                </option>
              ))}
            </select>
            {allocation && bins.length === 0 && (
              <p className="mt-1 text-sm text-sale">No bin at {allocation.from} holds this item.</p>
            )}
          </div>
          <div>
            <label htmlFor={ids.qty} className={LABEL}>
              Quantity
            </label>
            <input
              id={ids.qty}
              className={`${INPUT} max-w-32 tabular-nums`}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              value={qty}
              disabled={busy}
              data-testid="take-now-qty"
              // Digits only: anything else typed or pasted is dropped as it arrives.
              onChange={(e) => {
                setQty(e.target.value.replace(/\D/g, ''));
                setError('');
              }}
            />
            {bin && <p className="mt-1 text-sm text-ink/70">Up to {max} from this bin</p>}
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3 rounded-b-xl border-t border-sand bg-paper px-5 py-3">
          <p role="alert" data-testid="take-now-error" className="mr-auto min-h-6 font-medium text-sale">
            {error}
          </p>
          <button type="button" onClick={onClose} className={buttonClass('secondary', 'wide')}>
            Cancel
          </button>
          <button
            type="submit"
            disabled={busy}
            className={buttonClass('primary', 'wide')}
            data-testid="take-now-submit"
          >
            <PackageCheck aria-hidden className="size-5" />
            {busy ? 'Updating...' : 'Take now'}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
