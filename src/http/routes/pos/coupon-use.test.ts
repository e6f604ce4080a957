// A coupon at the POS (services/orders/coupon-use.ts), over the real calls, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: a customer's coupon applies only with that customer chosen, the
// completed order takes a use, cancelling it gives the use back once, restoring takes it again or is
// refused when none is left meanwhile, and completing refuses a coupon that no longer applies.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { ORDER_CUSTOMER, placePosOrder } from '../../../testing/order-fixture.ts';
import { approvalFor } from '../../../testing/order-list-fixture.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { STAFF } from '../../../testing/staff-fixture.ts';

const SIGN_IN = 'Please sign in to use this coupon';
const NOT_VALID = 'This coupon code is not valid';
const USED_UP = 'This coupon has already been used';
const FIRST_ORDER = 'This coupon is for a first order';
// The cart fixture's customers (src/testing/cart-fixture.ts): Pita owns the coupons below, Mere does not.
const PITA = 1;
const MERE = 2;

describe.each(testDatabases())('coupon uses at the POS ($name)', (target) => {
  let codes = 0;
  const { t, sam } = usePosTestApp(target);
  beforeAll(async () => {
    await t.handle.db.execute(
      sql`update stock set free = 200, on_hand = 200 where variant_id = 3 and location_code = 'AKL'`,
    );
  });

  const db = () => t.handle.db;
  async function coupon(limit: number, customerId: number | null): Promise<string> {
    const code = `POS${++codes}`;
    await db().execute(
      sql`insert into coupons (code, name, type, amount, enabled, use_limit, customer_id)
        values (${code}, 'Pita 10% off', 'percent', 1000, true, ${limit}, ${customerId})`,
    );
    return code;
  }
  const uses = async (code: string) =>
    Number((await queryRows<{ n: number }>(db(), sql`select use_count as n from coupons where code = ${code}`))[0]!.n);
  const orderOf = async (orderNo: string) =>
    (
      await queryRows<{ status: string; coupon_code: string; coupon_use_held: boolean; coupon_discount_cents: number }>(
        db(),
        sql`select status, coupon_code, coupon_use_held, coupon_discount_cents from orders where order_no = ${orderNo}`,
      )
    )[0]!;
  const applyCoupon = async (code: string) =>
    (
      await sam.post('/pos/cart/updateBasic', {
        cart: { ...ORDER_CUSTOMER, coupon: code },
        useSameAddress: true,
        useAutoShippingCost: true,
      })
    ).json();
  const act = async (what: 'order-cancel' | 'order-restore', orderNo: string) => {
    const approval = await approvalFor(t, STAFF.staff, what === 'order-cancel' ? 'order_cancel' : 'order_restore');
    return sam.get(`/pos/${what}/${orderNo}?approval=${encodeURIComponent(approval)}`);
  };
  /** An order of one lamp for Pita with the coupon, through the real calls. */
  async function pitaOrder(code: string): Promise<string> {
    expect((await sam.get(`/pos/cus-select/${PITA}`)).statusCode).toBe(200);
    return placePosOrder(t, {
      browser: sam,
      staffId: STAFF.staff,
      lines: [{ sku: 'LAMP-1', qty: 1 }],
      customer: { coupon: code },
    });
  }

  it("applies a customer's coupon only with that customer chosen", async () => {
    const code = await coupon(3, PITA);
    await sam.post('/pos/cart/addItem', { sku: 'LAMP-1' });
    await sam.get('/pos/cus-clear/');
    expect(await applyCoupon(code)).toEqual({ success: true, couponMsg: SIGN_IN });
    expect((await sam.get(`/pos/cus-select/${MERE}`)).statusCode).toBe(200);
    expect(await applyCoupon(code)).toEqual({ success: true, couponMsg: NOT_VALID });
    expect((await sam.get(`/pos/cus-select/${PITA}`)).statusCode).toBe(200);
    expect(await applyCoupon(code.toLowerCase())).toEqual({ success: true, couponMsg: '' });
    const cart = (await sam.post('/pos/cart/get', {})).json();
    expect(cart.cart.coupon).toBe(code);
    // Another customer chosen afterwards: the cart says the coupon no longer applies to this sale.
    expect((await sam.get(`/pos/cus-select/${MERE}`)).statusCode).toBe(200);
    expect((await sam.post('/pos/cart/get', {})).json().couponMsg).toBe(NOT_VALID);
    expect(await uses(code)).toBe(0);
    await sam.get('/pos/cus-clear/');
    await applyCoupon('');
    await db().execute(
      sql`delete from cart_items where cart_id in (select id from carts where kind = 'pos' and status = 'open')`,
    );
  });

  it('the order takes a use; cancel gives it back once; restore takes it again', async () => {
    const code = await coupon(1, PITA);
    const orderNo = await pitaOrder(code);
    expect(await orderOf(orderNo)).toMatchObject({ status: 'pending', coupon_code: code, coupon_use_held: true });
    expect((await orderOf(orderNo)).coupon_discount_cents).toBeGreaterThan(0);
    expect(await uses(code)).toBe(1);

    expect((await act('order-cancel', orderNo)).statusCode).toBe(200);
    expect(await orderOf(orderNo)).toMatchObject({ status: 'locked', coupon_use_held: false });
    expect(await uses(code)).toBe(0);

    const restored = await act('order-restore', orderNo);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await orderOf(orderNo)).toMatchObject({ status: 'pending', coupon_use_held: true });
    expect(await uses(code)).toBe(1);
  });

  it('Back to Quote gives the use back; completing the quote again takes it', async () => {
    const code = await coupon(1, PITA);
    const orderNo = await pitaOrder(code);
    expect(await uses(code)).toBe(1);
    expect((await sam.post('/pos/order-to-quote/', { orderno: orderNo })).statusCode).toBe(200);
    expect(await orderOf(orderNo)).toMatchObject({ coupon_code: code, coupon_use_held: false });
    expect(await uses(code)).toBe(0);
    const again = await sam.post('/pos/cart/complete/', {
      orderNo,
      option: 'order',
      updateCus: 0,
      approval: await approvalFor(t, STAFF.staff, 'order'),
    });
    expect(again.json()).toMatchObject({ success: true, orderNo });
    expect(await orderOf(orderNo)).toMatchObject({ status: 'pending', coupon_code: code, coupon_use_held: true });
    expect(await uses(code)).toBe(1);
  });

  it('a restore is refused when the last use went to someone else meanwhile', async () => {
    const code = await coupon(1, PITA);
    const orderNo = await pitaOrder(code);
    expect((await act('order-cancel', orderNo)).statusCode).toBe(200);
    expect(await uses(code)).toBe(0);
    // Someone else takes the last use while the order is cancelled.
    await db().execute(sql`update coupons set use_count = 1 where code = ${code}`);
    const refused = await act('order-restore', orderNo);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, msg: USED_UP });
    expect(await orderOf(orderNo)).toMatchObject({ status: 'locked', coupon_use_held: false });
    expect(await uses(code)).toBe(1);
  });

  it('completing refuses a coupon with no use left, or chosen for another customer, and writes no order', async () => {
    const code = await coupon(1, PITA);
    // Applied while a use was left (the cart keeps it), then the last use goes to another sale.
    expect((await sam.get(`/pos/cus-select/${PITA}`)).statusCode).toBe(200);
    await sam.post('/pos/cart/addItem', { sku: 'LAMP-1' });
    expect(await applyCoupon(code)).toEqual({ success: true, couponMsg: '' });
    await db().execute(sql`update coupons set use_count = 1 where code = ${code}`);
    const before = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from orders`);
    await expect(pitaOrder(code)).rejects.toThrow(new RegExp(`422 .*${USED_UP}`));
    // With a use left but the sale now Mere's, completing says the code is not valid.
    await db().execute(sql`update coupons set use_count = 0 where code = ${code}`);
    await db().execute(
      sql`update carts set user_id = ${MERE}, coupon_code = ${code} where kind = 'pos' and staff_id = ${STAFF.staff} and status = 'open'`,
    );
    const approval = await approvalFor(t, STAFF.staff, 'order');
    const done = await sam.post('/pos/cart/complete/', { option: 'order', updateCus: 0, approval });
    expect([done.statusCode, done.json().msg]).toEqual([422, NOT_VALID]);
    expect(await uses(code)).toBe(0);
    expect(await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from orders`)).toEqual(before);
  });

  it("a first-order coupon: the chosen customer's first order takes it, the next is refused at the cart and at completing", async () => {
    const code = await coupon(0, null);
    await db().execute(sql`update coupons set first_order_only = true where code = ${code}`);
    const [hemi] = await queryRows<{ id: number }>(
      db(),
      sql`insert into users (id, email, firstname, lastname) values (901, 'hemi@first.test', 'Hemi', 'Walker') returning id`,
    );
    const customer = { coupon: code, email: 'hemi@first.test' };
    expect((await sam.get(`/pos/cus-select/${hemi!.id}`)).statusCode).toBe(200);
    const first = await placePosOrder(t, {
      browser: sam,
      staffId: STAFF.staff,
      lines: [{ sku: 'LAMP-1', qty: 1 }],
      customer,
    });
    expect(await orderOf(first)).toMatchObject({ status: 'pending', coupon_code: code, coupon_use_held: true });

    expect((await sam.get(`/pos/cus-select/${hemi!.id}`)).statusCode).toBe(200);
    await sam.post('/pos/cart/addItem', { sku: 'LAMP-1' });
    expect(await applyCoupon(code)).toEqual({ success: true, couponMsg: FIRST_ORDER });
    // Kept on the cart anyway: the cart says so, and completing refuses and writes nothing.
    await db().execute(
      sql`update carts set coupon_code = ${code} where kind = 'pos' and staff_id = ${STAFF.staff} and status = 'open'`,
    );
    expect((await sam.post('/pos/cart/get', {})).json().couponMsg).toBe(FIRST_ORDER);
    const before = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from orders`);
    await expect(placePosOrder(t, { browser: sam, staffId: STAFF.staff, lines: [], customer })).rejects.toThrow(
      new RegExp(`422 .*${FIRST_ORDER}`),
    );
    expect(await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from orders`)).toEqual(before);
    expect(await uses(code)).toBe(1);
  });
});
