// Paying a quote online (POST /v1/quote/pay, the page /quote/{orderNo}/pay?t=…), as steps:
// checkBeforeLocking (the quote payable, a method, the terms, a human), then orderFromLockedQuote in one
// transaction: lockQuote, chosenMethod, turnIntoPendingOrder, the coupon's use retaken, then
// reserveQuoteStock (coupon row before stock rows, as every path locks them), openPayment, the history
// line; then openPaymentPage after the commit (quote-pay-steps.ts). The quote row is locked first, so
// two pays at once make one order and one payment page: the second answers the first's page.
// A pending quote that has not expired becomes an order in place (same row and number; kind 'order',
// status pending, channel 'web' while it is paid online) and is then a web checkout in every way, as
// COMPLETE PURCHASE (complete.ts): one payment row, a hold, and the signed notification recorded once
// (payment-outcome.ts). The order keeps its quote's expiry_date while it is being paid: that is what
// tells a decline or a lapsed hold to give the quote back (orders/quote-reopen.ts) so the customer can
// try another card. The link's token is checked by the caller (services/index.ts `quotePay`), as the
// print page's is.
import { sql } from 'drizzle-orm';
import { nzToday } from '../../domain/dates.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { payments } from '../../db/schema-sales.ts';
import { CAPTCHA_FAILED_MESSAGE } from '../../domain/checkout-rules.ts';
import { Refusal } from '../../domain/refusal.ts';
import { recordOrderAction } from '../activity/activity.service.ts';
import type { CartIdentity } from '../cart/cart.service.ts';
import type { CompleteAnswer } from './complete.ts';
import { type CheckoutContext, asDatabase } from './context.ts';
import { openPayment, quoteToPendingOrder, retakeCouponUse } from '../orders/orders.service.ts';
import { canPay, cannotPayMessage, shopperPaymentMethod } from './payment-method.ts';
import { recordPaymentOutcome } from './payment-outcome.ts';
import { resumePayment } from './payment-start.ts';
import { type QuotePaymentToOpen, openPaymentPage, reserveQuoteStock } from './quote-pay-steps.ts';

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
  await checkBeforeLocking(ctx, req);
  const now = ctx.now();
  const made = await ctx.db.transaction((handle) => orderFromLockedQuote(ctx, asDatabase(handle), payer, req, now));
  if (made.repeat) return resumePayment(ctx, made.orderId, req.origin);
  return openPaymentPage(ctx, made, req);
}

/** The cheap checks, before any row is locked: the quote payable, a method, the terms, a human. */
async function checkBeforeLocking(ctx: CheckoutContext, req: QuotePayRequest): Promise<void> {
  const found = await quoteState(ctx, req.orderNo);
  if (!found) throw new Refusal(404, QUOTE_PAY_WORDS.notFound);
  if (found.state !== 'payable' && found.state !== 'paying') throw REFUSALS[found.state];
  if (!req.payment) throw new Refusal(422, QUOTE_PAY_WORDS.noMethod);
  if (!req.agree) throw new Refusal(422, QUOTE_PAY_WORDS.noTerms);
  if (!(await ctx.humanCheck.verify(req.token, req.remoteIp))) throw new Refusal(422, CAPTCHA_FAILED_MESSAGE);
}

type Made = { readonly repeat: true; readonly orderId: number } | ({ readonly repeat: false } & QuotePaymentToOpen);

/** Inside the transaction, top to bottom: quote row, method, order in place, coupon, stock, payment, history. */
async function orderFromLockedQuote(
  ctx: CheckoutContext,
  tx: Database,
  payer: CartIdentity,
  req: QuotePayRequest,
  now: Date,
): Promise<Made> {
  const q = await lockQuote(tx, req.orderNo);
  const state = stateOf(q, nzToday(now));
  // A second pay of the same quote (a double click, two tabs): the first one's page is the answer.
  if (state === 'paying') return { repeat: true, orderId: Number(q.id) };
  if (state !== 'payable') throw REFUSALS[state];
  const orderId = Number(q.id);
  const total = Number(q.grandtotal_cents);
  const method = await chosenMethod(tx, req.payment, total);
  await turnIntoPendingOrder(ctx, tx, { q, payer, method, comment: req.comment, now });
  // Coupon row before stock rows, as every path locks them (orders/coupon-use.ts); none left refuses.
  await retakeCouponUse(tx, orderId, true);
  await reserveQuoteStock(tx, q, now);
  const paymentId = await openPayment(tx, { orderId, method, amountCents: total, now });
  await recordOrderAction(tx, {
    orderId,
    causerId: null,
    action: 'quote_pay',
    description: `The customer chose to pay the quote online by ${method.name}`,
    changes: { to: 'pending', method: method.code },
    now,
  });
  return { repeat: false, orderId, orderNo: q.order_no, email: q.email, total, paymentId };
}

/** The quote's row under its lock: two pays at once queue here. */
async function lockQuote(tx: Database, orderNo: string): Promise<QuoteRow> {
  const [q] = await queryRows<QuoteRow>(tx, sql`${READ} where order_no = ${orderNo} for update`);
  if (!q) throw new Refusal(404, QUOTE_PAY_WORDS.notFound);
  return q;
}

type Method = NonNullable<Awaited<ReturnType<typeof shopperPaymentMethod>>>;

/** The payment method the payer chose, if the shop offers it online and it can pay this total. */
async function chosenMethod(tx: Database, code: string, total: number): Promise<Method> {
  const method = await shopperPaymentMethod(tx, code);
  if (!method) throw new Refusal(422, QUOTE_PAY_WORDS.noMethod);
  if (!canPay(method, total)) throw new Refusal(422, cannotPayMessage(method.name, total));
  return method;
}

/** The quote becomes a pending web order in place, held for the hold's minutes. */
function turnIntoPendingOrder(
  ctx: CheckoutContext,
  tx: Database,
  p: { q: QuoteRow; payer: CartIdentity; method: Method; comment: string; now: Date },
) {
  const { q, now } = p;
  const comment = p.comment.trim();
  // The payer's session sees the order's result page (order-result.ts); the customer stays the quote's.
  return quoteToPendingOrder(tx, Number(q.id), {
    sessionId: p.payer.sessionId,
    paymentMethod: p.method.code,
    comment: comment ? [q.comment, `Paying online: ${comment}`].filter(Boolean).join('\n') : q.comment,
    holdUntil: new Date(now.getTime() + ctx.holdMinutes * 60_000),
    now,
  });
}
