// Chooses card terminal A by CARD_TERMINAL_A (docs/architecture.md, outside services), as
// PAYMENT_GATEWAY chooses the payment gateway: 'simulator' (the default outside production) or
// 'windcave-hit' (with HIT_USER, HIT_KEY, HIT_STATIONS and optionally HIT_URL).
import { createSimulatorTerminal } from './simulator.ts';
import type { CardTerminal } from './terminal.ts';
import { createWindcaveHitTerminal, parseStations } from './windcave-hit.ts';
import { createFrameSimulator } from './frame-simulator.ts';
import type { FrameTerminal } from './frame.ts';

export type { CardTerminal, TerminalDisplay, TerminalStation, TerminalStatus } from './terminal.ts';
export { TerminalRefused, TerminalUnreachable, isApproved, isFinal } from './terminal.ts';

export const CARD_TERMINALS_A = ['simulator', 'windcave-hit'] as const;
export type CardTerminalAName = (typeof CARD_TERMINALS_A)[number];

export function createCardTerminalA(
  name: string,
  deps: { env?: NodeJS.ProcessEnv; fetch?: typeof fetch; timeoutMs?: number } = {},
): CardTerminal {
  const env = deps.env ?? process.env;
  switch (name) {
    case 'windcave-hit': {
      const user = env.HIT_USER;
      const key = env.HIT_KEY;
      const stations = parseStations(env.HIT_STATIONS ?? '');
      // Failing at start-up beats a counter that cannot take a card.
      if (!user || !key || stations.length === 0)
        throw new Error('CARD_TERMINAL_A=windcave-hit needs HIT_USER, HIT_KEY and HIT_STATIONS');
      return createWindcaveHitTerminal({
        url: env.HIT_URL || undefined,
        user,
        key,
        stations,
        fetch: deps.fetch,
        timeoutMs: deps.timeoutMs,
      });
    }
    case 'simulator':
      return createSimulatorTerminal();
    default:
      throw new Error(`Unknown CARD_TERMINAL_A: ${name}`);
  }
}

export type { FrameTerminal, FrameResult, FrameStatus } from './frame.ts';
export { type FrameSimulator, createFrameSimulator } from './frame-simulator.ts';

/**
 * Chooses card terminal B (weftpos, the vendor's frame) by CARD_TERMINAL_B: only 'simulator' exists.
 * No real vendor adapter is written: the spec names no vendor protocol for the frame, and guessing one
 * would take money on a protocol nobody checked.
 */
export const CARD_TERMINALS_B = ['simulator'] as const;

export function createCardTerminalB(name: string): FrameTerminal {
  if (name === 'simulator') return createFrameSimulator();
  throw new Error(`Unknown CARD_TERMINAL_B: ${name}`);
}
