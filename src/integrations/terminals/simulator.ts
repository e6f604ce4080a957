// The card terminal simulator (CARD_TERMINAL_A=simulator, the default outside production): plays a
// terminal by the amount's cents, as the payment simulator plays a bank, so the counter and the
// browser journeys work with no terminal. It holds its transactions in this process only, which is
// enough for a demonstration shop on one instance and for the tests.
//
//   cents   what the terminal does
//   .05     asks for a signature: 'SIGNATURE OK?' with B1 'YES' and B2 'NO'; YES approves, NO declines
//   .51     declines ('DECLINED', ReCo '51')
//   .68     times out ('TIMED OUT', ReCo 'VB')
//   .09     refuses to start: 'Terminal busy'
//   other   approves ('APPROVED', ReCo '00')
//
// Each transaction first shows 'PRESENT/INSERT CARD' for one status call, then plays its part.
import {
  type CardTerminal,
  FINAL_STATUS,
  TerminalRefused,
  type TerminalStart,
  type TerminalStatus,
} from './terminal.ts';

export const SIM_STATIONS = [
  { id: 'SIM-1', name: 'Counter 1 (simulator)' },
  { id: 'SIM-2', name: 'Counter 2 (simulator)' },
];
export const SIM_BUSY = 'Terminal busy';

type Play = 'approve' | 'decline' | 'timeout' | 'signature';
interface SimTxn {
  station: string;
  play: Play;
  kind: TerminalStart['kind'];
  polls: number;
  /** The signature answer once a button was pressed. */
  pressed?: 'YES' | 'NO';
}

const running = (DL1: string, DL2 = '', B1 = '', B2 = ''): TerminalStatus => ({
  StatusId: 2,
  ReCo: '',
  DL1,
  DL2,
  B1,
  B2,
});
const final = (ReCo: string, DL1: string, DL2 = ''): TerminalStatus => ({
  StatusId: FINAL_STATUS,
  ReCo,
  DL1,
  DL2,
  B1: '',
  B2: '',
});

/** The screen a transaction opens on, until the card is presented. */
const firstDisplay = (kind: TerminalStart['kind']) =>
  running('PRESENT/INSERT CARD', kind === 'refund' ? 'REFUND' : 'PURCHASE');

export function playOf(amountCents: number): Play | 'busy' {
  switch (amountCents % 100) {
    case 5:
      return 'signature';
    case 51:
      return 'decline';
    case 68:
      return 'timeout';
    case 9:
      return 'busy';
    default:
      return 'approve';
  }
}

export function createSimulatorTerminal(): CardTerminal {
  const txns = new Map<string, SimTxn>();
  const txnOf = (station: string, txnRef: string) => {
    const txn = txns.get(txnRef);
    if (!txn || txn.station !== station) throw new TerminalRefused('TxnRef not matched', 'PJ');
    return txn;
  };
  return {
    name: 'simulator',
    async stations() {
      return SIM_STATIONS;
    },
    async start(req) {
      if (!SIM_STATIONS.some((s) => s.id === req.station)) throw new TerminalRefused('Invalid Station Id', 'PO');
      const play = playOf(req.amountCents);
      if (play === 'busy') throw new TerminalRefused(SIM_BUSY, 'TB');
      txns.set(req.txnRef, { station: req.station, play, kind: req.kind, polls: 0 });
      const { StatusId: _, ReCo: __, ...display } = firstDisplay(req.kind);
      return display;
    },
    async status({ station, txnRef }) {
      const txn = txnOf(station, txnRef);
      txn.polls += 1;
      if (txn.polls === 1) return firstDisplay(txn.kind);
      switch (txn.play) {
        case 'approve':
          return final('00', 'APPROVED');
        case 'decline':
          return final('51', 'DECLINED');
        case 'timeout':
          return final('VB', 'TIMED OUT', 'PLEASE TRY AGAIN');
        case 'signature':
          if (!txn.pressed) return running('SIGNATURE OK?', 'CHECK SIGNATURE', 'YES', 'NO');
          return txn.pressed === 'YES'
            ? final('00', 'APPROVED', 'SIGNATURE OK')
            : final('QS', 'DECLINED', 'SIGNATURE ERROR');
      }
    },
    async button({ station, txnRef, name, value }) {
      const txn = txnOf(station, txnRef);
      if (txn.play !== 'signature' || txn.pressed) throw new TerminalRefused('No button to press');
      txn.pressed = name === 'B1' && value === 'YES' ? 'YES' : 'NO';
    },
  };
}
