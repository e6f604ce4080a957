// A stock file's rows as bins to set, checked the same way before and while applying: the difference of
// each bin is its figure less what it holds, and a place never counts below what it has allocated
// ('{location} only has {free} stock'). Applying is one transaction through the stock module, which reads
// the bins again under its locks, so what was checked a minute ago cannot be applied stale.
import type { ImportError } from '../../contract/catalogue-csv.ts';
import { BELOW_ALLOCATED } from '../../contract/stocktake.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { shortStockMessage } from '../../domain/allocations.ts';
import { markCatalogueChanged } from '../catalogue/catalogue.service.ts';
import { type BinSetting, setBinUnits } from '../stock/stock.service.ts';
import type { HeldUnits } from './lookups.ts';

/** A row of the file that sets a bin. */
export interface BinRow {
  row: number;
  variantId: number;
  sku: string;
  name: string;
  locationCode: string;
  binId: number;
  bin: string;
  units: number;
}

/** A row with what its bin holds now and the change it makes. */
export interface PlannedRow extends BinRow {
  before: number;
  change: number;
}

/** The rows against the units held now, with an error for each row that would take its place below its allocated units. */
export function planRows(
  kind: StockFileKind,
  rows: BinRow[],
  held: HeldUnits,
): { planned: PlannedRow[]; errors: ImportError[] } {
  const planned = rows.map((r) => {
    const before = held.inBins.get(`${r.variantId}|${r.binId}`) ?? 0;
    return { ...r, before, change: r.units - before };
  });
  const errors = shortErrors(kind, planned, (p) => held.places.get(`${p.variantId}|${p.locationCode}`)?.free ?? 0);
  return { planned, errors };
}

export type StockFileKind = 'counted' | 'opening';
/** The file's column of a row's units. */
const UNITS_COLUMN: Record<StockFileKind, string> = { counted: 'counted', opening: 'on_hand' };

const shortError = (kind: StockFileKind, row: number, locationCode: string, free: number): ImportError => ({
  row,
  column: UNITS_COLUMN[kind],
  message: BELOW_ALLOCATED(shortStockMessage(locationCode, free)),
});

function shortErrors(kind: StockFileKind, planned: PlannedRow[], freeOf: (row: PlannedRow) => number): ImportError[] {
  const net = new Map<string, number>();
  const key = (r: PlannedRow) => `${r.variantId}|${r.locationCode}`;
  for (const r of planned) net.set(key(r), (net.get(key(r)) ?? 0) + r.change);
  return planned
    .filter((r) => r.change < 0 && freeOf(r) + (net.get(key(r)) ?? 0) < 0)
    .map((r) => shortError(kind, r.row, r.locationCode, freeOf(r)));
}

/** Thrown inside the transaction to roll it back when a place would go below its allocated units. */
class ShortAtApply extends Error {
  constructor(readonly errors: ImportError[]) {
    super('short at apply');
  }
}

export type Applied = { ok: true; settings: (BinSetting & { row: number })[] } | { ok: false; errors: ImportError[] };

/**
 * Sets the bins in one transaction (bins the file names made first by `prepare`, in the same
 * transaction); any change moves the catalogue's counter, so shoppers' delivery estimates follow.
 */
export async function applyRows(
  db: Database,
  staff: SignedInStaff,
  rows: BinRow[],
  kind: StockFileKind,
  prepare?: (tx: Database) => Promise<BinRow[]>,
): Promise<Applied> {
  try {
    return await db.transaction(async (tx) => {
      const ready = prepare ? await prepare(tx) : rows;
      const byTarget = new Map(ready.map((r) => [`${r.variantId}|${r.binId}`, r.row]));
      const answer = await setBinUnits(
        tx,
        ready.map((r) => ({
          variantId: r.variantId,
          locationCode: r.locationCode,
          binId: r.binId,
          units: r.units,
          kind,
          staffId: staff.id,
          note: kind === 'counted' ? 'Stocktake' : 'Opening stock',
        })),
      );
      const settings = answer.settings.map((s) => ({ ...s, row: byTarget.get(`${s.variantId}|${s.binId}`)! }));
      if (answer.short.length > 0)
        throw new ShortAtApply(
          answer.short.map((s) => shortError(kind, byTarget.get(`${s.variantId}|${s.binId}`)!, s.locationCode, s.free)),
        );
      if (settings.some((s) => s.change !== 0)) await markCatalogueChanged(tx);
      return { ok: true as const, settings };
    });
  } catch (err) {
    if (err instanceof ShortAtApply) return { ok: false, errors: err.errors };
    throw err;
  }
}
