// An order paid: its payment taken, its stock kept for it. Its coupon's use was taken when it was
// placed (coupon-use.ts), and stays taken.
// A web order is paid by its one payment (markPaid); a POS order by its lines, one at a time, and is
// paid once the paid lines reach its grand total (markLinePaid, domain/order-status.ts).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { orders, payments } from '../../db/schema-sales.ts';
import { PAID_LINE_STATUSES, statusAfterPayment } from '../../domain/order-status.ts';
import type { OrderPaid } from './context.ts';
import { settlePaidQuote } from './quote-reopen.ts';

export async function markPaid(
  tx: Database,
  p: { orderId: number; paymentId: number; now: Date; orderPaid: OrderPaid },
): Promise<void> {
  await tx.update(payments).set({ status: 1, updatedAt: p.now }).where(eq(payments.id, p.paymentId));
  await tx
    .update(orders)
    .set({ status: 'paid', paidAt: p.now, holdUntil: null, updatedAt: p.now })
    .where(eq(orders.id, p.orderId));
  // A quote paid online (quote-pay.ts) is an order for good.
  await settlePaidQuote(tx, p.orderId);
  await paidOrderEffects(tx, p);
}

/**
 * One line of an order taken (status 1), in the transaction that locked the order row. The order's
 * status follows statusAfterPayment over its paid payments (a refund given back does not ask for the
 * money again: domain/refunds.ts); when that makes it paid, the same effects as markPaid run.
 * Answers the order's status after.
 */
export async function markLinePaid(
  tx: Database,
  p: { orderId: number; paymentId: number; now: Date; orderPaid: OrderPaid },
): Promise<string> {
  await tx.update(payments).set({ status: 1, updatedAt: p.now }).where(eq(payments.id, p.paymentId));
  const [order] = await queryRows<{ status: string; grandtotal_cents: number; paid: number }>(
    tx,
    sql`select o.status, o.grandtotal_cents,
        coalesce((select sum(amount_cents) from payments where order_id = o.id and amount_cents > 0
          and status in (${sql.join(
            PAID_LINE_STATUSES.map((s) => sql`${s}::int`),
            sql`, `,
          )})), 0) as paid
      from orders o where o.id = ${p.orderId}`,
  );
  if (!order) return '';
  const status = statusAfterPayment(order.status, Number(order.paid), Number(order.grandtotal_cents));
  if (status === order.status) {
    await tx.update(orders).set({ updatedAt: p.now }).where(eq(orders.id, p.orderId));
    return status;
  }
  await tx
    .update(orders)
    .set({ status, paidAt: p.now, holdUntil: null, updatedAt: p.now })
    .where(eq(orders.id, p.orderId));
  await paidOrderEffects(tx, p);
  return status;
}

async function paidOrderEffects(tx: Database, p: { orderId: number; now: Date; orderPaid: OrderPaid }): Promise<void> {
  // Such as: a cart a salesperson sent this customer within 60 days earns them the sale.
  const [paid] = await tx
    .select({ userId: orders.userId, email: orders.email })
    .from(orders)
    .where(eq(orders.id, p.orderId));
  if (paid) await p.orderPaid(tx, { orderId: p.orderId, userId: paid.userId, email: paid.email, at: p.now });
}
