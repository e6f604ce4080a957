// Opening the provider's payment page for a new order, and answering it again for a repeated press.
// The page's address and fields are kept on the payment row, and the first page stored is the one
// every press answers: whichever answer the browser follows, the notification matches the payment.
// A press that finds no page stored waits for the press that is opening it; once that press has had
// START_LEASE_MS (it died between the order and its page: a crash, a restart), the press takes the
// start over and opens a page itself, for the same order and the stock it already holds.
import { and, eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema-sales.ts';
import { releaseStock } from '../stock/stock.service.ts';
import {
  cancelOpenPayments,
  claimPaymentStart,
  endUnpaidOrder,
  giveBackCouponUse,
  keepFirstPaymentPage,
  reopenQuote,
} from '../orders/orders.service.ts';
import type { CompleteAnswer } from './complete.ts';
import { type CheckoutContext, asDatabase } from './context.ts';
import { ALREADY_PAID_MESSAGE, PAYMENT_START_FAILED_MESSAGE } from './refusal.ts';
import { restoreCart } from '../cart/cart.service.ts';
import { Refusal } from '../../domain/refusal.ts';

export interface UnpaidOrder {
  orderId: number;
  orderNo: string;
  grandTotalCents: number;
  email: string;
  paymentId: number;
}

const NO_LONGER_PENDING_MESSAGE = 'This order is no longer awaiting payment. Please check your cart and try again.';
/**
 * How long a press opening a payment page has before another press may take the start over: longer
 * than a provider takes to answer, far shorter than the hold, so a shopper whose first press died can
 * pay at once.
 */
export const START_LEASE_MS = 10_000;
/** How long a repeated press waits for the first press to finish opening the payment page. */
const RESUME_WAIT_MS = 2 * START_LEASE_MS;
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
    ctx.log.error(
      { event: 'payment.start_failed', err, orderNo: order.orderNo },
      'payment page could not be opened; undoing the order',
    );
    // Another press may have stored a page meanwhile: then that page is the answer, and the order stays.
    if (!(await undoUnstartedOrder(ctx, order.orderId))) return resumePayment(ctx, order.orderId, origin);
    throw new Refusal(502, PAYMENT_START_FAILED_MESSAGE);
  }
  const hosted = { redirect: start.redirect, params: start.params, method: start.method ?? 'POST' } as const;
  // Only the first page is kept: a press that took a slow start over may race the one it replaced.
  const kept = await keepFirstPaymentPage(
    ctx.db,
    order.paymentId,
    { providerRef: start.providerRef, hosted },
    ctx.now(),
  );
  if (!kept) return resumePayment(ctx, order.orderId, origin);
  return { success: true, orderNo: order.orderNo, ...hosted };
}

/**
 * The payment page of an order already made from this cart: the stored page, or, when the press that
 * made the order has not stored one within START_LEASE_MS, a new one (the same order, payment and stock).
 */
export async function resumePayment(ctx: CheckoutContext, orderId: number, origin: string): Promise<CompleteAnswer> {
  const until = Date.now() + RESUME_WAIT_MS;
  for (;;) {
    const [row] = await ctx.db
      .select({
        orderNo: orders.orderNo,
        status: orders.status,
        email: orders.email,
        paymentId: payments.id,
        amountCents: payments.amountCents,
        hosted: payments.hostedStart,
      })
      .from(orders)
      .leftJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 0)))
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!row) throw new Refusal(409, NO_LONGER_PENDING_MESSAGE);
    if (row.status === 'paid') throw new Refusal(409, ALREADY_PAID_MESSAGE);
    if (row.status === 'cancelled') throw new Refusal(502, PAYMENT_START_FAILED_MESSAGE);
    if (row.status !== 'pending' || row.paymentId === null || row.amountCents === null) {
      throw new Refusal(409, NO_LONGER_PENDING_MESSAGE);
    }
    if (row.hosted) return { success: true, orderNo: row.orderNo, ...row.hosted };
    if (await takeOverStart(ctx, row.paymentId)) {
      ctx.log.warn({ event: 'payment.restarted', orderNo: row.orderNo }, 'payment page never stored; opening it again');
      const order = { orderId, orderNo: row.orderNo, grandTotalCents: row.amountCents, email: row.email };
      return startPayment(ctx, { ...order, paymentId: row.paymentId }, origin);
    }
    if (Date.now() > until) throw new Refusal(409, ALREADY_PAID_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, RESUME_POLL_MS));
  }
}

/**
 * Claims the opening of a payment whose page was never stored, once its last claim (its creation, or
 * an earlier take-over) is START_LEASE_MS old; one statement, so of racing presses only one wins.
 */
function takeOverStart(ctx: CheckoutContext, paymentId: number): Promise<boolean> {
  return claimPaymentStart(ctx.db, paymentId, ctx.now(), START_LEASE_MS);
}

/**
 * Compensation: the order never reached a payment page, so it goes, its stock returns, the cart comes
 * back. Not when another press has stored a page for it meanwhile (answers false then).
 */
async function undoUnstartedOrder(ctx: CheckoutContext, orderId: number): Promise<boolean> {
  const now = ctx.now();
  return ctx.db.transaction(async (handle) => {
    const tx = asDatabase(handle);
    const [order] = await tx
      .select({ status: orders.status, cartId: orders.cartId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (order?.status !== 'pending') return true;
    const [payment] = await tx
      .select({ hosted: payments.hostedStart })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 0)))
      .for('update');
    if (payment?.hosted) return false;
    await cancelOpenPayments(tx, orderId, now);
    await endUnpaidOrder(tx, orderId, 'cancelled', now);
    await giveBackCouponUse(tx, orderId);
    await releaseStock(tx, orderId);
    await restoreCart(tx, order.cartId, now);
    await reopenQuote(tx, orderId, now);
    return true;
  });
}
