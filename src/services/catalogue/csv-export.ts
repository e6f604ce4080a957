// GET /pos/catalogue/export.csv: every product's variants as the file documented in
// docs/catalogue-csv.md, products in url order, read a page of products at a time and streamed through
// csv-stringify so 20,000 products never sit in memory as one text.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { CATALOGUE_CSV_COLUMNS, type CatalogueCsvColumn } from '../../contract/catalogue-csv.ts';
import type { Database } from '../../db/client.ts';
import { type CsvProduct, readCsvProducts } from './csv-catalogue.ts';

const PAGE = 1000;

export type CsvRow = Record<CatalogueCsvColumn, string>;

export const yesNo = (v: boolean) => (v ? 'yes' : 'no');

/** A product's rows, one per variant; the product's own columns repeated on each. */
export function productRows(p: CsvProduct): CsvRow[] {
  const x = new Map(p.xValues.map((o) => [o.code, o]));
  const y = new Map(p.yValues.map((o) => [o.code, o]));
  return p.variants.map((v) => ({
    url: p.url,
    name: p.name,
    collection: p.collection,
    style: p.style,
    tags: p.tags.join('|'),
    categories: p.categories,
    description: p.description,
    flags: p.flags.join('|'),
    shape: p.shape,
    active: yesNo(p.active),
    x_name: p.xName,
    x_code: v.xsel,
    // A cell whose code has no option value (an old row) gets its code as label, so the file reads back.
    x_label: x.get(v.xsel)?.label ?? v.xsel,
    y_name: p.yName,
    y_code: v.ysel,
    y_label: y.get(v.ysel)?.label ?? v.ysel,
    y_hex: y.get(v.ysel)?.hex ?? '',
    sku: v.sku,
    price: v.price,
    sale_price: v.salePrice,
    msrp: v.msrp,
    cbm: v.cbm,
    sku_active: yesNo(v.active),
    default: yesNo(v.isDefault),
    components: v.components.map((c) => `${c.sku}×${c.qty}`).join('|'),
  }));
}

async function* pagesOfRows(db: Database): AsyncGenerator<CsvRow> {
  let after = '';
  for (;;) {
    const page = await readCsvProducts(db, { after, limit: PAGE });
    for (const p of page) yield* productRows(p);
    if (page.length < PAGE) return;
    after = page.at(-1)!.url;
  }
}

/** The file as a stream of UTF-8 text, with its header row. */
export function exportCatalogueCsv(db: Database): Readable {
  return Readable.from(pagesOfRows(db)).pipe(stringify({ header: true, columns: [...CATALOGUE_CSV_COLUMNS] }));
}
