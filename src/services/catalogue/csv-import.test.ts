// The catalogue's CSV export and import over a seeded catalogue, on both databases: the export read
// back changes nothing; a changed price, flag or a new product is written with its history; a dry run
// and a file with any error write nothing; each kind of bad file gets row errors, not an exception.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  CATALOGUE_CSV_COLUMNS,
  MISSING_COLUMN,
  NOT_CSV,
  SKU_IN_FILE_TWICE,
  UNKNOWN_COLUMN,
} from '../../contract/catalogue-csv.ts';
import { PRICE_FORMAT } from '../../contract/catalogue.ts';
import {
  PRICE_NOT_NEGATIVE,
  SALE_ABOVE_PRICE,
  SKU_TAKEN,
  UNKNOWN_CATEGORY,
  UNKNOWN_COMPONENT,
} from '../../domain/catalogue-rules.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { testDatabases } from '../../testing/databases.ts';
import { SIGNED_IN } from '../../testing/staff-fixture.ts';
import { catalogueVersion } from './changes.ts';
import { exportCatalogueCsv } from './csv-export.ts';
import { importCatalogue } from './csv-import.ts';

type Row = Record<string, string>;

describe.each(testDatabases())('catalogue CSV on $name', (target) => {
  let handle: DatabaseHandle;
  let exported: string;
  const staff = SIGNED_IN.mere;

  beforeAll(async () => {
    handle = await target.open();
    await seedDatabase(handle.db, { products: 40, now: new Date('2026-11-02T00:00:00Z') });
    exported = await text();
  });
  afterAll(() => handle?.close());

  const text = async () => {
    const chunks: Buffer[] = [];
    for await (const c of exportCatalogueCsv(handle.db)) chunks.push(Buffer.from(c));
    return Buffer.concat(chunks).toString('utf8');
  };
  const rowsOf = (csv: string): Row[] => parse(csv, { columns: true, bom: true });
  const fileOf = (rows: Row[]) => Buffer.from(stringify(rows, { header: true, columns: [...CATALOGUE_CSV_COLUMNS] }));
  const counts = async () => {
    const [h] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from product_history`);
    return { history: h!.n, version: await catalogueVersion(handle.db) };
  };
  const run = (bytes: Buffer, dryRun = false) => importCatalogue(handle.db, staff, bytes, { dryRun });

  it('exports one row per variant, in url order, with the header row', async () => {
    exported = await text();
    const rows = rowsOf(exported);
    const [v] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from product_variants`);
    expect(rows.length).toBe(v!.n);
    expect(Object.keys(rows[0]!)).toEqual([...CATALOGUE_CSV_COLUMNS]);
    const urls = rows.map((r) => r.url!);
    expect(urls).toEqual([...urls].sort());
  });

  it('reads its own export back as every product unchanged and writes nothing', async () => {
    const before = await counts();
    const answer = await run(Buffer.from(exported));
    expect(answer.errors).toEqual([]);
    expect(answer).toMatchObject({ success: true, created: 0, updated: 0, unchanged: 40 });
    expect(answer.rows).toBe(rowsOf(exported).length);
    expect(await counts()).toEqual(before);
  });

  it('checks a changed file on a dry run and writes nothing', async () => {
    const rows = rowsOf(exported);
    rows[0]!.price = '12345.00';
    rows[0]!.msrp = '20000.00';
    rows[0]!.sale_price = '';
    const before = await counts();
    const answer = await run(fileOf(rows), true);
    expect(answer).toMatchObject({ success: true, dryRun: true, updated: 1, unchanged: 39, created: 0 });
    expect(await counts()).toEqual(before);
  });

  it('writes a changed price, a flag and a new product, each with one history entry', async () => {
    const rows = rowsOf(exported);
    const first = rows[0]!;
    first.price = '12345.00';
    first.msrp = '20000.00';
    first.sale_price = '';
    first.default = 'yes';
    for (const r of rows.filter((r) => r.url === first.url)) if (r !== first) r.default = 'no';
    const second = rows.find((r) => r.url !== first.url)!;
    for (const r of rows.filter((r) => r.url === second.url)) r.flags = 'clearance';
    const fresh = {
      ...first,
      url: 'a-new-chair',
      name: 'A new chair',
      sku: 'NEW-CHAIR-1',
      components: '',
      collection: 'Brand New Range',
      tags: 'fresh|chair',
    };
    const before = await counts();
    const answer = await run(fileOf([...rows, fresh]));
    expect(answer.errors).toEqual([]);
    expect(answer).toMatchObject({ success: true, created: 1, updated: 2, unchanged: 38 });
    const after = await counts();
    expect(after.history).toBe(before.history + 3);
    expect(Number(after.version)).toBe(Number(before.version) + 1);
    const [p] = await queryRows<{ retail_cents: number; price_cents: number }>(
      handle.db,
      sql`select v.retail_cents, p.price_cents from product_variants v join products p on p.id = v.product_id where v.sku = ${first.sku}`,
    );
    expect(p).toEqual({ retail_cents: 1234500, price_cents: 1234500 });
    const [c] = await queryRows<{ is_clearance: boolean }>(
      handle.db,
      sql`select is_clearance from products where url = ${second.url}`,
    );
    expect(c!.is_clearance).toBe(true);
    const [n] = await queryRows<{ name: string; collection: string; hits: number }>(
      handle.db,
      sql`select p.name, c.name as collection,
            (select count(*)::int from products q where q.search_tsv @@ plainto_tsquery('english', 'brand new range') and q.id = p.id) as hits
          from products p join collections c on c.id = p.collection_id where p.url = 'a-new-chair'`,
    );
    expect(n).toEqual({ name: 'A new chair', collection: 'Brand New Range', hits: 1 });
    const [h] = await queryRows<{ source: string; fields: string[] }>(
      handle.db,
      sql`select h.source, array(select jsonb_array_elements(h.changes)->>'field') as fields
          from product_history h join products p on p.id = h.product_id where p.url = ${second.url}`,
    );
    expect(h).toEqual({ source: 'import', fields: ['flags'] });
    // The new export reads back unchanged again.
    exported = await text();
    expect(await run(Buffer.from(exported))).toMatchObject({ updated: 0, created: 0, unchanged: 41 });
  });

  const errorsOf = async (bytes: Buffer) => {
    const before = await counts();
    const answer = await run(bytes);
    expect(answer.success).toBe(false);
    expect(await counts()).toEqual(before);
    return answer.errors.map((e) => [e.row, e.column, e.message.split(':')[0]!.replace(/ \([^)]*\)$/, '')]);
  };

  it('writes nothing when any row is wrong, and names each bad cell', async () => {
    const rows = rowsOf(exported);
    rows[0]!.price = '-5';
    rows[1]!.price = 'twelve';
    rows[2]!.sku = rows[3]!.sku!;
    const firstOf = rows.findIndex((r, i) => i > 4 && rows[i - 1]!.url !== r.url);
    for (const r of rows.filter((r) => r.url === rows[firstOf]!.url)) r.categories = 'living/nowhere';
    rows[5]!.components = 'NO-SUCH-SKU×2';
    rows[6]!.sale_price = '999999.00';
    // Another product's SKU (its own rows still list it, so the file repeats it too).
    const other = rows.find((r) => r.url !== rows[7]!.url && r.sku !== rows[3]!.sku)!;
    const taken = { ...rows[7]!, sku: other.sku };
    const errors = await errorsOf(fileOf([...rows, taken]));
    const at = (i: number) => i + 2;
    expect(errors).toEqual(
      expect.arrayContaining([
        [at(0), 'price', PRICE_NOT_NEGATIVE],
        [at(1), 'price', PRICE_FORMAT],
        [at(3), 'sku', SKU_IN_FILE_TWICE],
        [at(firstOf), 'categories', UNKNOWN_CATEGORY],
        [at(5), 'components', UNKNOWN_COMPONENT],
        [at(6), 'sale_price', SALE_ABOVE_PRICE],
        [rows.length + 2, 'sku', SKU_IN_FILE_TWICE],
      ]),
    );
  });

  it('swaps two SKUs between their cells in one file', async () => {
    const rows = rowsOf(await text());
    const byUrl = new Map<string, Row[]>();
    for (const r of rows) byUrl.set(r.url!, [...(byUrl.get(r.url!) ?? []), r]);
    const [url, cells] = [...byUrl].find(([, list]) => list.length >= 2 && list[0]!.y_code !== list[1]!.y_code)!;
    const [a, b] = cells as [Row, Row];
    const swapped = ['x_code', 'x_label', 'y_code', 'y_label', 'y_hex'] as const;
    for (const column of swapped) [a[column], b[column]] = [b[column]!, a[column]!];
    const answer = await run(fileOf(rows));
    expect(answer.errors).toEqual([]);
    expect(answer).toMatchObject({ success: true, updated: 1 });
    const cellOf = async (sku: string) =>
      (await queryRows<{ ysel: string }>(handle.db, sql`select ysel from product_variants where sku = ${sku}`))[0]!
        .ysel;
    expect([await cellOf(a.sku!), await cellOf(b.sku!)]).toEqual([a.y_code, b.y_code]);
    // And back again, which the tests below read as the catalogue they started from.
    const back = await run(Buffer.from(exported));
    expect(back).toMatchObject({ success: true, updated: 1, errors: [] });
    expect([await cellOf(a.sku!), await cellOf(b.sku!)]).toEqual([b.y_code, a.y_code]);
    expect(url).toBeTruthy();
  });

  it('refuses a SKU of another product', async () => {
    const rows = rowsOf(exported);
    const a = rows[0]!;
    const b = rows.find((r) => r.url !== a.url)!;
    const errors = await errorsOf(fileOf([{ ...a, url: 'another-product', sku: b.sku! }]));
    expect(errors).toContainEqual([2, 'sku', SKU_TAKEN]);
  });

  it('names a wrong or missing column on row 1', async () => {
    const rows = rowsOf(exported).map(({ msrp, ...r }) => ({ ...r, prcie: msrp! }));
    const bytes = Buffer.from(stringify(rows, { header: true }));
    const errors = await errorsOf(bytes);
    expect(errors).toEqual(
      expect.arrayContaining([
        [1, 'prcie', UNKNOWN_COLUMN],
        [1, 'msrp', MISSING_COLUMN],
      ]),
    );
  });

  it('answers a file that is not CSV with a row error', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await errorsOf(png)).toEqual([[1, '', NOT_CSV]]);
    expect((await errorsOf(Buffer.from('url,name\n"unclosed,quote\n')))[0]?.[2]).toBe(NOT_CSV);
    expect((await errorsOf(Buffer.from([0xff, 0xfe, 0x41])))[0]?.[2]).toBe(NOT_CSV);
  });

  it('reads a BOM, Windows line ends and quotes inside fields', async () => {
    const rows = rowsOf(exported);
    const mine = rows.filter((r) => r.url === rows[0]!.url);
    for (const r of mine) r.description = 'A "quoted" word, a comma\r\nand a second line';
    const csv = stringify(rows, { header: true, columns: [...CATALOGUE_CSV_COLUMNS], record_delimiter: 'windows' });
    const answer = await run(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]));
    expect(answer.errors).toEqual([]);
    expect(answer).toMatchObject({ updated: 1, unchanged: 40 });
    const [t] = await queryRows<{ description: string }>(
      handle.db,
      sql`select t.description from product_texts t join products p on p.id = t.product_id where p.url = ${rows[0]!.url}`,
    );
    expect(t!.description).toBe('A "quoted" word, a comma\r\nand a second line');
    exported = await text();
    expect(await run(Buffer.from(exported))).toMatchObject({ updated: 0, unchanged: 41 });
  });
});
