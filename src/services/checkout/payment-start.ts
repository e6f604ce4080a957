// Opening the provider's payment page for a new order, and answering it again for a repeated press.
// The page's address and fields are kept on the payment row: the same order always answers the same
// payment page, so whichever answer the browser follows, the notification matches the payment.
import { and, eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema-sales.ts';
import { releaseStock } from '../stock/stock.service.ts';
import type { CompleteAnswer } from './complete.ts';
import { type CheckoutContext, asDatabase } from './context.ts';
import { ALREADY_PAID_MESSAGE, PAYMENT_START_FAILED_MESSAGE } from './refusal.ts';
import { restoreCart } from './restore-cart.ts';
import { Refusal } from '../../domain/refusal.ts';

export interface UnpaidOrder {
  orderId: number;
  orderNo: string;
  grandTotalCents: number;
  email: string;
  paymentId: number;
}

const NO_LONGER_PENDING_MESSAGE = 'This order is no longer awaiting payment. Please check your cart and try again.';
/** How long a repeated press waits for the first press to finish opening the payment page. */
const RESUME_WAIT_MS = 10_000;
const RESUME_POLL_MS = 50;

export async function startPayment(ctx: CheckoutContext, order: UnpaidOrder, origin: string): Promise<CompleteAnswer> {
  let start: Awaited<ReturnType<CheckoutContext['paymentGateway']['startHostedPayment']>>;
  try {
    start = await ctx.paymentGateway.startHostedPayment({
      orderNo: order.orderNo,
      amountCents: order.grandTotalCents,
      currency: 'NZD',
      returnUrl: `${origin}/checkout/result/${order.orderNo}`,
      notifyUrl: `${origin}/v1/payments/notify/${ctx.paymentGateway.name}`,
      email: order.email,
      description: `Kauri order ${order.orderNo}`,
    });
  } catch (err) {
    ctx.log.error({ err, orderNo: order.orderNo }, 'payment page could not be opened; undoing the order');
    await undoUnstartedOrder(ctx, order.orderId);
    throw new Refusal(502, PAYMENT_START_FAILED_MESSAGE);
  }
  const hosted = { redirect: start.redirect, params: start.params, method: start.method ?? 'POST' } as const;
  await ctx.db
    .update(payments)
    .set({ providerRef: start.providerRef, hostedStart: hosted, updatedAt: ctx.now() })
    .where(and(eq(payments.id, order.paymentId), eq(payments.status, 0)));
  return { success: true, orderNo: order.orderNo, ...hosted };
}

/** The payment page of an order already made from this cart (the first press may still be opening it). */
export async function resumePayment(ctx: CheckoutContext, orderId: number): Promise<CompleteAnswer> {
  const until = Date.now() + RESUME_WAIT_MS;
  for (;;) {
    const [row] = await ctx.db
      .select({ orderNo: orders.orderNo, status: orders.status, hosted: payments.hostedStart })
      .from(orders)
      .leftJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 0)))
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!row) throw new Refusal(409, NO_LONGER_PENDING_MESSAGE);
    if (row.status === 'paid') throw new Refusal(409, ALREADY_PAID_MESSAGE);
    if (row.status === 'cancelled') throw new Refusal(502, PAYMENT_START_FAILED_MESSAGE);
    if (row.status !== 'pending') throw new Refusal(409, NO_LONGER_PENDING_MESSAGE);
    if (row.hosted) return { success: true, orderNo: row.orderNo, ...row.hosted };
    if (Date.now() > until) throw new Refusal(409, ALREADY_PAID_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, RESUME_POLL_MS));
  }
}

/** Compensation: the order never reached a payment page, so it goes, its stock returns, the cart comes back. */
async function undoUnstartedOrder(ctx: CheckoutContext, orderId: number): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (handle) => {
    const tx = asDatabase(handle);
    const [order] = await tx
      .select({ status: orders.status, cartId: orders.cartId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (order?.status !== 'pending') return;
    await tx
      .update(payments)
      .set({ status: 2, updatedAt: now })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 0)));
    await tx.update(orders).set({ status: 'cancelled', holdUntil: null, updatedAt: now }).where(eq(orders.id, orderId));
    await releaseStock(tx, orderId);
    await restoreCart(tx, order.cartId, now);
  });
}
