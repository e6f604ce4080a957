// Card terminal B's simulator (CARD_TERMINAL_B=simulator, the default): plays the vendor's frame with
// a small page this shop serves itself (/pos/weftpos/sim/{referenceId}, src/http/routes/pos/
// terminals-b.ts) with Approve and Decline buttons. A press is the terminal's answer, kept here in this
// process; the page then posts a window message to the popup. By the amount's cents, as terminal A's
// simulator: .51 declines and .68 times out whatever is pressed, .09 refuses to start ('Terminal busy').
import { playOf } from './simulator.ts';
import type { FrameStatus, FrameTerminal } from './frame.ts';
import { TerminalRefused } from './terminal.ts';

export const SIM_B_STATIONS = [
  { id: 'WEFT-1', name: 'Counter 1 (frame simulator)' },
  { id: 'WEFT-2', name: 'Counter 2 (frame simulator)' },
];

export const simFrameAddress = (referenceId: string) => `/pos/weftpos/sim/${encodeURIComponent(referenceId)}`;

export interface SimFrameTxn {
  station: string;
  orderNo: string;
  amountCents: number;
  kind: 'purchase' | 'refund';
  status: FrameStatus;
}

export interface FrameSimulator extends FrameTerminal {
  /** The transaction its page shows; undefined when the reference is unknown. */
  txn(referenceId: string): SimFrameTxn | undefined;
  /** A button pressed on the page: the terminal's answer, once (a second press changes nothing). */
  press(referenceId: string, button: 'approve' | 'decline'): FrameStatus;
}

export function createFrameSimulator(): FrameSimulator {
  const txns = new Map<string, SimFrameTxn>();
  return {
    name: 'simulator',
    frameOrigin: "'self'",
    async stations() {
      return SIM_B_STATIONS;
    },
    async start(req) {
      if (!SIM_B_STATIONS.some((s) => s.id === req.station)) throw new TerminalRefused('Invalid Station Id', 'PO');
      if (playOf(req.amountCents) === 'busy') throw new TerminalRefused('Terminal busy', 'TB');
      txns.set(req.referenceId, {
        station: req.station,
        orderNo: req.orderNo,
        amountCents: req.amountCents,
        kind: req.kind,
        status: { result: 'pending', words: '' },
      });
      return { apiUrl: simFrameAddress(req.referenceId) };
    },
    async status(referenceId) {
      const txn = txns.get(referenceId);
      if (!txn) throw new TerminalRefused('Reference not found', 'PJ');
      return txn.status;
    },
    txn: (referenceId) => txns.get(referenceId),
    press(referenceId, button) {
      const txn = txns.get(referenceId);
      if (!txn) throw new TerminalRefused('Reference not found', 'PJ');
      if (txn.status.result !== 'pending') return txn.status;
      const play = playOf(txn.amountCents);
      txn.status =
        button === 'decline'
          ? { result: 'declined', words: 'CANCELLED' }
          : play === 'decline'
            ? { result: 'declined', words: 'DECLINED' }
            : play === 'timeout'
              ? { result: 'declined', words: 'TIMED OUT' }
              : { result: 'approved', words: 'APPROVED' };
      return txn.status;
    },
  };
}
