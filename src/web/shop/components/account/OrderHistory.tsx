// The order history's cards and the detail modal (specs/storefront.md, Order (history card)): each
// card shows the order number, time, status, customer, address, items and total; the modal adds
// subtotal, shipping, assembly, rubbish, discount, grand total and GST, the assembly, rubbish and
// discount lines only when above 0.
import { Package } from 'lucide-react';
import { useState } from 'react';
import type { HistoryOrder } from '../../../../contract/account.ts';
import { cents, money } from '../../../common/lib/format.ts';
import { CloseButton, ModalFrame, ModalTitle } from '../../../common/components/ui/Modal.tsx';

const STATUS_LABEL: Record<string, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  processing: 'Processing',
  completed: 'Completed',
  locked: 'Cancelled',
};
export const statusLabel = (s: string) => STATUS_LABEL[s] ?? s;

const STATUS_CLASS: Record<string, string> = {
  paid: 'bg-kauri/10 text-kauri',
  completed: 'bg-kauri/10 text-kauri',
  processing: 'bg-timber/15 text-timber-dark',
  pending: 'bg-sand text-timber-dark',
  locked: 'bg-sale/10 text-sale',
};

/** A line's own items; a bundle's parts (group_code of their bundle line) are not repeated. */
const ownLines = (o: HistoryOrder) => o.items.filter((i) => i.group_code === -1);

export function OrderCard({ order, onOpen }: { order: HistoryOrder; onOpen(): void }) {
  const lines = ownLines(order);
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-5"
      data-testid="history-order"
      data-order-no={order.order_no}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-timber-dark">Order {order.order_no}</h2>
          <p className="text-sm text-ink/70">{order.nztime}</p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold uppercase ${STATUS_CLASS[order.status] ?? 'bg-sand text-ink'}`}
        >
          {statusLabel(order.status)}
        </span>
      </header>
      <p className="text-sm text-ink/80">
        <span className="font-medium text-ink">
          {order.firstname} {order.lastname}
        </span>
        {order.shipping_address && <> · {order.shipping_address}</>}
      </p>
      <ul className="flex flex-col gap-1 text-sm text-ink">
        {lines.slice(0, 3).map((i) => (
          <li key={i.id} className="flex justify-between gap-3">
            <span>
              {i.qty_ordered} × {i.name}
            </span>
          </li>
        ))}
        {lines.length > 3 && <li className="text-ink/70">and {lines.length - 3} more</li>}
      </ul>
      <footer className="mt-auto flex items-center justify-between gap-3 border-t border-sand pt-3">
        <p className="font-semibold text-ink">
          Total <span className="text-lg">{money(order.grandtotal)}</span>
        </p>
        <button
          type="button"
          onClick={onOpen}
          className="min-h-11 rounded-lg border border-kauri px-4 text-sm font-semibold text-kauri hover:bg-kauri hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
        >
          View details
        </button>
      </footer>
    </article>
  );
}

function Line({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'text-base font-semibold text-ink' : 'text-sm text-ink/80'}`}
      data-testid={testId}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function OrderDetailModal({ order, onClose }: { order: HistoryOrder | null; onClose(): void }) {
  if (!order) return null;
  const above0 = (d: string) => cents(d) > 0;
  return (
    <ModalFrame
      isOpen
      onClose={onClose}
      overlayClassName="fixed inset-0 z-50 flex items-end justify-center bg-ink/40 p-0 sm:items-center sm:p-4"
      modalClassName="max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-t-2xl bg-paper p-5 shadow-2xl outline-none sm:rounded-2xl sm:p-6"
      aria-labelledby="order-detail-title"
      data-testid="order-detail"
      className="relative flex flex-col gap-4 outline-none"
    >
      <CloseButton onClose={onClose} placement="corner" look="shop" />
      <div>
        <ModalTitle id="order-detail-title">Order {order.order_no}</ModalTitle>
        <p className="text-sm text-ink/70">
          {order.nztime} · {statusLabel(order.status)}
        </p>
      </div>
      <section className="text-sm text-ink/80">
        <p className="font-medium text-ink">
          {order.firstname} {order.lastname}
        </p>
        <p>{order.email}</p>
        {order.mobile && <p>{order.mobile}</p>}
        {order.shipping_address && <p>{order.shipping_address}</p>}
      </section>
      <ul className="divide-y divide-sand border-y border-sand">
        {order.items.map((i) => (
          <li
            key={i.id}
            className={`flex justify-between gap-3 py-2 text-sm ${i.group_code === -1 ? 'text-ink' : 'pl-4 text-ink/70'}`}
          >
            <span>
              {i.qty_ordered} × {i.name} <span className="text-ink/70">({i.sku})</span>
            </span>
            {i.group_code === -1 && (
              <span className="whitespace-nowrap">{money((cents(i.each_price_inc) * i.qty_ordered) / 100)}</span>
            )}
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1.5">
        <Line label="Subtotal" value={money(order.subtotal_inc)} />
        <Line label="Shipping" value={money(order.shipping_cost)} />
        {above0(order.assembly_cost) && (
          <Line label="Assembly" value={money(order.assembly_cost)} testId="detail-assembly" />
        )}
        {above0(order.rubbish_cost) && (
          <Line label="Rubbish removal" value={money(order.rubbish_cost)} testId="detail-rubbish" />
        )}
        {above0(order.total_discount) && (
          <Line label="Discount" value={`−${money(order.total_discount)}`} testId="detail-discount" />
        )}
        <Line label="Grand total" value={money(order.grandtotal)} strong />
        <Line label="Includes GST" value={money(order.total_tax)} />
      </dl>
    </ModalFrame>
  );
}

export function HistoryList({ orders }: { orders: HistoryOrder[] }) {
  const [open, setOpen] = useState<HistoryOrder | null>(null);
  if (orders.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center" data-testid="history-empty">
        <Package aria-hidden="true" className="size-10 text-timber" />
        <p className="text-lg text-ink/80">You have no orders yet.</p>
      </div>
    );
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="history-list">
        {orders.map((o) => (
          <OrderCard key={o.order_no} order={o} onOpen={() => setOpen(o)} />
        ))}
      </div>
      <OrderDetailModal order={open} onClose={() => setOpen(null)} />
    </>
  );
}
