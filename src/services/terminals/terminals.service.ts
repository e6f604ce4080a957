// Card terminals at the counter (specs/pos.md, integration A: veftpos, Windcave HIT, polled). A start
// holds its station through a terminal_transactions row: the partial unique index (one open row per
// station) refuses a second start whichever till or app instance asks. The line waits in status 4
// while the terminal works; the final status settles it once (settle.ts), however often it is polled
// or replayed. A status that does not come back leaves the line in 4: Check Status asks again.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { HitStatusResponse } from '../../contract/pos-terminals.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { toDecimal } from '../../domain/money.ts';
import { Refusal } from '../../domain/refusal.ts';
import {
  type CardTerminal,
  type FrameTerminal,
  type TerminalDisplay,
  TerminalRefused,
  type TerminalStatus,
  TerminalUnreachable,
  isFinal,
} from '../../integrations/terminals/index.ts';
import type { OrderPaid } from '../orders/orders.service.ts';
import { holdStation } from './hold.ts';
import { createTerminalB } from './terminal-b.ts';
import { type OpenTxn, settle } from './settle.ts';
import { FOLLOW_TERMINAL, NOT_TERMINAL_A, NO_TRANSACTION, SELECT_STATION, TERMINAL_LOST } from './words.ts';

/** The payment method taken on terminal A. */
export const TERMINAL_A_GATEWAY = 'veftpos';

export interface TerminalDeps {
  now?: () => Date;
  terminalA: CardTerminal;
  /** Card terminal B (weftpos, the vendor's frame). */
  terminalB: FrameTerminal;
  orderPaid: OrderPaid;
}

export interface HitStartAsk {
  option: number;
  station: string;
  type: 'purchase' | 'refund';
  orderNo: string;
}

export function createTerminalService(db: Database, deps: TerminalDeps) {
  const now = deps.now ?? (() => new Date());
  const terminal = deps.terminalA;
  const settleCtx = { db, now, orderPaid: deps.orderPaid };

  /** The newest transaction of the order's line (station: only that one's when given). */
  async function txnOfLine(orderNo: string, paymentId: number, station = ''): Promise<OpenTxn> {
    const [row] = await queryRows<OpenTxn & { finished: boolean }>(
      db,
      sql`select t.id, t.station, t.payment_id as "paymentId", t.order_id as "orderId", t.kind,
          t.amount_cents as "amountCents", t.txn_ref as "txnRef", t.last_status as "lastStatus",
          t.finished_at is not null as finished
        from terminal_transactions t join orders o on o.id = t.order_id
        where t.integration = 'A' and t.payment_id = ${paymentId} and o.order_no = ${orderNo}
          ${station ? sql`and t.station = ${station}` : sql``}
        order by t.id desc limit 1`,
    );
    if (!row) throw new Refusal(404, NO_TRANSACTION);
    return { ...row, id: Number(row.id), amountCents: Number(row.amountCents), paymentId: Number(row.paymentId) };
  }

  const answer = (s: TerminalStatus): HitStatusResponse => ({ success: true, ...s });

  return {
    /** Integration B: the vendor's frame (terminal-b.ts). */
    b: createTerminalB(db, deps.terminalB, settleCtx),
    async stations() {
      return { success: true as const, stations: await terminal.stations() };
    },

    async start(staffId: number, ask: HitStartAsk) {
      if (!ask.station || !(await terminal.stations()).some((s) => s.id === ask.station))
        throw new Refusal(422, SELECT_STATION);
      const txnRef = randomBytes(8).toString('hex');
      const txn = await holdStation(db, {
        ...ask,
        integration: 'A',
        gateway: TERMINAL_A_GATEWAY,
        notThisTerminal: NOT_TERMINAL_A,
        staffId,
        txnRef,
        now: now(),
      });
      let display: TerminalDisplay;
      try {
        display = await terminal.start({
          station: ask.station,
          txnRef,
          amountCents: txn.amountCents,
          kind: ask.type,
          orderNo: ask.orderNo,
        });
      } catch (err) {
        // Refused: nothing happened on the terminal, so the station and the line are free again.
        if (err instanceof TerminalRefused) {
          await settle(
            settleCtx,
            txn,
            { StatusId: 6, ReCo: err.code || 'XX', DL1: err.message, DL2: '', B1: '', B2: '' },
            staffId,
          );
          throw new Refusal(409, err.message);
        }
        // Lost: the terminal may have started. The line stays in 4 and Check Status finds out.
        throw new Refusal(502, TERMINAL_LOST);
      }
      // The terminal's first display, as the status call answers it, so the popup shows it at once.
      return { success: true as const, msg: FOLLOW_TERMINAL, amount: toDecimal(txn.amountCents), ...display };
    },

    async status(staffId: number, ask: { option: number; orderNo: string; station: string }) {
      const txn = await txnOfLine(ask.orderNo, ask.option, ask.station);
      if ((txn as { finished?: boolean }).finished) return answer(txn.lastStatus as unknown as TerminalStatus);
      let status: TerminalStatus;
      try {
        status = await terminal.status({ station: txn.station, txnRef: txn.txnRef });
      } catch (err) {
        if (err instanceof TerminalRefused && err.code === 'PJ') {
          // The terminal never heard of it (a start whose answer was lost never arrived): not taken.
          status = { StatusId: 6, ReCo: 'PJ', DL1: err.message, DL2: '', B1: '', B2: '' };
        } else if (err instanceof TerminalRefused) {
          throw new Refusal(409, err.message);
        } else if (err instanceof TerminalUnreachable) {
          throw new Refusal(502, TERMINAL_LOST);
        } else throw err;
      }
      if (!isFinal(status)) {
        await db.execute(sql`update terminal_transactions set last_status = ${JSON.stringify(status)}::jsonb
          where id = ${txn.id} and finished_at is null`);
        return answer(status);
      }
      return answer(await settle(settleCtx, txn, status, staffId));
    },

    async button(_staffId: number, ask: { btn: 'B1' | 'B2'; val: string; orderNo: string; station: string }) {
      const [open] = await queryRows<{ txn_ref: string }>(
        db,
        sql`select t.txn_ref from terminal_transactions t join orders o on o.id = t.order_id
          where t.integration = 'A' and t.station = ${ask.station} and t.finished_at is null and o.order_no = ${ask.orderNo}`,
      );
      if (!open) throw new Refusal(404, NO_TRANSACTION);
      try {
        await terminal.button({ station: ask.station, txnRef: open.txn_ref, name: ask.btn, value: ask.val });
      } catch (err) {
        if (err instanceof TerminalRefused) throw new Refusal(409, err.message);
        if (err instanceof TerminalUnreachable) throw new Refusal(502, TERMINAL_LOST);
        throw err;
      }
      return { success: true as const };
    },
  };
}

export type TerminalService = ReturnType<typeof createTerminalService>;
