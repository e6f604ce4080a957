// The order a payment call is about, its row locked for the transaction, and its payment lines: the
// first step of every change to an order's payments (docs/architecture.md, "Ways of working").
import { sql } from 'drizzle-orm';
import type { OrderPaymentLine } from '../../contract/pos-order-detail.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { isLocked, isPaidLine } from '../../domain/order-status.ts';
import { toDecimal } from '../../domain/money.ts';
import { Refusal } from '../../domain/refusal.ts';
import { ORDER_LOCKED, ORDER_NOT_EXIST, WEB_ORDER_PAYING } from './pay-words.ts';

export interface LockedOrder {
  id: number;
  orderNo: string;
  status: string;
  channel: string;
  userId: number | null;
  email: string;
  grandTotalCents: number;
}

export interface PaymentLineRow {
  id: number;
  gateway: string;
  name: string;
  amountCents: number;
  reference: string;
  status: number;
  type: number;
  /** The paid line a refund gives back from; null for a payment. */
  refundOf: number | null;
  /** A hosted payment page was opened for the line (its provider session). */
  providerRef: string | null;
  hostedStart: { redirect: string; params: Record<string, string>; method: 'POST' | 'GET' } | null;
}

/**
 * Locks the order (not a quote) for the caller's transaction. A missing order or a quote is 404 with
 * the detail page's words; a cancelled order, or a web order whose customer is at the payment page
 * (its one line is theirs), is 409.
 */
export async function lockOrderForPayment(tx: Database, orderNo: string): Promise<LockedOrder> {
  const [row] = await queryRows<{
    id: number;
    order_no: string;
    status: string;
    channel: string;
    user_id: number | null;
    email: string;
    grandtotal_cents: number;
  }>(
    tx,
    sql`select id, order_no, status, channel, user_id, email, grandtotal_cents from orders
      where order_no = ${orderNo} and kind = 'order' for update`,
  );
  if (!row) throw new Refusal(404, ORDER_NOT_EXIST);
  if (isLocked(row.status)) throw new Refusal(409, ORDER_LOCKED);
  if (row.channel === 'web' && row.status === 'pending') throw new Refusal(409, WEB_ORDER_PAYING);
  return {
    id: Number(row.id),
    orderNo: row.order_no,
    status: row.status,
    channel: row.channel,
    userId: row.user_id === null ? null : Number(row.user_id),
    email: row.email,
    grandTotalCents: Number(row.grandtotal_cents),
  };
}

/** The order's payment lines in the order they were added (lock them with `forUpdate` inside the order's lock). */
export async function paymentLinesOfOrder(tx: Database, orderId: number, forUpdate = false): Promise<PaymentLineRow[]> {
  const rows = await queryRows<{
    id: number;
    gateway: string;
    name: string;
    amount_cents: number;
    reference: string;
    status: number;
    type: number;
    refund_of: number | null;
    provider_ref: string | null;
    hosted_start: PaymentLineRow['hostedStart'];
  }>(
    tx,
    sql`select id, gateway, name, amount_cents, reference, status, type, refund_of, provider_ref, hosted_start
      from payments where order_id = ${orderId} order by id ${forUpdate ? sql`for update` : sql``}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    gateway: r.gateway,
    name: r.name,
    amountCents: Number(r.amount_cents),
    reference: r.reference,
    status: Number(r.status),
    type: Number(r.type),
    refundOf: r.refund_of === null ? null : Number(r.refund_of),
    providerRef: r.provider_ref,
    hostedStart: typeof r.hosted_start === 'string' ? JSON.parse(r.hosted_start) : r.hosted_start,
  }));
}

/** The lines as the answers show them. */
export function linesAnswer(lines: readonly PaymentLineRow[]): { payments: OrderPaymentLine[]; paidAmount: string } {
  return {
    payments: lines.map((l) => ({
      id: l.id,
      gateway: l.gateway,
      name: l.name,
      amount: toDecimal(l.amountCents),
      reference: l.reference,
      status: l.status,
      type: l.type,
      refund_of: l.refundOf,
    })),
    paidAmount: toDecimal(lines.filter(isPaidLine).reduce((n, l) => n + l.amountCents, 0)),
  };
}
