// The order and payment rows other capabilities change, each a named step they ask for through
// orders' face: the web checkout and its payment's verdict (services/checkout), the counter's sale and
// quote (services/pos-cart), the card terminals (services/terminals), a sign-in's session move.
// Orders and payments are written only in services/orders (services/orders/one-writer.test.ts): an
// order's status follows its payment lines, so one writer keeps the two telling the same story.
// Each runs on the handle it is given: the caller's transaction, which holds the locks its rule needs.
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, payments } from '../../db/schema-sales.ts';
import { PAID_LINE_STATUSES, TERMINAL_APPROVED_TYPE } from '../../domain/order-status.ts';
import { carryOpenCart } from '../cart/cart.service.ts';

/** Payment status codes as the payments table keeps them. */
const OPEN = 0;
const TAKEN = 1;
const CANCELLED = 2;
const AWAITING_CHECK = 4;

// ---- a web order's one payment, from COMPLETE PURCHASE (or a quote paid online) to its verdict ----

/** The order's payment, open (status 0) for the amount, by the shopper's method, before its page opens. */
export async function openPayment(
  tx: Database,
  p: { orderId: number; method: { code: string; name: string }; amountCents: number; now: Date },
): Promise<number> {
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: p.orderId,
      gateway: p.method.code,
      name: p.method.name,
      amountCents: p.amountCents,
      status: OPEN,
      createdAt: p.now,
      updatedAt: p.now,
    })
    .returning({ id: payments.id });
  return payment!.id;
}

type HostedPage = NonNullable<typeof payments.$inferSelect.hostedStart>;

/** The provider's payment page is kept on the payment, so a second press answers the same page. */
export async function keepPaymentPage(
  db: Database,
  paymentId: number,
  page: { providerRef: string; hosted: HostedPage },
  now: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ providerRef: page.providerRef, hostedStart: page.hosted, updatedAt: now })
    .where(eq(payments.id, paymentId));
}

/** As keepPaymentPage, only for the first page of a payment still open; answers whether this one was kept. */
export async function keepFirstPaymentPage(
  db: Database,
  paymentId: number,
  page: { providerRef: string; hosted: HostedPage },
  now: Date,
): Promise<boolean> {
  const stored = await db
    .update(payments)
    .set({ providerRef: page.providerRef, hostedStart: page.hosted, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, OPEN), isNull(payments.hostedStart)))
    .returning({ id: payments.id });
  return stored.length > 0;
}

/**
 * Claims the opening of an open payment whose page was never stored, once its last claim is `leaseMs`
 * old; one statement, so of racing presses only one wins.
 */
export async function claimPaymentStart(db: Database, paymentId: number, now: Date, leaseMs: number): Promise<boolean> {
  const claimed = await db
    .update(payments)
    .set({ updatedAt: now })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, OPEN),
        isNull(payments.hostedStart),
        lte(payments.updatedAt, new Date(now.getTime() - leaseMs)),
      ),
    )
    .returning({ id: payments.id });
  return claimed.length === 1;
}

/** The order's open payments are cancelled (its hold ran out, its page never opened). */
export async function cancelOpenPayments(tx: Database, orderId: number, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: CANCELLED, updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, OPEN)));
}

/** The provider declined this payment. */
export async function declinePayment(tx: Database, paymentId: number, now: Date): Promise<void> {
  await tx.update(payments).set({ status: CANCELLED, updatedAt: now }).where(eq(payments.id, paymentId));
}

/** Money approved on a line no longer open waits for staff to check and refund it. */
export async function paymentAwaitsCheck(tx: Database, paymentId: number, now: Date): Promise<void> {
  await tx.update(payments).set({ status: AWAITING_CHECK, updatedAt: now }).where(eq(payments.id, paymentId));
}

/** The money was taken though the order cannot be kept (its stock went): taken, to be refunded. */
export async function paymentTakenToRefund(tx: Database, paymentId: number, now: Date): Promise<void> {
  await tx.update(payments).set({ status: TAKEN, updatedAt: now }).where(eq(payments.id, paymentId));
}

/** A web order nobody paid ends: expired (its hold ran out), cancelled (no page opened) or declined. */
export async function endUnpaidOrder(
  tx: Database,
  orderId: number,
  status: 'expired' | 'cancelled' | 'declined',
  now: Date,
): Promise<void> {
  await tx.update(orders).set({ status, holdUntil: null, updatedAt: now }).where(eq(orders.id, orderId));
}

/** A quote given back after its online payment lapsed, approved late after all: a declined web order again. */
export async function quoteBackToDeclinedOrder(tx: Database, orderId: number, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ kind: 'order', status: 'declined', channel: 'web', updatedAt: now })
    .where(eq(orders.id, orderId));
}

/**
 * A quote the customer pays online becomes a pending web order held for `holdUntil`, by their method.
 * The payer's session sees the order's result page; the customer stays the quote's.
 */
export async function quoteToPendingOrder(
  tx: Database,
  orderId: number,
  p: { sessionId: string; paymentMethod: string; comment: string; holdUntil: Date; now: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({
      kind: 'order',
      status: 'pending',
      channel: 'web',
      sessionId: p.sessionId,
      paymentMethod: p.paymentMethod,
      comment: p.comment,
      holdUntil: p.holdUntil,
      updatedAt: p.now,
    })
    .where(eq(orders.id, orderId));
}

// ---- the counter's sale and quote ----

/** An order completed at the counter: its acquisition channel, made now and no longer expiring. */
export async function settleCounterOrder(
  tx: Database,
  orderId: number,
  p: { acquisition: string; at: Date },
): Promise<void> {
  await tx.execute(
    sql`update orders set acquisition = ${p.acquisition}, expiry_date = null, created_at = ${p.at.toISOString()}::timestamptz where id = ${orderId}`,
  );
}

/** A saved quote: kind quote, its acquisition channel, and its last day (`newExpiry` when it has none yet). */
export async function keepAsQuote(
  tx: Database,
  orderId: number,
  p: { acquisition: string; newExpiry: string },
): Promise<void> {
  await tx.execute(
    sql`update orders set kind = 'quote', acquisition = ${p.acquisition},
        expiry_date = coalesce(expiry_date, ${p.newExpiry}::date)
      where id = ${orderId}`,
  );
}

/** The quote's last day moves (checked against its bounds by the caller). */
export async function moveQuoteExpiry(tx: Database, orderId: number, expireDate: string): Promise<void> {
  await tx.execute(sql`update orders set expiry_date = ${expireDate}::date where id = ${orderId}`);
}

/** The counter cart's payment lines become the order's payments, unpaid (status 0, type 0). */
export async function addUnpaidPayments(
  tx: Database,
  orderId: number,
  lines: { gateway: string; name: string; amountCents: number; reference: string }[],
): Promise<void> {
  if (!lines.length) return;
  const values = sql.join(
    lines.map((l) => sql`(${orderId}, ${l.gateway}, ${l.name}, ${l.amountCents}, ${l.reference}, 0, 0)`),
    sql`, `,
  );
  await tx.execute(
    sql`insert into payments (order_id, gateway, name, amount_cents, reference, status, type) values ${values}`,
  );
}

// ---- a card terminal at the counter ----

/** The line is on a terminal: it waits (status 4) until the terminal's answer settles it. */
export async function lineOnTerminal(tx: Database, paymentId: number, at: Date): Promise<void> {
  await tx.execute(
    sql`update payments set status = ${AWAITING_CHECK}, updated_at = ${at.toISOString()}::timestamptz where id = ${paymentId}`,
  );
}

/** An approved terminal payment is type 2 (specs/pos.md "Payment line"): it reads Approved. */
export async function lineApprovedOnTerminal(tx: Database, paymentId: number): Promise<void> {
  await tx.execute(sql`update payments set type = ${TERMINAL_APPROVED_TYPE} where id = ${paymentId}`);
}

/** A refund the terminal approved is taken (status 1), unless the line was paid already. */
export async function refundTakenOnTerminal(tx: Database, paymentId: number, now: Date): Promise<void> {
  const paidList = sql.join(
    PAID_LINE_STATUSES.map((s) => sql`${s}::int`),
    sql`, `,
  );
  await tx.execute(sql`update payments set status = ${TAKEN}, updated_at = ${now.toISOString()}::timestamptz
    where id = ${paymentId} and status not in (${paidList})`);
}

/** The terminal did not take it: the line waiting on it is open again. */
export async function lineBackFromTerminal(tx: Database, paymentId: number, now: Date): Promise<void> {
  await tx.execute(sql`update payments set status = ${OPEN}, updated_at = ${now.toISOString()}::timestamptz
    where id = ${paymentId} and status = ${AWAITING_CHECK}`);
}

// ---- a sign-in ----

/**
 * A browser's new session at sign-in (a shopper's or a staff member's) takes the visitor's open cart
 * and their orders along: the order result page finds a guest's order by session. The one session
 * move, so the two sign-ins carry the same things; staff's is handed it (services/index.ts) because
 * orders ask staff for approvals.
 */
export async function carrySession(tx: Database, move: { from: string; to: string }): Promise<void> {
  await carryOpenCart(tx, move);
  await tx.execute(sql`update orders set session_id = ${move.to} where session_id = ${move.from}`);
}
