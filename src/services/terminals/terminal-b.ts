// Card terminal B at the counter (specs/pos.md "Card-terminal popups", integration B: weftpos, the
// vendor's frame). Start holds the station and the line as terminal A does (hold.ts) and answers the
// frame's address. The frame's window message only prompts `success`: the server asks the terminal
// itself (status) and settles the line from that answer alone, once (settle.ts), so a forged or
// replayed message pays nothing. A pending answer leaves the line in status 4 for Check Status.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import {
  type FrameSimulator,
  type FrameStatus,
  type FrameTerminal,
  TerminalRefused,
  type TerminalStatus,
  TerminalUnreachable,
} from '../../integrations/terminals/index.ts';
import { lockOrderForPayment } from '../orders/orders.service.ts';
import { holdStation } from './hold.ts';
import { type OpenTxn, type SettleContext, settle } from './settle.ts';
import { NOT_TERMINAL_B, NO_TRANSACTION, SELECT_STATION, TERMINAL_LOST, TERMINAL_NOT_DONE } from './words.ts';

/** The payment method taken on terminal B. */
export const TERMINAL_B_GATEWAY = 'weftpos';

export interface FrameAnswer {
  success: true;
  result: 'approved' | 'declined' | 'pending';
  /** The terminal's words ('APPROVED', 'DECLINED'); empty while pending. */
  msg: string;
}

/** The terminal's answer in the shape settle.ts keeps (terminal A's status fields). */
function asTerminalStatus(s: FrameStatus): TerminalStatus {
  const ReCo = s.result === 'approved' ? '00' : s.words === 'TIMED OUT' ? 'VB' : 'XB';
  return { StatusId: 6, ReCo, DL1: s.words, DL2: '', B1: '', B2: '' };
}

const answerOf = (s: Pick<TerminalStatus, 'StatusId' | 'ReCo' | 'DL1'>): FrameAnswer =>
  s.StatusId !== 6
    ? { success: true, result: 'pending', msg: '' }
    : { success: true, result: s.ReCo === '00' ? 'approved' : 'declined', msg: s.DL1 };

export function createTerminalB(db: Database, terminal: FrameTerminal, ctx: SettleContext) {
  /** The line's newest B transaction (referenceId: only that one's). Another line's reference is 404. */
  async function txnOf(paymentId: number, referenceId?: string) {
    const [row] = await queryRows<OpenTxn & { finished: boolean }>(
      db,
      sql`select id, station, payment_id as "paymentId", order_id as "orderId", kind, amount_cents as "amountCents",
          txn_ref as "txnRef", last_status as "lastStatus", finished_at is not null as finished
        from terminal_transactions
        where integration = 'B' and payment_id = ${paymentId}
          ${referenceId === undefined ? sql`` : sql`and txn_ref = ${referenceId}`}
        order by id desc limit 1`,
    );
    if (!row) throw new Refusal(404, NO_TRANSACTION);
    const last = typeof row.lastStatus === 'string' ? JSON.parse(row.lastStatus) : row.lastStatus;
    return {
      ...row,
      id: Number(row.id),
      amountCents: Number(row.amountCents),
      paymentId: Number(row.paymentId),
      orderId: Number(row.orderId),
      lastStatus: last,
    };
  }

  /** Asks the terminal and settles a final answer; a pending one changes nothing. */
  async function askTerminal(staffId: number, txn: Awaited<ReturnType<typeof txnOf>>): Promise<FrameAnswer> {
    if (txn.finished) return answerOf(txn.lastStatus as unknown as TerminalStatus);
    let status: FrameStatus;
    try {
      status = await terminal.status(txn.txnRef);
    } catch (err) {
      // The terminal never heard of it (a start whose answer was lost never arrived): not taken.
      if (err instanceof TerminalRefused && err.code === 'PJ') status = { result: 'declined', words: err.message };
      else if (err instanceof TerminalRefused) throw new Refusal(409, err.message);
      else if (err instanceof TerminalUnreachable) throw new Refusal(502, TERMINAL_LOST);
      else throw err;
    }
    if (status.result === 'pending') return answerOf({ StatusId: 2, ReCo: '', DL1: '' });
    return answerOf(await settle(ctx, txn, asTerminalStatus(status), staffId));
  }

  return {
    /** The vendor page's origin ("'self'": this shop serves the simulator's page). */
    frameOrigin: terminal.frameOrigin,
    /** The simulator itself when it plays terminal B (its page's routes need it), otherwise null. */
    simulator: terminal.name === 'simulator' ? (terminal as FrameSimulator) : null,

    /** GET {vendor}/init/{orderNo}: the stations, for an order that can take a payment. */
    async init(orderNo: string) {
      await db.transaction((tx) => lockOrderForPayment(tx, orderNo));
      return { success: true as const, stations: await terminal.stations() };
    },

    async start(
      staffId: number,
      ask: { option: number; station: string; type: 'purchase' | 'refund'; orderNo: string },
    ) {
      if (!ask.station || !(await terminal.stations()).some((s) => s.id === ask.station))
        throw new Refusal(422, SELECT_STATION);
      const referenceId = randomBytes(12).toString('hex');
      const txn = await holdStation(db, {
        ...ask,
        integration: 'B',
        gateway: TERMINAL_B_GATEWAY,
        notThisTerminal: NOT_TERMINAL_B,
        staffId,
        txnRef: referenceId,
        now: ctx.now(),
      });
      try {
        const { apiUrl } = await terminal.start({
          station: ask.station,
          referenceId,
          amountCents: txn.amountCents,
          kind: ask.type,
          orderNo: ask.orderNo,
        });
        return { success: true as const, apiUrl, referenceId };
      } catch (err) {
        // Refused: nothing happened on the terminal, so the station and the line are free again.
        if (err instanceof TerminalRefused) {
          await settle(
            ctx,
            txn,
            { StatusId: 6, ReCo: err.code || 'XX', DL1: err.message, DL2: '', B1: '', B2: '' },
            staffId,
          );
          throw new Refusal(409, err.message);
        }
        // Lost: the terminal may have started. The line stays in 4 and Check Status finds out.
        throw new Refusal(502, TERMINAL_LOST);
      }
    },

    /**
     * POST {vendor}/success after the frame's message. `result` is what the message claimed; only the
     * terminal's own status decides. Still pending: 409, the line stays waiting.
     */
    async success(staffId: number, ask: { option: number; referenceId: string; result: string }) {
      const answer = await askTerminal(staffId, await txnOf(ask.option, ask.referenceId));
      if (answer.result === 'pending') throw new Refusal(409, TERMINAL_NOT_DONE);
      return answer;
    },

    /** POST {vendor}/getStatus {paymentId}: Check Status on a line left waiting (status 4). */
    async status(staffId: number, ask: { paymentId: number }) {
      return askTerminal(staffId, await txnOf(ask.paymentId));
    },
  };
}

export type TerminalB = ReturnType<typeof createTerminalB>;
