// POST /pos/order-list: the five lists (membership by src/domain/order-status.ts listOf, web orders
// included), every row field, search by No. / Name / Email / Mobile / Address, the staff and branch
// filters, the sort whitelist, paging and its cap. Over POS orders made through the real calls.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../testing/databases.ts';
import { changeOrder, placeListedOrder } from '../../../testing/order-list-fixture.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { insertQuote } from '../../../testing/quote-fixture.ts';
import { EMAILS, STAFF } from '../../../testing/staff-fixture.ts';

describe.each(testDatabases())('POST /pos/order-list ($name)', (target) => {
  const no: Record<string, string> = {};

  const { t, sam } = usePosTestApp(target);
  beforeAll(async () => {
    const db = t.handle.db;
    await insertQuote(db, { orderNo: 'Q1001', staffId: STAFF.staff });
    await insertQuote(db, {
      orderNo: 'Q1002',
      staffId: STAFF.tane,
      firstname: 'Wiremu',
      lastname: 'Tipene',
      email: 'wiremu.tipene@example.co.nz',
      expiryDate: '2026-10-20',
    });
    // Quotes made on 2 November NZ time; a third made later, at another branch.
    await insertQuote(db, { orderNo: 'Q1003', staffId: STAFF.tane, firstname: 'Ngaio', lastname: 'Walker' });
    await db.execute(
      sql`update orders set location = 'CHC', created_at = '2026-11-02T00:40:00Z' where order_no = 'Q1003'`,
    );
    const lamp = [{ sku: 'LAMP-1', qty: 1 }];
    const place = (customer: Record<string, string>, change = {}) =>
      placeListedOrder(t, { browser: sam, staffId: STAFF.staff, lines: lamp, customer }, change);
    no.unpaid = await place({
      firstname: 'Kiri',
      lastname: 'Williams',
      email: 'kiri.williams@example.co.nz',
      mobile: '0215550105',
      address: '5 Karaka Street, Ponsonby, Auckland 1011',
    });
    await changeOrder(db, no.unpaid, { mobile: '021 555 0105' });
    no.cancelled = await place({ firstname: 'Tama', lastname: 'Brown', mobile: '0215550106' }, { status: 'locked' });
    no.web = await place(
      { firstname: 'Olivia', lastname: 'Wilson', email: 'olivia@example.co.nz', mobile: '0225550107' },
      { status: 'paid', channel: 'web', location: 'WEB', staffId: null },
    );
    no.processing = await place(
      { firstname: 'Jack', lastname: 'Taylor', mobile: '0275550108' },
      { status: 'processing' },
    );
    no.expired = await place({ firstname: 'Isla', lastname: 'Henare', mobile: '0215550109' }, { status: 'expired' });
    await changeOrder(db, no.web!, { createdAt: '2026-11-01T20:00:00Z', grandtotalCents: 5_000 });
  });

  const list = async (body: Record<string, unknown>) => {
    const res = await sam.post('/pos/order-list', { filters: { allBranch: true }, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { success: true; total: number; totalCapped: boolean; orders: Record<string, unknown>[] };
  };
  const numbers = async (body: Record<string, unknown>) => (await list(body)).orders.map((o) => o.order_no);

  it('puts each order and quote in the one list listOf names, web orders too, and expired web orders in none', async () => {
    expect((await numbers({ type: 'quote' })).sort()).toEqual(['Q1001', 'Q1003']);
    expect(await numbers({ type: 'e-quote' })).toEqual(['Q1002']);
    expect(await numbers({ type: 'p-order' })).toEqual([no.unpaid]);
    expect(await numbers({ type: 'c-order' })).toEqual([no.cancelled]);
    expect((await numbers({ type: 'order' })).sort()).toEqual([no.processing, no.web].sort());
    for (const type of ['quote', 'e-quote', 'p-order', 'c-order', 'order'])
      expect(await numbers({ type })).not.toContain(no.expired);
  });

  it('answers every row field: a quote with its expiry, bounds and days left, its own lines only', async () => {
    const body = await list({ type: 'quote', search: 'Q1001' });
    expect(body).toEqual({
      success: true,
      total: 1,
      totalCapped: false,
      orders: [
        {
          order_no: 'Q1001',
          createdAt: '2026-11-02T00:30:00.000Z',
          updatedAt: '2026-11-02T00:30:00.000Z',
          expiry_date: '2026-12-02',
          minExpireDate: '2026-11-02',
          maxExpireDate: '2027-01-31',
          expiresIn: 30,
          status: 'pending',
          staff_label: 'Sam Staff',
          staff_email: EMAILS.staff,
          firstname: 'Aroha',
          lastname: 'Ngata',
          mobile: '0215550101',
          email: 'aroha.ngata@example.co.nz',
          items: [
            { qty_ordered: 2, name: 'Aria 3 Seater Sofa' },
            { qty_ordered: 1, name: 'Aria Lounge Bundle' },
          ],
          grandtotal: '4797.00',
          num_comments: 0,
        },
      ],
    });
    const expired = (await list({ type: 'e-quote' })).orders[0]!;
    expect(expired.expiresIn).toBe(-13);
    const web = (await list({ type: 'order', search: no.web })).orders[0]!;
    expect(web).toMatchObject({
      order_no: no.web,
      expiry_date: null,
      minExpireDate: null,
      maxExpireDate: null,
      expiresIn: null,
      status: 'paid',
      staff_label: '',
      staff_email: '',
      grandtotal: '50.00',
      items: [{ qty_ordered: 1, name: expect.any(String) }],
    });
  });

  it('finds by No., name, email, mobile and address: partial, any case, mobile by its digits', async () => {
    const find = (search: string, type = 'p-order') => numbers({ type, search });
    expect(await find(no.unpaid!.slice(-4))).toEqual([no.unpaid]);
    expect(await find('kIrI')).toEqual([no.unpaid]);
    expect(await find('Kiri Williams')).toEqual([no.unpaid]);
    expect(await find('williams kiri')).toEqual([no.unpaid]);
    expect(await find('KIRI.WILLIAMS@EXAMPLE')).toEqual([no.unpaid]);
    expect(await find('0215550105')).toEqual([no.unpaid]);
    expect(await find('021 555 0105')).toEqual([no.unpaid]);
    expect(await find('555 0105')).toEqual([no.unpaid]);
    expect(await find('karaka street')).toEqual([no.unpaid]);
    expect(await find('ponsonby')).toEqual([no.unpaid]);
    expect(await find('Tipene', 'e-quote')).toEqual(['Q1002']);
    // Wildcards are plain characters.
    expect(await find('%')).toEqual([]);
    expect(await find('_')).toEqual([]);
    const none = await list({ type: 'p-order', search: 'nobody at all' });
    expect(none).toEqual({ success: true, total: 0, totalCapped: false, orders: [] });
  });

  it('filters by staff (an id from get-staffs, or part of a name) and by the signed-in branch unless All branch', async () => {
    const staffs = (await sam.post('/pos/get-staffs', {})).json().staffs as { id: number; firstname: string }[];
    const tane = staffs.find((s) => s.id === STAFF.tane)!;
    expect(await numbers({ type: 'quote', filters: { staff: tane.id, allBranch: true } })).toEqual(['Q1003']);
    expect(await numbers({ type: 'quote', filters: { staff: String(STAFF.staff), allBranch: true } })).toEqual([
      'Q1001',
    ]);
    expect(await numbers({ type: 'e-quote', filters: { staff: tane.firstname.toUpperCase(), allBranch: 1 } })).toEqual([
      'Q1002',
    ]);
    expect(await numbers({ type: 'quote', filters: { staff: 'nobody', allBranch: true } })).toEqual([]);
    // Sam's branch is AKL: the CHC quote and the web order are not in his branch's lists.
    expect(await numbers({ type: 'quote', filters: { allBranch: false } })).toEqual(['Q1001']);
    expect(await numbers({ type: 'order', filters: { allBranch: 0 } })).toEqual([no.processing]);
    expect(await numbers({ type: 'order', filters: {} })).toEqual([no.processing]);
    // After a change of branch, the branch's lists follow.
    expect((await sam.get('/pos/change-branch/CHC')).statusCode).toBe(200);
    expect(await numbers({ type: 'quote', filters: { allBranch: false } })).toEqual(['Q1003']);
    expect((await sam.get('/pos/change-branch/AKL')).statusCode).toBe(200);
  });

  it('sorts by a whitelisted column either way; anything else is newest first; pages are capped at 100 rows', async () => {
    expect(await numbers({ type: 'order', sort: 'grandtotal', direction: 'asc' })).toEqual([no.web, no.processing]);
    expect(await numbers({ type: 'order', sort: 'grandtotal', direction: 'desc' })).toEqual([no.processing, no.web]);
    expect(await numbers({ type: 'order', sort: 'createdAt', direction: 'asc' })).toEqual([no.web, no.processing]);
    expect(await numbers({ type: 'quote', sort: 'name', direction: 'asc' })).toEqual(['Q1001', 'Q1003']);
    expect(await numbers({ type: 'quote', sort: 'order_no', direction: 'desc' })).toEqual(['Q1003', 'Q1001']);
    for (const sort of ['updatedAt', 'expiry_date', 'staff', 'status'])
      expect((await numbers({ type: 'quote', sort })).sort()).toEqual(['Q1001', 'Q1003']);
    // Not a column: newest first, whatever the direction.
    for (const sort of ['id; drop table orders', 'grandtotal_cents', '__proto__', 'constructor'])
      expect(await numbers({ type: 'quote', sort, direction: 'asc' })).toEqual(['Q1003', 'Q1001']);
    const first = await list({ type: 'quote', pageSize: 1, page: 1 });
    const second = await list({ type: 'quote', pageSize: '1', page: '2' });
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...first.orders, ...second.orders].map((o) => o.order_no)).toEqual(['Q1003', 'Q1001']);
    expect((await list({ type: 'quote', page: 9 })).orders).toEqual([]);
    expect((await list({ type: 'quote', pageSize: 999 })).orders).toHaveLength(2);
    expect((await list({ type: 'quote', pageSize: 0 })).orders).toHaveLength(2);
  });

  it('counts a list and a search up to 200 rows, and says when it has more', async () => {
    await t.handle.db.execute(
      sql`insert into orders (order_no, kind, status, location, firstname, subtotal_cents, grandtotal_cents, tax_cents, created_at)
        select 'CAP' || g, 'order', 'locked', 'CHC', 'Capri', 100, 100, 13, '2026-01-01T00:00:00Z'::timestamptz + g * interval '1 minute'
        from generate_series(1, 1001) as g`,
    );
    const many = await list({ type: 'c-order' });
    expect([many.total, many.totalCapped, many.orders.length]).toEqual([200, true, 10]);
    const some = await list({ type: 'c-order', search: 'CAP100' });
    expect([some.total, some.totalCapped]).toEqual([3, false]);
    expect((await list({ type: 'c-order', filters: { allBranch: false } })).totalCapped).toBe(false);
    // A search counts up to 200; past that, the page is read off the sort index and is still in order.
    const broad = await list({ type: 'c-order', search: 'capri', sort: 'order_no', direction: 'asc', page: 2 });
    expect([broad.total, broad.totalCapped]).toEqual([200, true]);
    expect(broad.orders.map((o) => o.order_no)).toEqual(
      Array.from({ length: 1001 }, (_, i) => `CAP${i + 1}`)
        .sort()
        .slice(10, 20),
    );
    // Two words, and a No. with its letters: the walk tests every word on each entry, in the list's order.
    const twoWords = await list({ type: 'c-order', search: 'ap capri', sort: 'createdAt', direction: 'asc', page: 3 });
    expect([twoWords.total, twoWords.orders.map((o) => o.order_no)]).toEqual([
      200,
      Array.from({ length: 10 }, (_, i) => `CAP${21 + i}`),
    ]);
    const byNo = await list({ type: 'c-order', search: 'capri cap1', sort: 'createdAt', direction: 'desc' });
    expect([byNo.total, byNo.orders[0]!.order_no, byNo.orders[1]!.order_no]).toEqual([113, 'CAP1001', 'CAP1000']);
    // Every sortable column sorts a few matches too.
    for (const sort of ['order_no', 'createdAt', 'updatedAt', 'expiry_date', 'grandtotal', 'name', 'staff', 'status'])
      expect((await list({ type: 'c-order', search: 'cap100', sort, direction: 'asc' })).total, sort).toBe(3);
    const narrow = await list({ type: 'c-order', search: 'cap99', sort: 'order_no', direction: 'desc' });
    expect([narrow.total, narrow.totalCapped]).toEqual([11, false]);
    expect(narrow.orders.map((o) => o.order_no)).toEqual(
      ['CAP99', ...Array.from({ length: 10 }, (_, i) => `CAP99${i}`)].sort().reverse().slice(0, 10),
    );
    await t.handle.db.execute(sql`delete from orders where order_no like 'CAP%'`);
  });

  it('refuses a request that is not one (422) and answers 401 without a staff session', async () => {
    for (const body of [
      { type: 'orders' },
      { type: 'quote', page: 'x' },
      { type: 'quote', direction: 'up' },
      { type: 'quote', search: 'x'.repeat(101) },
    ]) {
      const res = await sam.post('/pos/order-list', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().success).toBe(false);
    }
    const anon = await t.browser();
    expect((await anon.post('/pos/order-list', { type: 'quote' })).statusCode).toBe(401);
  });
});
