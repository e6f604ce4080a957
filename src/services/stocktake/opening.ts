// A shop's first load of stock (docs/stock-csv.md): SKU, place, bin, on hand. Each bin is set to its
// figure (ledger kind 'opening'), bins the file names that a place lacks are made, and all of it goes
// in one transaction, or, on a dry run or with any row error, nothing does.
import type { ImportError } from '../../contract/catalogue-csv.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import {
  NO_ROWS,
  ROW_TWICE,
  STOCK_IMPORT_COLUMNS,
  type StockImportResponse,
  UNKNOWN_PLACE,
  UNKNOWN_SKU,
} from '../../contract/stocktake.ts';
import type { Database } from '../../db/client.ts';
import { BAD_BIN_CODE, BIN_CODE, binAt } from '../stock/stock.service.ts';
import { readStockCsv, unitsOf } from './csv-rows.ts';
import { binsOfPlaces, heldUnits, skusOf, stockPlaces } from './lookups.ts';
import { applyRows, type BinRow, planRows } from './plan.ts';

export async function importOpeningStock(
  db: Database,
  staff: SignedInStaff,
  bytes: Buffer,
  opts: { dryRun: boolean },
): Promise<StockImportResponse> {
  const file = readStockCsv(bytes, STOCK_IMPORT_COLUMNS);
  const answer: StockImportResponse = {
    success: false,
    dryRun: opts.dryRun,
    rows: file.rows.length,
    changed: 0,
    unchanged: 0,
    newBins: 0,
    errors: [...file.errors],
  };
  if (file.errors.length) return answer;
  if (file.rows.length === 0) return { ...answer, errors: [{ row: 1, column: '', message: NO_ROWS }] };

  const [skus, places] = await Promise.all([
    skusOf(
      db,
      file.rows.map((r) => r.cells.sku),
    ),
    stockPlaces(db),
  ]);
  const bins = await binsOfPlaces(db, [...places.keys()]);
  const errors: ImportError[] = [];
  const fail = (row: number, column: string, message: string) => errors.push({ row, column, message });
  const seen = new Map<string, number>();
  // A bin the place does not have yet has no id until the apply makes it: -1, -2… stand in until then.
  const newBins = new Map<string, number>();
  const rows: BinRow[] = [];
  for (const { row, cells } of file.rows) {
    const sku = skus.get(cells.sku.toUpperCase());
    const place = places.get(cells.place.toUpperCase());
    const binCode = cells.bin.toUpperCase();
    const units = unitsOf(cells.on_hand);
    if (!sku) fail(row, 'sku', UNKNOWN_SKU);
    if (!place) fail(row, 'place', UNKNOWN_PLACE);
    if (!BIN_CODE.test(binCode)) fail(row, 'bin', BAD_BIN_CODE);
    if ('problem' in units) fail(row, 'on_hand', units.problem);
    if (!sku || !place || !BIN_CODE.test(binCode) || 'problem' in units) continue;
    const key = `${sku.id}|${place.code}|${binCode}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      fail(row, 'sku', ROW_TWICE(earlier));
      continue;
    }
    seen.set(key, row);
    const binKey = `${place.code}|${binCode}`;
    let binId = bins.get(binKey) ?? newBins.get(binKey);
    if (binId === undefined) {
      binId = -(newBins.size + 1);
      newBins.set(binKey, binId);
    }
    rows.push({
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
    rows.map((r) => r.variantId),
    [...new Set(rows.map((r) => r.locationCode))],
  );
  const plan = planRows('opening', rows, held);
  errors.push(...plan.errors);
  const counts = (changes: number[]) => ({
    changed: changes.filter((c) => c !== 0).length,
    unchanged: changes.filter((c) => c === 0).length,
  });
  // The figures of the rows that could be read, beside the errors of the others.
  Object.assign(answer, { newBins: newBins.size, ...counts(plan.planned.map((p) => p.change)) });
  if (errors.length) return { ...answer, errors: errors.sort((a, b) => a.row - b.row) };
  if (opts.dryRun) return { ...answer, success: true };

  const applied = await applyRows(db, staff, rows, 'opening', async (tx) => {
    const made = new Map<number, number>();
    for (const [binKey, standIn] of newBins) {
      const [code, bin] = binKey.split('|') as [string, string];
      made.set(standIn, (await binAt(tx, code, bin, true))!.id);
    }
    return rows.map((r) => (r.binId < 0 ? { ...r, binId: made.get(r.binId)! } : r));
  });
  if (!applied.ok) return { ...answer, errors: applied.errors.sort((a, b) => a.row - b.row) };
  return { ...answer, success: true, ...counts(applied.settings.map((s) => s.change)) };
}
