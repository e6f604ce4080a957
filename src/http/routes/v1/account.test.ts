// The wishlist toggle, cart content's wishitems, My Wishlist, My Details and the order history over
// HTTP, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the toggle's four answers (not signed in,
// ADD, DEL, ADD from the cart taking the line out), an unknown sku, two toggles at once, each My
// Details rule in the checkout's words, and nobody sees another shopper's orders.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { CHECKOUT_RULES } from '../../../domain/checkout-rules.ts';
import { PRODUCT_NOT_FOUND } from '../../../services/cart/refusal.ts';
import { type CartTestApp, type Shopper, openCartTestApp } from '../../../testing/cart-app.ts';
import { testDatabases } from '../../../testing/databases.ts';

const ruleWords = (field: string) => CHECKOUT_RULES.filter((r) => r.field === field).map((r) => r.message);

const GOOD_DETAILS = {
  firstname: 'Pita',
  lastname: 'Ngata',
  organisation: 'Ngata Whānau Trust',
  mobile: '0211234567',
  address: '12 Queen Street, Auckland Central, Auckland',
  zip: '1010',
  baddress: '',
  useSameAddress: 1,
  newsletter: 1,
};

describe.each(testDatabases())('the shopper account calls on $name', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await openCartTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function pita(): Promise<Shopper> {
    const s = await t.shopper();
    await s.signIn(1);
    return s;
  }
  const listed = async (userId: number) =>
    (
      await queryRows<{ sku: string }>(
        t.handle.db,
        sql`select v.sku from wishlist_items w join product_variants v on v.id = w.variant_id where w.user_id = ${userId} order by v.sku`,
      )
    ).map((r) => r.sku);
  const clear = () => t.handle.db.execute(sql`delete from wishlist_items`);

  it('answers login 0 to a visitor and changes nothing', async () => {
    await clear();
    const s = await t.shopper();
    const res = await s.post('/v1/wishlist/toggle', { sku: 'P-LAMP' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, login: 0, datalayer_ga4: null });
    expect(String(res.headers['cache-control'])).toContain('no-store');
    const none = await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int as n from wishlist_items`);
    expect(none[0]!.n).toBe(0);
  });

  it('ADD then DEL for a signed-in shopper, with the GA4 add_to_wishlist event', async () => {
    await clear();
    const s = await pita();
    const add = await s.post('/v1/wishlist/toggle', { sku: 'P-SOFA' });
    expect(add.json()).toMatchObject({ success: true, login: 1, action: 'ADD' });
    expect(add.json().datalayer_ga4).toMatchObject({
      event: 'add_to_wishlist',
      ecommerce: {
        currency: 'NZD',
        value: 1299,
        items: [{ item_id: 'SOFA-CHA', item_name: 'Aria 3 Seater Sofa', price: 1299 }],
      },
    });
    // A card names the product; its default variant is kept.
    expect(await listed(1)).toEqual(['SOFA-CHA']);
    const del = await s.post('/v1/wishlist/toggle', { sku: 'P-SOFA' });
    expect(del.json()).toEqual({ success: true, login: 1, action: 'DEL', datalayer_ga4: null });
    expect(await listed(1)).toEqual([]);
  });

  it('from the cart page an ADD also takes the line out of the cart', async () => {
    await clear();
    const s = await pita();
    await s.post('/v1/cart/add', { sku: 'SOFA-OAT', qty: 1 });
    await s.post('/v1/cart/add', { sku: 'LAMP-1', qty: 2 });
    const res = await s.post('/v1/wishlist/toggle', { sku: 'SOFA-OAT', cart: 1 });
    expect(res.json()).toMatchObject({ login: 1, action: 'ADD', itemcount: 2 });
    expect(await listed(1)).toEqual(['SOFA-OAT']);
    const content = (await s.get('/v1/cart/content')).json();
    expect(content.cartItems.map((i: { sku: string }) => i.sku)).toEqual(['LAMP-1']);
    // The product's heart is filled too, since one of its variants is listed.
    expect(content.wishitems).toEqual(['P-SOFA', 'SOFA-OAT']);
    await s.post('/v1/cart/remove', { sku: 'LAMP-1' });
  });

  it('Move to Wishlist on an item already listed keeps it listed and takes it out of the cart', async () => {
    await clear();
    const s = await pita();
    await s.post('/v1/wishlist/toggle', { sku: 'SOFA-OAT' });
    await s.post('/v1/cart/add', { sku: 'SOFA-OAT', qty: 1 });
    await s.post('/v1/cart/add', { sku: 'LAMP-1', qty: 2 });
    const res = await s.post('/v1/wishlist/toggle', { sku: 'SOFA-OAT', cart: 1 });
    expect(res.json()).toMatchObject({ login: 1, action: 'ADD', itemcount: 2 });
    expect(await listed(1)).toEqual(['SOFA-OAT']);
    const content = (await s.get('/v1/cart/content')).json();
    expect(content.cartItems.map((i: { sku: string }) => i.sku)).toEqual(['LAMP-1']);
    // The heart elsewhere still toggles: a second press off the cart page takes it off the list.
    expect((await s.post('/v1/wishlist/toggle', { sku: 'SOFA-OAT' })).json().action).toBe('DEL');
    await s.post('/v1/cart/remove', { sku: 'LAMP-1' });
  });

  it('refuses an unknown or hidden sku with 404', async () => {
    const s = await pita();
    for (const sku of ['NOPE-1', 'HIDDEN-1']) {
      const res = await s.post('/v1/wishlist/toggle', { sku });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, msg: PRODUCT_NOT_FOUND });
    }
    expect((await s.post('/v1/wishlist/toggle', { sku: '' })).statusCode).toBe(422);
    // Without the anti-forgery header: refused before anything else.
    expect((await s.post('/v1/wishlist/toggle', { sku: 'P-LAMP' }, { 'x-csrf-token': 'nope' })).statusCode).toBe(419);
  });

  it('two toggles at once keep one row and no error', async () => {
    await clear();
    const a = await pita();
    const b = await pita();
    const answers = await Promise.all([
      a.post('/v1/wishlist/toggle', { sku: 'LAMP-1' }),
      b.post('/v1/wishlist/toggle', { sku: 'LAMP-1' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    // Together (PostgreSQL) both insert, one wins on the unique index: ADD, ADD, one row. One after
    // the other (PGlite runs one at a time) the second takes it off: ADD, DEL, no row. Never two rows.
    const actions = answers.map((r) => r.json().action).sort();
    expect([
      ['ADD', 'ADD'],
      ['ADD', 'DEL'],
    ]).toContainEqual(actions);
    expect(await listed(1)).toEqual(actions.includes('DEL') ? [] : ['LAMP-1']);
  });

  it('cart content lists the signed-in shopper’s wishitems, and none for anyone else', async () => {
    await clear();
    const s = await pita();
    await s.post('/v1/wishlist/toggle', { sku: 'P-LAMP' });
    await s.post('/v1/wishlist/toggle', { sku: 'BED-K-OAK' });
    expect((await s.get('/v1/cart/content')).json().wishitems).toEqual(['BED-K-OAK', 'LAMP-1', 'P-BED', 'P-LAMP']);
    const visitor = await t.shopper();
    expect((await visitor.get('/v1/cart/content')).json().wishitems).toEqual([]);
    const mere = await t.shopper();
    await mere.signIn(2);
    expect((await mere.get('/v1/cart/content')).json().wishitems).toEqual([]);
    // My Wishlist: the newest first, as cards; a visitor is asked to sign in.
    const page = (await s.get('/v1/account/wishlist')).json();
    expect(page.login).toBe(1);
    expect(page.items.map((c: { sku: string }) => c.sku)).toEqual(['P-BED', 'P-LAMP']);
    expect((await visitor.get('/v1/account/wishlist')).json()).toEqual({ success: true, login: 0, items: [] });
  });

  it('saves My Details and reads them back', async () => {
    const s = await pita();
    const saved = await s.post('/v1/account/details', { ...GOOD_DETAILS, useSameAddress: 0, baddress: 'PO Box 1' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().details).toEqual({
      ...GOOD_DETAILS,
      email: 'pita@kauri.test',
      baddress: 'PO Box 1',
      useSameAddress: 0,
    });
    const again = await s.post('/v1/account/details', GOOD_DETAILS);
    expect(again.json().details).toMatchObject({ useSameAddress: 1, baddress: '', newsletter: 1 });
    expect((await s.get('/v1/account/details')).json().details).toMatchObject({ firstname: 'Pita', zip: '1010' });
  });

  it('refuses My Details in the checkout rules’ own words, writing nothing', async () => {
    const s = await pita();
    await s.post('/v1/account/details', GOOD_DETAILS);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: ' ' }, ruleWords('firstname')[0]!],
      [{ lastname: '' }, ruleWords('lastname')[0]!],
      [{ mobile: '' }, ruleWords('mobile')[0]!],
      [{ mobile: '021 abc' }, ruleWords('mobile')[1]!],
      [{ address: '' }, ruleWords('address')[0]!],
      [{ zip: '12' }, ruleWords('zip')[0]!],
      [{ useSameAddress: 0, baddress: '' }, ruleWords('baddress')[0]!],
    ];
    for (const [change, words] of cases) {
      const res = await s.post('/v1/account/details', { ...GOOD_DETAILS, lastname: 'Changed', ...change });
      expect(res.statusCode, words).toBe(422);
      expect(res.json()).toMatchObject({ success: false, msg: words });
    }
    expect((await s.get('/v1/account/details')).json().details.lastname).toBe('Ngata');
    const visitor = await t.shopper();
    expect((await visitor.post('/v1/account/details', GOOD_DETAILS)).statusCode).toBe(401);
    expect((await visitor.get('/v1/account/details')).statusCode).toBe(401);
  });

  it('the order history shows one’s own orders only, with their lines and figures', async () => {
    const db = t.handle.db;
    const order = async (no: string, userId: number | null, kind = 'order') => {
      const [o] = await queryRows<{ id: number }>(
        db,
        sql`insert into orders (order_no, kind, status, user_id, firstname, lastname, email, mobile, shipping_address,
            subtotal_cents, shipping_cents, assembly_cents, rubbish_cents, coupon_discount_cents, grandtotal_cents, tax_cents)
          values (${no}, ${kind}, 'paid', ${userId}, 'Pita', 'Ngata', 'pita@kauri.test', '021', '12 Queen St',
            8900, 4900, 0, 2500, 1000, 15300, 1996) returning id`,
      );
      await db.execute(
        sql`insert into order_items (order_id, variant_id, sku, name, qty_ordered, each_price_inc_cents, row_price_inc_cents)
          values (${o!.id}, 3, 'LAMP-1', 'Tui Table Lamp', 1, 8900, 8900)`,
      );
    };
    await order('W100001', 1);
    await order('W100002', 2);
    await order('W100003', null);
    await order('Q100004', 1, 'quote');
    const s = await pita();
    const mine = (await s.get('/v1/account/orders')).json().orders;
    expect(mine.map((o: { order_no: string }) => o.order_no)).toEqual(['W100001']);
    expect(mine[0]).toMatchObject({
      status: 'paid',
      subtotal_inc: '89.00',
      shipping_cost: '49.00',
      assembly_cost: '0.00',
      rubbish_cost: '25.00',
      total_discount: '10.00',
      grandtotal: '153.00',
      total_tax: '19.96',
      items: [
        {
          id: expect.any(Number),
          sku: 'LAMP-1',
          name: 'Tui Table Lamp',
          qty_ordered: 1,
          each_price_inc: '89.00',
          group_code: -1,
        },
      ],
    });
    expect(mine[0].nztime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const mere = await t.shopper();
    await mere.signIn(2);
    expect((await mere.get('/v1/account/orders')).json().orders.map((o: { order_no: string }) => o.order_no)).toEqual([
      'W100002',
    ]);
    expect((await (await t.shopper()).get('/v1/account/orders')).statusCode).toBe(401);
  });
});
