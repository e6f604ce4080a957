// The POS menu's calls: customer search, select (binds the customer to the POS cart, remembers them
// as recent), clear (the checkout's Clear Customer), both also on a quote's cart, load the customer's
// online cart, change-menu and change-branch.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { insertQuote } from '../../../testing/quote-fixture.ts';
import { EMAILS, STAFF } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { usePosTestApp, signInShopper } from '../../../testing/pos-app.ts';

interface PosCart {
  id: number;
  user_id: number | null;
  branch: string;
  firstname: string;
  lastname: string;
  company: string;
  email: string;
  mobile: string;
  address: string;
  zip: string;
  baddress: string;
  use_same_address: boolean;
}

describe.each(testDatabases())('POS menu calls ($name)', (target) => {
  const { t, sam } = usePosTestApp(target);

  const posCarts = (staffId: number) =>
    queryRows<PosCart>(
      t.handle.db,
      sql`select * from carts where kind = 'pos' and staff_id = ${staffId} and status = 'open' order by id`,
    );

  it('finds customers by name, email or mobile, ten by default', async () => {
    const byName = await sam.get('/pos/cus-search/aroha%20ng');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual({
      success: true,
      users: [
        {
          id: 3,
          firstname: 'Aroha',
          lastname: 'Ngata',
          organisation: 'Harbour Dental',
          numQuotes: 0,
          mobile: '021 555 0101',
          email: 'aroha.ngata@example.co.nz',
          acquisition: '',
        },
      ],
    });
    expect((await sam.get('/pos/cus-search/example')).json().users).toHaveLength(10);
    expect((await sam.get('/pos/cus-search/example?limit=3')).json().users).toHaveLength(3);
    expect((await sam.get('/pos/cus-search/example?limit=50')).json().users).toHaveLength(12);
    expect((await sam.get('/pos/cus-search/0215550106')).json().users.map((u: { id: number }) => u.id)).toEqual([8]);
    expect((await sam.get('/pos/cus-search/555%200106')).json().users.map((u: { id: number }) => u.id)).toEqual([8]);
    expect((await sam.get("/pos/cus-search/o'conn")).json().users.map((u: { lastname: string }) => u.lastname)).toEqual(
      ["O'Connor"],
    );
    expect((await sam.get('/pos/cus-search/tipene?filter=email')).json().users).toHaveLength(1);
    expect((await sam.get('/pos/cus-search/tipene?filter=mobile')).json().users).toEqual([]);
  });

  it('answers an empty list when nothing matches (the screen says No results)', async () => {
    expect((await sam.get('/pos/cus-search/zzzzqqq')).json()).toEqual({ success: true, users: [] });
    expect((await sam.get('/pos/cus-search/')).json()).toEqual({ success: true, users: [] });
    // LIKE wildcards are plain characters.
    expect((await sam.get('/pos/cus-search/%25')).json().users).toEqual([]);
    expect((await sam.get('/pos/cus-search/_')).json().users).toEqual([]);
  });

  it('counts the quotes of a customer', async () => {
    await t.handle.db.execute(sql`insert into orders (order_no, kind, user_id, subtotal_cents, grandtotal_cents, tax_cents)
      values ('Q-T1', 'quote', 4, 100, 100, 13), ('Q-T2', 'quote', 4, 100, 100, 13), ('O-T3', 'order', 4, 100, 100, 13)`);
    expect((await sam.get('/pos/cus-search/tipene')).json().users[0].numQuotes).toBe(2);
  });

  it('refuses a bad limit or filter with 422', async () => {
    for (const q of ['limit=0', 'limit=51', 'limit=abc', 'filter=address']) {
      const res = await sam.get(`/pos/cus-search/example?${q}`);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 422 });
      expect(res.json().success).toBe(false);
    }
    // Longer than Fastify's 100-character path parameter: no route matches, so 404.
    const long = await sam.get(`/pos/cus-search/${'a'.repeat(101)}`);
    expect([404, 422]).toContain(long.statusCode);
    expect(long.json().success).toBe(false);
  });

  it("binds the selected customer to the salesperson's POS cart and remembers them as recent", async () => {
    expect((await sam.get('/pos/get-recent-customers/')).json()).toEqual({ success: true, users: [] });
    const res = await sam.get('/pos/cus-select/3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [cart, ...more] = await posCarts(STAFF.staff);
    expect(more).toEqual([]);
    expect(cart).toMatchObject({
      user_id: 3,
      branch: 'AKL',
      firstname: 'Aroha',
      lastname: 'Ngata',
      company: 'Harbour Dental',
      email: 'aroha.ngata@example.co.nz',
      mobile: '021 555 0101',
      address: '1 Jervois Road, Herne Bay, Auckland 1011',
      zip: '1011',
      baddress: '1 Queen Street, Auckland 1010',
      use_same_address: false,
    });
    t.clock.advance(1000);
    expect((await sam.get('/pos/cus-select/4')).json()).toEqual({ success: true });
    const [again] = await posCarts(STAFF.staff);
    expect(again).toMatchObject({ id: cart!.id, user_id: 4, firstname: 'Wiremu', company: '', use_same_address: true });
    const recent = (await sam.get('/pos/get-recent-customers')).json().users;
    expect(recent.map((u: { id: number }) => u.id)).toEqual([4, 3]);
    expect(recent[0]).toEqual({
      id: 4,
      firstname: 'Wiremu',
      lastname: 'Tipene',
      organisation: '',
      numQuotes: 2,
      mobile: '021 555 0102',
      email: 'wiremu.tipene@example.co.nz',
      acquisition: '',
    });
    // Recent customers are each salesperson's own.
    const mere = await t.staffBrowser(EMAILS.manager);
    expect((await mere.get('/pos/get-recent-customers/')).json().users).toEqual([]);
  });

  it("keeps a bound customer's email whatever the page sends, and takes one again once cleared", async () => {
    const mere = await t.staffBrowser(EMAILS.manager);
    expect((await mere.get('/pos/cus-select/3')).statusCode).toBe(200);
    const basic = (email: string) => ({
      cart: { email, firstname: 'Aroha' },
      useSameAddress: 1,
      useAutoShippingCost: 1,
    });
    expect((await mere.post('/pos/cart/updateBasic', basic('someone.else@example.com'))).statusCode).toBe(200);
    const [bound] = await posCarts(STAFF.manager);
    expect(bound).toMatchObject({ user_id: 3, email: 'aroha.ngata@example.co.nz', firstname: 'Aroha' });
    expect((await mere.get('/pos/cus-clear/')).statusCode).toBe(200);
    expect((await mere.post('/pos/cart/updateBasic', basic('walk.in@example.com'))).statusCode).toBe(200);
    const [cleared] = await posCarts(STAFF.manager);
    expect(cleared).toMatchObject({ user_id: null, email: 'walk.in@example.com' });
  });

  it('refuses an unknown customer with 404 and a bad id with 422, writing nothing', async () => {
    const lucy = await t.staffBrowser(EMAILS.lucy);
    const unknown = await lucy.get('/pos/cus-select/99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, msg: 'Customer not found' });
    for (const id of ['abc', '0', '-1', '1.5']) expect((await lucy.get(`/pos/cus-select/${id}`)).statusCode).toBe(422);
    expect(await posCarts(STAFF.lucy)).toEqual([]);
    // A link from another site cannot select a customer.
    expect((await lucy.get('/pos/cus-select/3', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await posCarts(STAFF.lucy)).toEqual([]);
  });

  it("copies the customer's online cart lines into the POS cart", async () => {
    const admin = await t.staffBrowser(EMAILS.admin);
    const first = await admin.get('/pos/load-cus-cart/');
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({ success: false, msg: 'Please select a customer first' });
    // Customer 5 has an online cart with two lines.
    const [shop] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`insert into carts (kind, user_id) values ('shopper', 5) returning id`,
    );
    await t.handle.db.execute(
      sql`insert into cart_items (cart_id, variant_id, qty) values (${shop!.id}, 1, 2), (${shop!.id}, 3, 1)`,
    );
    expect((await admin.get('/pos/cus-select/5')).statusCode).toBe(200);
    const loaded = await admin.get('/pos/load-cus-cart/');
    expect(loaded.json()).toEqual({ success: true, itemcount: 3, loaded: 2 });
    // Loading again does not double the lines.
    expect((await admin.get('/pos/load-cus-cart')).json()).toMatchObject({ itemcount: 3 });
    const [pos] = await posCarts(STAFF.admin);
    expect(pos!.branch).toBe('WEB');
    const lines = await queryRows<{ variant_id: number; qty: number }>(
      t.handle.db,
      sql`select variant_id, qty from cart_items where cart_id = ${pos!.id} order by variant_id`,
    );
    expect(lines).toEqual([
      { variant_id: 1, qty: 2 },
      { variant_id: 3, qty: 1 },
    ]);
    // The customer's own cart is untouched.
    const theirs = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from cart_items where cart_id = ${shop!.id}`,
    );
    expect(theirs[0]!.n).toBe(2);
  });

  it('saves the mini-menu preference on the staff member', async () => {
    const res = await sam.get('/pos/change-menu/1');
    expect(res.json()).toEqual({ success: true, miniMenu: true });
    expect((await sam.get('/pos/me')).json().staff.miniMenu).toBe(true);
    expect((await sam.get('/pos/change-menu/0')).json().miniMenu).toBe(false);
    expect((await sam.get('/pos/me')).json().staff.miniMenu).toBe(false);
    for (const flag of ['2', 'yes', '']) expect((await sam.get(`/pos/change-menu/${flag}`)).statusCode).not.toBe(200);
    expect((await sam.get('/pos/change-menu/true')).statusCode).toBe(422);
  });

  it('changes the branch of this sign-in and of the open POS cart, refusing unknown or third-party places', async () => {
    const res = await sam.get('/pos/change-branch/chc');
    expect(res.json()).toEqual({ success: true, branch: 'CHC' });
    expect((await sam.get('/pos/me')).json().staff).toMatchObject({ locationCode: 'AKL', branch: 'CHC' });
    expect((await posCarts(STAFF.staff))[0]!.branch).toBe('CHC');
    expect((await sam.get('/pos/change-branch/WEB')).json().branch).toBe('WEB');
    for (const code of ['ZZZ', 'NSN']) {
      const refused = await sam.get(`/pos/change-branch/${code}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ success: false, msg: 'Unknown branch' });
    }
    expect((await sam.get('/pos/change-branch/a')).statusCode).toBe(422);
    expect((await sam.get("/pos/change-branch/AK'L")).statusCode).toBe(422);
    expect((await sam.get('/pos/me')).json().staff.branch).toBe('WEB');
    // A new sign-in starts at the home branch again.
    const again = await t.staffBrowser(EMAILS.staff);
    expect((await again.get('/pos/me')).json().staff.branch).toBe('AKL');
  });

  const cartById = async (id: number) =>
    (
      await queryRows<PosCart & { comment: string; acquisition: string; newsletter: boolean }>(
        t.handle.db,
        sql`select * from carts where id = ${id}`,
      )
    )[0]!;
  const everyCart = async () => JSON.stringify(await queryRows(t.handle.db, sql`select * from carts order by id`));

  it("clears the customer of the open cart: unbound, the customer's details emptied, the rest kept", async () => {
    const b = await t.staffBrowser('tane.walker@kauri.test');
    expect((await b.get('/pos/cus-select/3')).json()).toEqual({ success: true });
    const before = (await b.post('/pos/cart/get', {})).json();
    expect(before.customer).toMatchObject({ id: 3, email: 'aroha.ngata@example.co.nz' });
    await t.handle.db.execute(
      sql`update carts set comment = 'Wants it before Christmas', acquisition = 'Walk in' where id = ${before.cart.id}`,
    );

    const res = await b.get('/pos/cus-clear/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await cartById(before.cart.id)).toMatchObject({
      user_id: null,
      firstname: '',
      lastname: '',
      company: '',
      email: '',
      mobile: '',
      address: '',
      zip: '',
      baddress: '',
      use_same_address: true,
      newsletter: false,
      comment: 'Wants it before Christmas',
      acquisition: 'Walk in',
    });
    // No customer in the answer: the page makes the email editable again, and a typed one is kept.
    const after = (await b.post('/pos/cart/get', {})).json();
    expect(after.customer).toBeNull();
    expect(after.cart).toMatchObject({ id: before.cart.id, user_id: null, email: '' });
    expect(
      (await b.post('/pos/cart/updateBasic', { cart: { email: 'someone.else@example.co.nz' }, useSameAddress: true }))
        .statusCode,
    ).toBe(200);
    expect((await b.post('/pos/cart/get', {})).json().cart.email).toBe('someone.else@example.co.nz');
    // Clearing again (no customer bound) is harmless; the path without its slash is the same call.
    expect((await b.get('/pos/cus-clear')).json()).toEqual({ success: true });
  });

  it("selects and clears the customer of a quote's cart with ?orderNo=, leaving the salesperson's own cart alone", async () => {
    const { cartId } = await insertQuote(t.handle.db, { orderNo: 'Q-CUS1', staffId: STAFF.manager, userId: 3 });
    const own = (await sam.post('/pos/cart/get', {})).json().cart.id;
    const ownBefore = JSON.stringify(await cartById(own));

    expect((await sam.get('/pos/cus-select/5?orderNo=Q-CUS1')).json()).toEqual({ success: true });
    expect(await cartById(cartId)).toMatchObject({
      user_id: 5,
      firstname: 'Ngaio',
      lastname: 'Walker',
      email: 'ngaio.walker@example.co.nz',
    });
    expect((await sam.post('/pos/cart/get', { orderNo: 'Q-CUS1' })).json().customer).toMatchObject({ id: 5 });

    expect((await sam.get('/pos/cus-clear/?orderNo=Q-CUS1')).json()).toEqual({ success: true });
    expect(await cartById(cartId)).toMatchObject({
      user_id: null,
      firstname: '',
      lastname: '',
      email: '',
      mobile: '',
      address: '',
    });
    expect((await sam.post('/pos/cart/get', { orderNo: 'Q-CUS1' })).json().customer).toBeNull();
    expect(JSON.stringify(await cartById(own))).toBe(ownBefore);
    // An empty orderNo is the open cart.
    expect((await sam.get('/pos/cus-select/4?orderNo=')).statusCode).toBe(200);
    expect((await cartById(own)).user_id).toBe(4);
  });

  it('refuses an unknown quote with 404, a shopper or no session with 401, another site with 403, writing nothing', async () => {
    const before = await everyCart();
    const recentBefore = (await sam.get('/pos/get-recent-customers/')).json().users;
    for (const path of ['/pos/cus-clear/?orderNo=Q-NOPE', '/pos/cus-select/6?orderNo=Q-NOPE']) {
      const res = await sam.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ success: false, msg: 'Cart not found' });
    }
    expect((await sam.get(`/pos/cus-clear/?orderNo=${'x'.repeat(41)}`)).statusCode).toBe(422);
    expect((await sam.get('/pos/cus-clear/', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const anon = await t.browser();
    expect((await anon.get('/pos/cus-clear/')).statusCode).toBe(401);
    const shopper = await t.browser();
    await signInShopper(t.handle, shopper, 3, t.clock.now);
    const refused = await shopper.get('/pos/cus-clear/');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().success).toBe(false);
    expect((await shopper.get('/pos/cus-select/3')).statusCode).toBe(401);
    expect(await everyCart()).toBe(before);
    expect((await sam.get('/pos/get-recent-customers/')).json().users).toEqual(recentBefore);
  });
});
