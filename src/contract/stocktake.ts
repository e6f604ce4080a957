// The stock report (/pos/stock), a place's stocktake (/pos/stock/count) and the stock CSV import for a
// shop's first load (/pos/stock/import). docs/stock-csv.md describes the files. The CSV calls sit
// outside the route table (contract/routes.ts's header), as the catalogue's do: they answer CSV or take
// a file; the report page's loader calls the service directly.
import { z } from 'zod';
import type { ImportError } from './catalogue-csv.ts';

export type { ImportError } from './catalogue-csv.ts';

/** The report's SKUs of a place: 50 a page. */
export const STOCK_REPORT_PAGE = 50;

export const stockReportQuery = z.object({
  location: z.string().trim().max(10).default(''),
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type StockReportQuery = z.infer<typeof stockReportQuery>;

/** A physical place's totals, in units. */
export interface PlaceTotals {
  code: string;
  name: string;
  free: number;
  /** Ex-display units for sale as clearance. */
  clr: number;
  allocated: number;
  /** Not for sale. */
  nons: number;
  onHand: number;
  /** Units of open purchase orders still to arrive at this place. */
  onOrder: number;
  skus: number;
}

/** A SKU's figures at one place. */
export interface PlaceSku {
  sku: string;
  name: string;
  productId: number;
  free: number;
  clr: number;
  allocated: number;
  nons: number;
  onHand: number;
  onOrder: number;
  /** The bins holding its units, e.g. 'A-01 (3), FLOOR (1)'. */
  bins: string;
}

export interface StockReport {
  places: PlaceTotals[];
  /** The chosen place's SKUs, when a place is chosen. */
  place: { code: string; name: string; total: number; page: number; pages: number; skus: PlaceSku[] } | null;
}

/** The count sheet (GET /pos/stock/count/{location}.csv) and the counted file's columns. */
export const COUNT_SHEET_COLUMNS = ['sku', 'name', 'bin', 'expected', 'counted'] as const;
/** What the counted file must have; name and expected are there for the person counting. */
export const COUNT_FILE_COLUMNS = ['sku', 'bin', 'counted'] as const;
/** The stock import's columns (POST /pos/stock/import). */
export const STOCK_IMPORT_COLUMNS = ['sku', 'place', 'bin', 'on_hand'] as const;
/** The report's CSV (GET /pos/stock/report.csv?location=). */
export const STOCK_REPORT_COLUMNS = [
  'place',
  'sku',
  'name',
  'free',
  'clearance',
  'allocated',
  'not_for_sale',
  'on_hand',
  'on_order',
  'bins',
] as const;

/** A row of the counted file whose count differs from what its bin holds. */
export interface CountDifference {
  row: number;
  sku: string;
  name: string;
  /** '' for units the place holds outside any bin. */
  bin: string;
  expected: number;
  counted: number;
  difference: number;
}

/** POST /pos/stock/count/{location}'s answer: the differences, applied unless a dry run or any error. */
export interface StockCountResponse {
  success: boolean;
  dryRun: boolean;
  location: string;
  /** Data rows read. */
  rows: number;
  /** Rows with a count (a row left blank is not counted). */
  counted: number;
  differences: CountDifference[];
  /** Units the count adds and takes away. */
  unitsUp: number;
  unitsDown: number;
  errors: ImportError[];
}

/** POST /pos/stock/import's answer. */
export interface StockImportResponse {
  success: boolean;
  dryRun: boolean;
  rows: number;
  /** Bins whose units change, and those already at the figure. */
  changed: number;
  unchanged: number;
  /** Bins the file names that the place does not have yet (made by the import). */
  newBins: number;
  errors: ImportError[];
}

export const ONLY_MANAGERS_STOCK = 'Only a manager can count or load stock';
export const UNKNOWN_SKU = 'There is no SKU of this code';
export const UNKNOWN_PLACE = 'There is no place of this code that holds stock';
export const NOT_WHOLE = 'Please write a whole number of units';
export const NOT_NEGATIVE = 'Units cannot be below zero';
export const TOO_MANY_UNITS = 'Up to 100,000 units a row';
export const MAX_UNITS = 100_000;
export const ROW_TWICE = (row: number) => `This SKU and bin are on row ${row} too`;
export const BIN_NOT_AT = (bin: string, place: string) => `Bin ${bin} is not at ${place}`;
export const BIN_NEEDED = 'Write the bin these units are in: units outside a bin can only be counted as they are';
export const BELOW_ALLOCATED = (shortMessage: string) =>
  `${shortMessage}: a count cannot go below what orders have allocated`;
export const NO_ROWS = 'The file has no rows';

export const STOCK_REPORT_CSV_ADDRESS = '/pos/stock/report.csv';
export const countSheetAddress = (location: string) => `/pos/stock/count/${encodeURIComponent(location)}.csv`;
export const countUploadAddress = (location: string) => `/pos/stock/count/${encodeURIComponent(location)}`;
export const STOCK_IMPORT_ADDRESS = '/pos/stock/import';
