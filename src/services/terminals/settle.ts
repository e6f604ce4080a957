// A terminal transaction's end, written once: under the order row's lock the open row is closed (only
// the first caller finds it open: a status polled twice, replayed or asked by two tills settles
// nothing the second time), then an approved purchase pays its line as every other payment does
// (markLinePaid moves the order's status), an approved refund is marked approved, and anything else
// frees the line to be tried again. The order's history says which.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { toDecimal } from '../../domain/money.ts';
import { PAID_LINE_STATUSES } from '../../domain/order-status.ts';
import { type TerminalStatus, isApproved } from '../../integrations/terminals/index.ts';
import { recordOrderAction } from '../activity/activity.service.ts';
import {
  type OrderPaid,
  lineApprovedOnTerminal,
  lineBackFromTerminal,
  lineWords,
  markLinePaid,
  refundTakenOnTerminal,
} from '../orders/orders.service.ts';

export interface OpenTxn {
  id: number;
  station: string;
  paymentId: number;
  orderId: number;
  kind: 'purchase' | 'refund';
  amountCents: number;
  txnRef: string;
  lastStatus: Record<string, unknown>;
}

export interface SettleContext {
  db: Database;
  now(): Date;
  orderPaid: OrderPaid;
}

/** Closes the transaction with its final status; answers the status it was closed with. */
export async function settle(
  ctx: SettleContext,
  txn: OpenTxn,
  status: TerminalStatus,
  staffId: number | null,
): Promise<TerminalStatus> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await tx.execute(sql`select id from orders where id = ${txn.orderId} for update`);
    const approved = isApproved(status);
    const outcome = approved ? 'approved' : status.ReCo === 'VB' ? 'timed-out' : 'declined';
    const [closed] = await queryRows<{ id: number }>(
      tx,
      sql`update terminal_transactions set finished_at = ${now.toISOString()}::timestamptz, outcome = ${outcome},
          last_status = ${JSON.stringify(status)}::jsonb
        where id = ${txn.id} and finished_at is null returning id`,
    );
    if (!closed) {
      const [kept] = await queryRows<{ last_status: unknown }>(
        tx,
        sql`select last_status from terminal_transactions where id = ${txn.id}`,
      );
      const last = typeof kept?.last_status === 'string' ? JSON.parse(kept.last_status) : kept?.last_status;
      return last as TerminalStatus;
    }
    const [line] = await queryRows<{ status: number; name: string }>(
      tx,
      sql`select status, name from payments where id = ${txn.paymentId} for update`,
    );
    if (!line) return status;
    const words = lineWords(txn.amountCents, line.name || 'EFTPOS');
    const changes = {
      paymentId: txn.paymentId,
      amount: toDecimal(txn.amountCents),
      station: txn.station,
      code: status.ReCo,
    };
    const alreadyPaid = PAID_LINE_STATUSES.includes(Number(line.status));
    if (approved && !alreadyPaid && txn.kind === 'purchase') {
      const orderStatus = await markLinePaid(tx, {
        orderId: txn.orderId,
        paymentId: txn.paymentId,
        now,
        orderPaid: ctx.orderPaid,
      });
      await lineApprovedOnTerminal(tx, txn.paymentId);
      await recordOrderAction(tx, {
        orderId: txn.orderId,
        causerId: staffId,
        action: 'payment_taken',
        description: `Took a payment of ${words} on terminal ${txn.station}`,
        changes: { ...changes, orderStatus },
        now,
      });
    } else if (approved && !alreadyPaid) {
      await refundTakenOnTerminal(tx, txn.paymentId, now);
      await recordOrderAction(tx, {
        orderId: txn.orderId,
        causerId: staffId,
        action: 'refund_approved',
        description: `Refunded ${words} on terminal ${txn.station}`,
        changes,
        now,
      });
    } else if (!approved) {
      await lineBackFromTerminal(tx, txn.paymentId, now);
      await recordOrderAction(tx, {
        orderId: txn.orderId,
        causerId: staffId,
        action: 'terminal_declined',
        description: `The terminal did not take ${words}: ${[status.DL1, status.DL2].filter(Boolean).join(' ')}`,
        changes,
        now,
      });
    }
    return status;
  });
}
