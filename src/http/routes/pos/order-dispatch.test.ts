// Taking stock now (POST /pos/order/updateQTYTaken/) on both databases: every message of the spec,
// bad input refused with nothing changed, the figures that move together (bin, allocated, on hand,
// the reservation split, the allocation's dispatched units), the detail's take_now_bins and
// Dispatched count, the activity entry, and the order completed once every unit has left.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { BINS, figuresAt, orderStockRows, placeDispatchOrder, resetBins } from '../../../testing/dispatch-fixture.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { insertQuote } from '../../../testing/quote-fixture.ts';
import { STAFF } from '../../../testing/staff-fixture.ts';

const TAKE = '/pos/order/updateQTYTaken/';
const refused = (msg: string) => ({ success: false, msg });

describe.each(testDatabases())('taking stock now ($name)', (target) => {
  const { t, sam } = usePosTestApp(target);
  beforeEach(() => resetBins(t.handle.db));

  const db = () => t.handle.db;
  const lampOrder = (qty = 2, status = 'paid', from = 'AKL') =>
    placeDispatchOrder(t, { browser: sam, staffId: STAFF.staff, lines: [{ sku: 'LAMP-1', qty }], from }, status);
  const detail = async (orderNo: string) => (await sam.get(`/pos/order-info/${orderNo}`)).json().order;
  /** The order's one line and its one allocation. */
  const lineOf = async (orderNo: string) => {
    const { allocations } = await orderStockRows(db(), orderNo);
    return { detailId: allocations[0]!.itemId, allocId: allocations[0]!.id };
  };
  /** Everything a take could change, to show a refusal changed nothing. */
  const everything = async () =>
    JSON.stringify(
      await queryRows(
        db(),
        sql`select (select json_agg(o order by o.id) from orders o) as orders,
          (select json_agg(r order by r.id) from stock_reservations r) as held,
          (select json_agg(a order by a.id) from order_allocations a) as allocs,
          (select json_agg(s order by s.variant_id, s.location_code) from stock s) as stock,
          (select json_agg(b order by b.bin_id, b.variant_id) from bin_stock b) as bins,
          (select count(*) from activity_log) as logged`,
      ),
    );

  it('takes a unit out of a bin: bin, allocated and on hand go down together, the reservation splits, the allocation counts it', async () => {
    const orderNo = await lampOrder(2);
    const before = await detail(orderNo);
    expect(before.items[0]).toMatchObject({
      can_be_taken: 2,
      already_taken: 0,
      take_now_bins: { 'AKL FLOOR': 3, 'AKL A-01-1': 7 },
    });
    const { detailId, allocId } = await lineOf(orderNo);
    expect(await figuresAt(db(), 'LAMP-1', 'AKL', BINS.aklFloor)).toEqual({ free: 8, alloc: 2, onHand: 10, bin: 3 });

    const res = await sam.post(TAKE, { detailId, allocId, qtyTaken: '1', binTaken: 'AKL FLOOR' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'Took 1 × Tui Table Lamp from AKL bin FLOOR', status: 'paid' });

    expect(await figuresAt(db(), 'LAMP-1', 'AKL', BINS.aklFloor)).toEqual({ free: 8, alloc: 1, onHand: 9, bin: 2 });
    expect(await orderStockRows(db(), orderNo)).toEqual({
      reservations: [
        { qty: 1, status: 'held' },
        { qty: 1, status: 'dispatched' },
      ],
      allocations: [{ id: allocId, itemId: detailId, qty: 2, dispatched: 1 }],
    });
    const after = await detail(orderNo);
    expect(after.items[0]).toMatchObject({
      can_be_taken: 1,
      already_taken: 1,
      take_now_bins: { 'AKL FLOOR': 2, 'AKL A-01-1': 7 },
    });
    // Who took what, on the order's history (the newest entry; completing the order wrote the first).
    const [entry] = await queryRows<{ event: string; causer_id: number; description: string; properties: unknown }>(
      db(),
      sql`select l.event, l.causer_id, l.description, l.properties from activity_log l join orders o on o.id = l.order_id
        where o.order_no = ${orderNo} order by l.id desc limit 1`,
    );
    expect(entry).toMatchObject({
      event: 'order-activity',
      causer_id: STAFF.staff,
      description: 'Took 1 × Tui Table Lamp from AKL bin FLOOR',
    });
    const props = typeof entry!.properties === 'string' ? JSON.parse(entry!.properties) : entry!.properties;
    expect(props).toMatchObject({ action: 'dispatch', qty: 1, bin: 'AKL FLOOR', allocationId: allocId });
  });

  it('completes a paid order once every unit has left, and then has nothing more to take', async () => {
    const orderNo = await lampOrder(2);
    const { detailId, allocId } = await lineOf(orderNo);
    const first = await sam.post(TAKE, { detailId, allocId, qtyTaken: 1, binTaken: 'AKL FLOOR' });
    expect(first.json().status).toBe('paid');
    const last = await sam.post(TAKE, { detailId, allocId, qtyTaken: '1', binTaken: 'AKL A-01-1' });
    expect(last.json()).toMatchObject({ success: true, status: 'completed' });
    const o = await detail(orderNo);
    expect(o.status).toBe('completed');
    expect(o.items[0]).toMatchObject({ can_be_taken: 0, already_taken: 2, take_now_bins: {} });
    expect(await orderStockRows(db(), orderNo)).toMatchObject({
      reservations: [
        { qty: 1, status: 'dispatched' },
        { qty: 1, status: 'dispatched' },
      ],
    });
    expect(await figuresAt(db(), 'LAMP-1', 'AKL', BINS.aklShelf)).toEqual({ free: 8, alloc: 0, onHand: 8, bin: 6 });
    const more = await sam.post(TAKE, { detailId, allocId, qtyTaken: '1', binTaken: 'AKL FLOOR' });
    expect([more.statusCode, more.json()]).toEqual([422, refused('Qty taken should not be greater than 0')]);
  });

  it('completes a processing (No deposit) order too; one line left keeps it as it was', async () => {
    const orderNo = await placeDispatchOrder(
      t,
      {
        browser: sam,
        staffId: STAFF.staff,
        lines: [
          { sku: 'LAMP-1', qty: 1 },
          { sku: 'SOFA-CHA', qty: 1 },
        ],
      },
      'processing',
    );
    const { allocations } = await orderStockRows(db(), orderNo);
    const [lamp, sofa] = allocations;
    const one = await sam.post(TAKE, {
      detailId: lamp!.itemId,
      allocId: lamp!.id,
      qtyTaken: '1',
      binTaken: 'AKL FLOOR',
    });
    expect(one.json().status).toBe('processing');
    const two = await sam.post(TAKE, {
      detailId: sofa!.itemId,
      allocId: sofa!.id,
      qtyTaken: '1',
      binTaken: 'AKL FLOOR',
    });
    expect(two.json()).toMatchObject({ status: 'completed', msg: 'Took 1 × Aria 3 Seater Sofa from AKL bin FLOOR' });
  });

  it("answers the spec's messages and changes nothing", async () => {
    const orderNo = await lampOrder(2);
    const { detailId, allocId } = await lineOf(orderNo);
    const start = await everything();
    const ask = (more: Record<string, unknown>) =>
      sam.post(TAKE, { detailId, allocId, binTaken: 'AKL FLOOR', ...more });
    for (const qtyTaken of [0, '0', -1, '-1', '', '  ', 'abc', '1.5', 1.5, '1e2', '+1', null, undefined]) {
      const res = await ask({ qtyTaken });
      expect([res.statusCode, res.json()], String(qtyTaken)).toEqual([422, refused('Qty taken cannot be less than 0')]);
    }
    for (const binTaken of ['', '   ', 'AKL', 'AKL NOPE', 'XYZ FLOOR', undefined]) {
      const res = await ask({ qtyTaken: '1', binTaken });
      expect([res.statusCode, res.json()], String(binTaken)).toEqual([422, refused('Please select a bin')]);
    }
    // The least of the bin (3), the line (2) and the allocation (2).
    for (const qtyTaken of ['3', 4, '999999999999', '00000000000000000000000000000009']) {
      const res = await ask({ qtyTaken });
      expect([res.statusCode, res.json()], String(qtyTaken)).toEqual([
        422,
        refused('Qty taken should not be greater than 2'),
      ]);
    }
    // A bin with fewer units than the line has left sets the most.
    await db().execute(sql`update bin_stock set qty = 1 where bin_id = ${BINS.aklFloor} and variant_id = 3`);
    const fewer = await ask({ qtyTaken: '2' });
    expect(fewer.json()).toEqual(refused('Qty taken should not be greater than 1'));
    await db().execute(sql`update bin_stock set qty = 3 where bin_id = ${BINS.aklFloor} and variant_id = 3`);
    // A bin at another place than the allocation leaves from.
    const elsewhere = await ask({ qtyTaken: '1', binTaken: 'CHC FLOOR' });
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([
      422,
      refused('That bin is not at AKL, where this allocation leaves from'),
    ]);
    expect(await everything()).toBe(start);
  });

  it("refuses other orders' allocations, unknown lines and ids that are not numbers", async () => {
    const mine = await lampOrder(1);
    const other = await lampOrder(1);
    const { detailId } = await lineOf(mine);
    const { allocId: theirs, detailId: theirLine } = await lineOf(other);
    const start = await everything();
    const res = await sam.post(TAKE, { detailId, allocId: theirs, qtyTaken: '1', binTaken: 'AKL FLOOR' });
    expect([res.statusCode, res.json()]).toEqual([422, refused("That allocation is not one of this item's")]);
    const unknown = await sam.post(TAKE, { detailId: 999999, allocId: theirs, qtyTaken: '1', binTaken: 'AKL FLOOR' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, refused('The order is not exist')]);
    for (const bad of [
      { detailId: 'abc', allocId: theirs },
      { detailId: theirLine, allocId: '1; drop table bins' },
      { detailId: -1, allocId: theirs },
      { detailId: { id: 1 }, allocId: theirs },
      { allocId: theirs },
    ]) {
      const r = await sam.post(TAKE, { ...bad, qtyTaken: '1', binTaken: 'AKL FLOOR' });
      expect(r.statusCode, JSON.stringify(bad)).toBe(422);
      expect(r.json().success).toBe(false);
    }
    expect(await everything()).toBe(start);
  });

  it('refuses an unpaid, a cancelled order and a quote, and a back-ordered or purchase-order allocation', async () => {
    for (const status of ['pending', 'locked', 'expired']) {
      const orderNo = await lampOrder(1, status);
      const { detailId, allocId } = await lineOf(orderNo);
      const res = await sam.post(TAKE, { detailId, allocId, qtyTaken: '1', binTaken: 'AKL FLOOR' });
      expect([res.statusCode, res.json()], status).toEqual([
        409,
        refused('Stock can be taken only for a paid or processing order'),
      ]);
    }
    await insertQuote(db(), { orderNo: 'Q-TAKE', userId: 3 });
    const [quoteLine] = await queryRows<{ id: number }>(
      db(),
      sql`select i.id from order_items i join orders o on o.id = i.order_id where o.order_no = 'Q-TAKE' limit 1`,
    );
    const quote = await sam.post(TAKE, { detailId: quoteLine!.id, allocId: 1, qtyTaken: '1', binTaken: 'AKL FLOOR' });
    expect(quote.statusCode).toBe(409);
    // An allocation from a purchase order has nothing in a bin to take.
    const orderNo = await lampOrder(1);
    const { detailId, allocId } = await lineOf(orderNo);
    await db().execute(
      sql`update order_allocations set from_location = null, purchase_order_id = 1 where id = ${allocId}`,
    );
    const onOrder = await sam.post(TAKE, { detailId, allocId, qtyTaken: '1', binTaken: 'AKL FLOOR' });
    expect([onOrder.statusCode, onOrder.json()]).toEqual([
      422,
      refused('Only units allocated from a stock location can be taken now'),
    ]);
  });

  it('needs a staff session and the anti-forgery token', async () => {
    const orderNo = await lampOrder(1);
    const { detailId, allocId } = await lineOf(orderNo);
    const body = { detailId, allocId, qtyTaken: '1', binTaken: 'AKL FLOOR' };
    const stranger = await t.browser();
    expect((await stranger.post(TAKE, body)).statusCode).toBe(401);
    expect((await sam.post(TAKE, body, { 'x-csrf-token': '' })).statusCode).toBe(419);
    // A form post works like JSON.
    const form = await sam.send({
      method: 'POST',
      url: TAKE,
      payload: new URLSearchParams({ ...body, detailId: String(detailId), allocId: String(allocId) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': sam.token },
    });
    expect(form.statusCode).toBe(200);
  });
});
