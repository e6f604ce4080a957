// The shipping-allocation modal's two tables (AllocationModal.tsx): the sub-item's stock per location
// and its open purchase orders. Choosing a row makes it the source of the allocation being edited;
// BACK ORDER, when a purchase order allows selling ahead, offers BACK-ORDER as a source.
import { PackagePlus } from 'lucide-react';
import type { PosSubItem } from '../../../../contract/pos-cart.ts';
import { BACK_ORDER } from '../../../../domain/allocations.ts';
import { type AllocationDraft, type PosLocation, dateText, stockRows } from '../../lib/pos-allocations.ts';

const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink/70 uppercase';
const TD_NUM = 'px-3 py-2 text-right tabular-nums';

interface Props {
  sub: PosSubItem;
  places: PosLocation[];
  /** The allocation being edited, and its number as the staff member sees it. */
  current: AllocationDraft;
  activeIndex: number;
  busy: boolean;
  setFrom(from: string): void;
  onBackOrder(): void;
}

export function AllocationSources({ sub, places, current, activeIndex, busy, setFrom, onBackOrder }: Props) {
  return (
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
                    className={`cursor-pointer hover:bg-kauri-light/60 ${chosen ? 'bg-kauri-light' : ''} ${figures.free > 0 ? '' : 'text-ink/70'}`}
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
                    <td className={`${TD_NUM} font-semibold ${figures.free > 0 ? 'text-kauri' : ''}`}>
                      {figures.free}
                    </td>
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
          {/* A BACK ORDER button only when allowed (an open purchase order that allows selling ahead). */}
          {sub.isBackOrder && (
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                onBackOrder();
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
                  <td colSpan={3} className="px-3 py-3 text-ink/70">
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
  );
}
