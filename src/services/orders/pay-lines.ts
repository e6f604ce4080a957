// POST /pos/order/updatePayment: the payment panel keeps the order's unpaid lines (status 0) as the list
// it sends. Lines with another status are the order's record of money (taken, being checked, or
// cancelled) and stay as they are: the list must carry each taken line unchanged (matched by id, or by
// method and amount when it sends no ids), or nothing changes (409). A refund line is kept the same
// way whatever its status: it is made and given back under a manager's PIN (refunds.ts), never
// through this list. The unpaid lines then pass the spec's rules (domain/pos-payments.ts) one after
// another, counted after the kept payments (refunds do not count: domain/refunds.ts). All in one
// transaction under the order row's lock.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { signedCents, toDecimal } from '../../domain/money.ts';
import {
  type NewPaymentContext,
  type PaymentLineAsk,
  addPaymentRefusal,
  roundedCents,
} from '../../domain/pos-payments.ts';
import { countsTowardTotal, isRefundLine } from '../../domain/refunds.ts';
import { Refusal } from '../../domain/refusal.ts';
import { recordOrderAction } from '../activity/activity.service.ts';
import type { StaffMethod } from '../cart/cart.service.ts';
import type { OrderContext } from './context.ts';
import { creditBalance } from './credit.ts';
import { orderMethods } from './pay-methods.ts';
import { type PaymentLineRow, linesAnswer, lockOrderForPayment, paymentLinesOfOrder } from './pay-order-row.ts';
import { PAID_LINE_KEPT, lineWords } from './pay-words.ts';

export interface OrderLineAsk extends PaymentLineAsk {
  id?: number | string;
  name?: string;
}

/** The store credit method's kind (payment_methods.kind). */
export const CREDIT_KIND = 'credit';
/** A cancelled line: a record only, which the list may leave out. */
const CANCELLED = 2;

/** `staffId`: the signed-in staff member, named in the order's history for each line added or removed. */
export async function updateOrderPayments(
  ctx: OrderContext,
  orderNo: string,
  asks: readonly OrderLineAsk[],
  staffId: number,
) {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrderForPayment(tx, orderNo);
    const lines = await paymentLinesOfOrder(tx, order.id, true);
    const kept = lines.filter((l) => l.status !== 0 || isRefundLine(l));
    const unpaid = lines.filter((l) => l.status === 0 && !isRefundLine(l));

    const newAsks = withoutKeptLines(asks, kept);
    const methods = await orderMethods(tx);
    const creditCents = order.userId === null ? 0 : await creditBalance(tx, order.userId);
    const methodOf = methodFinder(methods, kept, creditCents);
    // Counted after every line that is not cancelled: what is left to pay is the total less those.
    const counted: NewPaymentContext['lines'][number][] = kept
      .filter(countsTowardTotal)
      .map((l) => ({ gateway: l.gateway, amountCents: l.amountCents }));
    const accepted: { ask: OrderLineAsk; method: StaffMethod; amountCents: number; reference: string }[] = [];
    for (const ask of newAsks) {
      const method = methodOf(ask.gateway);
      const refusal = addPaymentRefusal(ask, { grandTotalCents: order.grandTotalCents, lines: counted, method });
      if (refusal) throw new Refusal(422, refusal);
      const amountCents = roundedCents(ask.amount)!;
      counted.push({ gateway: method!.code, amountCents });
      accepted.push({ ask, method: method!, amountCents, reference: (ask.reference ?? '').trim() });
    }

    // An unpaid line sent back as it is stays (its id, and any payment page opened for it); the others go.
    const stays = new Set<number>();
    const inserts: typeof accepted = [];
    for (const a of accepted) {
      const same = unpaid.find(
        (l) =>
          !stays.has(l.id) &&
          String(l.id) === String(a.ask.id ?? '') &&
          l.gateway === a.method.code &&
          l.amountCents === a.amountCents &&
          l.reference === a.reference,
      );
      if (same) stays.add(same.id);
      else inserts.push(a);
    }
    const at = ctx.now();
    const now = at.toISOString();
    for (const gone of unpaid.filter((l) => !stays.has(l.id))) {
      // A line whose payment page was opened is cancelled, not deleted, so the provider's late verdict
      // still finds it (services/checkout/payment-outcome.ts sets approved money on it aside for a refund).
      if (gone.providerRef)
        await tx.execute(
          sql`update payments set status = ${CANCELLED}, updated_at = ${now}::timestamptz where id = ${gone.id}`,
        );
      else await tx.execute(sql`delete from payments where id = ${gone.id}`);
      const changes = { paymentId: gone.id, amount: toDecimal(gone.amountCents), method: gone.name };
      const description = `Removed the payment line of ${lineWords(gone.amountCents, gone.name, gone.reference)}`;
      await recordOrderAction(tx, {
        orderId: order.id,
        causerId: staffId,
        action: 'payment_removed',
        description,
        changes,
        now: at,
      });
    }
    for (const a of inserts) {
      const [added] = await queryRows<{ id: number }>(
        tx,
        sql`insert into payments (order_id, gateway, name, amount_cents, reference, status, type, created_at, updated_at)
          values (${order.id}, ${a.method.code}, ${a.method.name}, ${a.amountCents}, ${a.reference}, 0, 0, ${now}::timestamptz, ${now}::timestamptz)
          returning id`,
      );
      const changes = {
        paymentId: Number(added!.id),
        amount: toDecimal(a.amountCents),
        method: a.method.name,
        reference: a.reference,
      };
      const description = `Added a payment line of ${lineWords(a.amountCents, a.method.name, a.reference)}`;
      await recordOrderAction(tx, {
        orderId: order.id,
        causerId: staffId,
        action: 'payment_added',
        description,
        changes,
        now: at,
      });
    }
    await tx.execute(sql`update orders set updated_at = ${now}::timestamptz where id = ${order.id}`);
    return { success: true as const, ...linesAnswer(await paymentLinesOfOrder(tx, order.id)) };
  });
}

/**
 * The list less the kept lines it carries. Every taken line (any status but cancelled) must be there
 * as it is; a cancelled line may be left out. A line claiming a kept line's id with another method or
 * amount is a change, refused.
 */
function withoutKeptLines(asks: readonly OrderLineAsk[], kept: readonly PaymentLineRow[]): OrderLineAsk[] {
  const matched = new Set<number>();
  const rest: OrderLineAsk[] = [];
  const sameAs = (ask: OrderLineAsk, l: PaymentLineRow) =>
    ask.gateway === l.gateway && signedCents(ask.amount) === l.amountCents;
  const byId = asks.map((ask) => kept.find((l) => ask.id !== undefined && String(l.id) === String(ask.id)));
  asks.forEach((ask, i) => {
    const line = byId[i];
    if (!line) return;
    if (!sameAs(ask, line)) throw new Refusal(409, PAID_LINE_KEPT);
    matched.add(line.id);
  });
  asks.forEach((ask, i) => {
    if (byId[i]) return;
    // A page that sends no ids: the first kept line of the same method and amount.
    const line = ask.id === undefined ? kept.find((l) => !matched.has(l.id) && sameAs(ask, l)) : undefined;
    if (line) matched.add(line.id);
    else rest.push(ask);
  });
  if (kept.some((l) => l.status !== CANCELLED && !matched.has(l.id))) throw new Refusal(409, PAID_LINE_KEPT);
  return rest;
}

/**
 * The rule of each method for this order. Store credit pays at most the customer's balance: with the
 * credit lines already taken (which the balance no longer holds) as the cumulative maximum, so
 * addPaymentRefusal's own '[method] can not pay' answers; an order with no customer has no credit.
 */
function methodFinder(methods: StaffMethod[], kept: readonly PaymentLineRow[], creditCents: number) {
  return (code: string): StaffMethod | null => {
    const method = methods.find((m) => m.code === code);
    if (!method || method.kind !== CREDIT_KIND) return method ?? null;
    const taken = kept.filter((l) => l.gateway === code && countsTowardTotal(l)).reduce((n, l) => n + l.amountCents, 0);
    const most = taken + creditCents;
    // maxCents 0 means "no maximum" to canPay: a customer with no credit gets a minimum nobody reaches.
    return most > 0 ? { ...method, maxCents: most } : { ...method, minCents: Number.MAX_SAFE_INTEGER };
  };
}
