// One purchase order (/pos/purchase-orders/{poNumber}): its header (number, supplier, place, expected
// date, state, note), its lines (ordered, received, to come, promised to which orders), the receive
// form for a manager or the place's staff, editing, closing and cancelling for managers while it is
// open, and the orders waiting on it, each linked to its own page.
import { Truck } from 'lucide-react';
import { useState } from 'react';
import type { PurchaseOrderDetail } from '../../../../contract/purchase-orders.ts';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import { PANEL, PANEL_TITLE, SECONDARY_BUTTON } from '../checkout/fields.tsx';
import { PosHeader } from '../order/OrderDetailPage.tsx';
import { PoEditForm } from './PoEditForm.tsx';
import { PoEndButtons } from './PoEndButtons.tsx';
import { PoReceiveForm } from './PoReceiveForm.tsx';
import { PoStatusBadge } from './PoStatusBadge.tsx';

const dayText = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const orderLink = (orderNo: string) => `/pos/order-detail/${encodeURIComponent(orderNo)}`;

export function PoDetailPage({ staff, po }: { staff: SignedInStaff; po: PurchaseOrderDetail }) {
  const [editing, setEditing] = useState(false);
  const open = po.status === 'open';
  return (
    <div className="min-h-dvh bg-paper" data-testid="po-detail-page">
      <PosHeader staff={staff} />
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
            <Truck aria-hidden className="size-6 text-kauri" />
            {po.poNumber}
            <PoStatusBadge status={po.status} overdue={po.overdue} />
          </h1>
          <a href="/pos/purchase-orders" className={SECONDARY_BUTTON}>
            All purchase orders
          </a>
        </div>
        {editing ? (
          <PoEditForm po={po} onCancel={() => setEditing(false)} />
        ) : (
          <section className={PANEL} aria-label="Purchase order">
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
              <div>
                <dt className="text-ink/70">Supplier</dt>
                <dd className="font-medium">{po.supplier}</dd>
              </div>
              <div>
                <dt className="text-ink/70">Delivered to</dt>
                <dd className="font-medium">
                  {po.locationName} ({po.locationCode})
                </dd>
              </div>
              <div>
                <dt className="text-ink/70">Expected (DC1 ETA)</dt>
                <dd className={`font-medium tabular-nums ${po.overdue ? 'text-sale' : ''}`}>{dayText(po.eta)}</dd>
              </div>
              <div>
                <dt className="text-ink/70">Web may sell ahead</dt>
                <dd className="font-medium">{po.allowBackOrder ? 'Yes' : 'No'}</dd>
              </div>
              {po.note && (
                <div className="sm:col-span-2 lg:col-span-4">
                  <dt className="text-ink/70">Note</dt>
                  <dd className="whitespace-pre-line">{po.note}</dd>
                </div>
              )}
            </dl>
            {open && po.mayChange && (
              <div className="mt-3 flex flex-wrap items-start justify-between gap-2 border-t border-sand pt-3">
                <button type="button" className={SECONDARY_BUTTON} onClick={() => setEditing(true)}>
                  Edit
                </button>
                <PoEndButtons po={po} />
              </div>
            )}
          </section>
        )}
        <section className={PANEL} aria-label="Lines">
          <h2 className={`${PANEL_TITLE} mb-2`}>Lines</h2>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="po-lines">
              <thead className="border-b border-sand-dark text-xs tracking-wide text-timber-dark uppercase">
                <tr>
                  <th className="py-2 pr-3">SKU</th>
                  <th className="py-2 pr-3">Name</th>
                  <th className="py-2 pr-3 text-right">Ordered</th>
                  <th className="py-2 pr-3 text-right">Received</th>
                  <th className="py-2 pr-3 text-right">{open ? 'To come' : 'Will not arrive'}</th>
                  <th className="py-2 pr-3 text-right">Promised</th>
                  <th className="py-2">Orders</th>
                </tr>
              </thead>
              <tbody>
                {po.lines.map((l) => (
                  <tr key={l.sku} className="border-b border-sand last:border-0">
                    <td className="py-2 pr-3 font-mono text-xs">{l.sku}</td>
                    <td className="py-2 pr-3">{l.name}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{l.ordered}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{l.received}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{l.toCome}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{l.allocated}</td>
                    <td className="py-2">
                      {l.orders.map((o) => (
                        <a key={o.orderNo} href={orderLink(o.orderNo)} className="mr-2 text-kauri underline">
                          {o.orderNo} × {o.units}
                        </a>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        {po.mayReceive && <PoReceiveForm po={po} />}
        <section className={PANEL} aria-label="Orders waiting on it">
          <h2 className={`${PANEL_TITLE} mb-2`}>Orders waiting on it</h2>
          {po.waiting.length === 0 ? (
            <p className="text-sm text-ink/70">No order waits on it.</p>
          ) : (
            <ul className="flex flex-wrap gap-2 text-sm">
              {po.waiting.map((w) => (
                <li key={w.orderNo}>
                  <a
                    href={orderLink(w.orderNo)}
                    className="inline-flex min-h-11 items-center rounded-lg border border-sand-dark px-3 text-kauri hover:bg-sand"
                  >
                    Order {w.orderNo} · {w.units} {w.units === 1 ? 'unit' : 'units'}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
