// Shipping allocations of the POS cart (saveAllocation) and completing the cart as an order: the save
// rules, the full validation, the 'order' approval (single use), and two salespeople completing with
// the last free unit: one order, one '{location} only has {free} stock', no figure below zero.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { issueApproval } from '../../../services/staff/approvals.ts';
import { EMAILS, STAFF } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { DISPATCH_DATE, ORDER_CUSTOMER as CUSTOMER, allocation } from '../../../testing/order-fixture.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';

describe.each(testDatabases())('POS allocations and complete ($name)', (target) => {
  let sofa: number;
  const { t, sam, mere } = usePosTestApp(target, { signIn: { sam: EMAILS.staff, mere: EMAILS.manager } });
  beforeAll(async () => {
    const [v] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from product_variants where sku = 'SOFA-CHA'`,
    );
    sofa = Number(v!.id);
    // The last free unit at AKL; none anywhere else.
    await t.handle.db.execute(sql`update stock set free = 0 where variant_id = ${sofa}`);
    await t.handle.db.execute(sql`update stock set free = 1 where variant_id = ${sofa} and location_code = 'AKL'`);
  });

  const db = () => t.handle.db;
  const itemId = async (staffId: number) => {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`select ci.id from cart_items ci join carts c on c.id = ci.cart_id
        where c.kind = 'pos' and c.staff_id = ${staffId} and c.status = 'open' and ci.variant_id = ${sofa}`,
    );
    return Number(row!.id);
  };
  const akl = async () =>
    (
      await queryRows<{ free: number; alloc: number }>(
        db(),
        sql`select free, alloc from stock where variant_id = ${sofa} and location_code = 'AKL'`,
      )
    )[0]!;
  const counts = async () =>
    (
      await queryRows<{ orders: number; items: number; reservations: number; allocations: number }>(
        db(),
        sql`select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as items,
          (select count(*) from stock_reservations)::int as reservations, (select count(*) from cart_allocations)::int as allocations`,
      )
    )[0]!;
  const approval = (staffId: number) =>
    issueApproval(db(), { staffId, approverId: staffId, type: 'order' }, t.clock.now);

  it('answers 401 without a staff session', async () => {
    const anon = await t.browser();
    expect((await anon.post('/pos/cart/saveAllocation', {})).statusCode).toBe(401);
    expect((await anon.post('/pos/cart/complete/', {})).statusCode).toBe(401);
  });

  it('refuses bad allocations with the save rules and writes nothing', async () => {
    for (const b of [sam, mere]) {
      expect((await b.post('/pos/cart/addItem', { sku: 'SOFA-CHA' })).statusCode).toBe(200);
    }
    const id = await itemId(STAFF.staff);
    const save = (body: Record<string, unknown>) =>
      sam.post('/pos/cart/saveAllocation', { itemId: id, sku: 'SOFA-CHA', ...body });
    const cases: [Record<string, unknown>, number, string | null][] = [
      [{ allocations: [] }, 422, "Can't delete all shipping method"],
      [{ allocations: [allocation({ dispatch_date: '' })] }, 422, "Dispatch date shouldn't be empty"],
      [{ allocations: [allocation({ from: '' })] }, 422, "Allocation location shouldn't be empty"],
      [{ allocations: [allocation({ method: 'PCK', to: '' })] }, 422, "Collect location shouldn't be empty"],
      [{ allocations: [allocation({ qty: 0 })] }, 422, "Allocation Quantity shouldn't be 0"],
      [{ allocations: [allocation(), allocation({ from: 'BACK-ORDER' })] }, 422, 'Total qty should be 1'],
      [{ allocations: [allocation({ from: 'CHC' })] }, 409, 'CHC only has 0 stock'],
      [{ allocations: [allocation({ dispatch_date: '2026-11-01' })] }, 422, "Dispatch date can't be before today"],
      [{ allocations: [allocation({ method: 'COU' })] }, 422, 'Courier is only for items of 0.15 cbm or less'],
      [{ allocations: [allocation({ method: 'NOT_A_METHOD' })] }, 422, null],
      [{ allocations: [allocation({ qty: -1 })] }, 422, null],
      [{ allocations: 'AKL' }, 422, null],
      [{ sku: 'LAMP-1', allocations: [allocation()] }, 404, 'Sub-item not found'],
      [{ itemId: 999999, allocations: [allocation()] }, 404, null],
    ];
    for (const [body, status, msg] of cases) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().success).toBe(false);
      if (msg) expect(res.json().msg).toBe(msg);
    }
    // Another staff member's item is not found.
    const other = await mere.post('/pos/cart/saveAllocation', {
      itemId: id,
      sku: 'SOFA-CHA',
      allocations: [allocation()],
    });
    expect(other.statusCode).toBe(404);
    expect((await counts()).allocations).toBe(0);
  });

  it('saves allocations for both carts without holding stock', async () => {
    for (const [b, staffId] of [
      [sam, STAFF.staff],
      [mere, STAFF.manager],
    ] as const) {
      const res = await b.post('/pos/cart/saveAllocation', {
        itemId: await itemId(staffId),
        sku: 'SOFA-CHA',
        allocations: [allocation()],
      });
      expect(res.json()).toEqual({ success: true });
    }
    // Saving again replaces the sub-item's allocations.
    const again = await sam.post('/pos/cart/saveAllocation', {
      itemId: await itemId(STAFF.staff),
      sku: 'SOFA-CHA',
      allocations: [allocation({ note: 'Call first' })],
    });
    expect(again.json()).toEqual({ success: true });
    expect((await counts()).allocations).toBe(2);
    expect(await akl()).toEqual({ free: 1, alloc: 0 });
    // The cart shows them on the sub-item.
    const shown = (await sam.post('/pos/cart/get', {})).json().cartItems[0].subItems[0];
    expect(shown).toMatchObject({ sku: 'SOFA-CHA', qty: 1 });
    expect(shown.allocation).toEqual([
      {
        method: 'DEL',
        from: 'AKL',
        to: null,
        qty: 1,
        dispatch_date: DISPATCH_DATE,
        confirmed: true,
        note: 'Call first',
      },
    ]);
  });

  it('needs an order approval, then runs the full validation, rolling the approval back on refusal', async () => {
    const before = await counts();
    const none = await sam.post('/pos/cart/complete/', { option: 'order', updateCus: 0 });
    expect(none.statusCode).toBe(403);
    expect((await sam.post('/pos/cart/complete/', { option: 'order', approval: 'made-up' })).statusCode).toBe(403);
    const wrongType = await issueApproval(
      db(),
      { staffId: STAFF.staff, approverId: STAFF.staff, type: 'quote' },
      t.clock.now,
    );
    expect((await sam.post('/pos/cart/complete/', { option: 'order', approval: wrongType })).statusCode).toBe(403);
    const mine = await approval(STAFF.staff);
    // Mere's approval is not Sam's.
    expect((await mere.post('/pos/cart/complete/', { option: 'order', approval: mine })).statusCode).toBe(403);
    const empty = await sam.post('/pos/cart/complete/', { option: 'order', approval: mine });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ success: false, msg: "Please enter customer's first name" });
    const noAcq = { ...CUSTOMER, acquisition: '' };
    expect(
      (await sam.post('/pos/cart/updateBasic', { cart: noAcq, useSameAddress: true, useAutoShippingCost: true }))
        .statusCode,
    ).toBe(200);
    expect((await sam.post('/pos/cart/complete/', { option: 'order', approval: mine })).json().msg).toBe(
      'Please enter acquisition channel',
    );
    // An approval for an order does not save a quote.
    expect((await sam.post('/pos/cart/complete/', { option: 'quote', approval: mine })).json()).toEqual({
      success: false,
      msg: 'PIN approval required',
    });
    expect((await sam.post('/pos/cart/complete/', { option: 'nope', approval: mine })).statusCode).toBe(422);
    expect(
      (await sam.post('/pos/cart/complete/', { orderNo: 'Q100123', option: 'order', approval: mine })).statusCode,
    ).toBe(404);
    expect(await counts()).toEqual(before);
    // The approval was not used up by the refusals.
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from pin_approvals where used_at is not null`,
    );
    expect(row!.n).toBe(0);
  });

  it('two salespeople completing with the last free unit: one order, one refusal, never negative', async () => {
    for (const b of [sam, mere]) {
      expect(
        (
          await b.post('/pos/cart/updateBasic', {
            cart: CUSTOMER,
            useSameAddress: true,
            useAutoShippingCost: true,
          })
        ).statusCode,
      ).toBe(200);
    }
    const [a1, a2] = [await approval(STAFF.staff), await approval(STAFF.manager)];
    const answers = await Promise.all([
      sam.post('/pos/cart/complete/', { option: 'order', updateCus: 1, approval: a1 }),
      mere.post('/pos/cart/complete/', { option: 'order', updateCus: 0, approval: a2 }),
    ]);
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.statusCode).toBe(409);
    expect(refused[0]!.json()).toEqual({ success: false, msg: 'AKL only has 0 stock' });
    const body = ok[0]!.json();
    expect(body).toMatchObject({
      success: true,
      redirect: expect.stringMatching(/^\/pos\/order-detail\/P\d{6}$/),
      msg: expect.any(String),
    });
    const orderNo = body.redirect.split('/').pop();
    expect(await akl()).toEqual({ free: 0, alloc: 1 });
    const winner = answers[0]!.statusCode === 200 ? STAFF.staff : STAFF.manager;
    const [order] = await queryRows<Record<string, unknown>>(
      db(),
      sql`select * from orders where order_no = ${orderNo}`,
    );
    expect(order).toMatchObject({
      kind: 'order',
      channel: 'pos',
      status: 'pending',
      staff_id: winner,
      firstname: 'Aroha',
      hold_until: null,
    });
    const [staffRow] = await queryRows<{ location_code: string }>(
      db(),
      sql`select location_code from staff where id = ${winner}`,
    );
    expect(order!.location).toBe(staffRow!.location_code);
    const items = await queryRows<{ id: number; sku: string; group_code: number; qty_ordered: number }>(
      db(),
      sql`select id, sku, group_code, qty_ordered from order_items where order_id = ${order!.id}`,
    );
    expect(items).toEqual([expect.objectContaining({ sku: 'SOFA-CHA', group_code: -1, qty_ordered: 1 })]);
    const held = await queryRows<Record<string, unknown>>(
      db(),
      sql`select order_item_id, variant_id, location_code, purchase_order_id, qty, status from stock_reservations`,
    );
    expect(held).toEqual([
      {
        order_item_id: items[0]!.id,
        variant_id: sofa,
        location_code: 'AKL',
        purchase_order_id: null,
        qty: 1,
        status: 'held',
      },
    ]);
    const carts = await queryRows<{ staff_id: number; status: string; order_id: number | null }>(
      db(),
      sql`select staff_id, status, order_id from carts where kind = 'pos' and staff_id in (${STAFF.staff}, ${STAFF.manager}) and exists (select 1 from cart_items i where i.cart_id = carts.id) order by staff_id`,
    );
    expect(carts.find((c) => c.staff_id === winner)).toMatchObject({ status: 'ordered', order_id: order!.id });
    expect(carts.find((c) => c.staff_id !== winner)).toMatchObject({ status: 'open', order_id: null });
    const [{ n }] = (await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from stock where free < 0 or alloc < 0`,
    )) as [{ n: number }];
    expect(n).toBe(0);
    expect((await counts()).orders).toBe(1);

    // The winner's approval cannot be replayed; the loser's was not used up by the refusal.
    const winnerBrowser = winner === STAFF.staff ? sam : mere;
    const loserBrowser = winner === STAFF.staff ? mere : sam;
    const replay = await winnerBrowser.post('/pos/cart/complete/', {
      option: 'order',
      approval: winner === STAFF.staff ? a1 : a2,
    });
    expect(replay.statusCode).toBe(403);
    const retry = await loserBrowser.post('/pos/cart/complete/', {
      option: 'order',
      approval: winner === STAFF.staff ? a2 : a1,
    });
    expect(retry.statusCode).toBe(409);
    expect((await counts()).orders).toBe(1);
    expect(await akl()).toEqual({ free: 0, alloc: 1 });
  });

  it('completes from a back order and a purchase order without touching free stock', async () => {
    const loser = (
      await queryRows<{ staff_id: number }>(
        db(),
        sql`select staff_id from carts where kind = 'pos' and status = 'open' and exists (select 1 from cart_items i where i.cart_id = carts.id)`,
      )
    )[0]!;
    const b = Number(loser.staff_id) === STAFF.staff ? sam : mere;
    const [po] = await queryRows<{ id: number }>(
      db(),
      sql`insert into purchase_orders (id, po_number, supplier, status, dc1_eta) values (900, 'PO-T1', 'Test supplier', 'open', '2026-12-01') returning id`,
    );
    await db().execute(
      sql`insert into purchase_order_lines (purchase_order_id, variant_id, qty, qty_allocated) values (${po!.id}, ${sofa}, 1, 0)`,
    );
    const id = await itemId(Number(loser.staff_id));
    expect((await b.post('/pos/cart/updateItem', { item: { id, qty: 2 } })).statusCode).toBe(200);
    const save = await b.post('/pos/cart/saveAllocation', {
      itemId: id,
      sku: 'SOFA-CHA',
      allocations: [allocation({ from: po!.id }), allocation({ from: 'BACK-ORDER', method: 'PCK', to: 'AKL' })],
    });
    expect(save.json()).toEqual({ success: true });
    const done = await b.post('/pos/cart/complete/', {
      option: 'order',
      approval: await approval(Number(loser.staff_id)),
    });
    expect(done.statusCode).toBe(200);
    const [line] = await queryRows<{ qty_allocated: number }>(
      db(),
      sql`select qty_allocated from purchase_order_lines where purchase_order_id = ${po!.id}`,
    );
    expect(line!.qty_allocated).toBe(1);
    expect(await akl()).toEqual({ free: 0, alloc: 1 });
    const held = await queryRows<{ purchase_order_id: number; qty: number }>(
      db(),
      sql`select purchase_order_id, qty from stock_reservations where purchase_order_id is not null`,
    );
    expect(held).toEqual([{ purchase_order_id: po!.id, qty: 1 }]);
  });
  it('allocates a bundle per component and orders the components as children of the bundle line', async () => {
    expect((await sam.post('/pos/cart/addItem', { sku: 'BUNDLE-1' })).statusCode).toBe(200);
    expect(
      (
        await sam.post('/pos/cart/updateBasic', {
          cart: CUSTOMER,
          useSameAddress: true,
          useAutoShippingCost: true,
        })
      ).statusCode,
    ).toBe(200);
    const [bundle] = await queryRows<{ id: number }>(
      db(),
      sql`select ci.id from cart_items ci join carts c on c.id = ci.cart_id join product_variants v on v.id = ci.variant_id
        where c.staff_id = ${STAFF.staff} and c.kind = 'pos' and c.status = 'open' and v.sku = 'BUNDLE-1'`,
    );
    const id = Number(bundle!.id);
    const sofaSave = await sam.post('/pos/cart/saveAllocation', {
      itemId: id,
      sku: 'SOFA-CHA',
      allocations: [allocation({ from: 'BACK-ORDER', method: 'PCK', to: 'AKL' })],
    });
    expect(sofaSave.json()).toEqual({ success: true });
    const approve = await approval(STAFF.staff);
    const missing = await sam.post('/pos/cart/complete/', { option: 'order', approval: approve });
    expect(missing.json()).toEqual({
      success: false,
      msg: 'Please enter a correct allocation location of [Tui Table Lamp]',
    });
    const wrongQty = await sam.post('/pos/cart/saveAllocation', {
      itemId: id,
      sku: 'LAMP-1',
      allocations: [allocation({ from: 'CHC' })],
    });
    expect(wrongQty.json()).toEqual({ success: false, msg: 'Total qty should be 2' });
    const lampSave = await sam.post('/pos/cart/saveAllocation', {
      itemId: id,
      sku: 'LAMP-1',
      allocations: [allocation({ from: 'CHC', qty: 2, method: 'COU' })],
    });
    expect(lampSave.json()).toEqual({ success: true });
    const done = await sam.post('/pos/cart/complete/', { option: 'order', approval: approve });
    expect(done.statusCode).toBe(200);
    const orderNo = done.json().redirect.split('/').pop();
    const items = await queryRows<{ id: number; sku: string; group_code: number; qty_ordered: number }>(
      db(),
      sql`select i.id, i.sku, i.group_code, i.qty_ordered from order_items i join orders o on o.id = i.order_id where o.order_no = ${orderNo} order by i.id`,
    );
    const parent = items.find((i) => i.sku === 'BUNDLE-1')!;
    expect(parent).toMatchObject({ group_code: -1, qty_ordered: 1 });
    const lamp = items.find((i) => i.sku === 'LAMP-1')!;
    expect(lamp).toMatchObject({ group_code: parent.id, qty_ordered: 2 });
    expect(items.find((i) => i.sku === 'SOFA-CHA')).toMatchObject({ group_code: parent.id, qty_ordered: 1 });
    const held = await queryRows<Record<string, unknown>>(
      db(),
      sql`select r.order_item_id, r.location_code, r.qty from stock_reservations r join orders o on o.id = r.order_id where o.order_no = ${orderNo}`,
    );
    expect(held).toEqual([{ order_item_id: lamp.id, location_code: 'CHC', qty: 2 }]);
    const [chc] = await queryRows<{ free: number; alloc: number }>(
      db(),
      sql`select s.free, s.alloc from stock s join product_variants v on v.id = s.variant_id where v.sku = 'LAMP-1' and s.location_code = 'CHC'`,
    );
    expect(chc).toEqual({ free: 3, alloc: 2 });
  });
});
