// The POS checkout page's cart calls: get, searchItems, addItem, updateItem (quantity and staff
// discounts within the role limit, beyond it with a manager's single-use approval), checkDiscountLimit
// and updateBasic; bad input and another staff member's item change nothing.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { DELIVERY_TAGS } from '../../../domain/delivery-tags.ts';
import { issueApproval } from '../../../services/staff/approvals.ts';
import { EMAILS, PINS, STAFF } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';

interface ItemRow {
  id: number;
  qty: number;
  discounted_each_cents: number | null;
  disc_type: string | null;
  disc_reason: string | null;
}

describe.each(testDatabases())('POS cart calls ($name)', (target) => {
  const { t, sam, mere } = usePosTestApp(target, { signIn: { sam: EMAILS.staff, mere: EMAILS.manager } });

  const items = (staffId: number) =>
    queryRows<ItemRow & { sku: string }>(
      t.handle.db,
      sql`select ci.id, ci.qty, ci.discounted_each_cents, ci.disc_type, ci.disc_reason, v.sku from cart_items ci
        join carts c on c.id = ci.cart_id join product_variants v on v.id = ci.variant_id
        where c.kind = 'pos' and c.staff_id = ${staffId} and c.status = 'open' order by ci.id`,
    );
  const itemOf = async (staffId: number, sku: string) => (await items(staffId)).find((i) => i.sku === sku)!;
  const snapshot = async () =>
    JSON.stringify(
      await queryRows(
        t.handle.db,
        sql`select c.*, (select json_agg(i order by i.id) from cart_items i where i.cart_id = c.id) as items from carts c order by c.id`,
      ),
    );

  it('answers 401 without a staff session', async () => {
    const anon = await t.browser();
    for (const path of ['get', 'searchItems', 'addItem', 'updateItem', 'updateBasic', 'checkDiscountLimit']) {
      const res = await anon.post(`/pos/cart/${path}`, {});
      expect(res.statusCode, path).toBe(401);
    }
  });

  it('gets an empty new cart at the branch of the sign-in', async () => {
    const res = await sam.post('/pos/cart/get', {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      payments: [],
      cartItems: [],
      customer: null,
      coupon: '',
      couponMsg: '',
      paidAmount: '0.00',
      delTags: DELIVERY_TAGS,
      ga4Itmes: [],
      minExpireDate: null,
      maxExpireDate: null,
    });
    expect(body.cart).toMatchObject({
      staff_id: STAFF.staff,
      user_id: null,
      subtotal: '0.00',
      grandtotal: '0.00',
      shippingcost: '0.00',
      assembly_cost: '0.00',
      rubbish_cost: '0.00',
      auto_shippingcost: 1,
      acquisition: '',
      expire_date: null,
      expiresIn: null,
      emailLog: [],
    });
    const [staff] = await queryRows<{ location_code: string }>(
      t.handle.db,
      sql`select location_code from staff where id = ${STAFF.staff}`,
    );
    expect(body.cart.branch).toBe(staff!.location_code);
    expect(body.pMethods).toMatchObject({
      veftpos: 'EFTPOS Terminal A',
      weftpos: 'EFTPOS Terminal B',
      offline: 'Offline Payment',
    });
    expect(body.pMethods.windcave).toBeUndefined();
    // The same cart again.
    expect((await sam.post('/pos/cart/get', {})).json().cart.id).toBe(body.cart.id);
  });

  it("answers 404 for a quote number (not this staff member's open cart)", async () => {
    const res = await sam.post('/pos/cart/get', { orderNo: 'Q100123' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });

  it('searches items by sku, name or collection, at most ten', async () => {
    const bySku = (await sam.post('/pos/cart/searchItems', { str: 'lamp' })).json();
    expect(bySku.items).toEqual([
      expect.objectContaining({ sku: 'LAMP-1', name: 'Tui Table Lamp', collection: '', available: 15, price: '89.00' }),
    ]);
    const byName = (await sam.post('/pos/cart/searchItems', { str: 'Kahu' }))
      .json()
      .items.map((i: { sku: string }) => i.sku);
    expect(byName.sort()).toEqual(['BED-K-OAK', 'BED-Q-OAK']);
    const byCollection = (await sam.post('/pos/cart/searchItems', { str: 'aria' })).json().items;
    expect(byCollection.map((i: { sku: string }) => i.sku).sort()).toEqual(['BUNDLE-1', 'SOFA-CHA', 'SOFA-OAT']);
    // A bundle counts complete sets: 2 sofas free, 15 lamps (2 per set) → 2.
    expect(byCollection.find((i: { sku: string }) => i.sku === 'BUNDLE-1')).toMatchObject({
      available: 2,
      price: '2099.00',
    });
    expect(byCollection.find((i: { sku: string }) => i.sku === 'SOFA-CHA')).toMatchObject({
      price: '1299.00',
      available: 2,
    });
    const byWords = (await sam.post('/pos/cart/searchItems', { str: 'sofa aria' })).json().items;
    expect(byWords.map((i: { sku: string }) => i.sku).sort()).toEqual(['SOFA-CHA', 'SOFA-OAT']);
    expect((await sam.post('/pos/cart/searchItems', { str: '' })).json()).toEqual({ success: true, items: [] });
    expect((await sam.post('/pos/cart/searchItems', { str: 'hidden' })).json().items).toEqual([]);
    expect((await sam.post('/pos/cart/searchItems', { str: '%' })).json().items).toEqual([]);
    expect((await sam.post('/pos/cart/searchItems', { str: "'&|!:*() \\" })).json()).toEqual({
      success: true,
      items: [],
    });
    for (const str of ['x'.repeat(101), 'so\u0000fa', 42, ['aria']]) {
      const refused = await sam.post('/pos/cart/searchItems', { str });
      expect(refused.statusCode, String(str)).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, String(str)).toBeLessThan(500);
      expect(refused.json().success).toBe(false);
    }
  });

  it('adds items and shows them with their sub-items and stock per place', async () => {
    const add = await sam.post('/pos/cart/addItem', { sku: 'SOFA-CHA' });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toEqual({ success: true, itemcount: 1 });
    expect((await sam.post('/pos/cart/addItem', { sku: 'SOFA-CHA' })).json().itemcount).toBe(2);
    expect((await sam.post('/pos/cart/addItem', { sku: 'BUNDLE-1' })).json().itemcount).toBe(3);
    expect((await sam.post('/pos/cart/addItem', { sku: 'SOFA-OAT' })).json().itemcount).toBe(4);
    const unknown = await sam.post('/pos/cart/addItem', { sku: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect((await sam.post('/pos/cart/addItem', { sku: '' })).statusCode).toBe(422);
    expect((await sam.post('/pos/cart/addItem', { sku: 'LAMP-1', orderNo: 'Q1' })).statusCode).toBe(404);

    const body = (await sam.post('/pos/cart/get', {})).json();
    expect(body.cartItems.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([
      ['SOFA-CHA', 2],
      ['BUNDLE-1', 1],
      ['SOFA-OAT', 1],
    ]);
    const sofa = body.cartItems[0];
    expect(sofa).toMatchObject({
      eachpriceorg: '1599.00',
      price_sale: '1299.00',
      eachpriceinc: '1299.00',
      rowpriceinc: '2598.00',
      disc_type: null,
      disc_reason: null,
    });
    expect(sofa.subItems).toHaveLength(1);
    expect(sofa.subItems[0]).toMatchObject({
      sku: 'SOFA-CHA',
      qty: 2,
      isBackOrder: false,
      allocation: [],
      pOrders: [],
    });
    expect(sofa.subItems[0].locationQty.AKL).toEqual({ free: 2, clr: 0, alloc: 0, nons: 0, on_hand: 2 });
    expect(sofa.subItems[0].locationQty.WEB).toBeUndefined();
    const bundle = body.cartItems[1];
    expect(bundle.subItems.map((s: { sku: string; qty: number }) => [s.sku, s.qty])).toEqual([
      ['SOFA-CHA', 1],
      ['LAMP-1', 2],
    ]);
    expect(bundle.subItems[1].locationQty.CHC).toMatchObject({ free: 5 });
    const oat = body.cartItems[2];
    expect(oat.subItems[0].pOrders).toEqual([{ id: 1, po_number: 'PO1', qty: 10, eta: '2026-11-05' }]);
    expect(body.cart.subtotal).toBe('6196.00');
    expect(body.ga4Itmes).toHaveLength(3);
  });

  it('changes quantities as the shopper cart does, never below 1', async () => {
    const sofa = await itemOf(STAFF.staff, 'SOFA-CHA');
    expect((await sam.post('/pos/cart/updateItem', { item: { id: sofa.id }, qty_diff: -5 })).statusCode).toBe(200);
    expect((await itemOf(STAFF.staff, 'SOFA-CHA')).qty).toBe(1);
    await sam.post('/pos/cart/updateItem', { item: { id: sofa.id, qty: 3 } });
    expect((await itemOf(STAFF.staff, 'SOFA-CHA')).qty).toBe(3);
    await sam.post('/pos/cart/updateItem', { item: { id: sofa.id, qty: 0 } });
    expect((await itemOf(STAFF.staff, 'SOFA-CHA')).qty).toBe(1);
    const res = await sam.post('/pos/cart/updateItem', { item: { id: sofa.id }, qty_diff: 1 });
    expect(res.json()).toEqual({ success: true, couponMsg: '' });
    expect((await itemOf(STAFF.staff, 'SOFA-CHA')).qty).toBe(2);
  });

  it("checks a discount against the staff member's limit", async () => {
    expect((await sam.post('/pos/cart/checkDiscountLimit', { sku: 'LAMP-1', sale: '80.10' })).json()).toEqual({
      success: true,
    });
    const over = await sam.post('/pos/cart/checkDiscountLimit', { sku: 'LAMP-1', sale: '80.09' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      success: false,
      msg: 'Discount over your limit of 10%. A manager needs to approve it.',
    });
    // A manager's own limit is 30%.
    expect((await mere.post('/pos/cart/checkDiscountLimit', { sku: 'LAMP-1', sale: 62.3 })).json()).toEqual({
      success: true,
    });
    expect((await mere.post('/pos/cart/checkDiscountLimit', { sku: 'LAMP-1', sale: 62.29 })).json().msg).toBe(
      'Discount over your limit of 30%. A manager needs to approve it.',
    );
    expect((await sam.post('/pos/cart/checkDiscountLimit', { sku: 'NOPE', sale: 1 })).statusCode).toBe(404);
    expect((await sam.post('/pos/cart/checkDiscountLimit', { sku: 'LAMP-1', sale: 'abc' })).statusCode).toBe(422);
  });

  it('gives a discount within the limit, with a reason, and clears it with 0', async () => {
    const sofa = await itemOf(STAFF.staff, 'SOFA-CHA');
    const noReason = await sam.post('/pos/cart/updateItem', {
      item: { id: sofa.id, disc_type: 'percent', discount: 5 },
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().msg).toBe('Need a reason for the discount!');
    const tooMuch = await sam.post('/pos/cart/updateItem', {
      item: { id: sofa.id, disc_type: 'fixed', discount: 1600, disc_reason: 'Other' },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().msg).toBe('Wrong discount amount!');
    expect((await itemOf(STAFF.staff, 'SOFA-CHA')).discounted_each_cents).toBeNull();

    const ok = await sam.post('/pos/cart/updateItem', {
      item: { id: sofa.id, disc_type: 'percent', discount: 10, disc_reason: 'Price Match' },
    });
    expect(ok.statusCode).toBe(200);
    expect(await itemOf(STAFF.staff, 'SOFA-CHA')).toMatchObject({
      discounted_each_cents: 143_910,
      disc_type: 'percent',
      disc_reason: 'Price Match',
    });
    const shown = (await sam.post('/pos/cart/get', {})).json().cartItems[0];
    expect(shown).toMatchObject({ eachpriceinc: '1439.10', disc_type: 'percent', disc_reason: 'Price Match' });

    await sam.post('/pos/cart/updateItem', {
      item: { id: sofa.id, disc_type: 'fixed', discount: 0, disc_reason: 'Other' },
    });
    expect(await itemOf(STAFF.staff, 'SOFA-CHA')).toMatchObject({
      discounted_each_cents: null,
      disc_type: null,
      disc_reason: null,
    });
  });

  it("beyond the limit needs a manager's approval, used once; the staff member's own is refused", async () => {
    const lamp = (await sam.post('/pos/cart/addItem', { sku: 'LAMP-1' })).json();
    expect(lamp.success).toBe(true);
    const item = await itemOf(STAFF.staff, 'LAMP-1');
    const ask = (approval?: string) =>
      sam.post('/pos/cart/updateItem', {
        item: { id: item.id, disc_type: 'percent', discount: 20, disc_reason: 'Damaged Stock' },
        approval,
      });

    const none = await ask();
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({
      success: false,
      msg: 'Discount over your limit of 10%. A manager needs to approve it.',
    });

    const own = await issueApproval(
      t.handle.db,
      { staffId: STAFF.staff, approverId: STAFF.staff, type: 'discount' },
      t.clock.now,
    );
    expect((await ask(own)).statusCode).toBe(403);
    expect((await itemOf(STAFF.staff, 'LAMP-1')).discounted_each_cents).toBeNull();

    const pin = await sam.post('/pos/check-pin', { pin: PINS.manager, type: 'discount', managerId: STAFF.manager });
    expect(pin.statusCode).toBe(200);
    const approval = pin.json().approval as string;
    // Not the discount's own rules: a wrong amount is refused and leaves the approval unused.
    const wrong = await sam.post('/pos/cart/updateItem', {
      item: { id: item.id, disc_type: 'percent', discount: 120, disc_reason: 'Other' },
      approval,
    });
    expect(wrong.statusCode).toBe(422);
    expect((await ask(approval)).statusCode).toBe(200);
    expect(await itemOf(STAFF.staff, 'LAMP-1')).toMatchObject({
      discounted_each_cents: 7120,
      disc_type: 'percent',
      disc_reason: 'Damaged Stock',
    });
    // Used up.
    const again = await sam.post('/pos/cart/updateItem', {
      item: { id: item.id, disc_type: 'percent', discount: 25, disc_reason: 'Other' },
      approval,
    });
    expect(again.statusCode).toBe(403);
    expect((await itemOf(STAFF.staff, 'LAMP-1')).discounted_each_cents).toBe(7120);
    // A manager's approval lasts two minutes.
    const late = (
      await sam.post('/pos/check-pin', { pin: PINS.manager, type: 'discount', managerId: STAFF.manager })
    ).json().approval as string;
    t.clock.advance(3 * 60_000);
    const expired = await sam.post('/pos/cart/updateItem', {
      item: { id: item.id, disc_type: 'percent', discount: 25, disc_reason: 'Other' },
      approval: late,
    });
    expect(expired.statusCode).toBe(403);
    expect((await itemOf(STAFF.staff, 'LAMP-1')).discounted_each_cents).toBe(7120);
  });

  it("refuses another staff member's item and bad input, writing nothing", async () => {
    const sofa = await itemOf(STAFF.staff, 'SOFA-CHA');
    const before = await snapshot();
    const other = await mere.post('/pos/cart/updateItem', { item: { id: sofa.id, qty: 5 } });
    expect(other.statusCode).toBe(404);
    const otherDiscount = await mere.post('/pos/cart/updateItem', {
      item: { id: sofa.id, disc_type: 'percent', discount: 5, disc_reason: 'Other' },
    });
    expect(otherDiscount.statusCode).toBe(404);
    for (const body of [
      {},
      { item: { id: 'x' } },
      { item: { id: sofa.id, qty: 'lots' } },
      { item: { id: sofa.id, disc_type: 'half' } },
      { item: { id: sofa.id, discount: '-5' } },
      { item: { id: sofa.id }, qty_diff: 5000 },
    ]) {
      const res = await sam.post('/pos/cart/updateItem', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    for (const body of [
      { cart: { acquisition: 'Carrier pigeon' } },
      { cart: {}, useAutoShippingCost: false, shippingcost: '12.3.4' },
      { cart: {}, useAutoShippingCost: false, shippingcost: '12a' },
      { cart: { assembly_cost: '-5' } },
      { cart: { zip: '0000' } },
      { cart: { branch: 'NSN' } },
      { cart: { firstname: 'x'.repeat(61) } },
    ]) {
      const res = await sam.post('/pos/cart/updateBasic', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().success).toBe(false);
    }
    expect(await snapshot()).toBe(before);
  });

  it('updates the customer details, fees, acquisition and branch', async () => {
    const res = await sam.post('/pos/cart/updateBasic', {
      cart: {
        firstname: 'Aroha',
        lastname: 'Ngata',
        company: 'Harbour Dental',
        email: 'aroha@example.co.nz',
        mobile: '0215550101',
        address: '1 Jervois Road, Herne Bay, Auckland 1011',
        zip: '1011',
        baddress: 'ignored',
        comment: 'Call first',
        acquisition: 'Walk in',
        branch: 'chc',
        assembly_cost: '45.50',
        rubbish_cost: 30,
        coupon: '',
      },
      useSameAddress: true,
      useAutoShippingCost: false,
      shippingcost: '99.5',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, couponMsg: '' });
    const cart = (await sam.post('/pos/cart/get', {})).json().cart;
    expect(cart).toMatchObject({
      firstname: 'Aroha',
      lastname: 'Ngata',
      company: 'Harbour Dental',
      zip: '1011',
      comment: 'Call first',
      baddress: '1 Jervois Road, Herne Bay, Auckland 1011',
      acquisition: 'Walk in',
      branch: 'CHC',
      assembly_cost: '45.50',
      rubbish_cost: '30.00',
      shippingcost: '99.50',
      auto_shippingcost: 0,
    });
    const withFees = cart;
    // Back to the automatic fee; the acquisition may be emptied; an unknown coupon says why and is not kept.
    const auto = await sam.post('/pos/cart/updateBasic', {
      cart: { acquisition: '', coupon: 'NOSUCHCODE' },
      useSameAddress: 1,
      useAutoShippingCost: 1,
    });
    expect(auto.json()).toEqual({ success: true, couponMsg: 'This coupon code is not valid' });
    const after = (await sam.post('/pos/cart/get', {})).json().cart;
    expect(after).toMatchObject({ acquisition: '', auto_shippingcost: 1, coupon: '', assembly_cost: '45.50' });
    expect(after.grandtotal).not.toBe(withFees.grandtotal);
  });

  it('a POS cart holds at most 100 different items too, refused with the same words', async () => {
    const lucy = await t.staffBrowser(EMAILS.lucy);
    expect((await lucy.post('/pos/cart/addItem', { sku: 'LAMP-1' })).statusCode).toBe(200);
    const [cart] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select c.id from carts c join staff s on s.id = c.staff_id
        where c.kind = 'pos' and c.status = 'open' and s.email = ${EMAILS.lucy}`,
    );
    // 99 more lines of a product made for it, one variant each.
    await t.handle.db.execute(sql`insert into products (id, sku, name, url, cat1_id, cat2_id, shape, price_cents, retail_cents, msrp_cents)
      values (91, 'P-CAPS', 'Cap Stool', 'cap-stool', 1, 3, 'pillow', 4900, 4900, 4900)`);
    await t.handle.db.execute(sql`insert into product_variants (id, product_id, sku, ysel, retail_cents, msrp_cents, cbm, is_default)
      select 2000 + n, 91, 'STOOL-' || n, 'c' || n, 4900, 4900, 0.05, n = 1 from generate_series(1, 100) n`);
    await t.handle.db.execute(sql`insert into cart_items (cart_id, variant_id, qty)
      select ${cart!.id}, 2000 + n, 1 from generate_series(1, 99) n`);
    const before = await snapshot();
    const refused = await lucy.post('/pos/cart/addItem', { sku: 'STOOL-100' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, msg: 'Your cart can hold at most 100 different items' });
    expect(await snapshot()).toBe(before);
    // One more of an item already in it is still fine.
    expect((await lucy.post('/pos/cart/addItem', { sku: 'STOOL-7' })).json()).toEqual({
      success: true,
      itemcount: 101,
    });
  });

  it("loading a customer's online cart into a full POS cart raises the lines it shares and adds none", async () => {
    // Lucy's POS cart is full from the test above; customer 6's online cart holds one of its items and a new one.
    const lucy = await t.staffBrowser(EMAILS.lucy);
    const [shop] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`insert into carts (kind, user_id) values ('shopper', 6) returning id`,
    );
    await t.handle.db.execute(
      sql`insert into cart_items (cart_id, variant_id, qty) values (${shop!.id}, 2007, 5), (${shop!.id}, 2100, 1)`,
    );
    expect((await lucy.get('/pos/cus-select/6')).statusCode).toBe(200);
    expect((await lucy.get('/pos/load-cus-cart/')).json()).toEqual({ success: true, itemcount: 104, loaded: 1 });
    const lines = await queryRows<{ n: number; stool7: number }>(
      t.handle.db,
      sql`select count(*)::int as n, max(i.qty) filter (where i.variant_id = 2007)::int as stool7
        from carts c join staff s on s.id = c.staff_id join cart_items i on i.cart_id = c.id
        where c.kind = 'pos' and c.status = 'open' and s.email = ${EMAILS.lucy}`,
    );
    expect(lines[0]).toEqual({ n: 100, stool7: 5 });
  });
});
