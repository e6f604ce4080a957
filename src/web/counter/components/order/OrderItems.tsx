// The order detail's item table: each line as sold, with a bundle's components (group_code = the line's
// id) under it, and per line its allocations (how, from where, when, confirmed) and what is dispatched.
// The 'Taking now' button opens TakeNowModal for a line of an order going ahead (neither pending nor
// locked; domain/order-status.ts canDispatch) with units to take; once units left it reads
// 'Dispatched {n}', and stays a button while more can be taken (plain words once nothing is left).
import { useState } from 'react';
import type { OrderDetail, OrderDetailItem } from '../../../../contract/pos-order-detail.ts';
import { canDispatch } from '../../../../domain/order-status.ts';
import { money } from '../../../common/lib/format.ts';
import { PANEL, PANEL_TITLE, SECONDARY_BUTTON } from '../checkout/fields.tsx';
import { TakeNowModal } from './TakeNowModal.tsx';

const METHOD: Record<string, string> = { DEL: 'Delivery', COU: 'Courier', PCK: 'Collect' };
const nzDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : 'no date');

function Allocations({ item }: { item: OrderDetailItem }) {
  if (!item.take_allocations.length) return null;
  return (
    <ul className="mt-1 flex flex-col gap-0.5 text-xs text-ink/70">
      {item.take_allocations.map((a) => (
        <li key={a.id}>
          {a.qty} × {METHOD[a.method] ?? a.method} from {a.from}
          {a.to ? ` to ${a.to}` : ''} · {nzDate(a.dispatch_date)}
          {a.dispatch_confirmed ? ' · confirmed' : ''}
        </li>
      ))}
    </ul>
  );
}

interface Taking {
  /** The order lets units be taken now. */
  open: boolean;
  /** The page reloads the detail after a take. */
  onTaken(): void;
}

function Dispatch({ item, taking }: { item: OrderDetailItem; taking: Taking }) {
  const [open, setOpen] = useState(false);
  const label = item.already_taken > 0 ? `Dispatched ${item.already_taken}` : 'Taking now';
  if (!taking.open || item.can_be_taken <= 0) {
    if (item.already_taken > 0)
      return (
        <span className="text-sm font-medium text-kauri" data-testid="order-dispatched">
          {label}
        </span>
      );
    return null;
  }
  return (
    <>
      <button
        type="button"
        // On a phone the label may wrap, so the line's button never pushes the table past the screen.
        className={`${SECONDARY_BUTTON} max-sm:px-2 max-sm:text-sm sm:whitespace-nowrap`}
        data-testid="take-now-button"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && <TakeNowModal item={item} onClose={() => setOpen(false)} onTaken={taking.onTaken} />}
    </>
  );
}

function Row({ item, child, taking }: { item: OrderDetailItem; child?: boolean; taking: Taking }) {
  return (
    <tr
      className={child ? 'bg-paper text-ink/80' : 'border-t border-sand-dark'}
      data-testid={child ? 'order-component' : 'order-line'}
      data-sku={item.sku}
    >
      <td className={`py-2 pr-3 align-top ${child ? 'pl-6' : ''}`}>
        <p className={child ? 'text-sm' : 'font-medium'}>
          {child && <span aria-hidden>↳ </span>}
          {item.name}
        </p>
        <p className="text-xs text-ink/70">{item.sku}</p>
        <Allocations item={item} />
      </td>
      <td className="py-2 pr-3 text-right align-top tabular-nums">{item.qty_ordered}</td>
      <td className="hidden py-2 pr-3 text-right align-top tabular-nums sm:table-cell">
        {child ? '' : money(item.each_price_inc)}
      </td>
      <td className="py-2 pr-3 text-right align-top tabular-nums">{child ? '' : money(item.row_price_inc)}</td>
      <td className="py-2 text-right align-top">
        <Dispatch item={item} taking={taking} />
      </td>
    </tr>
  );
}

export function OrderItems({ order, onChanged = () => {} }: { order: OrderDetail; onChanged?: () => void }) {
  const lines = order.items.filter((i) => i.group_code === -1);
  const taking: Taking = { open: canDispatch(order), onTaken: onChanged };
  return (
    <section aria-labelledby="order-items-heading" className={PANEL}>
      <h2 id="order-items-heading" className={`${PANEL_TITLE} mb-2`}>
        Items
      </h2>
      <table className="w-full text-left" data-testid="order-items">
        <thead className="text-xs tracking-wider text-ink/70 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Item
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Qty
            </th>
            {/* A phone leaves the price of each out: the total and the dispatch button need the room. */}
            <th scope="col" className="hidden py-2 pr-3 text-right font-semibold sm:table-cell">
              Each
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              <span className="sr-only">Dispatch</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.flatMap((line) => [
            <Row key={line.id} item={line} taking={taking} />,
            ...order.items
              .filter((c) => c.group_code === line.id)
              .map((c) => <Row key={c.id} item={c} child taking={taking} />),
          ])}
        </tbody>
      </table>
    </section>
  );
}
