// The catalogue's CSV calls over HTTP, on both databases: any staff member exports (a header row, CSV,
// an attachment); only managers and admins import (403), the import needs the anti-forgery header
// (419), a file over 50 MB is the 413 envelope, and a dry run or a bad file writes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CSV_COLUMNS, NO_FILE } from '../../../contract/catalogue-csv.ts';
import { ONLY_MANAGERS_CATALOGUE } from '../../../contract/catalogue.ts';
import { UNKNOWN_CATEGORY } from '../../../domain/catalogue-rules.ts';
import { queryRows } from '../../../db/rows.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type Browser, type PosTestApp, openPosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS } from '../../../testing/staff-fixture.ts';

const BOUNDARY = 'kauri-test-boundary';

/** A multipart/form-data body: the `file` part (when given) and plain fields. */
function multipart(file: Buffer | null, fields: Record<string, string> = {}) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="c.csv"\r\ncontent-type: text/csv\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

const row = (cells: Partial<Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>>) =>
  CATALOGUE_CSV_COLUMNS.map((c) => cells[c] ?? '').join(',');
const header = CATALOGUE_CSV_COLUMNS.join(',');
const aProduct = row({
  url: 'a-chair',
  name: 'A chair',
  categories: 'nowhere/at-all',
  shape: 'armchair',
  active: 'yes',
  sku: 'CHAIR-1',
  price: '100.00',
  msrp: '120.00',
  cbm: '0.500',
  sku_active: 'yes',
  default: 'yes',
});

describe.each(testDatabases())('catalogue CSV calls ($name)', (target) => {
  let t: PosTestApp;
  let mere: Browser;
  let sam: Browser;
  let visitor: Browser;

  beforeAll(async () => {
    t = await openPosTestApp(target);
    [mere, sam, visitor] = [
      await t.staffBrowser(EMAILS.manager),
      await t.staffBrowser(EMAILS.staff),
      await t.browser(),
    ];
  });
  afterAll(() => t?.close());

  const upload = (
    b: Browser,
    file: Buffer | null,
    fields: Record<string, string> = {},
    url = '/pos/catalogue/import',
  ) => {
    const { payload, headers } = multipart(file, fields);
    return b.send({ method: 'POST', url, payload, headers: { ...headers, 'x-csrf-token': b.token } });
  };
  const written = async () =>
    (await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int as n from product_history`))[0]!.n;

  it('exports the header row as CSV to any staff member, and asks a visitor to sign in', async () => {
    const res = await sam.get('/pos/catalogue/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-/);
    expect(res.body.split('\n')[0]).toBe(header);
    expect((await visitor.get('/pos/catalogue/export.csv', { accept: 'application/json' })).statusCode).toBe(401);
  });

  it("reads the fixture catalogue's own export back as unchanged", async () => {
    const file = Buffer.from((await sam.get('/pos/catalogue/export.csv')).body);
    const res = await upload(mere, file);
    expect(res.json()).toMatchObject({ success: true, created: 0, updated: 0, errors: [] });
    expect(res.json().unchanged).toBeGreaterThan(0);
    expect(await written()).toBe(0);
  });

  it('lets only a manager import, and refuses an import without the anti-forgery header', async () => {
    const staff = await upload(sam, Buffer.from(`${header}\n${aProduct}\n`));
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({ success: false, msg: ONLY_MANAGERS_CATALOGUE });
    const { payload, headers } = multipart(Buffer.from(`${header}\n${aProduct}\n`));
    const forged = await mere.send({ method: 'POST', url: '/pos/catalogue/import', payload, headers });
    expect(forged.statusCode).toBe(419);
    expect(await written()).toBe(0);
  });

  it('answers a bad file with its row errors, on a dry run (field or query) and a real one', async () => {
    const file = Buffer.from(`${header}\r\n${aProduct}\r\n`);
    for (const [fields, url] of [
      [{ dryRun: '1' }, '/pos/catalogue/import'],
      [{}, '/pos/catalogue/import?dryRun=1'],
      [{}, '/pos/catalogue/import'],
    ] as const) {
      const res = await upload(mere, file, fields, url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: false,
        rows: 1,
        errors: [{ row: 2, column: 'categories', message: UNKNOWN_CATEGORY }],
      });
    }
    expect(await written()).toBe(0);
  });

  it('asks for a file when none is sent', async () => {
    const res = await upload(mere, null, { dryRun: '1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, msg: NO_FILE });
  });

  it('refuses a file over 50 MB with the 413 envelope', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 10, 'a');
    const res = await upload(mere, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false });
    expect(await written()).toBe(0);
  });
});
