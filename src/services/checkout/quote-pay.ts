// Paying a quote online (POST /v1/quote/pay, the page /quote/{orderNo}/pay?t=…): a pending quote that
// has not expired becomes an order in place (same row and number; kind 'order', status pending,
// channel 'web' while it is paid online) and is then a web checkout in every way: stock reserved
// through services/stock as COMPLETE PURCHASE reserves it (complete.ts), its coupon's use taken under
// the coupon's lock, one payment row, a hold, the provider's page opened after the commit, and the
// signed notification recorded once (payment-outcome.ts). The order keeps its quote's expiry_date
// while it is being paid: that is what tells a decline or a lapsed hold to give the quote back
// (orders/quote-reopen.ts) so the customer can try another card. The quote row is locked first, so two
// pays at once make one order and one payment page: the second answers the first's page.
// The link's token is checked by the caller (services/index.ts `quotePay`), as the print page's is.
import { sql } from 'drizzle-orm';
import { nzToday } from '../../domain/dates.ts';
import { queryRows } from '../../db/rows.ts';
import { payments } from '../../db/schema-sales.ts';
import { CAPTCHA_FAILED_MESSAGE } from '../../domain/checkout-rules.ts';
import { Refusal } from '../../domain/refusal.ts';
import { recordOrderAction } from '../activity/activity.service.ts';
import { releaseStock, reserveStock } from '../stock/stock.service.ts';
import type { CartIdentity } from '../cart/cart.service.ts';
import type { CompleteAnswer } from './complete.ts';
import { type CheckoutContext, asDatabase } from './context.ts';
import {
  cancelOpenPayments,
  giveBackCouponUse,
  keepPaymentPage,
  openPayment,
  quoteToPendingOrder,
  reopenQuote,
  retakeCouponUse,
} from '../orders/orders.service.ts';
import { stockLinesOf } from './late-approval.ts';
import { canPay, cannotPayMessage, shopperPaymentMethod } from './payment-method.ts';
import { recordPaymentOutcome } from './payment-outcome.ts';
import { resumePayment } from './payment-start.ts';
import { PAYMENT_START_FAILED_MESSAGE } from './refusal.ts';

export const QUOTE_PAY_WORDS = {
  noMethod: 'How do you want to pay?',
  noTerms: "Sorry to be a bore - but can you please agree to the T&C's?",
  notFound: 'Quote not found',
  badLink: 'This link does not open this quote',
  expired: 'This quote has expired',
  paid: 'This quote has already been paid',
  paying: 'This quote is being paid: we are waiting for the payment provider',
  closed: 'This quote can no longer be paid online. Please contact us.',
} as const;

/** payable: the form; paying: a payment page is open; paid; expired; closed (deleted, made an order at the counter, cancelled). */
export type QuoteState = 'payable' | 'paying' | 'paid' | 'expired' | 'closed';

export interface QuotePayRequest {
  orderNo: string;
  payment: string;
  comment: string;
  agree: boolean;
  /** The human-verification token. */
  token: string;
  origin: string;
  /** Where the payment page sends the payer back: the pay page's own signed path (it shows the outcome). */
  returnPath: string;
  remoteIp?: string;
}

interface QuoteRow {
  id: number;
  order_no: string;
  kind: 'order' | 'quote';
  status: string;
  email: string;
  comment: string;
  grandtotal_cents: number;
  shipping_zip: string;
  shipmethod: string;
  expiry_date: string | null;
  quote_expiry: string | null;
}

const READ = sql`select id, order_no, kind, status, email, comment, grandtotal_cents, shipping_zip, shipmethod,
  expiry_date::text as expiry_date, quote_expiry::text as quote_expiry from orders`;

export function stateOf(row: Pick<QuoteRow, 'kind' | 'status' | 'expiry_date' | 'quote_expiry'>, today: string) {
  if (row.kind === 'quote') {
    if (row.status !== 'pending') return 'closed';
    return row.quote_expiry !== null && row.quote_expiry < today ? 'expired' : 'payable';
  }
  if (['paid', 'processing', 'completed'].includes(row.status)) return 'paid';
  // An order that kept its quote's last day is a quote being paid online (see the top of this file).
  return row.status === 'pending' && row.expiry_date !== null ? 'paying' : 'closed';
}

const REFUSALS: Record<Exclude<QuoteState, 'payable' | 'paying'>, Refusal> = {
  expired: new Refusal(409, QUOTE_PAY_WORDS.expired),
  paid: new Refusal(409, QUOTE_PAY_WORDS.paid),
  closed: new Refusal(409, QUOTE_PAY_WORDS.closed),
};

/**
 * Where the quote stands, for its pay page. A payment page opened and not yet heard of: the provider is
 * asked (as the order result page does, order-result.ts), and its answer recorded like a notification.
 */
export async function quoteState(
  ctx: CheckoutContext,
  orderNo: string,
): Promise<{ state: QuoteState; declined: string } | null> {
  let [row] = await queryRows<QuoteRow>(ctx.db, sql`${READ} where order_no = ${orderNo}`);
  if (!row) return null;
  if (stateOf(row, nzToday(ctx.now())) === 'paying' && ctx.paymentGateway.fetchOutcome) {
    const [payment] = await ctx.db
      .select({ providerRef: payments.providerRef })
      .from(payments)
      .where(sql`${payments.orderId} = ${row.id} and ${payments.status} = 0`)
      .limit(1);
    if (payment?.providerRef) {
      try {
        const outcome = await ctx.paymentGateway.fetchOutcome(payment.providerRef);
        if (outcome && outcome.orderNo === row.order_no) await recordPaymentOutcome(ctx, outcome);
        [row] = await queryRows<QuoteRow>(ctx.db, sql`${READ} where id = ${row.id}`);
      } catch (err) {
        ctx.log.warn({ event: 'payment.outcome_unknown', err, orderNo }, 'could not ask the payment provider');
      }
    }
  }
  if (!row) return null;
  const state = stateOf(row, nzToday(ctx.now()));
  return { state, declined: state === 'payable' ? await lastDeclined(ctx, row) : '' };
}

/** When the quote's last online payment was declined: the provider's words (or a plain line); '' otherwise. */
async function lastDeclined(ctx: CheckoutContext, row: QuoteRow): Promise<string> {
  const [last] = await queryRows<{ status: number; reason: string | null }>(
    ctx.db,
    sql`select p.status, (select n.payload ->> 'reason' from payment_notifications n
          where n.order_no = ${row.order_no} and n.outcome = 'declined' order by n.id desc limit 1) as reason
        from payments p where p.order_id = ${row.id} order by p.id desc limit 1`,
  );
  if (last?.status !== 2) return '';
  return last.reason || 'The payment was not completed.';
}

export async function payQuote(
  ctx: CheckoutContext,
  payer: CartIdentity,
  req: QuotePayRequest,
): Promise<CompleteAnswer> {
  const found = await quoteState(ctx, req.orderNo);
  if (!found) throw new Refusal(404, QUOTE_PAY_WORDS.notFound);
  if (found.state !== 'payable' && found.state !== 'paying') throw REFUSALS[found.state];
  if (!req.payment) throw new Refusal(422, QUOTE_PAY_WORDS.noMethod);
  if (!req.agree) throw new Refusal(422, QUOTE_PAY_WORDS.noTerms);
  if (!(await ctx.humanCheck.verify(req.token, req.remoteIp))) throw new Refusal(422, CAPTCHA_FAILED_MESSAGE);

  const now = ctx.now();
  const made = await ctx.db.transaction(async (handle) => {
    const tx = asDatabase(handle);
    const [q] = await queryRows<QuoteRow>(tx, sql`${READ} where order_no = ${req.orderNo} for update`);
    if (!q) throw new Refusal(404, QUOTE_PAY_WORDS.notFound);
    const state = stateOf(q, nzToday(now));
    // A second pay of the same quote (a double click, two tabs): the first one's page is the answer.
    if (state === 'paying') return { repeat: true, orderId: Number(q.id) } as const;
    if (state !== 'payable') throw REFUSALS[state];
    const orderId = Number(q.id);
    const total = Number(q.grandtotal_cents);
    const method = await shopperPaymentMethod(tx, req.payment);
    if (!method) throw new Refusal(422, QUOTE_PAY_WORDS.noMethod);
    if (!canPay(method, total)) throw new Refusal(422, cannotPayMessage(method.name, total));

    const comment = req.comment.trim();
    // The payer's session sees the order's result page (order-result.ts); the customer stays the quote's.
    await quoteToPendingOrder(tx, orderId, {
      sessionId: payer.sessionId,
      paymentMethod: method.code,
      comment: comment ? [q.comment, `Paying online: ${comment}`].filter(Boolean).join('\n') : q.comment,
      holdUntil: new Date(now.getTime() + ctx.holdMinutes * 60_000),
      now,
    });
    // Coupon row before stock rows, as every path locks them (orders/coupon-use.ts); none left refuses.
    await retakeCouponUse(tx, orderId, true);
    const [place] = await queryRows<{ island: string }>(
      tx,
      sql`select island from postcodes where postcode = ${q.shipping_zip} limit 1`,
    );
    // Sold out refuses with the stock module's 409 and rolls everything back: the quote stays a quote.
    await reserveStock(tx, {
      orderId,
      lines: await stockLinesOf(tx, orderId),
      island: place?.island ?? null,
      deliveryMethod: q.shipmethod.split(',').includes('COU') ? 'COU' : 'DEL',
      // A try declined before left its allocation rows: they are written afresh.
      again: true,
      now,
    });
    const paymentId = await openPayment(tx, { orderId, method, amountCents: total, now });
    await recordOrderAction(tx, {
      orderId,
      causerId: null,
      action: 'quote_pay',
      description: `The customer chose to pay the quote online by ${method.name}`,
      changes: { to: 'pending', method: method.code },
      now,
    });
    return { repeat: false, orderId, orderNo: q.order_no, email: q.email, total, paymentId } as const;
  });
  if (made.repeat) return resumePayment(ctx, made.orderId, req.origin);

  let start: Awaited<ReturnType<CheckoutContext['paymentGateway']['startHostedPayment']>>;
  try {
    start = await ctx.paymentGateway.startHostedPayment({
      orderNo: made.orderNo,
      amountCents: made.total,
      currency: 'NZD',
      // Back to the pay page, which says paid, or after a decline offers the quote again.
      returnUrl: `${req.origin}${req.returnPath}`,
      notifyUrl: `${req.origin}/v1/payments/notify/${ctx.paymentGateway.name}`,
      email: made.email,
      description: `Kauri quote ${made.orderNo}`,
    });
  } catch (err) {
    ctx.log.error(
      { event: 'payment.start_failed', err, orderNo: made.orderNo },
      'payment page not opened; quote given back',
    );
    await giveBack(ctx, made.orderId);
    throw new Refusal(502, PAYMENT_START_FAILED_MESSAGE);
  }
  const hosted = { redirect: start.redirect, params: start.params, method: start.method ?? 'POST' } as const;
  await keepPaymentPage(ctx.db, made.paymentId, { providerRef: start.providerRef, hosted }, ctx.now());
  return { success: true, orderNo: made.orderNo, ...hosted };
}

/** The payment page never opened: the payment is cancelled, stock and coupon use go back, the quote is payable again. */
async function giveBack(ctx: CheckoutContext, orderId: number): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (handle) => {
    const tx = asDatabase(handle);
    await tx.execute(sql`select id from orders where id = ${orderId} for update`);
    await cancelOpenPayments(tx, orderId, now);
    await giveBackCouponUse(tx, orderId);
    await releaseStock(tx, orderId);
    await reopenQuote(tx, orderId, now);
  });
}
