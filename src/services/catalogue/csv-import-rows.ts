// Reading an import file (docs/catalogue-csv.md) into products: csv-parse does the CSV (a BOM, Windows
// line ends, quoted fields with commas, quotes and line breaks inside), this checks the headers and
// each cell, groups the rows by product url and applies the rules between a product's fields
// (domain/catalogue-rules.ts). What needs the database (categories, SKUs of other products, bundle
// components) is checked by csv-import.ts. A row number is the record's: 1 the header row, 2 the first
// product row, as a spreadsheet numbers them.
import { parse } from 'csv-parse/sync';
import {
  MAX_NAME,
  MAX_PRODUCT_DESCRIPTION,
  MAX_PRODUCT_URL,
  MAX_SKU,
  MAX_TAGS,
  PRICE_FORMAT,
  CBM_FORMAT,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  PRODUCT_FLAGS,
  PRODUCT_URL_FORMAT,
  SKU_FORMAT,
  DESCRIPTION_TOO_LONG,
  type ProductFlag,
} from '../../contract/catalogue.ts';
import {
  BAD_COMPONENTS,
  BAD_FLAG,
  BAD_YES_NO,
  CATALOGUE_CSV_COLUMNS,
  CELL_DIFFERS,
  type CatalogueCsvColumn,
  type ImportError,
  MISSING_COLUMN,
  NOT_CSV,
  PRODUCT_COLUMNS,
  SKU_IN_FILE_TWICE,
  UNKNOWN_COLUMN,
} from '../../contract/catalogue-csv.ts';
import { UNKNOWN_SHAPE, variantProblems } from '../../domain/catalogue-rules.ts';
import { PRODUCT_SHAPES } from '../../domain/product-images.ts';
import { type CsvProduct, cbmText, dollarsText } from './csv-catalogue.ts';
import type { CsvRow } from './csv-export.ts';

/** A product as the file gives it, with the rows it came from. */
export interface FileProduct extends CsvProduct {
  firstRow: number;
  /** Each variant's row, in the variants' order. */
  variantRows: number[];
  /** Its rows had errors: checked against the catalogue still (to list every error), never written. */
  faulty: boolean;
}

export interface ReadFile {
  rows: number;
  products: FileProduct[];
  errors: ImportError[];
}

const URL_PATTERN = new RegExp(`^[a-z0-9][a-z0-9-]{0,${MAX_PRODUCT_URL - 1}}$`);
const SKU_PATTERN = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._/-]{0,${MAX_SKU - 1}}$`);
const MONEY = /^-?\d{1,7}(\.\d{1,2})?$/;
const CBM = /^\d{1,4}(\.\d{1,3})?$/;
const CODE = /^[a-z0-9-]{1,40}$/;
const HEX = /^#[0-9a-fA-F]{6}$/;
const SHAPES = new Set<string>(PRODUCT_SHAPES);
const FLAGS = new Set<string>(PRODUCT_FLAGS);
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** The file's records as rows by column, or the errors that stop it being read at all. */
export function parseCatalogueCsv(bytes: Buffer): { rows: { row: number; cells: CsvRow }[]; errors: ImportError[] } {
  const notCsv = (message = NOT_CSV) => ({ rows: [], errors: [{ row: 1, column: '', message }] });
  // A picture or a spreadsheet's own format is not text: csv-parse would read it as one odd column.
  if (bytes.includes(0)) return notCsv();
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return notCsv(`${NOT_CSV}: save it as CSV UTF-8`);
  }
  let records: string[][];
  try {
    records = parse(bytes, { bom: true, skip_empty_lines: true, relax_column_count: false, encoding: 'utf8' });
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    return { rows: [], errors: [{ row: line ?? 1, column: '', message: `${NOT_CSV}: ${(err as Error).message}` }] };
  }
  const header = records[0];
  if (!header) return notCsv('The file is empty');
  const errors: ImportError[] = [];
  const names = header.map((h) => h.trim());
  names.forEach((name) => {
    if (!(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name))
      errors.push({ row: 1, column: name, message: UNKNOWN_COLUMN });
  });
  for (const column of CATALOGUE_CSV_COLUMNS)
    if (!names.includes(column)) errors.push({ row: 1, column, message: MISSING_COLUMN });
  if (errors.length) return { rows: [], errors };
  const rows = records.slice(1).map((record, i) => {
    const cells = {} as CsvRow;
    names.forEach((name, j) => {
      cells[name as CatalogueCsvColumn] = record[j] ?? '';
    });
    return { row: i + 2, cells };
  });
  return { rows, errors };
}

/** Reads and checks a file's products; every problem found is an error of its row and column. */
export function readCatalogueFile(bytes: Buffer): ReadFile {
  const parsed = parseCatalogueCsv(bytes);
  const errors = [...parsed.errors];
  const groups = new Map<string, { row: number; cells: CsvRow }[]>();
  for (const r of parsed.rows) {
    const url = r.cells.url.trim();
    if (!URL_PATTERN.test(url)) {
      errors.push({ row: r.row, column: 'url', message: PRODUCT_URL_FORMAT });
      continue;
    }
    const group = groups.get(url) ?? [];
    group.push(r);
    groups.set(url, group);
  }
  const skuRows = new Map<string, number>();
  const products: FileProduct[] = [];
  for (const [url, rows] of groups) {
    products.push(readProduct(url, rows, errors, skuRows));
  }
  return { rows: parsed.rows.length, products, errors };
}

function readProduct(
  url: string,
  rows: { row: number; cells: CsvRow }[],
  errors: ImportError[],
  skuRows: Map<string, number>,
): FileProduct {
  const before = errors.length;
  const first = rows[0]!;
  const fail = (row: number, column: string, message: string) => errors.push({ row, column, message });
  // The product's columns: from its first row; a later row leaves them empty or repeats them.
  for (const r of rows.slice(1))
    for (const column of PRODUCT_COLUMNS) {
      const value = r.cells[column].trim();
      if (value !== '' && value !== first.cells[column].trim()) fail(r.row, column, CELL_DIFFERS);
    }
  const cell = (column: CatalogueCsvColumn) => first.cells[column].trim();
  const yesNo = (row: number, column: CatalogueCsvColumn, value: string): boolean => {
    const v = value.trim().toLowerCase();
    if (YES.has(v)) return true;
    if (!NO.has(v)) fail(row, column, BAD_YES_NO);
    return false;
  };

  const name = cell('name');
  if (name === '') fail(first.row, 'name', NAME_REQUIRED);
  else if (name.length > MAX_NAME) fail(first.row, 'name', NAME_TOO_LONG);
  const description = first.cells.description;
  if (description.length > MAX_PRODUCT_DESCRIPTION) fail(first.row, 'description', DESCRIPTION_TOO_LONG);
  const tags = [...new Set(splitList(cell('tags')))];
  if (tags.length > MAX_TAGS || tags.some((t) => t.length > 60))
    fail(first.row, 'tags', `At most ${MAX_TAGS} tags of at most 60 characters, separated by |`);
  const flags: ProductFlag[] = [];
  for (const f of splitList(cell('flags').toLowerCase())) {
    if (!FLAGS.has(f)) fail(first.row, 'flags', BAD_FLAG);
    else if (!flags.includes(f as ProductFlag)) flags.push(f as ProductFlag);
  }
  flags.sort((a, b) => PRODUCT_FLAGS.indexOf(a) - PRODUCT_FLAGS.indexOf(b));
  const shape = cell('shape');
  if (!SHAPES.has(shape)) fail(first.row, 'shape', UNKNOWN_SHAPE);
  const categories = cell('categories');
  if (!/^[a-z0-9-]+\/[a-z0-9-]+(\/[a-z0-9-]+)?$/.test(categories))
    fail(first.row, 'categories', 'Write the room, type and kind as their addresses: living/sofas/sofa-beds');

  const product: FileProduct = {
    id: 0,
    url,
    name,
    collection: cell('collection'),
    style: cell('style'),
    tags,
    categories,
    description,
    flags,
    shape,
    active: yesNo(first.row, 'active', cell('active')),
    xName: cell('x_name'),
    yName: cell('y_name'),
    xValues: [],
    yValues: [],
    variants: [],
    firstRow: first.row,
    variantRows: [],
    faulty: false,
  };
  if (product.collection.length > 120) fail(first.row, 'collection', 'A collection name can be at most 120 characters');
  if (product.style.length > 120) fail(first.row, 'style', 'A style name can be at most 120 characters');
  if (product.xName.length > 40) fail(first.row, 'x_name', 'An option name can be at most 40 characters');
  if (product.yName.length > 40) fail(first.row, 'y_name', 'An option name can be at most 40 characters');

  for (const r of rows) {
    const c = (column: CatalogueCsvColumn) => r.cells[column].trim();
    const xsel = optionCell(r.row, 'x', c('x_code'), c('x_label'), '', product.xValues, fail);
    const ysel = optionCell(r.row, 'y', c('y_code'), c('y_label'), c('y_hex'), product.yValues, fail);
    const sku = c('sku');
    if (!SKU_PATTERN.test(sku)) fail(r.row, 'sku', SKU_FORMAT);
    else {
      const seen = skuRows.get(sku.toUpperCase());
      if (seen !== undefined) fail(r.row, 'sku', `${SKU_IN_FILE_TWICE} (row ${seen})`);
      else skuRows.set(sku.toUpperCase(), r.row);
    }
    const money = (column: 'price' | 'sale_price' | 'msrp', optional: boolean) => {
      const v = c(column);
      if (optional && v === '') return '';
      if (!MONEY.test(v)) {
        fail(r.row, column, PRICE_FORMAT);
        return '0.00';
      }
      return dollarsText(Math.round(Number(v) * 100));
    };
    const cbm = c('cbm');
    if (!CBM.test(cbm)) fail(r.row, 'cbm', CBM_FORMAT);
    const components = readComponents(c('components'));
    if (!components) fail(r.row, 'components', BAD_COMPONENTS);
    product.variants.push({
      id: 0,
      sku,
      xsel,
      ysel,
      price: money('price', false),
      salePrice: money('sale_price', true),
      msrp: money('msrp', false),
      cbm: CBM.test(cbm) ? cbmText(cbm) : '0.000',
      active: yesNo(r.row, 'sku_active', c('sku_active')),
      isDefault: yesNo(r.row, 'default', c('default')),
      components: components ?? [],
    });
    product.variantRows.push(r.row);
  }
  // One default cell: the one marked, else the first active one (the editor's rule), else the first.
  const marked = product.variants.filter((v) => v.isDefault);
  if (marked.length > 1)
    fail(
      product.variantRows[product.variants.indexOf(marked[1]!)]!,
      'default',
      'Only one SKU of a product can be the default',
    );
  else if (marked.length === 0 && product.variants.length > 0)
    (product.variants.find((v) => v.active) ?? product.variants[0]!).isDefault = true;
  const columnOf: Record<string, CatalogueCsvColumn> = {
    price: 'price',
    salePrice: 'sale_price',
    msrp: 'msrp',
    sku: 'sku',
    xsel: 'x_code',
    ysel: 'y_code',
  };
  for (const p of variantProblems(product.variants, { x: product.xValues, y: product.yValues })) {
    const [, at, field] = p.field.split('.');
    const column = field === 'components' ? 'components' : (columnOf[field ?? ''] ?? field ?? '');
    // A SKU twice in one product is already the file's duplicate SKU error.
    if (column === 'sku') continue;
    fail(product.variantRows[Number(at)] ?? first.row, column, p.message);
  }
  product.faulty = errors.length > before;
  return product;
}

/** An option value of a row: '' on an unused axis; the same code must carry the same label everywhere. */
function optionCell(
  row: number,
  axis: 'x' | 'y',
  code: string,
  label: string,
  hex: string,
  values: { code: string; label: string; hex: string | null }[],
  fail: (row: number, column: string, message: string) => void,
): string {
  if (code === '' && label === '' && hex === '') return '';
  if (!CODE.test(code)) {
    fail(row, `${axis}_code`, 'An option code has lower-case letters, digits and - (at most 40)');
    return code;
  }
  if (label === '' || label.length > 80) fail(row, `${axis}_label`, 'Please name the value (at most 80 characters)');
  if (hex !== '' && !HEX.test(hex)) fail(row, 'y_hex', 'A swatch is a colour like #a0522d');
  const known = values.find((v) => v.code === code);
  if (!known) values.push({ code, label, hex: hex === '' ? null : hex.toLowerCase() });
  else if (known.label !== label) fail(row, `${axis}_label`, CELL_DIFFERS);
  else if ((known.hex ?? '') !== hex.toLowerCase()) fail(row, 'y_hex', CELL_DIFFERS);
  return code;
}

function splitList(text: string): string[] {
  return text
    .split('|')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** 'ABC-1×2|ABC-2×1' (× or x); null when it does not read. */
function readComponents(text: string): { sku: string; qty: number }[] | null {
  const list: { sku: string; qty: number }[] = [];
  for (const part of splitList(text)) {
    const m = /^(.+?)\s*[×xX*]\s*(\d{1,2})$/.exec(part);
    if (!m || !SKU_PATTERN.test(m[1]!.trim()) || Number(m[2]) < 1) return null;
    list.push({ sku: m[1]!.trim(), qty: Number(m[2]) });
  }
  return list;
}
