// Card terminal B (specs/pos.md "Card-terminal popups", integration B: weftpos): the vendor's own page
// runs the terminal inside a frame on the order's popup. The shop starts a payment and gets the page's
// address; the page tells the popup it is done with a window message, but the shop believes only the
// terminal's own answer (status), asked by the server before a line is marked paid.
import type { TerminalStation } from './terminal.ts';

export interface FrameStart {
  station: string;
  /** Our reference for this one transaction: the frame's message and status name it again. */
  referenceId: string;
  amountCents: number;
  kind: 'purchase' | 'refund';
  orderNo: string;
}

/** What the terminal says of one transaction: still running, or over one way or the other. */
export type FrameResult = 'approved' | 'declined' | 'pending';

export interface FrameStatus {
  result: FrameResult;
  /** The terminal's own words for staff ('DECLINED', 'TIMED OUT'); empty while pending. */
  words: string;
}

export interface FrameTerminal {
  readonly name: string;
  /**
   * Where the frame's page comes from: "'self'" when this shop serves it (the simulator), otherwise
   * the vendor's origin. The page's CSP allows frames from it and nothing else, and the popup believes
   * window messages from it only.
   */
  readonly frameOrigin: string;
  stations(): Promise<TerminalStation[]>;
  /** Starts a purchase or refund; answers the frame's address. Throws TerminalRefused or TerminalUnreachable. */
  start(req: FrameStart): Promise<{ apiUrl: string }>;
  status(referenceId: string): Promise<FrameStatus>;
}
