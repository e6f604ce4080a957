// The order detail's calls on both databases: the order and quote answers (every field of the spec's
// order, its lines with a bundle's components and their allocations, payment lines, pMethods, paid and
// assigned amounts), the allocation check and its messages, Back to Quote (stock given back, the quote's
// cart editable again, its unpaid lines back on the cart), No deposit under a manager's single-use PIN,
// overwriting the customer's details, and the GA4 purchase recorded once. A refusal writes nothing.
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApprovalType } from '../../../contract/pos.ts';
import { queryRows } from '../../../db/rows.ts';
import { issueApproval } from '../../../services/staff/approvals.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { placePosOrder, stockAt } from '../../../testing/order-fixture.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { insertQuote } from '../../../testing/quote-fixture.ts';
import { PINS, STAFF } from '../../../testing/staff-fixture.ts';

const NOT_EXIST = { success: false, msg: 'The order is not exist' };

describe.each(testDatabases())('POS order detail ($name)', (target) => {
  const { t, sam } = usePosTestApp(target);
  beforeAll(async () => {
    await insertQuote(t.handle.db, { orderNo: 'Q-DETAIL', userId: 3 });
  });
  // Enough free units at AKL for each test's orders (Back to Quote gives them back, cancelling is elsewhere).
  beforeEach(async () => {
    await t.handle.db.execute(sql`update stock set free = 20, alloc = 0, on_hand = 20 where location_code = 'AKL'`);
  });

  const db = () => t.handle.db;
  const approval = (type: ApprovalType, approverId: number = STAFF.staff) =>
    issueApproval(db(), { staffId: STAFF.staff, approverId, type }, t.clock.now);
  const lampOrder = (payments?: { gateway: string; amount: string; reference?: string }[]) =>
    placePosOrder(t, { browser: sam, staffId: STAFF.staff, lines: [{ sku: 'LAMP-1', qty: 2 }], payments });
  const orderRow = async (orderNo: string) =>
    (
      await queryRows<Record<string, unknown>>(
        db(),
        sql`select id, kind, status, payment_method, expiry_date::text as expiry, ga_sent_at, user_id from orders where order_no = ${orderNo}`,
      )
    )[0]!;
  const everything = async () =>
    JSON.stringify(
      await queryRows(
        db(),
        sql`select (select json_agg(o order by o.id) from orders o) as orders, (select json_agg(c order by c.id) from carts c) as carts,
          (select json_agg(p order by p.id) from payments p) as pays, (select json_agg(p order by p.id) from cart_payments p) as cart_pays,
          (select json_agg(r order by r.id) from stock_reservations r) as held, (select json_agg(s order by s.variant_id, s.location_code) from stock s) as stock,
          (select json_agg(u order by u.id) from users u) as users, (select count(*) from pin_approvals where used_at is not null) as used`,
      ),
    );

  it('answers an order with every field, its lines and bundle components, allocations and payment lines', async () => {
    const orderNo = await placePosOrder(t, {
      browser: sam,
      staffId: STAFF.staff,
      lines: [
        { sku: 'BUNDLE-1', qty: 1 },
        { sku: 'LAMP-1', qty: 1 },
      ],
      payments: [
        { gateway: 'veftpos', amount: '100.00' },
        { gateway: 'offline', amount: '50.00', reference: 'INV-7' },
      ],
    });
    const res = await sam.get(`/pos/order-info/${orderNo}`);
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(Object.keys(info).sort()).toEqual(
      [
        'success',
        'order',
        'printUrl',
        'proFormaUrl',
        'printLabelUrl',
        'sendToUrl',
        'pMethods',
        'ga4Itmes',
        'paidAmount',
        'canPayCredit',
        'pageMethods',
        'canCancel',
        'canBackToQuote',
      ].sort(),
    );
    const o = info.order;
    for (const field of [
      'id',
      'order_no',
      'status',
      'nztime',
      'location',
      'customer_id',
      'customer',
      'company',
      'coupon_code',
      'couponInfo',
      'firstname',
      'lastname',
      'mobile',
      'email',
      'shipping_address',
      'shipping_zip',
      'billing_address',
      'comment',
      'subtotal_inc',
      'shipping_cost',
      'assembly_cost',
      'rubbish_cost',
      'total_discount',
      'grandtotal',
      'total_tax',
      'assignedAmount',
      'items',
      'payments',
    ])
      expect(o, field).toHaveProperty(field);
    expect(o).toMatchObject({
      order_no: orderNo,
      kind: 'order',
      status: 'pending',
      location: 'AKL',
      firstname: 'Aroha',
      lastname: 'Ngata',
      mobile: '0215550101',
      shipping_zip: '1011',
      customer_id: null,
      customer: null,
      couponInfo: null,
      assignedAmount: '150.00',
      gaSent: false,
    });
    // 2026-11-02T01:00Z is 2:00 pm in Auckland (daylight time).
    expect(o.nztime).toBe('02/11/2026, 2:00 pm');
    for (const money of ['subtotal_inc', 'shipping_cost', 'grandtotal', 'total_tax', 'total_discount'])
      expect(o[money], money).toMatch(/^\d+\.\d{2}$/);
    // The lines as sold, then the bundle's components (group_code: their line's id).
    const [bundle, lamp, sofa, lamps] = o.items;
    expect(bundle).toMatchObject({ sku: 'BUNDLE-1', group_code: -1, qty_ordered: 1, each_price_inc: '2099.00' });
    expect(bundle.take_allocations).toEqual([]);
    expect(sofa).toMatchObject({ sku: 'SOFA-CHA', group_code: bundle.id, qty_ordered: 1, row_price_inc: '0.00' });
    expect(lamps).toMatchObject({ sku: 'LAMP-1', group_code: bundle.id, qty_ordered: 2 });
    expect(lamp).toMatchObject({ sku: 'LAMP-1', group_code: -1, qty_ordered: 1, each_price_inc: '89.00' });
    expect(sofa).toMatchObject({ can_be_taken: 1, already_taken: 0, take_now_bins: {} });
    expect(sofa.take_allocations).toEqual([
      {
        id: expect.any(Number),
        qty: 1,
        qty_dispatched: 0,
        dispatch_date: '2026-11-05',
        dispatch_confirmed: true,
        method: 'DEL',
        from: 'AKL',
        to: null,
      },
    ]);
    expect(lamps).toMatchObject({ can_be_taken: 2, already_taken: 0 });
    expect(o.payments).toEqual([
      {
        id: expect.any(Number),
        gateway: 'veftpos',
        name: expect.any(String),
        amount: '100.00',
        reference: '',
        status: 0,
        type: 0,
        refund_of: null,
      },
      {
        id: expect.any(Number),
        gateway: 'offline',
        name: expect.any(String),
        amount: '50.00',
        reference: 'INV-7',
        status: 0,
        type: 0,
        refund_of: null,
      },
    ]);
    // The order's documents: signed pages, and Send-to (src/http/routes/pos/documents.test.ts).
    expect(info).toMatchObject({ paidAmount: '0.00' });
    expect(info.printUrl).toMatch(/^\/order\/[^/]+\/invoice\?t=/);
    expect(info.proFormaUrl).toMatch(/^\/order\/[^/]+\/pro-forma\?t=/);
    expect(info.printLabelUrl).toMatch(/^\/order\/[^/]+\/labels\?t=/);
    expect(info.sendToUrl).toMatch(/^\/pos\/order-detail\/[^/]+\/send-to$/);
    expect(info.canPayCredit).toBe(false);
    // Pay Now opens the card provider's page for these; nothing refunded, so no Cancel order here.
    expect(info.pageMethods).toEqual(['windcave']);
    expect(info.canCancel).toBe(false);
    expect(info.pMethods).toMatchObject({ veftpos: expect.any(String), offline: expect.any(String) });
    expect(info.pMethods).not.toHaveProperty('no-deposit');
    expect(info.ga4Itmes.map((i: { item_id: string }) => i.item_id)).toEqual(['BUNDLE-1', 'LAMP-1']);
    expect(info.ga4Itmes[1]).toMatchObject({ price: 89, quantity: 1, index: 1 });

    // A paid line counts in paidAmount; a cancelled one assigns nothing.
    await db().execute(sql`update payments set status = 1 where gateway = 'veftpos' and order_id = ${o.id}`);
    await db().execute(sql`update payments set status = 2 where gateway = 'offline' and order_id = ${o.id}`);
    const again = (await sam.get(`/pos/order-info/${orderNo}`)).json();
    expect(again.paidAmount).toBe('100.00');
    expect(again.order.assignedAmount).toBe('100.00');
    // A dispatched unit is taken, no longer to take.
    await db().execute(sql`update order_allocations set qty_dispatched = 1 where order_item_id = ${lamps.id}`);
    const taken = (await sam.get(`/pos/order-info/${orderNo}`)).json().order.items[3];
    expect(taken).toMatchObject({ can_be_taken: 1, already_taken: 1 });
  });

  it('finds each kind only at its own address, and says an unknown one does not exist', async () => {
    const quote = await sam.get('/pos/quote-info/Q-DETAIL');
    expect(quote.statusCode).toBe(200);
    const q = quote.json();
    expect(q.order).toMatchObject({
      order_no: 'Q-DETAIL',
      kind: 'quote',
      customer_id: 3,
      customer: { firstname: 'Aroha', lastname: 'Ngata' },
      company: 'Harbour Dental',
      expiry_date: '2026-12-02',
      subtotal_inc: '4697.00',
      total_discount: '100.00',
    });
    expect(q.printUrl).toMatch(/^\/quote\/Q-DETAIL\/print\?t=/);
    expect(q.order.items.filter((i: { group_code: number }) => i.group_code !== -1)).toHaveLength(2);

    for (const url of ['/pos/order-info/Q-DETAIL', '/pos/order-info/P999999', '/pos/quote-info/P999999']) {
      const res = await sam.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(NOT_EXIST);
    }
    const orderNo = await lampOrder();
    expect((await sam.get(`/pos/quote-info/${orderNo}`)).statusCode).toBe(404);
    // Only staff see an order.
    const stranger = await t.browser();
    expect((await stranger.get(`/pos/order-info/${orderNo}`)).statusCode).toBe(401);
  });

  it('checks that a pending order’s allocations still hold their stock and dispatch dates', async () => {
    const orderNo = await lampOrder();
    const ok = await sam.get(`/pos/check-allocation/${orderNo}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, msg: 'The allocations of this order can be met' });

    const id = (await orderRow(orderNo)).id;
    await db().execute(sql`update order_allocations set dispatch_date = '2026-11-01' where order_id = ${id}`);
    const late = await sam.get(`/pos/check-allocation/${orderNo}`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, msg: 'Please enter a correct dispatch date of [Tui Table Lamp]' });
    await db().execute(sql`update order_allocations set dispatch_date = '2026-11-05' where order_id = ${id}`);

    await db().execute(sql`update stock_reservations set status = 'released' where order_id = ${id}`);
    const gone = await sam.get(`/pos/check-allocation/${orderNo}`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toEqual({
      success: false,
      msg: 'Please enter a correct allocation location of [Tui Table Lamp]',
    });

    await db().execute(sql`update orders set status = 'paid' where id = ${id}`);
    const paid = await sam.get(`/pos/check-allocation/${orderNo}`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().msg).toBe("Only a pending order's allocations can be checked");
    expect((await sam.get('/pos/check-allocation/Q-DETAIL')).json()).toEqual(NOT_EXIST);
  });

  it('turns a pending order back into its quote: stock given back, the cart editable, unpaid lines back on it', async () => {
    const orderNo = await lampOrder([{ gateway: 'veftpos', amount: '50.00' }]);
    expect(await stockAt(t, 'LAMP-1', 'AKL')).toEqual({ free: 18, alloc: 2 });
    // The detail offers it: the same rule the call follows.
    expect((await sam.get(`/pos/order-info/${orderNo}`)).json().canBackToQuote).toBe(true);
    const res = await sam.post('/pos/order-to-quote/', { orderno: orderNo });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      redirect: `/pos/quote-edit/${orderNo}`,
      msg: `Order ${orderNo} is a quote again`,
    });
    expect(await stockAt(t, 'LAMP-1', 'AKL')).toEqual({ free: 20, alloc: 0 });
    // A new quote's expiry: 14 days from today in New Zealand (2026-11-02).
    expect(await orderRow(orderNo)).toMatchObject({ kind: 'quote', status: 'pending', expiry: '2026-11-16' });
    const cart = await sam.post('/pos/cart/get', { orderNo });
    expect(cart.statusCode).toBe(200);
    expect(cart.json().cart.orderNo).toBe(orderNo);
    expect(cart.json().payments).toMatchObject([{ gateway: 'veftpos', amount: '50.00', status: 0 }]);
    expect((await sam.get(`/pos/quote-info/${orderNo}`)).json()).toMatchObject({
      order: { payments: [] },
      canBackToQuote: false,
    });
    expect((await sam.get(`/pos/order-info/${orderNo}`)).statusCode).toBe(404);

    // Completed again, it is the same order with its stock and its line once more.
    const again = await sam.post('/pos/cart/complete/', {
      orderNo,
      option: 'order',
      updateCus: 0,
      approval: await approval('order'),
    });
    expect(again.json()).toMatchObject({ success: true, orderNo });
    expect(await stockAt(t, 'LAMP-1', 'AKL')).toEqual({ free: 18, alloc: 2 });
    expect((await sam.get(`/pos/order-info/${orderNo}`)).json().order.payments).toMatchObject([
      { gateway: 'veftpos', amount: '50.00', status: 0 },
    ]);
  });

  /** Whether the order's detail offers Back to Quote. */
  const offered = async (orderNo: string) => (await sam.get(`/pos/order-info/${orderNo}`)).json().canBackToQuote;

  it('refuses Back to Quote for a paid line, a non-pending order and an unknown one, writing nothing', async () => {
    const orderNo = await lampOrder([{ gateway: 'veftpos', amount: '50.00' }]);
    const id = (await orderRow(orderNo)).id;
    await db().execute(sql`update payments set status = 1 where order_id = ${id}`);
    expect(await offered(orderNo)).toBe(false);
    let before = await everything();
    const paid = await sam.post('/pos/order-to-quote/', { orderno: orderNo });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({
      success: false,
      msg: 'This order has a payment taken, so it can not go back to a quote',
    });
    expect(await everything()).toBe(before);

    await db().execute(sql`update payments set status = 4 where order_id = ${id}`);
    expect(await offered(orderNo)).toBe(false);
    expect((await sam.post('/pos/order-to-quote/', { orderno: orderNo })).statusCode).toBe(409);

    await db().execute(sql`update payments set status = 0 where order_id = ${id}`);
    expect(await offered(orderNo)).toBe(true);
    await db().execute(sql`update orders set status = 'locked' where id = ${id}`);
    expect(await offered(orderNo)).toBe(false);
    before = await everything();
    const locked = await sam.post('/pos/order-to-quote/', { orderno: orderNo });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().msg).toBe('Only a pending order can go back to a quote');
    expect(await everything()).toBe(before);

    const unknown = await sam.post('/pos/order-to-quote/', { orderno: 'P999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_EXIST);
    expect((await sam.post('/pos/order-to-quote/', { orderno: 'Q-DETAIL' })).statusCode).toBe(404);
    expect((await sam.post('/pos/order-to-quote/', {})).statusCode).toBe(422);
  });

  it('neither offers nor does Back to Quote for a pending order not made at the POS (no POS cart to edit)', async () => {
    const NOT_POS = { success: false, msg: 'Only an order made at the POS can go back to a quote' };
    // A pending web order (awaiting its payment page), as the Unpaid Orders list shows it.
    const orderNo = await lampOrder();
    await db().execute(sql`update orders set channel = 'web' where order_no = ${orderNo}`);
    expect(await offered(orderNo)).toBe(false);
    let before = await everything();
    const web = await sam.post('/pos/order-to-quote/', { orderno: orderNo });
    expect(web.statusCode).toBe(409);
    expect(web.json()).toEqual(NOT_POS);
    expect(await everything()).toBe(before);

    // Made at the POS, but its cart is gone: nothing to edit either.
    const cartless = await lampOrder();
    await db().execute(
      sql`delete from carts where kind = 'pos' and order_id = (select id from orders where order_no = ${cartless})`,
    );
    expect(await offered(cartless)).toBe(false);
    before = await everything();
    expect((await sam.post('/pos/order-to-quote/', { orderno: cartless })).json()).toEqual(NOT_POS);
    expect(await everything()).toBe(before);
  });

  it('lets one of Back to Quote and No deposit happen to one order at once, with the stock as that one leaves it', async () => {
    const orderNo = await lampOrder();
    const token = await approval('no_deposit', STAFF.manager);
    const [toQuote, noDeposit] = await Promise.all([
      sam.post('/pos/order-to-quote/', { orderno: orderNo }),
      sam.post('/pos/order/noDeposit', { orderNo, approval: token }),
    ]);
    const codes = [toQuote.statusCode, noDeposit.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect(codes[1]).toBeGreaterThanOrEqual(400);
    const row = await orderRow(orderNo);
    if (toQuote.statusCode === 200) {
      expect(row).toMatchObject({ kind: 'quote', status: 'pending' });
      expect(await stockAt(t, 'LAMP-1', 'AKL')).toEqual({ free: 20, alloc: 0 });
    } else {
      expect(row).toMatchObject({ kind: 'order', status: 'processing' });
      expect(await stockAt(t, 'LAMP-1', 'AKL')).toEqual({ free: 18, alloc: 2 });
    }
  });

  it('sets a pending order without payment lines to No deposit only under a manager’s single-use PIN', async () => {
    const orderNo = await lampOrder();
    const before = await everything();
    const none = await sam.post('/pos/order/noDeposit', { orderNo });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ success: false, msg: "A manager's PIN is required to allow No deposit" });
    // Sam's own PIN, or a manager's approval of another action, will not do.
    expect(
      (await sam.post('/pos/order/noDeposit', { orderNo, approval: await approval('no_deposit') })).statusCode,
    ).toBe(403);
    expect(
      (await sam.post('/pos/order/noDeposit', { orderNo, approval: await approval('order_cancel', STAFF.manager) }))
        .statusCode,
    ).toBe(403);
    expect((await sam.post('/pos/order/noDeposit', { orderNo, approval: 'made-up' })).statusCode).toBe(403);
    // The staff member's own unused approvals were consumed by nothing: only the counts differ from none.
    expect(await everything()).toBe(before);

    // The real PIN dialog: Mere the manager types her PIN for Sam.
    const pin = await sam.post('/pos/check-pin', { pin: PINS.manager, type: 'no_deposit', managerId: STAFF.manager });
    const token = pin.json().approval as string;
    const done = await sam.post('/pos/order/noDeposit', { orderNo, approval: token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, msg: `Order ${orderNo} goes ahead with No deposit` });
    expect(await orderRow(orderNo)).toMatchObject({ status: 'processing', payment_method: 'no-deposit' });
    // The stock stays with the order going ahead.
    expect(await stockAt(t, 'LAMP-1', 'AKL')).toEqual({ free: 18, alloc: 2 });

    const twice = await sam.post('/pos/order/noDeposit', {
      orderNo,
      approval: await approval('no_deposit', STAFF.manager),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('Only a pending order can be set to No deposit');

    // The used token does not serve a second order.
    const other = await lampOrder();
    expect((await sam.post('/pos/order/noDeposit', { orderNo: other, approval: token })).statusCode).toBe(403);
  });

  it('refuses No deposit for an order with payment lines, and for an unknown one', async () => {
    const orderNo = await lampOrder([{ gateway: 'veftpos', amount: '20.00' }]);
    const before = await everything();
    const lined = await sam.post('/pos/order/noDeposit', {
      orderNo,
      approval: await approval('no_deposit', STAFF.manager),
    });
    expect(lined.statusCode).toBe(409);
    expect(lined.json()).toEqual({ success: false, msg: 'An order with payment lines can not be set to No deposit' });
    // The refusal kept the approval unused along with everything else.
    expect(await everything()).toBe(before);
    const unknown = await sam.post('/pos/order/noDeposit', { orderNo: 'P999999', approval: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_EXIST);
  });

  it('overwrites the registered customer’s details from the order, and refuses without one', async () => {
    const orderNo = await lampOrder();
    const bare = await sam.post('/pos/update-cus-by-order/', { orderno: orderNo });
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toEqual({ success: false, msg: 'This order has no registered customer to update' });

    await db().execute(sql`update orders set user_id = 4, company = 'Tipene Joinery' where order_no = ${orderNo}`);
    const done = await sam.post('/pos/update-cus-by-order/', { orderno: orderNo });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, msg: `The customer's details have been updated from ${orderNo}` });
    const [user] = await queryRows<Record<string, string>>(
      db(),
      sql`select firstname, lastname, mobile, organisation, shipping_address, shipping_zip, billing_address, email from users where id = 4`,
    );
    expect(user).toEqual({
      firstname: 'Aroha',
      lastname: 'Ngata',
      mobile: '0215550101',
      organisation: 'Tipene Joinery',
      shipping_address: '1 Jervois Road, Herne Bay, Auckland 1011',
      shipping_zip: '1011',
      billing_address: '1 Jervois Road, Herne Bay, Auckland 1011',
      email: 'wiremu.tipene@example.co.nz',
    });
    expect((await sam.post('/pos/update-cus-by-order/', { orderno: 'P999999' })).json()).toEqual(NOT_EXIST);
  });

  it('records the GA4 purchase once: the first call succeeds, a second is refused', async () => {
    const orderNo = await lampOrder();
    const first = await sam.post('/pos/order/markGaSent', { orderNo });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect((await orderRow(orderNo)).ga_sent_at).not.toBeNull();
    expect((await sam.get(`/pos/order-info/${orderNo}`)).json().order.gaSent).toBe(true);
    const second = await sam.post('/pos/order/markGaSent', { orderNo });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, msg: 'The purchase of this order has been sent already' });
    expect((await sam.post('/pos/order/markGaSent', { orderNo: 'Q-DETAIL' })).json()).toEqual(NOT_EXIST);
    // Without the page's token nothing is recorded.
    const other = await lampOrder();
    expect((await sam.post('/pos/order/markGaSent', { orderNo: other }, { 'x-csrf-token': '' })).statusCode).toBe(419);
    expect((await orderRow(other)).ga_sent_at).toBeNull();
  });

  it('offers no No deposit line at the checkout: not a staff method, and a line of it is refused', async () => {
    const cart = (await sam.post('/pos/cart/get', {})).json();
    expect(Object.keys(cart.pMethods)).not.toContain('no-deposit');
    expect((await sam.post('/pos/cart/addItem', { sku: 'LAMP-1' })).statusCode).toBe(200);
    const line = await sam.post('/v1/cart/updatePayment', {
      orderNo: '',
      payments: [{ gateway: 'no-deposit', name: 'No Deposit', amount: '10.00' }],
    });
    expect(line.statusCode).toBe(422);
    expect(line.json().success).toBe(false);
    expect((await sam.post('/pos/cart/get', {})).json().payments).toEqual([]);
  });
});
