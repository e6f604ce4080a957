// The shopper paid after their hold ran out (the stock went back, the order expired), or a provider
// that lets the shopper retry a card approved after first declining. The money is real, so the sale
// is kept when the stock can be reserved again; when it cannot, the order stays as it was and the
// payment is kept as taken (the money is the shop's until it goes back): the order's history says
// so and reminds the branch's managers, who refund it from the order detail (services/orders/refunds.ts).
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { orderItems, orders } from '../../db/schema-sales.ts';
import { formatNzd, toDecimal } from '../../domain/money.ts';
import { Refusal } from '../../domain/refusal.ts';
import { recordOrderAction } from '../activity/activity.service.ts';
import { reserveStock, type StockLine } from '../stock/stock.service.ts';
import type { CheckoutLog, OrderPaid } from './context.ts';
import { markPaid, paymentTakenToRefund, retakeCouponUse } from '../orders/orders.service.ts';

export async function approveLate(
  tx: Database,
  p: { orderId: number; paymentId: number; now: Date; log: CheckoutLog; orderPaid: OrderPaid },
): Promise<'paid' | 'needs-refund'> {
  const lines = await stockLinesOf(tx, p.orderId);
  const [order] = await tx
    .select({ zip: orders.shippingZip, orderNo: orders.orderNo, shipmethod: orders.shipmethod })
    .from(orders)
    .where(eq(orders.id, p.orderId));
  const [place] = await queryRows<{ island: string }>(
    tx,
    sql`select island from postcodes where postcode = ${order?.zip ?? ''} limit 1`,
  );
  try {
    // A savepoint: a failed reservation must not take the notification's record down with it.
    await tx.transaction(async (inner) => {
      // Its coupon's use went back with the hold: taken again if one is left (never past the limit),
      // before the stock as every path locks them (orders/coupon-use.ts), and undone with the savepoint.
      await retakeCouponUse(inner, p.orderId, false);
      await reserveStock(inner, {
        orderId: p.orderId,
        lines,
        island: place?.island ?? null,
        deliveryMethod: order?.shipmethod.split(',').includes('COU') ? 'COU' : 'DEL',
        again: true,
        now: p.now,
      });
    });
  } catch (err) {
    // The stock module's sold-out refusal: the money stays to be refunded.
    if (!(err instanceof Refusal)) throw err;
    await paymentTakenToRefund(tx, p.paymentId, p.now);
    await askManagersToRefund(tx, p);
    p.log.error(
      { event: 'payment.refund_needed', orderNo: order?.orderNo, soldOut: err.extra.soldOutItems },
      'paid after the hold expired and the stock is gone: refund needed',
    );
    return 'needs-refund';
  }
  await markPaid(tx, p);
  return 'paid';
}

/** The order's history says a manager must refund the payment, and reminds the branch's managers (all, if it has none). */
async function askManagersToRefund(tx: Database, p: { orderId: number; paymentId: number; now: Date }) {
  const [line] = await queryRows<{ amount_cents: number; name: string }>(
    tx,
    sql`select amount_cents, name from payments where id = ${p.paymentId}`,
  );
  const managers = await queryRows<{ id: number }>(
    tx,
    sql`with branch as (
          select s.id from staff s join orders o on o.location = s.location_code
          where o.id = ${p.orderId} and s.active and s.role in ('manager', 'admin'))
        select id from branch
        union all
        select id from staff where active and role in ('manager', 'admin') and not exists (select 1 from branch)`,
  );
  const amount = Number(line?.amount_cents ?? 0);
  await recordOrderAction(tx, {
    orderId: p.orderId,
    causerId: null,
    action: 'refund_needed',
    description: `${formatNzd(amount)} by ${line?.name || 'card'} was paid after the stock had gone: refund it`,
    changes: { paymentId: p.paymentId, amount: toDecimal(amount) },
    remind: managers.map((m) => Number(m.id)),
    now: p.now,
  });
}

/** The order's items as stock sees them: a line with child items is a bundle, reserved by its components. */
export async function stockLinesOf(tx: Database, orderId: number): Promise<StockLine[]> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return items
    .filter((i) => i.groupCode === -1)
    .map((parent) => ({
      orderItemId: parent.id,
      variantId: parent.variantId,
      name: parent.name,
      qty: parent.qtyOrdered,
      shipmethod: parent.shipmethod === 'PCK' ? 'PCK' : 'DEL',
      pickLocation: parent.pickLocation,
      components: items
        .filter((c) => c.groupCode === parent.id)
        .map((c) => ({ variantId: c.variantId, qty: c.qtyOrdered / parent.qtyOrdered, orderItemId: c.id })),
    }));
}
