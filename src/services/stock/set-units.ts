// Bins set to a figure rather than moved by one: a stocktake's counted units, a shop's opening load.
// The change of each bin is worked out from its units read under the module's locks (on-hand.ts), so a
// count applied twice changes nothing the second time, and a sale between the check and the apply is
// seen. A place never counts below what it has allocated to orders: those targets come back as short
// and nothing is written, for the caller to report row by row.
import type { Database } from '../../db/client.ts';
import { changeOnHand, lockPlaces, type OnHandMove, type PlaceFigures } from './on-hand.ts';

/** A bin's units as they should be. */
export interface BinTarget {
  variantId: number;
  locationCode: string;
  binId: number;
  units: number;
  kind: 'counted' | 'opening';
  staffId?: number | null;
  note?: string;
}

/** A target with what the bin held under the locks, and the place's free units then. */
export interface BinSetting extends BinTarget {
  before: number;
  change: number;
  /** The place's free units before any of the call's changes. */
  free: number;
}

export interface SetUnitsAnswer {
  settings: BinSetting[];
  /** Targets that would take their place below what it has allocated; when any, nothing was written. */
  short: BinSetting[];
}

// on-hand.ts reads its locked rows back by scanning lists: a shop's first load of thousands of rows is
// locked and written a slice of variants at a time (in variant order, as one call would lock them).
const SLICE = 150;

function slices(targets: BinTarget[]): BinTarget[][] {
  const sorted = [...targets].sort((a, b) => a.variantId - b.variantId);
  const out: BinTarget[][] = [];
  let current: BinTarget[] = [];
  for (const t of sorted) {
    // A variant's targets stay in one slice: its place's free units are checked against all of them.
    if (current.length >= SLICE && current.at(-1)!.variantId !== t.variantId) {
      out.push(current);
      current = [];
    }
    current.push(t);
  }
  if (current.length) out.push(current);
  return out;
}

const asMove = (t: BinTarget, change: number): OnHandMove => ({
  variantId: t.variantId,
  locationCode: t.locationCode,
  binId: t.binId,
  change,
  kind: t.kind,
  staffId: t.staffId ?? null,
  note: t.note ?? '',
});

function settle(slice: BinTarget[], figures: PlaceFigures[]): { settings: BinSetting[]; short: BinSetting[] } {
  const byPlace = new Map(figures.map((f) => [`${f.variantId}|${f.locationCode}`, f]));
  const settings = slice.map((t) => {
    const f = byPlace.get(`${t.variantId}|${t.locationCode}`);
    const before = f?.bins.get(t.binId) ?? 0;
    return { ...t, before, change: t.units - before, free: f?.free ?? 0 };
  });
  const net = new Map<string, number>();
  for (const s of settings)
    net.set(`${s.variantId}|${s.locationCode}`, (net.get(`${s.variantId}|${s.locationCode}`) ?? 0) + s.change);
  const short = settings.filter((s) => s.change < 0 && s.free + (net.get(`${s.variantId}|${s.locationCode}`) ?? 0) < 0);
  return { settings, short };
}

/**
 * Sets each bin to its target, in the caller's transaction: locks every place and bin first, then
 * (when no place would go below its allocated units) writes the differences through changeOnHand,
 * which writes the stock rows, the bins and the ledger. Answers every target with its bin's units before.
 */
export async function setBinUnits(
  tx: Database,
  targets: BinTarget[],
  opts: { now?: Date } = {},
): Promise<SetUnitsAnswer> {
  const parts = slices(targets);
  const settled: BinSetting[][] = [];
  const short: BinSetting[] = [];
  for (const slice of parts) {
    const figures = await lockPlaces(
      tx,
      slice.map((t) => asMove(t, 0)),
    );
    const done = settle(slice, figures);
    settled.push(done.settings);
    short.push(...done.short);
  }
  const settings = settled.flat();
  if (short.length > 0) return { settings, short };
  // The rows are locked already: changeOnHand takes the same locks again (this transaction holds them).
  for (const slice of settled) {
    const moves = slice.filter((s) => s.change !== 0).map((s) => asMove(s, s.change));
    if (moves.length) await changeOnHand(tx, moves, { now: opts.now });
  }
  return { settings, short };
}
