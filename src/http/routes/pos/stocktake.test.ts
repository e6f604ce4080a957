// The stock CSV calls over HTTP, on both databases, on a shop with no stock yet: the first load (dry run,
// row errors, bins made, the ledger's 'opening' rows), the report against the stock rows, a place's
// count sheet, the counted file's differences and row errors, applying it twice (the second changes
// nothing), a count below what orders have allocated, and who may do what. A refused file writes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_COLUMN, NO_FILE } from '../../../contract/catalogue-csv.ts';
import {
  BIN_NEEDED,
  COUNT_SHEET_COLUMNS,
  NOT_NEGATIVE,
  NOT_WHOLE,
  ONLY_MANAGERS_STOCK,
  ROW_TWICE,
  STOCK_REPORT_COLUMNS,
  TOO_MANY_UNITS,
  UNKNOWN_PLACE,
  UNKNOWN_SKU,
} from '../../../contract/stocktake.ts';
import { queryRows } from '../../../db/rows.ts';
import { BAD_BIN_CODE, ledgerOutOfStep } from '../../../services/stock/stock.service.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type Browser, type PosTestApp, openPosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS, SIGNED_IN } from '../../../testing/staff-fixture.ts';

const BOUNDARY = 'kauri-stock-boundary';

function multipart(file: Buffer | null, fields: Record<string, string> = {}) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="s.csv"\r\ncontent-type: text/csv\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

const OPENING = [
  'sku,place,bin,on_hand',
  'SOFA-CHA,AKL,A-01,3',
  'SOFA-CHA,AKL,FLOOR,1',
  'lamp-1,akl,a-02,10',
  'LAMP-1,CHC,B-01,5',
  'BED-Q-OAK,DC1,R-1,4',
].join('\n');

describe.each(testDatabases())('stock CSV calls ($name)', (target) => {
  let t: PosTestApp;
  let mere: Browser;
  let sam: Browser;
  let visitor: Browser;

  beforeAll(async () => {
    t = await openPosTestApp(target);
    // A shop before its first load: no units anywhere, so the ledger (empty) adds up.
    await t.handle.db.execute(sql`update stock set free = 0, clr = 0, alloc = 0, nons = 0, on_hand = 0`);
    [mere, sam, visitor] = [
      await t.staffBrowser(EMAILS.manager),
      await t.staffBrowser(EMAILS.staff),
      await t.browser(),
    ];
  });
  afterAll(() => t?.close());

  const upload = (b: Browser, url: string, file: Buffer | string | null, fields: Record<string, string> = {}) => {
    const { payload, headers } = multipart(typeof file === 'string' ? Buffer.from(file) : file, fields);
    return b.send({ method: 'POST', url, payload, headers: { ...headers, 'x-csrf-token': b.token } });
  };
  const written = async () => {
    const [row] = await queryRows<{ ledger: number; bins: number; units: number }>(
      t.handle.db,
      sql`select (select count(*) from stock_ledger)::int as ledger, (select count(*) from bins)::int as bins,
            (select coalesce(sum(on_hand), 0) from stock)::int as units`,
    );
    return row!;
  };
  const stockAt = async (sku: string, place: string) => {
    const [row] = await queryRows<{ free: number; alloc: number; on_hand: number }>(
      t.handle.db,
      sql`select s.free, s.alloc, s.on_hand from stock s join product_variants v on v.id = s.variant_id
          where v.sku = ${sku} and s.location_code = ${place}`,
    );
    return row && { free: Number(row.free), alloc: Number(row.alloc), onHand: Number(row.on_hand) };
  };

  it('lets only a manager load or count stock, and asks a visitor to sign in', async () => {
    const before = await written();
    for (const url of ['/pos/stock/import', '/pos/stock/count/AKL']) {
      const res = await upload(sam, url, OPENING);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, msg: ONLY_MANAGERS_STOCK });
      expect((await upload(visitor, url, OPENING)).statusCode).toBe(401);
      // Without the anti-forgery header.
      const { payload, headers } = multipart(Buffer.from(OPENING));
      expect((await mere.send({ method: 'POST', url, payload, headers })).statusCode).toBe(419);
    }
    expect((await sam.get('/pos/stock/count/AKL.csv')).statusCode).toBe(403);
    expect((await visitor.get('/pos/stock/report.csv', { accept: 'application/json' })).statusCode).toBe(401);
    expect(await written()).toEqual(before);
  });

  it('refuses a load without a file, and answers every bad row with its line, writing nothing', async () => {
    const before = await written();
    expect((await upload(mere, '/pos/stock/import', null)).json()).toMatchObject({ success: false, msg: NO_FILE });
    const missing = await upload(mere, '/pos/stock/import', 'sku,place,bin\nSOFA-CHA,AKL,A-01\n');
    expect(missing.json()).toMatchObject({
      success: false,
      errors: [{ row: 1, column: 'on_hand', message: MISSING_COLUMN }],
    });
    const bad = [
      'sku,place,bin,on_hand',
      'NOPE-1,AKL,A-01,1',
      'SOFA-CHA,ZZZ,A-01,1',
      'SOFA-CHA,WEB,A-01,1',
      'SOFA-CHA,AKL,bad bin!,1',
      'SOFA-CHA,AKL,A-01,1.5',
      'SOFA-CHA,AKL,A-01,-2',
      'SOFA-CHA,AKL,A-01,9999999',
      'SOFA-CHA,AKL,A-09,1',
      'sofa-cha,akl,a-09,2',
      'SOFA-CHA,AKL,A-10,',
    ].join('\n');
    for (const fields of [{ dryRun: '1' }, {}] as Record<string, string>[]) {
      const res = await upload(mere, '/pos/stock/import', bad, fields);
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(false);
      expect(res.json().errors).toEqual([
        { row: 2, column: 'sku', message: UNKNOWN_SKU },
        { row: 3, column: 'place', message: UNKNOWN_PLACE },
        { row: 4, column: 'place', message: UNKNOWN_PLACE },
        { row: 5, column: 'bin', message: BAD_BIN_CODE },
        { row: 6, column: 'on_hand', message: NOT_WHOLE },
        { row: 7, column: 'on_hand', message: NOT_NEGATIVE },
        { row: 8, column: 'on_hand', message: TOO_MANY_UNITS },
        { row: 10, column: 'sku', message: ROW_TWICE(9) },
        { row: 11, column: 'on_hand', message: NOT_WHOLE },
      ]);
    }
    const picture = await upload(mere, '/pos/stock/import', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]));
    expect(picture.json().success).toBe(false);
    expect(await written()).toEqual(before);
  });

  it('checks a first load on a dry run, then loads it into new bins, with the ledger adding up', async () => {
    const dry = await upload(mere, '/pos/stock/import?dryRun=1', OPENING);
    expect(dry.json()).toMatchObject({ success: true, dryRun: true, rows: 5, changed: 5, unchanged: 0, newBins: 5 });
    expect((await written()).ledger).toBe(0);
    const res = await upload(mere, '/pos/stock/import', OPENING);
    expect(res.json()).toMatchObject({
      success: true,
      dryRun: false,
      changed: 5,
      unchanged: 0,
      newBins: 5,
      errors: [],
    });
    expect(await stockAt('SOFA-CHA', 'AKL')).toEqual({ free: 4, alloc: 0, onHand: 4 });
    expect(await stockAt('LAMP-1', 'AKL')).toEqual({ free: 10, alloc: 0, onHand: 10 });
    expect(await stockAt('LAMP-1', 'CHC')).toEqual({ free: 5, alloc: 0, onHand: 5 });
    expect(await stockAt('BED-Q-OAK', 'DC1')).toEqual({ free: 4, alloc: 0, onHand: 4 });
    const kinds = await queryRows<{ kind: string; n: number }>(
      t.handle.db,
      sql`select kind, count(*)::int as n from stock_ledger group by kind`,
    );
    expect(kinds).toEqual([{ kind: 'opening', n: 5 }]);
    expect(await ledgerOutOfStep(t.handle.db)).toEqual([]);
    // The same file again: every bin is at its figure already.
    const again = await upload(mere, '/pos/stock/import', OPENING);
    expect(again.json()).toMatchObject({ success: true, changed: 0, unchanged: 5, newBins: 0 });
    expect((await written()).ledger).toBe(5);
  });

  it('reports each place’s totals from its stock rows, and a place’s SKUs, searchable, as a page and CSV', async () => {
    const report = await t.services.stocktake.report(SIGNED_IN.sam, { location: 'akl', q: '', page: 1 });
    const sums = await queryRows<{ code: string; free: number; alloc: number; on_hand: number }>(
      t.handle.db,
      sql`select l.code, coalesce(sum(s.free), 0)::int as free, coalesce(sum(s.alloc), 0)::int as alloc,
            coalesce(sum(s.on_hand), 0)::int as on_hand
          from locations l left join stock s on s.location_code = l.code where l.is_physical group by l.code order by l.code`,
    );
    expect(
      report.places
        .map((p) => ({ code: p.code, free: p.free, alloc: p.allocated, on_hand: p.onHand }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    ).toEqual(sums);
    // The fixture's open purchase order PO1 (10 × SOFA-OAT) is delivered to DC1, the default place.
    expect(report.places.find((p) => p.code === 'DC1')?.onOrder).toBe(10);
    expect(report.places.find((p) => p.code === 'AKL')?.onOrder).toBe(0);
    expect(report.place?.skus.map((s) => [s.sku, s.onHand, s.bins])).toEqual([
      ['LAMP-1', 10, 'A-02 (10)'],
      ['SOFA-CHA', 4, 'A-01 (3), FLOOR (1)'],
    ]);
    const searched = await t.services.stocktake.report(SIGNED_IN.sam, { location: 'AKL', q: 'sofa', page: 1 });
    expect(searched.place?.skus.map((s) => s.sku)).toEqual(['SOFA-CHA']);
    const dc1 = await t.services.stocktake.report(SIGNED_IN.sam, { location: 'DC1', q: '', page: 1 });
    expect(dc1.place?.skus.map((s) => [s.sku, s.onHand, s.onOrder])).toEqual([
      ['BED-Q-OAK', 4, 0],
      ['SOFA-OAT', 0, 10],
    ]);

    const csv = await sam.get('/pos/stock/report.csv?location=AKL');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(STOCK_REPORT_COLUMNS.join(','));
    expect(lines.slice(1)).toEqual([
      'AKL,LAMP-1,Tui Table Lamp,10,0,0,0,10,0,A-02 (10)',
      expect.stringMatching(/^AKL,SOFA-CHA,/),
    ]);
    const all = await sam.get('/pos/stock/report.csv');
    expect(all.body.trim().split('\n')).toHaveLength(1 + 5);
    expect((await sam.get('/pos/stock/report.csv?location=NOWHERE')).statusCode).toBe(404);
  });

  it('exports a place’s count sheet: a row per bin holding units, with counted empty', async () => {
    const res = await mere.get('/pos/stock/count/AKL.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="count-AKL-/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(COUNT_SHEET_COLUMNS.join(','));
    expect(lines.slice(1).map((l) => l.replace(/,[^,]*,/, ',_,'))).toEqual([
      'SOFA-CHA,_,A-01,3,',
      'LAMP-1,_,A-02,10,',
      'SOFA-CHA,_,FLOOR,1,',
    ]);
    expect((await mere.get('/pos/stock/count/ZZZ.csv')).statusCode).toBe(404);
    expect((await mere.get('/pos/stock/count/AKL.txt')).statusCode).toBe(404);
  });

  it('answers a counted file’s bad rows by line, writing nothing', async () => {
    const before = await written();
    const bad = [
      'sku,name,bin,expected,counted',
      'NOPE,,A-01,0,1',
      'SOFA-CHA,,B-01,0,1',
      'SOFA-CHA,,A-01,3,x',
      'SOFA-CHA,,A-01,3,-1',
      'SOFA-CHA,,A-01,3,2',
      'SOFA-CHA,,a-01,3,2',
      'LAMP-1,,,0,4',
      'LAMP-1,,A-02,10,',
    ].join('\n');
    const res = await upload(mere, '/pos/stock/count/AKL', bad);
    expect(res.json()).toMatchObject({ success: false, rows: 8, counted: 7 });
    expect(res.json().errors).toEqual([
      { row: 2, column: 'sku', message: UNKNOWN_SKU },
      { row: 3, column: 'bin', message: 'Bin B-01 is not at Auckland – Mt Wellington' },
      { row: 4, column: 'counted', message: NOT_WHOLE },
      { row: 5, column: 'counted', message: NOT_NEGATIVE },
      { row: 7, column: 'sku', message: ROW_TWICE(6) },
      { row: 8, column: 'bin', message: BIN_NEEDED },
    ]);
    const missing = await upload(mere, '/pos/stock/count/AKL', 'sku,bin\nSOFA-CHA,A-01\n');
    expect(missing.json().errors).toEqual([{ row: 1, column: 'counted', message: MISSING_COLUMN }]);
    expect((await upload(mere, '/pos/stock/count/ZZZ', 'sku,bin,counted\n')).statusCode).toBe(404);
    expect((await upload(mere, '/pos/stock/count/AKL', null)).statusCode).toBe(422);
    expect(await written()).toEqual(before);
  });

  it('shows a count’s differences, applies them once, and applying the same file again changes nothing', async () => {
    const sheet = (await mere.get('/pos/stock/count/AKL.csv')).body.trim().split('\n');
    // Counted: A-01 has 2 sofas (one short), A-02 has 12 lamps, FLOOR as expected.
    const counted = [sheet[0], `${sheet[1]}2`, `${sheet[2]}12`, `${sheet[3]}1`].join('\n');
    const dry = await upload(mere, '/pos/stock/count/AKL', counted, { dryRun: '1' });
    expect(dry.json()).toMatchObject({
      success: true,
      dryRun: true,
      counted: 3,
      unitsUp: 2,
      unitsDown: 1,
      differences: [
        { row: 2, sku: 'SOFA-CHA', bin: 'A-01', expected: 3, counted: 2, difference: -1 },
        { row: 3, sku: 'LAMP-1', bin: 'A-02', expected: 10, counted: 12, difference: 2 },
      ],
    });
    expect(await stockAt('SOFA-CHA', 'AKL')).toMatchObject({ onHand: 4 });
    const applied = await upload(mere, '/pos/stock/count/AKL', counted);
    expect(applied.json()).toMatchObject({ success: true, dryRun: false, unitsUp: 2, unitsDown: 1 });
    expect(await stockAt('SOFA-CHA', 'AKL')).toEqual({ free: 3, alloc: 0, onHand: 3 });
    expect(await stockAt('LAMP-1', 'AKL')).toEqual({ free: 12, alloc: 0, onHand: 12 });
    const ledger = (await written()).ledger;
    const twice = await upload(mere, '/pos/stock/count/AKL', counted);
    expect(twice.json()).toMatchObject({ success: true, differences: [], unitsUp: 0, unitsDown: 0 });
    expect((await written()).ledger).toBe(ledger);
    const rows = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from stock_ledger where kind = 'counted' and staff_id is not null`,
    );
    expect(rows[0]!.n).toBe(2);
    expect(await ledgerOutOfStep(t.handle.db)).toEqual([]);
  });

  it('refuses a count below what the place has allocated to orders, on that row', async () => {
    // Two of the three sofas at Auckland promised to an order (with their ledger row).
    await t.handle.db.execute(sql`update stock set free = free - 2, alloc = alloc + 2
      where location_code = 'AKL' and variant_id = (select id from product_variants where sku = 'SOFA-CHA')`);
    await t.handle.db.execute(sql`insert into stock_ledger (variant_id, location_code, kind, on_hand_change, allocated_change)
      select id, 'AKL', 'allocated', 0, 2 from product_variants where sku = 'SOFA-CHA'`);
    const before = await written();
    const counted = 'sku,bin,counted\nSOFA-CHA,A-01,0\nSOFA-CHA,FLOOR,1\n';
    for (const fields of [{ dryRun: '1' }, {}] as Record<string, string>[]) {
      const res = await upload(mere, '/pos/stock/count/AKL', counted, fields);
      expect(res.json()).toMatchObject({
        success: false,
        errors: [
          {
            row: 2,
            column: 'counted',
            message: 'AKL only has 1 stock: a count cannot go below what orders have allocated',
          },
        ],
      });
    }
    expect(await written()).toEqual(before);
    // Counting one fewer is within the free unit.
    const fine = await upload(mere, '/pos/stock/count/AKL', 'sku,bin,counted\nSOFA-CHA,A-01,1\n');
    expect(fine.json()).toMatchObject({ success: true, unitsDown: 1 });
    expect(await stockAt('SOFA-CHA', 'AKL')).toEqual({ free: 0, alloc: 2, onHand: 2 });
    expect(await ledgerOutOfStep(t.handle.db)).toEqual([]);
  });
});
