// Refunds of an order's payments (specs/pos.md "Payment line": type 2, Approve Refund, Approved).
// A manager's PIN asks for one (POST /pos/order/refund): a line of its own, of the paid line's method,
// for a negative amount never more than the paid line can still give back (domain/refunds.ts), all
// under the order row's and its lines' locks, so two refunds asked together give back at most what
// the line took. Approve Refund (POST /pos/pay-order/ on that line) then gives the money back the way
// it came: the hosted card page's provider refunds its transaction, store credit goes back on the
// customer's balance, offline, direct credit and finance are recorded with their reference; the card
// terminals give theirs on the terminal (services/terminals, kind 'refund'). An approved refund is
// paid status 1, so it counts against the day's banking when it was approved (banking/takings.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PayOrderResponse } from '../../contract/pos-order-payments.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { signedCents, toDecimal } from '../../domain/money.ts';
import { ENTER_REFERENCE } from '../../domain/pos-payments.ts';
import { refundRefusal } from '../../domain/refunds.ts';
import { Refusal } from '../../domain/refusal.ts';
import { RefundRefused } from '../../integrations/payments/index.ts';
import { recordOrderAction } from '../activity/activity.service.ts';
import { requireApproval } from '../staff/staff.service.ts';
import type { OrderContext } from './context.ts';
import { giveCredit } from './credit.ts';
import { CREDIT_KIND } from './pay-lines.ts';
import { HOSTED_CARD_KIND, orderMethods } from './pay-methods.ts';
import {
  type LockedOrder,
  type PaymentLineRow,
  linesAnswer,
  lockOrderForPayment,
  paymentLinesOfOrder,
} from './pay-order-row.ts';
import { LINE_CANCELLED, PAYMENT_NOT_FOUND, lineWords } from './pay-words.ts';

/** Every refund line is of type 2 (the spec's Approve Refund while unpaid, Approved once given). */
export const REFUND_LINE_TYPE = 2;
export const REFUND_ASKED = 'Refund added: press Approve Refund to give it back';
export const REFUND_GIVEN = 'Refund approved';
export const REFUND_GIVEN_ALREADY = 'This refund has been approved already';
export const REFUND_ON_TERMINAL = 'Give this refund on the card terminal';
export const REFUND_DECLINED = (reason: string) => `The refund was not approved: ${reason}`;
export const REFUND_LOST =
  'We did not hear back from the payment provider: press Check Status to ask again (it is never refunded twice)';
const RECORDED_KINDS = ['offline', 'finance'];
const AWAITING_CHECK = 4;

export interface RefundAsk {
  orderNo: string;
  pId: number;
  amount: unknown;
  approval?: string;
  staffId: number;
}

/** POST /pos/order/refund: a refund line for the paid line `pId`, under a manager's PIN approval. */
export function requestRefund(ctx: OrderContext, ask: RefundAsk) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const order = await lockOrderForPayment(tx, ask.orderNo);
    const lines = await paymentLinesOfOrder(tx, order.id, true);
    const approval = await requireApproval(
      tx,
      { approval: ask.approval, type: 'refund', staffId: ask.staffId, managerOnly: true },
      now,
    );
    const cents = signedCents(ask.amount);
    const refusal = refundRefusal(ask.pId, cents, lines);
    if (refusal) throw new Refusal(lines.some((l) => l.id === ask.pId) ? 422 : 404, refusal);
    const paid = lines.find((l) => l.id === ask.pId)!;
    const at = now.toISOString();
    const [added] = await queryRows<{ id: number }>(
      tx,
      sql`insert into payments (order_id, gateway, name, amount_cents, reference, status, type, refund_of, created_at, updated_at)
        values (${order.id}, ${paid.gateway}, ${paid.name}, ${-cents!}, '', 0, ${REFUND_LINE_TYPE}, ${paid.id},
          ${at}::timestamptz, ${at}::timestamptz)
        returning id`,
    );
    await recordOrderAction(tx, {
      orderId: order.id,
      causerId: ask.staffId,
      action: 'refund_requested',
      description: `Asked to refund ${toDecimalWords(cents!)} of the payment of ${lineWords(paid.amountCents, paid.name, paid.reference)}`,
      approval,
      changes: { paymentId: Number(added!.id), refundOf: paid.id, amount: toDecimal(cents!), method: paid.name },
      now,
    });
    await tx.execute(sql`update orders set updated_at = ${at}::timestamptz where id = ${order.id}`);
    return { success: true as const, msg: REFUND_ASKED, ...linesAnswer(await paymentLinesOfOrder(tx, order.id)) };
  });
}

const toDecimalWords = (cents: number) => `$${toDecimal(cents)}`;

type Locked = { order: LockedOrder; line: PaymentLineRow; paid: PaymentLineRow; kind: string };

/**
 * Approve Refund on a refund line (or Check Status on one whose provider did not answer). Called by
 * Pay Now (pay-now.ts) for a line that is a refund; `reference` is what staff confirmed.
 */
export async function giveRefund(
  ctx: OrderContext,
  ask: { orderNo: string; pId: number; staffId: number; reference?: string },
): Promise<PayOrderResponse> {
  const step = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const locked = await lockRefund(tx, ask.orderNo, ask.pId);
    const { order, line, paid, kind } = locked;
    if (line.status === 1) throw new Refusal(409, REFUND_GIVEN_ALREADY);
    if (line.status === 2) throw new Refusal(409, LINE_CANCELLED);
    if (kind === 'terminal') throw new Refusal(409, REFUND_ON_TERMINAL);
    if (kind === HOSTED_CARD_KIND) {
      // Held in 4 while the provider is asked, outside the lock, under a key of its own kept on the
      // line: a second press, or Check Status after a lost answer, asks again with the same key and
      // the provider answers the same refund. A declined refund clears it, so the next try is new.
      const key = line.providerRef ?? `kauri-refund-${line.id}-${randomBytes(6).toString('hex')}`;
      await tx.execute(sql`update payments set status = ${AWAITING_CHECK}, provider_ref = ${key},
          updated_at = ${now.toISOString()}::timestamptz
        where id = ${line.id}`);
      return { ask: { ...locked, line: { ...line, providerRef: key } } };
    }
    if (line.status !== 0) throw new Refusal(409, REFUND_GIVEN_ALREADY);
    let reference = (ask.reference ?? line.reference).trim();
    if (kind === CREDIT_KIND) {
      if (order.userId === null) throw new Refusal(409, PAYMENT_NOT_FOUND);
      await giveCredit(tx, {
        userId: order.userId,
        amountCents: -line.amountCents,
        staffId: ask.staffId,
        reason: `refund on order ${order.orderNo}`,
        orderId: order.id,
        paymentId: line.id,
        now,
      });
      reference ||= 'store credit';
    } else if (RECORDED_KINDS.includes(kind)) {
      if (!reference) throw new Refusal(422, ENTER_REFERENCE);
    } else throw new Refusal(409, REFUND_ON_TERMINAL);
    await approved(tx, { order, line, paid, reference, staffId: ask.staffId, now, how: paid.name });
    return { done: true as const };
  });
  if ('done' in step) return { success: true, msg: REFUND_GIVEN };
  return askProvider(ctx, step.ask, ask.staffId);
}

async function askProvider(ctx: OrderContext, locked: Locked, staffId: number): Promise<PayOrderResponse> {
  const { order, line, paid } = locked;
  let outcome: { approved: boolean; providerRef: string; reason: string };
  try {
    outcome = await ctx.paymentGateway.refund({
      providerRef: paid.providerRef ?? '',
      amountCents: -line.amountCents,
      currency: 'NZD',
      orderNo: order.orderNo,
      idempotencyKey: line.providerRef!,
    });
  } catch (err) {
    if (!(err instanceof RefundRefused)) throw new Refusal(502, REFUND_LOST);
    outcome = { approved: false, providerRef: '', reason: err.message };
  }
  return ctx.db
    .transaction(async (tx) => {
      const now = ctx.now();
      const again = await lockRefund(tx, order.orderNo, line.id);
      // Settled meanwhile by a second press: the provider answered both the same.
      if (again.line.status !== AWAITING_CHECK) {
        if (again.line.status === 1) return { success: true as const, msg: REFUND_GIVEN };
        throw new Refusal(409, REFUND_DECLINED(outcome.reason));
      }
      if (outcome.approved) {
        await approved(tx, { ...again, reference: outcome.providerRef, staffId, now, how: again.paid.name });
        return { success: true as const, msg: REFUND_GIVEN };
      }
      await tx.execute(
        sql`update payments set status = 0, provider_ref = null, updated_at = ${now.toISOString()}::timestamptz
          where id = ${line.id}`,
      );
      await recordOrderAction(tx, {
        orderId: order.id,
        causerId: staffId,
        action: 'refund_declined',
        description: `The refund of ${toDecimalWords(-line.amountCents)} by ${again.paid.name} was not approved: ${outcome.reason}`,
        changes: { paymentId: line.id, amount: toDecimal(-line.amountCents), reason: outcome.reason },
        now,
      });
      // The refusal would roll the record back: the line goes back to 0 and the words travel as the answer.
      return { success: true as const, declined: true, msg: REFUND_DECLINED(outcome.reason) };
    })
    .then((answer) => {
      if ('declined' in answer) throw new Refusal(409, answer.msg);
      return answer;
    });
}

async function lockRefund(tx: Database, orderNo: string, pId: number): Promise<Locked> {
  const order = await lockOrderForPayment(tx, orderNo);
  const lines = await paymentLinesOfOrder(tx, order.id, true);
  const line = lines.find((l) => l.id === pId && l.refundOf !== null);
  const paid = line && lines.find((l) => l.id === line.refundOf);
  if (!line || !paid) throw new Refusal(404, PAYMENT_NOT_FOUND);
  const method = (await orderMethods(tx)).find((m) => m.code === line.gateway);
  return { order, line, paid, kind: method?.kind ?? '' };
}

async function approved(
  tx: Database,
  p: Omit<Locked, 'kind'> & { reference: string; staffId: number; now: Date; how: string },
) {
  const at = p.now.toISOString();
  await tx.execute(
    sql`update payments set status = 1, reference = ${p.reference.slice(0, 100)}, updated_at = ${at}::timestamptz
      where id = ${p.line.id}`,
  );
  await recordOrderAction(tx, {
    orderId: p.order.id,
    causerId: p.staffId,
    action: 'refund_approved',
    description: `Refunded ${lineWords(-p.line.amountCents, p.how, p.reference)} from the payment of ${lineWords(p.paid.amountCents, p.paid.name, p.paid.reference)}`,
    changes: { paymentId: p.line.id, refundOf: p.paid.id, amount: toDecimal(-p.line.amountCents), method: p.how },
    now: p.now,
  });
  await tx.execute(sql`update orders set updated_at = ${at}::timestamptz where id = ${p.order.id}`);
}
