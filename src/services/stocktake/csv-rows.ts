// Reading the stock files (docs/stock-csv.md): csv-parse does the CSV (a BOM, Windows line ends, quoted
// cells), this checks the required headers and the unit figures. A row number is the file's line as a
// spreadsheet numbers it: 1 the header row, 2 the first data row. Columns the file adds are left alone
// (the count sheet's name and expected are there for the person counting).
import { parse } from 'csv-parse/sync';
import { type ImportError, MISSING_COLUMN, NOT_CSV } from '../../contract/catalogue-csv.ts';
import { MAX_UNITS, NOT_NEGATIVE, NOT_WHOLE, TOO_MANY_UNITS } from '../../contract/stocktake.ts';

export interface FileRow<C extends string> {
  row: number;
  cells: Record<C, string>;
}

export interface ReadRows<C extends string> {
  rows: FileRow<C>[];
  /** Errors that stop the file being read at all (not CSV, a missing column). */
  errors: ImportError[];
}

export function readStockCsv<C extends string>(bytes: Buffer, columns: readonly C[]): ReadRows<C> {
  const refused = (message: string, row = 1, column = '') => ({ rows: [], errors: [{ row, column, message }] });
  if (bytes.includes(0)) return refused(NOT_CSV);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refused(`${NOT_CSV}: save it as CSV UTF-8`);
  }
  let records: string[][];
  try {
    records = parse(bytes, { bom: true, skip_empty_lines: true, relax_column_count: true, encoding: 'utf8' });
  } catch (err) {
    return refused(`${NOT_CSV}: ${(err as Error).message}`, (err as { lines?: number }).lines ?? 1);
  }
  const header = records[0];
  if (!header) return refused('The file is empty');
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = columns.filter((c) => !names.includes(c));
  if (missing.length)
    return { rows: [], errors: missing.map((column) => ({ row: 1, column, message: MISSING_COLUMN })) };
  const at = columns.map((c) => names.indexOf(c));
  const rows = records.slice(1).map((record, i) => {
    const cells = {} as Record<C, string>;
    columns.forEach((c, j) => {
      cells[c] = (record[at[j]!] ?? '').trim();
    });
    return { row: i + 2, cells };
  });
  return { rows, errors: [] };
}

/** A cell's units, or the message of what is wrong with it. */
export function unitsOf(cell: string): { units: number } | { problem: string } {
  if (/^-\d+$/.test(cell)) return { problem: NOT_NEGATIVE };
  if (!/^\d+$/.test(cell)) return { problem: NOT_WHOLE };
  const units = Number(cell);
  return units > MAX_UNITS ? { problem: TOO_MANY_UNITS } : { units };
}
