// The lists' row actions: GET /pos/quote-del/, /pos/order-cancel/, /pos/order-restore/ (each under its
// single-use PIN approval, used in the same transaction) and POST /pos/update-quote-expiry-date. A
// refusal writes nothing and leaves the approval unused. Over POS orders made through the real calls.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { stockAt } from '../../../testing/order-fixture.ts';
import { approvalFor, orderHolds, placeListedOrder } from '../../../testing/order-list-fixture.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { insertQuote } from '../../../testing/quote-fixture.ts';
import { PINS, STAFF } from '../../../testing/staff-fixture.ts';

const NO_ORDER = { success: false, msg: 'The order is not exist' };
const NEEDS_PIN = { success: false, msg: 'PIN approval required' };

describe.each(testDatabases())('order list row actions ($name)', (target) => {
  const { t, sam } = usePosTestApp(target);
  beforeAll(async () => {
    // Lamps enough for every order the tests place (the fixture's shop has ten).
    await t.handle.db.execute(
      sql`update stock set free = 200, on_hand = 200 where variant_id = 3 and location_code = 'AKL'`,
    );
  });

  const db = () => t.handle.db;
  /** Everything an action may write: orders, carts, stock, reservations, purchase-order lines, approvals. */
  const everything = async () =>
    JSON.stringify(
      await queryRows(
        db(),
        sql`select (select json_agg(o order by o.id) from orders o) as orders, (select json_agg(c order by c.id) from carts c) as carts,
          (select json_agg(s order by s.variant_id, s.location_code) from stock s) as stock,
          (select json_agg(r order by r.id) from stock_reservations r) as reservations,
          (select json_agg(l order by l.purchase_order_id, l.variant_id) from purchase_order_lines l) as po,
          (select count(*) from pin_approvals where used_at is not null) as used`,
      ),
    );
  const lampOrder = (change = {}, from = 'AKL') =>
    placeListedOrder(t, { browser: sam, staffId: STAFF.staff, lines: [{ sku: 'LAMP-1', qty: 2 }], from }, change);
  const act = async (what: 'quote-del' | 'order-cancel' | 'order-restore', orderNo: string, approval?: string) =>
    sam.get(`/pos/${what}/${orderNo}${approval ? `?approval=${encodeURIComponent(approval)}` : ''}`);

  it('cancels an unpaid order under an order_cancel PIN: locked, its stock back, in one go', async () => {
    const before = await stockAt(t, 'LAMP-1', 'AKL');
    const orderNo = await lampOrder();
    expect(await stockAt(t, 'LAMP-1', 'AKL')).toEqual({ free: before.free - 2, alloc: before.alloc + 2 });
    expect(await orderHolds(db(), orderNo)).toEqual({ status: 'pending', held: 2 });

    const unchanged = await everything();
    for (const approval of [
      undefined,
      'not-a-token',
      await approvalFor(t, STAFF.staff, 'order_restore'),
      await approvalFor(t, STAFF.manager, 'order_cancel'),
    ]) {
      const res = await act('order-cancel', orderNo, approval);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(NEEDS_PIN);
    }
    expect(await everything()).toBe(unchanged);

    // The PIN dialog's own call gives the approval.
    const pin = (await sam.post('/pos/check-pin', { pin: PINS.staff, type: 'order_cancel', managerId: 0 })).json();
    const res = await act('order-cancel', orderNo, pin.approval);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: `Order #${orderNo} has been cancelled` });
    expect(await orderHolds(db(), orderNo)).toEqual({ status: 'locked', held: 0 });
    expect(await stockAt(t, 'LAMP-1', 'AKL')).toEqual(before);
    // The approval was used up.
    expect((await act('order-cancel', orderNo, pin.approval)).json()).toEqual(NEEDS_PIN);
    const list = (await sam.post('/pos/order-list', { type: 'c-order', filters: { allBranch: true } })).json();
    expect(list.orders.map((o: { order_no: string }) => o.order_no)).toContain(orderNo);
  });

  it('refuses to cancel a cancelled, paid or processing order, one with money taken, or a quote (409); an unknown one 404', async () => {
    const cancelled = await lampOrder({ status: 'locked' });
    const paid = await lampOrder({ status: 'paid' });
    const processing = await lampOrder({ status: 'processing' });
    const withPayment = await placeListedOrder(t, {
      browser: sam,
      staffId: STAFF.staff,
      lines: [{ sku: 'LAMP-1', qty: 1 }],
      payments: [{ gateway: 'directcrd', amount: '10.00', reference: 'DC-1' }],
    });
    await db().execute(
      sql`update payments set status = 1 where order_id = (select id from orders where order_no = ${withPayment})`,
    );
    await insertQuote(db(), { orderNo: 'Q2001' });
    const cases: [string, number, string][] = [
      [cancelled, 409, 'This order is already cancelled'],
      [paid, 409, 'Only an unpaid order, or one whose payments are all refunded, can be cancelled'],
      [processing, 409, 'Only an unpaid order, or one whose payments are all refunded, can be cancelled'],
      [withPayment, 409, 'This order has a payment taken: refund it before cancelling the order'],
      ['Q2001', 409, 'A quote cannot be cancelled or restored: delete it instead'],
      ['NO-SUCH-1', 404, NO_ORDER.msg],
    ];
    for (const [orderNo, status, msg] of cases) {
      const before = await everything();
      const approval = await approvalFor(t, STAFF.staff, 'order_cancel');
      const res = await act('order-cancel', orderNo, approval);
      expect({ orderNo, status: res.statusCode, body: res.json() }).toEqual({
        orderNo,
        status,
        body: { success: false, msg },
      });
      // Nothing written, the approval not used up: it still works on an order that may be cancelled.
      expect(await everything()).toBe(before);
    }
    const fresh = await lampOrder();
    const approval = await approvalFor(t, STAFF.staff, 'order_cancel');
    expect((await act('order-cancel', 'NO-SUCH-2', approval)).statusCode).toBe(404);
    expect((await act('order-cancel', fresh, approval)).statusCode).toBe(200);
  });

  it('restores a cancelled order under an order_restore PIN, taking its units again from the same place', async () => {
    const before = await stockAt(t, 'LAMP-1', 'AKL');
    const orderNo = await lampOrder();
    expect((await act('order-cancel', orderNo, await approvalFor(t, STAFF.staff, 'order_cancel'))).statusCode).toBe(
      200,
    );
    expect(await stockAt(t, 'LAMP-1', 'AKL')).toEqual(before);

    expect((await act('order-restore', orderNo)).json()).toEqual(NEEDS_PIN);
    const res = await act('order-restore', orderNo, await approvalFor(t, STAFF.staff, 'order_restore'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: `Order #${orderNo} has been restored` });
    expect(await orderHolds(db(), orderNo)).toEqual({ status: 'pending', held: 2 });
    expect(await stockAt(t, 'LAMP-1', 'AKL')).toEqual({ free: before.free - 2, alloc: before.alloc + 2 });
    const [held] = await queryRows<{ location_code: string; qty: number; order_item_id: number | null }>(
      db(),
      sql`select location_code, qty, order_item_id from stock_reservations r join orders o on o.id = r.order_id
        where o.order_no = ${orderNo} and r.status = 'held'`,
    );
    expect(held).toMatchObject({ location_code: 'AKL', qty: 2 });
    expect(held!.order_item_id).not.toBeNull();
    // Restored orders are unpaid orders again; restoring twice is refused.
    const again = await act('order-restore', orderNo, await approvalFor(t, STAFF.staff, 'order_restore'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, msg: 'Only a cancelled order can be restored' });
    await act('order-cancel', orderNo, await approvalFor(t, STAFF.staff, 'order_cancel'));
  });

  it("refuses a restore the place can no longer cover with '{location} only has {free} stock', changing nothing", async () => {
    // Two sofas at AKL: one order takes both, is cancelled, another takes one, so only one is free.
    const sofas = () =>
      placeListedOrder(t, { browser: sam, staffId: STAFF.staff, lines: [{ sku: 'SOFA-CHA', qty: 2 }] });
    const first = await sofas();
    expect((await act('order-cancel', first, await approvalFor(t, STAFF.staff, 'order_cancel'))).statusCode).toBe(200);
    const second = await placeListedOrder(t, {
      browser: sam,
      staffId: STAFF.staff,
      lines: [{ sku: 'SOFA-CHA', qty: 1 }],
    });
    expect(await stockAt(t, 'SOFA-CHA', 'AKL')).toEqual({ free: 1, alloc: 1 });

    const before = await everything();
    const approval = await approvalFor(t, STAFF.staff, 'order_restore');
    const res = await act('order-restore', first, approval);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, msg: 'AKL only has 1 stock' });
    expect(await everything()).toBe(before);

    // Once the other order gives its sofa back, the same approval restores it.
    expect((await act('order-cancel', second, await approvalFor(t, STAFF.staff, 'order_cancel'))).statusCode).toBe(200);
    expect((await act('order-restore', first, approval)).statusCode).toBe(200);
    expect(await stockAt(t, 'SOFA-CHA', 'AKL')).toEqual({ free: 0, alloc: 2 });
    expect((await act('order-cancel', first, await approvalFor(t, STAFF.staff, 'order_cancel'))).statusCode).toBe(200);
  });

  it('restores units on a purchase order to that purchase order, or refuses with its number', async () => {
    const onOrder = async () =>
      Number(
        (
          await queryRows<{ n: number }>(
            db(),
            sql`select qty_allocated as n from purchase_order_lines where purchase_order_id = 1 and variant_id = 2`,
          )
        )[0]!.n,
      );
    const start = await onOrder();
    const orderNo = await placeListedOrder(t, {
      browser: sam,
      staffId: STAFF.staff,
      lines: [{ sku: 'SOFA-OAT', qty: 3 }],
      from: '1',
    });
    expect(await onOrder()).toBe(start + 3);
    expect((await act('order-cancel', orderNo, await approvalFor(t, STAFF.staff, 'order_cancel'))).statusCode).toBe(
      200,
    );
    expect(await onOrder()).toBe(start);
    await db().execute(
      sql`update purchase_order_lines set qty_allocated = qty - 2 where purchase_order_id = 1 and variant_id = 2`,
    );
    const short = await act('order-restore', orderNo, await approvalFor(t, STAFF.staff, 'order_restore'));
    expect(short.json()).toEqual({ success: false, msg: 'PO1 only has 2 stock' });
    await db().execute(
      sql`update purchase_order_lines set qty_allocated = ${start} where purchase_order_id = 1 and variant_id = 2`,
    );
    expect((await act('order-restore', orderNo, await approvalFor(t, STAFF.staff, 'order_restore'))).statusCode).toBe(
      200,
    );
    expect(await onOrder()).toBe(start + 3);
    expect(await orderHolds(db(), orderNo)).toEqual({ status: 'pending', held: 3 });
  });

  it('refuses to restore an order that is not cancelled or a quote (409), an unknown one (404)', async () => {
    const pending = await lampOrder();
    await insertQuote(db(), { orderNo: 'Q2002' });
    for (const [orderNo, status, msg] of [
      [pending, 409, 'Only a cancelled order can be restored'],
      ['Q2002', 409, 'A quote cannot be cancelled or restored: delete it instead'],
      ['NO-SUCH-3', 404, NO_ORDER.msg],
    ] as const) {
      const before = await everything();
      const res = await act('order-restore', orderNo, await approvalFor(t, STAFF.staff, 'order_restore'));
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { success: false, msg } });
      expect(await everything()).toBe(before);
    }
  });

  it('deletes a quote under a quote_delete PIN, closing its POS cart; an order or unknown number is 404', async () => {
    const { cartId } = await insertQuote(db(), { orderNo: 'Q3001' });
    const before = await everything();
    expect((await act('quote-del', 'Q3001')).json()).toEqual(NEEDS_PIN);
    expect((await act('quote-del', 'Q3001', await approvalFor(t, STAFF.staff, 'order_cancel'))).statusCode).toBe(403);
    expect(await everything()).toBe(before);

    const res = await act('quote-del', 'Q3001', await approvalFor(t, STAFF.staff, 'quote_delete'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'Quote #Q3001 has been deleted' });
    const rows = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from orders where order_no = 'Q3001'`,
    );
    expect(rows[0]!.n).toBe(0);
    const [cart] = await queryRows<{ status: string }>(db(), sql`select status from carts where id = ${cartId}`);
    expect(cart!.status).toBe('abandoned');
    // The quote cannot be edited any more, and it is not Sam's open cart.
    expect((await sam.post('/pos/cart/get', { orderNo: 'Q3001' })).statusCode).toBe(404);
    expect((await sam.post('/pos/cart/get', {})).json().cart.id).not.toBe(cartId);
    expect((await act('quote-del', 'Q3001', await approvalFor(t, STAFF.staff, 'quote_delete'))).json()).toEqual(
      NO_ORDER,
    );

    const order = await lampOrder();
    const beforeOrder = await everything();
    const refused = await act('quote-del', order, await approvalFor(t, STAFF.staff, 'quote_delete'));
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 404, body: NO_ORDER });
    expect(await everything()).toBe(beforeOrder);
  });

  it('moves a quote’s expiry within today and created + 90 days; refuses other dates, orders and unknown numbers', async () => {
    await insertQuote(db(), { orderNo: 'Q4001' });
    const set = (orderNo: string, expiryDate: string) =>
      sam.post('/pos/update-quote-expiry-date', { orderNo, expiryDate });
    const ok = await set('Q4001', '2027-01-31');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ success: true, msg: 'Quote #Q4001 now expires on 2027-01-31' });
    const row = async () =>
      (
        await queryRows<{ expiry: string }>(
          db(),
          sql`select expiry_date::text as expiry from orders where order_no = 'Q4001'`,
        )
      )[0]!.expiry;
    expect(await row()).toBe('2027-01-31');
    const list = (
      await sam.post('/pos/order-list', { type: 'quote', search: 'Q4001', filters: { allBranch: 1 } })
    ).json();
    expect(list.orders[0]).toMatchObject({ expiry_date: '2027-01-31', expiresIn: 90 });

    const range = 'The expiry date should be between 2026-11-02 and 2027-01-31';
    for (const date of ['2026-11-01', '2027-02-01', '2026-02-30', 'tomorrow', '']) {
      const res = await set('Q4001', date);
      expect({ date, status: res.statusCode, body: res.json() }).toEqual({
        date,
        status: 422,
        body: { success: false, msg: range },
      });
    }
    expect(await row()).toBe('2027-01-31');
    // Today is the earliest: an expired quote comes back to the Active list.
    await db().execute(sql`update orders set expiry_date = '2026-10-01' where order_no = 'Q4001'`);
    expect((await set('Q4001', '2026-11-02')).statusCode).toBe(200);
    const active = (
      await sam.post('/pos/order-list', { type: 'quote', search: 'Q4001', filters: { allBranch: 1 } })
    ).json();
    expect(active.orders[0]).toMatchObject({ expiry_date: '2026-11-02', expiresIn: 0 });

    const order = await lampOrder();
    expect((await set(order, '2026-12-01')).json()).toEqual(NO_ORDER);
    expect((await set('NO-SUCH-4', '2026-12-01')).json()).toEqual(NO_ORDER);
    expect((await sam.post('/pos/update-quote-expiry-date', { orderNo: 'Q4001' })).statusCode).toBe(422);
  });

  it('needs the anti-forgery header on the three GETs, and a staff session', async () => {
    const orderNo = await lampOrder();
    for (const what of ['quote-del', 'order-cancel', 'order-restore'] as const) {
      const res = await sam.send({
        method: 'GET',
        url: `/pos/${what}/${orderNo}?approval=${await approvalFor(t, STAFF.staff, 'order_cancel')}`,
      });
      expect(res.statusCode).toBe(419);
      const anon = await t.browser();
      expect((await anon.get(`/pos/${what}/${orderNo}`)).statusCode).toBe(401);
    }
    expect(await orderHolds(db(), orderNo)).toEqual({ status: 'pending', held: 2 });
  });
});
