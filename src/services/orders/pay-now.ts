// POST /pos/pay-order/: Pay Now on one unpaid line of an order. Each method its own way: a hosted card
// page is opened (or, pressed again, the same page answered: one provider session per line, so no
// second charge) and the provider's verdict pays the line later (services/checkout/payment-outcome.ts);
// offline, direct credit and finance are recorded paid with their reference; store credit is taken
// from the customer's balance (credit.ts); the card terminals take theirs on the terminal
// (services/terminals). The line is paid under the order row's lock, and the order's status follows
// its paid lines. On a refund line the same call is Approve Refund (refunds.ts).
import { sql } from 'drizzle-orm';
import type { PayOrderResponse } from '../../contract/pos-order-payments.ts';
import { queryRows } from '../../db/rows.ts';
import { toDecimal } from '../../domain/money.ts';
import { isPaidLine } from '../../domain/order-status.ts';
import { ENTER_REFERENCE, needsReference } from '../../domain/pos-payments.ts';
import { Refusal } from '../../domain/refusal.ts';
import { recordOrderAction } from '../activity/activity.service.ts';
import { markLinePaid } from './mark-paid.ts';
import type { OrderContext } from './context.ts';
import { spendCredit } from './credit.ts';
import { CREDIT_KIND } from './pay-lines.ts';
import { HOSTED_CARD_KIND, orderMethods } from './pay-methods.ts';
import { giveRefund } from './refunds.ts';
import { type LockedOrder, type PaymentLineRow, lockOrderForPayment, paymentLinesOfOrder } from './pay-order-row.ts';
import {
  CANNOT_PAY_HERE,
  LINE_ALREADY_PAID,
  LINE_AWAITING_CHECK,
  LINE_CANCELLED,
  PAYMENT_NOT_FOUND,
  PAYMENT_RECEIVED,
  TO_PAYMENT_PAGE,
  USE_TERMINAL,
  lineWords,
} from './pay-words.ts';

export const PAYMENT_PAGE_FAILED =
  'Sorry, we could not reach the payment provider. Nothing has been charged - please try again.';
/** Method kinds recorded paid at once, with the reference staff typed (payment_methods.kind). */
const RECORDED_KINDS = ['offline', 'finance'];
const TERMINAL_KIND = 'terminal';

export interface PayNow {
  pId: number;
  orderNo: string;
  staffId: number;
  /** The reference staff confirmed; left out, the line's own. */
  reference?: string;
  /** The shop's configured origin: the payment page returns the browser and notifies us there. */
  origin: string;
}

type Step =
  | { paid: true }
  | { open: PaymentLineRow & { hostedStart: NonNullable<PaymentLineRow['hostedStart']> } }
  | { start: { order: LockedOrder; line: PaymentLineRow } };

export async function payOrderLine(ctx: OrderContext, ask: PayNow): Promise<PayOrderResponse> {
  if (await isRefund(ctx, ask)) return giveRefund(ctx, ask);
  const step: Step = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const order = await lockOrderForPayment(tx, ask.orderNo);
    const line = (await paymentLinesOfOrder(tx, order.id, true)).find((l) => l.id === ask.pId);
    if (!line) throw new Refusal(404, PAYMENT_NOT_FOUND);
    if (isPaidLine(line)) throw new Refusal(409, LINE_ALREADY_PAID);
    if (line.status === 2) throw new Refusal(409, LINE_CANCELLED);
    if (line.status !== 0) throw new Refusal(409, LINE_AWAITING_CHECK);
    const method = (await orderMethods(tx)).find((m) => m.code === line.gateway);
    if (!method) throw new Refusal(409, CANNOT_PAY_HERE);
    if (method.kind === TERMINAL_KIND) throw new Refusal(409, USE_TERMINAL);
    if (method.kind === HOSTED_CARD_KIND) {
      if (line.hostedStart) return { open: { ...line, hostedStart: line.hostedStart } };
      return { start: { order, line } };
    }
    if (method.kind === CREDIT_KIND) {
      await spendCredit(tx, {
        userId: order.userId,
        amountCents: line.amountCents,
        orderId: order.id,
        paymentId: line.id,
        staffId: ask.staffId,
        methodName: method.name,
        now,
      });
    } else if (RECORDED_KINDS.includes(method.kind)) {
      const reference = (ask.reference ?? line.reference).trim();
      if (needsReference(method.code, method.needsReference) && !reference) throw new Refusal(422, ENTER_REFERENCE);
      if (reference !== line.reference) {
        await tx.execute(sql`update payments set reference = ${reference} where id = ${line.id}`);
        line.reference = reference;
      }
    } else {
      throw new Refusal(409, CANNOT_PAY_HERE);
    }
    const status = await markLinePaid(tx, { orderId: order.id, paymentId: line.id, now, orderPaid: ctx.orderPaid });
    const changes = {
      paymentId: line.id,
      amount: toDecimal(line.amountCents),
      method: method.name,
      orderStatus: status,
    };
    const description = `Took a payment of ${lineWords(line.amountCents, method.name, line.reference)}`;
    await recordOrderAction(tx, {
      orderId: order.id,
      causerId: ask.staffId,
      action: 'payment_taken',
      description,
      changes,
      now,
    });
    return { paid: true as const };
  });
  if ('paid' in step) return { success: true, msg: PAYMENT_RECEIVED };
  if ('open' in step) return hostedAnswer(step.open.hostedStart);
  return openPaymentPage(ctx, step.start.order, step.start.line, ask.origin);
}

/** Whether the line is a refund (Approve Refund rather than Pay Now): read without a lock, decided again under it. */
async function isRefund(ctx: OrderContext, ask: PayNow): Promise<boolean> {
  const [row] = await queryRows<{ refund: boolean }>(
    ctx.db,
    sql`select p.refund_of is not null as refund from payments p join orders o on o.id = p.order_id
      where p.id = ${ask.pId} and o.order_no = ${ask.orderNo}`,
  );
  return row?.refund === true;
}

function hostedAnswer(hosted: NonNullable<PaymentLineRow['hostedStart']>): PayOrderResponse {
  return {
    success: true,
    msg: TO_PAYMENT_PAGE,
    redirect: hosted.redirect,
    params: hosted.params,
    method: hosted.method,
  };
}

/**
 * Opens the provider's page for the line, outside the order's lock (a provider may take seconds). Only
 * the first page stored is kept and answered: of two presses at once, both follow the same page.
 */
async function openPaymentPage(
  ctx: OrderContext,
  order: LockedOrder,
  line: PaymentLineRow,
  origin: string,
): Promise<PayOrderResponse> {
  let start: Awaited<ReturnType<OrderContext['paymentGateway']['startHostedPayment']>>;
  try {
    start = await ctx.paymentGateway.startHostedPayment({
      orderNo: order.orderNo,
      amountCents: line.amountCents,
      currency: 'NZD',
      returnUrl: `${origin}/pos/order-detail/${encodeURIComponent(order.orderNo)}`,
      notifyUrl: `${origin}/v1/payments/notify/${ctx.paymentGateway.name}`,
      email: order.email,
      description: `Kauri order ${order.orderNo}`,
    });
  } catch {
    throw new Refusal(502, PAYMENT_PAGE_FAILED);
  }
  const hosted = { redirect: start.redirect, params: start.params, method: start.method ?? 'POST' } as const;
  const now = ctx.now().toISOString();
  await ctx.db.execute(
    sql`update payments set provider_ref = ${start.providerRef}, hosted_start = ${JSON.stringify(hosted)}::jsonb, updated_at = ${now}::timestamptz
      where id = ${line.id} and status = 0 and hosted_start is null`,
  );
  const [row] = await queryRows<{ status: number; hosted_start: unknown }>(
    ctx.db,
    sql`select status, hosted_start from payments where id = ${line.id}`,
  );
  if (!row) throw new Refusal(404, PAYMENT_NOT_FOUND);
  const stored = (typeof row.hosted_start === 'string' ? JSON.parse(row.hosted_start) : row.hosted_start) as
    | PaymentLineRow['hostedStart']
    | null;
  // Meanwhile the line was paid, declined or deleted from the panel (status 2 once its page was open).
  if (Number(row.status) === 2) throw new Refusal(409, LINE_CANCELLED);
  if (Number(row.status) !== 0 || !stored) throw new Refusal(409, LINE_ALREADY_PAID);
  return hostedAnswer(stored);
}
