// A place's stocktake: the counted file (docs/stock-csv.md) checked row by row against the place's bins,
// its differences shown, and on apply every bin set to its count in one transaction (ledger kind
// 'counted'). A row left blank was not counted and changes nothing; units the place holds outside any
// bin can be confirmed but not recounted without a bin to put them in.
import type { ImportError } from '../../contract/catalogue-csv.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import {
  BIN_NEEDED,
  BIN_NOT_AT,
  COUNT_FILE_COLUMNS,
  type CountDifference,
  NO_ROWS,
  ROW_TWICE,
  type StockCountResponse,
  UNKNOWN_SKU,
} from '../../contract/stocktake.ts';
import type { Database } from '../../db/client.ts';
import { readStockCsv, unitsOf } from './csv-rows.ts';
import { binsOfPlaces, heldUnits, type Place, skusOf } from './lookups.ts';
import { applyRows, type BinRow, planRows } from './plan.ts';

export async function countPlace(
  db: Database,
  staff: SignedInStaff,
  place: Place,
  bytes: Buffer,
  opts: { dryRun: boolean },
): Promise<StockCountResponse> {
  const file = readStockCsv(bytes, COUNT_FILE_COLUMNS);
  const answer: StockCountResponse = {
    success: false,
    dryRun: opts.dryRun,
    location: place.code,
    rows: file.rows.length,
    counted: 0,
    differences: [],
    unitsUp: 0,
    unitsDown: 0,
    errors: [...file.errors],
  };
  if (file.errors.length) return answer;
  if (file.rows.length === 0) return { ...answer, errors: [{ row: 1, column: '', message: NO_ROWS }] };

  const [skus, bins] = await Promise.all([
    skusOf(
      db,
      file.rows.map((r) => r.cells.sku),
    ),
    binsOfPlaces(db, [place.code]),
  ]);
  const errors: ImportError[] = [];
  const fail = (row: number, column: string, message: string) => errors.push({ row, column, message });
  const seen = new Map<string, number>();
  const binRows: BinRow[] = [];
  /** Rows confirming units outside any bin: checked against the place once its units are read. */
  const outside: { row: number; variantId: number; sku: string; name: string; units: number }[] = [];
  for (const { row, cells } of file.rows) {
    if (cells.counted === '') continue;
    answer.counted++;
    const sku = skus.get(cells.sku.toUpperCase());
    const units = unitsOf(cells.counted);
    const binCode = cells.bin.toUpperCase();
    const binId = binCode === '' ? null : bins.get(`${place.code}|${binCode}`);
    if (!sku) fail(row, 'sku', UNKNOWN_SKU);
    if (binId === undefined) fail(row, 'bin', BIN_NOT_AT(cells.bin.slice(0, 40), place.name));
    if ('problem' in units) fail(row, 'counted', units.problem);
    if (!sku || binId === undefined || 'problem' in units) continue;
    const key = `${sku.id}|${binCode}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      fail(row, 'sku', ROW_TWICE(earlier));
      continue;
    }
    seen.set(key, row);
    if (binId === null) outside.push({ row, variantId: sku.id, sku: sku.sku, name: sku.name, units: units.units });
    else
      binRows.push({
        row,
        variantId: sku.id,
        sku: sku.sku,
        name: sku.name,
        locationCode: place.code,
        binId,
        bin: binCode,
        units: units.units,
      });
  }
  const held = await heldUnits(
    db,
    [...binRows, ...outside].map((r) => r.variantId),
    [place.code],
  );
  for (const o of outside)
    if (o.units !== (held.places.get(`${o.variantId}|${place.code}`)?.outsideBins ?? 0)) fail(o.row, 'bin', BIN_NEEDED);
  const plan = planRows('counted', binRows, held);
  errors.push(...plan.errors);
  if (errors.length) return { ...answer, errors: errors.sort((a, b) => a.row - b.row) };

  const done = (found: CountDifference[]): StockCountResponse => ({
    ...answer,
    success: true,
    differences: found.sort((a, b) => a.row - b.row),
    unitsUp: found.reduce((n, d) => n + Math.max(0, d.difference), 0),
    unitsDown: found.reduce((n, d) => n + Math.max(0, -d.difference), 0),
  });
  const difference = (r: BinRow, before: number): CountDifference => ({
    row: r.row,
    sku: r.sku,
    name: r.name,
    bin: r.bin,
    expected: before,
    counted: r.units,
    difference: r.units - before,
  });
  if (opts.dryRun) return done(plan.planned.filter((p) => p.change !== 0).map((p) => difference(p, p.before)));
  const applied = await applyRows(db, staff, binRows, 'counted');
  if (!applied.ok) return { ...answer, errors: applied.errors.sort((a, b) => a.row - b.row) };
  const byRow = new Map(binRows.map((r) => [r.row, r]));
  return done(applied.settings.filter((s) => s.change !== 0).map((s) => difference(byRow.get(s.row)!, s.before)));
}
