// The catalogue's CSV file (GET /pos/catalogue/export.csv, POST /pos/catalogue/import): one row per
// variant, these headers in this order. docs/catalogue-csv.md is the reference; the export writes
// them, the import requires them and a test checks the document lists them.

export const CATALOGUE_CSV_COLUMNS = [
  'url',
  'name',
  'collection',
  'style',
  'tags',
  'categories',
  'description',
  'flags',
  'shape',
  'active',
  'x_name',
  'x_code',
  'x_label',
  'y_name',
  'y_code',
  'y_label',
  'y_hex',
  'sku',
  'price',
  'sale_price',
  'msrp',
  'cbm',
  'sku_active',
  'default',
  'components',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** The columns that describe the product: repeated on each of its rows (or left empty after the first). */
export const PRODUCT_COLUMNS: readonly CatalogueCsvColumn[] = [
  'name',
  'collection',
  'style',
  'tags',
  'categories',
  'description',
  'flags',
  'shape',
  'active',
  'x_name',
  'y_name',
];

/** The answer carries every error; the screen shows the first ones. */
export const ERRORS_SHOWN = 100;

export interface ImportError {
  /** The file's line of the row: 1 is the header row, 2 the first data row. */
  row: number;
  column: string;
  message: string;
}

/** POST /pos/catalogue/import's answer (a refused file also answers this, with success false). */
export interface CatalogueImportResponse {
  success: boolean;
  dryRun: boolean;
  /** Data rows read. */
  rows: number;
  /** Products: added, changed, left as they were. */
  created: number;
  updated: number;
  unchanged: number;
  errors: ImportError[];
}

export const NOT_CSV = 'The file is not a CSV file this import can read';
export const NO_FILE = 'Please choose a CSV file';
export const UNKNOWN_COLUMN = 'This column is not one of the catalogue’s columns';
export const MISSING_COLUMN = 'This column is missing';
export const CELL_DIFFERS = 'This product’s rows disagree: give the value on its first row only, or the same on each';
export const SKU_IN_FILE_TWICE = 'This SKU is on another row of the file';
export const BAD_FLAG = 'Flags are new, deal, bundle, ready, clearance, sale separated by |';
export const BAD_YES_NO = 'Please write yes or no';
export const BAD_COMPONENTS = 'Components are SKU×quantity separated by |, e.g. ABC-1×2|ABC-2×1';

/** Outside the route table (contract/routes.ts's header): one answers CSV, the other takes a file. */
export const CATALOGUE_EXPORT_ADDRESS = '/pos/catalogue/export.csv';
export const CATALOGUE_IMPORT_ADDRESS = '/pos/catalogue/import';
