// The lists read which list an orders row is in from columns PostgreSQL keeps (`list_group`,
// `quote_expiry`, migration 0016); src/domain/order-status.ts `listOf` says the same in TypeScript. Every
// kind and status, and quotes with and without their own expiry date, on both databases: the two agree,
// and a row's column follows it when its status changes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { listOf } from '../../domain/order-status.ts';
import { testDatabases } from '../../testing/databases.ts';

const TODAY = '2026-11-25';
const STATUSES = ['pending', 'processing', 'paid', 'completed', 'locked', 'expired', 'declined'];

describe.each(testDatabases())('the list columns of orders ($name)', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    let n = 0;
    const add = (kind: string, status: string, expiry: string | null, created = '2026-11-20T03:00:00Z') =>
      handle.db.execute(
        sql`insert into orders (order_no, kind, status, channel, location, firstname, lastname, email, mobile,
              shipping_address, subtotal_cents, grandtotal_cents, tax_cents, expiry_date, created_at)
            values (${`T${++n}`}, ${kind}, ${status}, 'pos', 'AKL', 'Aroha', 'Ngata', 'aroha@example.co.nz',
              '0215550101', '1 Karaka Street', 100, 100, 13, ${expiry}::date, ${created}::timestamptz)`,
      );
    for (const status of STATUSES) await add('order', status, null);
    await add('quote', 'pending', '2026-12-01');
    await add('quote', 'pending', '2026-11-24');
    // Saved before quotes kept an expiry: 14 days from creation day in New Zealand (21 Nov there).
    await add('quote', 'pending', null, '2026-11-20T12:30:00Z');
    await add('quote', 'pending', null, '2026-11-01T00:00:00Z');
  });
  afterAll(() => handle?.close());

  const rows = () =>
    queryRows<{
      kind: 'order' | 'quote';
      status: string;
      expiry_date: string | null;
      list_group: string | null;
      quote_expiry: string | null;
      search_text: string;
    }>(
      handle.db,
      sql`select kind, status, expiry_date::text as expiry_date, list_group, quote_expiry::text as quote_expiry, search_text
          from orders order by id`,
    );
  const listOfColumns = (r: { list_group: string | null; quote_expiry: string | null }) =>
    r.list_group === 'quote' ? (r.quote_expiry! < TODAY ? 'e-quote' : 'quote') : r.list_group;

  it('puts every row in the list listOf names', async () => {
    const all = await rows();
    expect(all).toHaveLength(STATUSES.length + 4);
    for (const r of all) {
      const expected = listOf({ kind: r.kind, status: r.status, expiryDate: r.expiry_date ?? r.quote_expiry }, TODAY);
      expect([r.kind, r.status, r.expiry_date, listOfColumns(r)]).toEqual([r.kind, r.status, r.expiry_date, expected]);
    }
    expect(all.filter((r) => r.kind === 'quote').map((r) => r.quote_expiry)).toEqual([
      '2026-12-01',
      '2026-11-24',
      '2026-12-05',
      '2026-11-15',
    ]);
    expect(all[0]!.search_text).toBe('aroha ngata aroha@example.co.nz 1 karaka street');
  });

  it('moves a row to its new list when its status changes', async () => {
    await handle.db.execute(sql`update orders set status = 'locked' where order_no = 'T1'`);
    const [row] = await queryRows<{ list_group: string }>(
      handle.db,
      sql`select list_group from orders where order_no = 'T1'`,
    );
    expect(row!.list_group).toBe('c-order');
  });
});
