// A payment provider's verdict on an order (the notify route's onOutcome, or the provider's answer
// when the shopper returns first). One transaction: the notification is written once (its id is
// unique, so a replay finds it and changes nothing), the order and its payment are locked, and the
// verdict must name exactly the payment we opened (order, provider session, amount). Approved: paid,
// stock stays held for the order. Declined: stock released, the shopper's cart given back.
// A POS order's card line (Pay Now on the order detail, services/orders/payments.ts) is one of several
// lines: approved, that line is paid and the order's status follows its paid lines; declined, only the
// line is cancelled, and the order keeps its stock for the customer to pay another way.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, paymentNotifications, payments } from '../../db/schema-sales.ts';
import type { PaymentOutcome } from '../../integrations/payments/gateway.ts';
import { formatNzd, toDecimal } from '../../domain/money.ts';
import { recordOrderAction } from '../activity/activity.service.ts';
import { releaseStock } from '../stock/stock.service.ts';
import {
  declinePayment,
  endUnpaidOrder,
  giveBackCouponUse,
  markLinePaid,
  markPaid,
  paymentAwaitsCheck,
  quoteBackToDeclinedOrder,
  reopenQuote,
} from '../orders/orders.service.ts';
import { type CheckoutContext, asDatabase } from './context.ts';
import { approveLate } from './late-approval.ts';
import { restoreCart } from '../cart/cart.service.ts';

export type OutcomeResult = 'paid' | 'declined' | 'replay' | 'unchanged' | 'mismatch' | 'needs-refund';

/**
 * A POS order's card line. Money approved on a line no longer open (deleted from the panel while its
 * page was open, declined before, or the order cancelled meanwhile) is set to 4, awaiting a check,
 * for staff to refund; the order is left as it is.
 */
async function posLineOutcome(
  tx: Parameters<typeof markPaid>[0],
  p: {
    order: { id: number; status: string };
    payment: { id: number; status: number; amountCents: number; name: string };
    approved: boolean;
    now: Date;
    ctx: CheckoutContext;
  },
): Promise<OutcomeResult> {
  const { order, payment, now } = p;
  const open = payment.status === 0 && order.status !== 'locked';
  if (p.approved && open) {
    const status = await markLinePaid(tx, {
      orderId: order.id,
      paymentId: payment.id,
      now,
      orderPaid: p.ctx.orderPaid,
    });
    await providerSaid(tx, order.id, payment, 'approved', now, { orderStatus: status });
    return 'paid';
  }
  if (p.approved && (payment.status === 2 || (payment.status === 0 && order.status === 'locked'))) {
    await paymentAwaitsCheck(tx, payment.id, now);
    p.ctx.log.error(
      { event: 'payment.needs_refund', orderId: order.id, paymentId: payment.id },
      'card approved on a POS payment line that is no longer open: refund it',
    );
    await providerSaid(tx, order.id, payment, 'approved on a line no longer open: refund it', now);
    return 'needs-refund';
  }
  if (!p.approved && payment.status === 0) {
    await declinePayment(tx, payment.id, now);
    await providerSaid(tx, order.id, payment, 'declined', now);
    return 'declined';
  }
  return 'unchanged';
}

/** The provider's verdict in the order's history: no staff member did it (causer null). */
function providerSaid(
  tx: Parameters<typeof markPaid>[0],
  orderId: number,
  payment: { id: number; amountCents: number; name: string },
  verdict: string,
  now: Date,
  more: Record<string, unknown> = {},
) {
  const changes = {
    paymentId: payment.id,
    amount: toDecimal(payment.amountCents),
    method: payment.name,
    verdict,
    ...more,
  };
  const description = `The payment provider ${verdict}: ${formatNzd(payment.amountCents)} by ${payment.name}`;
  return recordOrderAction(tx, { orderId, causerId: null, action: 'payment_verdict', description, changes, now });
}

/**
 * A verdict that does not match the payment we opened: rolled back so nothing (not even the
 * notification) stays. It says what we expected and what the provider said, for the log.
 */
class Mismatch extends Error {
  constructor(
    reason: string,
    readonly expected: Record<string, unknown>,
    readonly got: Record<string, unknown>,
  ) {
    super(reason);
  }
}

/** The provider references of the order's payments, for a notification naming none of them. */
async function orderSessions(tx: Database, orderId: number): Promise<string[]> {
  const rows = await tx.select({ ref: payments.providerRef }).from(payments).where(eq(payments.orderId, orderId));
  return rows.map((r) => r.ref).filter((ref): ref is string => Boolean(ref));
}

export async function recordPaymentOutcome(ctx: CheckoutContext, outcome: PaymentOutcome): Promise<OutcomeResult> {
  const now = ctx.now();
  try {
    const result = await ctx.db.transaction((handle) => verdictOnOrder(ctx, asDatabase(handle), outcome, now));
    // A refund needed was logged where it was found (late-approval.ts), with the items gone.
    if (result !== 'needs-refund') {
      ctx.log.info(
        { event: `payment.${result}`, orderNo: outcome.orderNo, notificationId: outcome.notificationId },
        'payment outcome',
      );
    }
    return result;
  } catch (err) {
    if (!(err instanceof Mismatch)) throw err;
    logMismatch(ctx, outcome, err);
    return 'mismatch';
  }
}

/** Inside the transaction, top to bottom: notification once, order row, payment row, then the verdict applied. */
async function verdictOnOrder(
  ctx: CheckoutContext,
  tx: Database,
  outcome: PaymentOutcome,
  now: Date,
): Promise<OutcomeResult> {
  if (!(await recordNotificationOnce(tx, outcome, now))) return 'replay';
  const order = await lockOrderNamed(tx, outcome, now);
  const payment = await lockPaymentNamed(tx, order.id, outcome);
  if (order.channel === 'pos') return posLineOutcome(tx, { order, payment, approved: outcome.approved, now, ctx });

  if (payment.status !== 0 || order.status !== 'pending') {
    // Money taken after the hold ran out (or after a declined try on the same provider session):
    // keep the sale if the stock is still there.
    if (outcome.approved && payment.status === 2 && (order.status === 'expired' || order.status === 'declined')) {
      return approveLate(tx, {
        orderId: order.id,
        paymentId: payment.id,
        now,
        log: ctx.log,
        orderPaid: ctx.orderPaid,
      });
    }
    return 'unchanged';
  }
  if (outcome.approved) {
    await markPaid(tx, {
      orderId: order.id,
      paymentId: payment.id,
      now,
      orderPaid: ctx.orderPaid,
    });
    await providerSaid(tx, order.id, payment, 'approved', now, { orderStatus: 'paid' });
    return 'paid';
  }
  await providerSaid(tx, order.id, payment, 'declined', now, { orderStatus: 'declined' });
  await declinePayment(tx, payment.id, now);
  await endUnpaidOrder(tx, order.id, 'declined', now);
  await giveBackCouponUse(tx, order.id);
  await releaseStock(tx, order.id);
  await restoreCart(tx, order.cartId, now);
  // A quote paid online is a quote again, for another card (quote-pay.ts).
  await reopenQuote(tx, order.id, now);
  return 'declined';
}

/** The notification written once: its id is unique, so a replay writes nothing and answers false. */
async function recordNotificationOnce(tx: Database, outcome: PaymentOutcome, now: Date): Promise<boolean> {
  const fresh = await tx
    .insert(paymentNotifications)
    .values({
      provider: outcome.provider,
      notificationId: outcome.notificationId,
      orderNo: outcome.orderNo,
      outcome: outcome.approved ? 'approved' : 'declined',
      payload: outcome,
      receivedAt: now,
    })
    .onConflictDoNothing({ target: paymentNotifications.notificationId })
    .returning({ id: paymentNotifications.id });
  return fresh.length > 0;
}

/** What the provider said, for a mismatch's log line. */
function saidOf(outcome: PaymentOutcome) {
  return { orderNo: outcome.orderNo, providerRef: outcome.providerRef, amount: toDecimal(outcome.amountCents) };
}

/** The order the verdict names, under its lock; a quote approved late on its payment is an order again. */
async function lockOrderNamed(tx: Database, outcome: PaymentOutcome, now: Date) {
  const [order] = await tx
    .select({
      id: orders.id,
      kind: orders.kind,
      status: orders.status,
      channel: orders.channel,
      cartId: orders.cartId,
    })
    .from(orders)
    .where(eq(orders.orderNo, outcome.orderNo))
    .for('update');
  const said = saidOf(outcome);
  if (!order) throw new Mismatch('no such order', { orderNo: 'an order of ours' }, said);
  // A quote given back after its online payment was declined or lapsed (orders/quote-reopen.ts), now
  // approved late on that payment: an order again, kept if its stock still is (approveLate).
  if (order.kind === 'quote') {
    if (!outcome.approved || order.channel !== 'pos')
      throw new Mismatch('a quote has no payment to settle', { kind: 'order' }, { ...said, kind: 'quote' });
    await quoteBackToDeclinedOrder(tx, order.id, now);
    order.status = 'declined';
    order.channel = 'web';
  }
  return order;
}

/** The payment the verdict names (this order, the provider's session, the same amount), under its lock. */
async function lockPaymentNamed(tx: Database, orderId: number, outcome: PaymentOutcome) {
  const [payment] = await tx
    .select({ id: payments.id, status: payments.status, amountCents: payments.amountCents, name: payments.name })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.providerRef, outcome.providerRef)))
    .for('update');
  const said = saidOf(outcome);
  if (!payment) {
    const providerRefs = await orderSessions(tx, orderId);
    throw new Mismatch('no payment with that provider reference on this order', { providerRefs }, said);
  }
  if (payment.amountCents !== outcome.amountCents) {
    const expected = { amount: toDecimal(payment.amountCents), providerRef: outcome.providerRef };
    throw new Mismatch('amount differs from the payment', expected, said);
  }
  return payment;
}

/**
 * A genuine notification that names no payment we opened pays nothing; the caller refuses it (the
 * notify route answers 409), and this one line is where an operator learns what differed.
 */
function logMismatch(ctx: CheckoutContext, outcome: PaymentOutcome, err: Mismatch): void {
  ctx.log.warn(
    {
      event: 'payment.mismatch',
      provider: outcome.provider,
      orderNo: outcome.orderNo,
      notificationId: outcome.notificationId,
      reason: err.message,
      expected: err.expected,
      got: err.got,
    },
    'payment notification does not match its order',
  );
}
