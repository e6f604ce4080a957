// Stocktakes and the report on the seeded shop, on both databases: the report's figures are its stock
// rows' and purchase-order lines', the count sheet holds each SKU's on-hand units bin by bin, a count
// matching the sheet changes nothing, and the same counted file applied twice at once (on PostgreSQL
// really at once) changes the bins once, with the ledger adding up after. docs/stock-csv.md names
// every column.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_SHEET_COLUMNS, STOCK_IMPORT_COLUMNS, STOCK_REPORT_COLUMNS } from '../../contract/stocktake.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { openSeededShop } from '../../testing/checkout-fixture.ts';
import { testDatabases } from '../../testing/databases.ts';
import { SIGNED_IN } from '../../testing/staff-fixture.ts';
import { ledgerOutOfStep } from '../stock/stock.service.ts';
import { createStocktake, type Stocktake } from './stocktake.service.ts';

const text = async (stream: Readable) => {
  let out = '';
  for await (const chunk of stream) out += chunk;
  return out;
};
const records = (csv: string) => parse(csv, { columns: true }) as Record<string, string>[];

describe.each(testDatabases())('stocktakes on the seeded shop ($name)', (target) => {
  let handle: DatabaseHandle;
  let stocktake: Stocktake;
  let changes = 0;
  const mere = { ...SIGNED_IN.mere, id: 2 };

  beforeAll(async () => {
    handle = await openSeededShop(target, 40);
    stocktake = createStocktake(handle.db, { changed: () => changes++ });
  });
  afterAll(() => handle?.close());

  it('reports each place’s figures from its stock rows and its open purchase orders', async () => {
    const report = await stocktake.report(SIGNED_IN.sam, { location: '', q: '', page: 1 });
    const expected = await queryRows<{ code: string; on_hand: number; alloc: number; on_order: number }>(
      handle.db,
      sql`select l.code, coalesce((select sum(on_hand) from stock where location_code = l.code), 0)::int as on_hand,
            coalesce((select sum(alloc) from stock where location_code = l.code), 0)::int as alloc,
            coalesce((select sum(pl.qty) from purchase_order_lines pl join purchase_orders po on po.id = pl.purchase_order_id
              where po.status = 'open' and po.location_code = l.code), 0)::int as on_order
          from locations l where l.is_physical order by l.sort_order, l.code`,
    );
    expect(
      report.places.map((p) => ({ code: p.code, on_hand: p.onHand, alloc: p.allocated, on_order: p.onOrder })),
    ).toEqual(expected);
    expect(report.places.some((p) => p.onOrder > 0)).toBe(true);
    expect(report.place).toBeNull();

    const dc1 = await stocktake.report(SIGNED_IN.sam, { location: 'DC1', q: '', page: 1 });
    const all = records(await text(await stocktake.reportCsv(SIGNED_IN.sam, 'DC1')));
    expect(dc1.place?.total).toBe(all.length);
    expect(dc1.place?.skus).toHaveLength(Math.min(50, all.length));
    expect(all.reduce((n, r) => n + Number(r.on_order), 0)).toBe(report.places.find((p) => p.code === 'DC1')?.onOrder);
    expect(all.reduce((n, r) => n + Number(r.on_hand), 0)).toBe(report.places.find((p) => p.code === 'DC1')?.onHand);
  });

  it('puts every on-hand unit of a place on its count sheet, bin by bin', async () => {
    const { csv } = await stocktake.countSheet(mere, 'AKL');
    const rows = records(await text(csv));
    expect(Object.keys(rows[0]!)).toEqual([...COUNT_SHEET_COLUMNS]);
    const bySku = new Map<string, number>();
    for (const r of rows) bySku.set(r.sku!, (bySku.get(r.sku!) ?? 0) + Number(r.expected));
    const onHand = await queryRows<{ sku: string; on_hand: number }>(
      handle.db,
      sql`select v.sku, s.on_hand from stock s join product_variants v on v.id = s.variant_id
          where s.location_code = 'AKL' and s.on_hand > 0`,
    );
    expect(Object.fromEntries(bySku)).toEqual(Object.fromEntries(onHand.map((r) => [r.sku, Number(r.on_hand)])));
    expect(rows.every((r) => r.counted === '')).toBe(true);
  });

  it('finds no difference in a count that matches the sheet, and applies a changed one once when sent twice at once', async () => {
    const { csv } = await stocktake.countSheet(mere, 'AKL');
    const rows = records(await text(csv)).filter((r) => r.bin !== '');
    const file = (count: (r: Record<string, string>, i: number) => number) =>
      Buffer.from(['sku,bin,counted', ...rows.map((r, i) => `${r.sku},${r.bin},${count(r, i)}`)].join('\n'));
    const same = await stocktake.count(
      mere,
      'AKL',
      file((r) => Number(r.expected)),
      false,
    );
    expect(same).toMatchObject({ success: true, differences: [], counted: rows.length });

    // Two found units in each of the first three bins' rows.
    const ledgerRows = async () =>
      Number((await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from stock_ledger`))[0]!.n);
    const before = await ledgerRows();
    const found = file((r, i) => Number(r.expected) + (i < 3 ? 2 : 0));
    const answers = await Promise.all([
      stocktake.count(mere, 'AKL', found, false),
      stocktake.count(mere, 'AKL', found, false),
    ]);
    expect(answers.every((a) => a.success)).toBe(true);
    expect(answers.map((a) => a.unitsUp).sort()).toEqual([0, 6]);
    expect(await ledgerRows()).toBe(before + 3);
    expect(await ledgerOutOfStep(handle.db)).toEqual([]);
    expect(changes).toBeGreaterThan(0);
  });
});

describe('docs/stock-csv.md', () => {
  it('names every column of the stock files', () => {
    const doc = readFileSync(new URL('../../../docs/stock-csv.md', import.meta.url), 'utf8');
    for (const column of [...STOCK_REPORT_COLUMNS, ...COUNT_SHEET_COLUMNS, ...STOCK_IMPORT_COLUMNS])
      expect(doc).toContain(`| \`${column}\` |`);
  });
});
