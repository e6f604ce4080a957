// POST /pos/cart/removeItem (our name): a line added by mistake comes out of the cart on screen (the
// salesperson's open cart or a quote's), its allocations with it, and the coupon is checked again as
// after a quantity change. An unknown line, a quote that is no longer open, another salesperson's
// line and bad input are refused with nothing written.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { EMAILS, STAFF } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { insertQuote } from '../../../testing/quote-fixture.ts';

const SPEND_MESSAGE = 'Spend at least $2000.00 to use this coupon';

describe.each(testDatabases())('POS cart removeItem ($name)', (target) => {
  const { t, sam, mere } = usePosTestApp(target, { signIn: { sam: EMAILS.staff, mere: EMAILS.manager } });
  beforeAll(async () => {
    await t.handle.db.execute(
      sql`insert into coupons (code, name, type, amount, enabled, use_limit, min_gtotal_cents)
        values ('BIGSPEND', 'Big spend', 'fixed', 5000, true, 100, 200000)`,
    );
  });

  const lines = (staffId: number) =>
    queryRows<{ id: number; sku: string; qty: number }>(
      t.handle.db,
      sql`select ci.id, v.sku, ci.qty from cart_items ci join carts c on c.id = ci.cart_id
        join product_variants v on v.id = ci.variant_id
        where c.kind = 'pos' and c.staff_id = ${staffId} and c.status = 'open' and c.order_id is null order by ci.id`,
    );
  const allocationsOf = async (itemId: number) =>
    Number(
      (
        await queryRows<{ n: number }>(
          t.handle.db,
          sql`select count(*)::int as n from cart_allocations where cart_item_id = ${itemId}`,
        )
      )[0]!.n,
    );
  const snapshot = async () =>
    JSON.stringify(
      await queryRows(
        t.handle.db,
        sql`select c.id, c.status, c.coupon_code, c.updated_at,
            (select json_agg(i order by i.id) from cart_items i where i.cart_id = c.id) as items,
            (select json_agg(a order by a.id) from cart_allocations a join cart_items i on i.id = a.cart_item_id where i.cart_id = c.id) as allocs,
            (select json_agg(s order by s.variant_id, s.location_code) from stock s) as stock
          from carts c order by c.id`,
      ),
    );

  it('takes a line and its allocations out of the open cart, the stock untouched, and answers the units left', async () => {
    await sam.post('/pos/cart/addItem', { sku: 'SOFA-CHA' });
    await sam.post('/pos/cart/addItem', { sku: 'SOFA-CHA' });
    await sam.post('/pos/cart/addItem', { sku: 'LAMP-1' });
    const sofa = (await lines(STAFF.staff)).find((l) => l.sku === 'SOFA-CHA')!;
    const saved = await sam.post('/pos/cart/saveAllocation', {
      itemId: sofa.id,
      sku: 'SOFA-CHA',
      allocations: [{ method: 'DEL', from: 'AKL', qty: 2, dispatch_date: '2026-11-10', confirmed: 1 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await allocationsOf(sofa.id)).toBe(1);
    const stockBefore = JSON.stringify(
      await queryRows(t.handle.db, sql`select * from stock order by variant_id, location_code`),
    );

    const res = await sam.post('/pos/cart/removeItem', { sku: 'SOFA-CHA' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, itemcount: 1, couponMsg: '' });
    expect((await lines(STAFF.staff)).map((l) => l.sku)).toEqual(['LAMP-1']);
    expect(await allocationsOf(sofa.id)).toBe(0);
    expect(
      JSON.stringify(await queryRows(t.handle.db, sql`select * from stock order by variant_id, location_code`)),
    ).toBe(stockBefore);
    const view = (await sam.post('/pos/cart/get', {})).json();
    expect(view.cartItems.map((i: { sku: string }) => i.sku)).toEqual(['LAMP-1']);
    expect(view.itemcount).toBe(1);
  });

  it('checks the coupon again: a line whose going takes the cart under its minimum says so', async () => {
    await sam.post('/pos/cart/addItem', { sku: 'SOFA-CHA' });
    await sam.post('/pos/cart/addItem', { sku: 'SOFA-CHA' });
    const applied = await sam.post('/pos/cart/updateBasic', {
      cart: { coupon: 'BIGSPEND' },
      useSameAddress: 1,
      useAutoShippingCost: 1,
    });
    expect(applied.json().couponMsg).toBe('');
    const res = await sam.post('/pos/cart/removeItem', { sku: 'SOFA-CHA' });
    expect(res.json()).toEqual({ success: true, itemcount: 1, couponMsg: SPEND_MESSAGE });
  });

  it("works on a quote's own cart when its number is given, not the salesperson's open cart", async () => {
    const { cartId } = await insertQuote(t.handle.db, { orderNo: 'Q7001' });
    await sam.post('/pos/cart/addItem', { orderNo: 'Q7001', sku: 'SOFA-CHA' });
    await sam.post('/pos/cart/addItem', { orderNo: 'Q7001', sku: 'LAMP-1' });
    const open = await lines(STAFF.staff);
    // Any salesperson may edit a pending quote, as every other cart call allows.
    const res = await mere.post('/pos/cart/removeItem', { orderNo: 'Q7001', sku: 'LAMP-1' });
    expect(res.json()).toMatchObject({ success: true, itemcount: 1 });
    const left = await queryRows<{ sku: string }>(
      t.handle.db,
      sql`select v.sku from cart_items ci join product_variants v on v.id = ci.variant_id where ci.cart_id = ${cartId}`,
    );
    expect(left.map((l) => l.sku)).toEqual(['SOFA-CHA']);
    expect(await lines(STAFF.staff)).toEqual(open);
  });

  it("refuses an unknown line, a quote no longer open, another salesperson's line and bad input, writing nothing", async () => {
    // A quote completed as an order: the order keeps the number, its cart is ordered.
    const done = await insertQuote(t.handle.db, { orderNo: 'Q7002' });
    await t.handle.db.execute(sql`update orders set kind = 'order' where id = ${done.orderId}`);
    await t.handle.db.execute(sql`update carts set status = 'ordered' where id = ${done.cartId}`);
    await sam.post('/pos/cart/addItem', { sku: 'SOFA-CHA' });
    const before = await snapshot();
    const refusals: [unknown, number][] = [
      [{ sku: 'NOPE' }, 404],
      [{ sku: 'LAMP-1', orderNo: 'Q7001' }, 404],
      [{ sku: 'SOFA-CHA', orderNo: 'Q7002' }, 404],
      [{ sku: 'SOFA-CHA', orderNo: 'Q9999' }, 404],
      [{}, 422],
      [{ sku: '' }, 422],
      [{ sku: 'x'.repeat(61) }, 422],
      [{ sku: ['SOFA-CHA'] }, 422],
      [{ sku: 'SOFA-CHA', orderNo: { no: 1 } }, 422],
    ];
    for (const [body, status] of refusals) {
      const res = await sam.post('/pos/cart/removeItem', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().success).toBe(false);
      expect(typeof res.json().msg).toBe('string');
    }
    // Mere's open cart has no SOFA-CHA line: Sam's line is not hers to take out.
    expect((await mere.post('/pos/cart/removeItem', { sku: 'SOFA-CHA' })).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
    const anon = await t.browser();
    expect((await anon.post('/pos/cart/removeItem', { sku: 'SOFA-CHA' })).statusCode).toBe(401);
  });
});
