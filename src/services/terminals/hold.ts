// Holding a station for one payment line, for both terminals (A: veftpos, B: weftpos): under the
// order's lock the line must be this terminal's, unpaid, not cancelled, not already waiting for a
// check, and of the asked kind (a refund line, services/orders/refunds.ts, is given back with
// kind 'refund', for what it gives back); then the station's one open row is written (the partial unique index
// on (integration, station) where unfinished refuses a second, from any till) and the line waits in
// status 4 until the terminal's final answer settles it (settle.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { isPaidLine } from '../../domain/order-status.ts';
import { Refusal } from '../../domain/refusal.ts';
import {
  LINE_ALREADY_PAID,
  LINE_AWAITING_CHECK,
  LINE_CANCELLED,
  PAYMENT_NOT_FOUND,
  lineOnTerminal,
  lockOrderForPayment,
  orderMethods,
  paymentLinesOfOrder,
} from '../orders/orders.service.ts';
import type { OpenTxn } from './settle.ts';
import { IS_A_REFUND, NOT_A_REFUND, TERMINAL_IN_USE } from './words.ts';

export interface HoldAsk {
  integration: 'A' | 'B';
  /** The payment method this terminal takes, and the words when the line is another method's. */
  gateway: string;
  notThisTerminal: string;
  staffId: number;
  option: number;
  station: string;
  type: 'purchase' | 'refund';
  orderNo: string;
  txnRef: string;
  now: Date;
}

export async function holdStation(db: Database, ask: HoldAsk): Promise<OpenTxn> {
  return db.transaction(async (tx) => {
    const order = await lockOrderForPayment(tx, ask.orderNo);
    const line = (await paymentLinesOfOrder(tx, order.id, true)).find((l) => l.id === ask.option);
    if (!line) throw new Refusal(404, PAYMENT_NOT_FOUND);
    const method = (await orderMethods(tx)).find((m) => m.code === line.gateway);
    if (!method || method.code !== ask.gateway) throw new Refusal(409, ask.notThisTerminal);
    if (isPaidLine(line)) throw new Refusal(409, LINE_ALREADY_PAID);
    if (line.status === 2) throw new Refusal(409, LINE_CANCELLED);
    if (line.status !== 0) throw new Refusal(409, LINE_AWAITING_CHECK);
    const refund = line.refundOf !== null;
    if (ask.type === 'refund' && !refund) throw new Refusal(409, NOT_A_REFUND);
    if (ask.type === 'purchase' && refund) throw new Refusal(409, IS_A_REFUND);
    const at = ask.now.toISOString();
    const [held] = await queryRows<{ id: number }>(
      tx,
      sql`insert into terminal_transactions
          (integration, station, payment_id, order_id, staff_id, kind, amount_cents, txn_ref, started_at)
        values (${ask.integration}, ${ask.station}, ${line.id}, ${order.id}, ${ask.staffId}, ${ask.type},
          ${Math.abs(line.amountCents)}, ${ask.txnRef}, ${at}::timestamptz)
        on conflict (integration, station) where finished_at is null do nothing
        returning id`,
    );
    if (!held) throw new Refusal(409, TERMINAL_IN_USE);
    await lineOnTerminal(tx, line.id, ask.now);
    return {
      id: Number(held.id),
      station: ask.station,
      paymentId: line.id,
      orderId: order.id,
      kind: ask.type,
      amountCents: Math.abs(line.amountCents),
      txnRef: ask.txnRef,
      lastStatus: {},
    };
  });
}
