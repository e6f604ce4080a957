// The order detail's facts: status, creation time, branch, registered customer, company and coupon;
// the delivery and billing details; the order summary's figures; and the instructions (the comment).
import type { OrderDetail } from '../../../../contract/pos-order-detail.ts';
import { money } from '../../../common/lib/format.ts';
import { PANEL, PANEL_TITLE } from '../checkout/fields.tsx';

const STATUS_TONE: Record<string, string> = {
  pending: 'bg-sand text-timber-dark',
  locked: 'bg-white text-sale border border-sale',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-testid="order-status"
      className={`inline-flex min-h-7 items-center rounded-full px-3 text-sm font-semibold capitalize ${STATUS_TONE[status] ?? 'bg-kauri-light text-kauri-dark'}`}
    >
      {status === 'locked' ? 'Cancelled' : status}
    </span>
  );
}

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wider text-ink/70 uppercase">{label}</dt>
      <dd className="break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function OrderFacts({ order }: { order: OrderDetail }) {
  const customer = order.customer;
  return (
    <section aria-labelledby="order-facts-heading" className={PANEL}>
      <h2 id="order-facts-heading" className={`${PANEL_TITLE} mb-3`}>
        {order.kind === 'quote' ? 'Quote' : 'Order'} details
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 md:grid-cols-3">
        <Fact label="Status">
          <StatusBadge status={order.status} />
        </Fact>
        <Fact label="Created" testId="order-created">
          {order.nztime}
        </Fact>
        <Fact label="Branch" testId="order-branch">
          {order.location_name}
        </Fact>
        <Fact label="Registered customer" testId="order-customer">
          {customer ? `${customer.firstname} ${customer.lastname}`.trim() || customer.email : 'Guest (none)'}
        </Fact>
        <Fact label="Company">{order.company || '—'}</Fact>
        <Fact label="Coupon" testId="order-coupon">
          {order.couponInfo ? `${order.couponInfo.code} (${order.couponInfo.name})` : '—'}
        </Fact>
        {order.expiry_date && <Fact label="Expires">{order.expiry_date}</Fact>}
      </dl>
    </section>
  );
}

export function OrderAddresses({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="order-addresses-heading" className={PANEL}>
      <h2 id="order-addresses-heading" className={`${PANEL_TITLE} mb-3`}>
        Delivery and billing
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Fact label="Name">
          {order.firstname} {order.lastname}
        </Fact>
        <Fact label="Mobile">{order.mobile || '—'}</Fact>
        <Fact label="Email">{order.email || '—'}</Fact>
        <Fact label="Delivery address" testId="order-delivery">
          {order.shipping_address || '—'}
        </Fact>
        <Fact label="Postcode">{order.shipping_zip || '—'}</Fact>
        <Fact label="Billing address">{order.billing_address || '—'}</Fact>
      </dl>
    </section>
  );
}

function Figure({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'border-t border-sand-dark pt-2 text-lg font-semibold' : ''}`}
    >
      <dt className={strong ? '' : 'text-ink/80'}>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function OrderSummaryFigures({ order, paidAmount }: { order: OrderDetail; paidAmount: string }) {
  const some = (v: string) => Number(v) > 0;
  return (
    <section aria-labelledby="order-summary-heading" className={PANEL} data-testid="order-summary">
      <h2 id="order-summary-heading" className={`${PANEL_TITLE} mb-3`}>
        Order summary
      </h2>
      <dl className="flex flex-col gap-1 text-sm">
        <Figure label="Subtotal" value={money(order.subtotal_inc)} testId="order-subtotal" />
        {some(order.total_discount) && <Figure label="Discount" value={`-${money(order.total_discount)}`} />}
        <Figure label="Delivery fee" value={money(order.shipping_cost)} />
        {some(order.assembly_cost) && <Figure label="Assembly" value={money(order.assembly_cost)} />}
        {some(order.rubbish_cost) && <Figure label="Rubbish removal" value={money(order.rubbish_cost)} />}
        <Figure label="Grand total" value={money(order.grandtotal)} strong testId="order-grandtotal" />
        <p className="text-xs text-ink/70">Includes GST of {money(order.total_tax)}</p>
        {order.kind === 'order' && (
          <>
            <Figure label="Paid" value={money(paidAmount)} testId="order-paid" />
            <Figure label="Assigned to payments" value={money(order.assignedAmount)} />
          </>
        )}
      </dl>
      <h3 className={`${PANEL_TITLE} mt-4 mb-1`}>Instructions</h3>
      <p className="text-sm whitespace-pre-line" data-testid="order-comment">
        {order.comment || 'None'}
      </p>
    </section>
  );
}
