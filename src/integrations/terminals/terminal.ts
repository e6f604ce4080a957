// A card terminal at the counter behind one small interface (specs/pos.md "Card terminal integration
// A"): the service neither knows nor cares whether Windcave's HIT service or the simulator answers.
// The spec's field names (StatusId, ReCo, DL1, DL2, B1, B2) are HIT's own, so they travel unchanged.

export interface TerminalStation {
  /** The terminal's station id, as the provider knows it. */
  id: string;
  /** What staff see in the picker ('Counter 1'). */
  name: string;
}

export interface TerminalStart {
  station: string;
  /** Our reference for this one transaction: status and buttons name it again. */
  txnRef: string;
  amountCents: number;
  kind: 'purchase' | 'refund';
  /** Shown to the provider as the merchant reference. */
  orderNo: string;
}

/** What the terminal says now: its two display lines, its two buttons (empty when hidden) and, once done, the result. */
export interface TerminalStatus {
  /** 6 is final (the transaction is over, one way or another). */
  StatusId: number;
  /** The result code once final: '00' approved; anything else is not. Empty while running. */
  ReCo: string;
  DL1: string;
  DL2: string;
  B1: string;
  B2: string;
}

/** What the terminal's screen shows: its two display lines and its two buttons (empty when hidden). */
export type TerminalDisplay = Pick<TerminalStatus, 'DL1' | 'DL2' | 'B1' | 'B2'>;

export const FINAL_STATUS = 6;
export const APPROVED_CODE = '00';
export const isFinal = (s: Pick<TerminalStatus, 'StatusId'>) => s.StatusId === FINAL_STATUS;
export const isApproved = (s: Pick<TerminalStatus, 'StatusId' | 'ReCo'>) => isFinal(s) && s.ReCo === APPROVED_CODE;

/** The terminal (or its provider) answered and refused: its own words, for staff ('Terminal busy'). */
export class TerminalRefused extends Error {
  constructor(
    message: string,
    /** The provider's code, when it gave one ('PJ': the reference is unknown to the terminal). */
    readonly code = '',
  ) {
    super(message);
  }
}

/** No answer came back (network, time-out): whether the terminal acted is unknown until asked again. */
export class TerminalUnreachable extends Error {}

export interface CardTerminal {
  readonly name: string;
  stations(): Promise<TerminalStation[]>;
  /**
   * Starts a purchase or refund on the station and answers the terminal's first display; throws
   * TerminalRefused or TerminalUnreachable.
   */
  start(req: TerminalStart): Promise<TerminalDisplay>;
  status(req: { station: string; txnRef: string }): Promise<TerminalStatus>;
  /** One of the two terminal-driven buttons was pressed ('B1', 'YES'). */
  button(req: { station: string; txnRef: string; name: 'B1' | 'B2'; value: string }): Promise<void>;
}
