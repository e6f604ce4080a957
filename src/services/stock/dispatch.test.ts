// The stock move of a dispatch on both databases, below the call: the held reservations give up the
// units oldest first (a row taken whole is dispatched, a row taken in part is split), and a move the
// locked figures cannot cover is stopped by its guards with nothing written.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { testDatabases } from '../../testing/databases.ts';
import { BINS, figuresAt, orderStockRows, placeDispatchOrder, resetBins } from '../../testing/dispatch-fixture.ts';
import { usePosTestApp } from '../../testing/pos-app.ts';
import { STAFF } from '../../testing/staff-fixture.ts';
import { lockForDispatch } from './dispatch.ts';
import { type BinDispatch, dispatchFromBin } from './stock.service.ts';

describe.each(testDatabases())('dispatching stock from a bin ($name)', (target) => {
  const { t, sam } = usePosTestApp(target);
  beforeEach(() => resetBins(t.handle.db));

  const db = () => t.handle.db;
  const inTx = <T>(work: (tx: Database) => Promise<T>) => db().transaction((tx) => work(tx));

  /** A paid order of three lamps from AKL whose hold is kept as two reservations (1 and 2), as two takes leave it. */
  async function orderOfThree(): Promise<{ orderNo: string; take: BinDispatch }> {
    const orderNo = await placeDispatchOrder(t, {
      browser: sam,
      staffId: STAFF.staff,
      lines: [{ sku: 'LAMP-1', qty: 3 }],
    });
    const [r] = await queryRows<{ id: number; order_id: number; order_item_id: number; variant_id: number }>(
      db(),
      sql`select r.id, r.order_id, r.order_item_id, r.variant_id from stock_reservations r join orders o on o.id = r.order_id
        where o.order_no = ${orderNo}`,
    );
    await db().execute(sql`update stock_reservations set qty = 1 where id = ${r!.id}`);
    await db().execute(
      sql`insert into stock_reservations (order_id, order_item_id, variant_id, location_code, qty, status)
        values (${r!.order_id}, ${r!.order_item_id}, ${r!.variant_id}, 'AKL', 2, 'held')`,
    );
    const a = (await orderStockRows(db(), orderNo)).allocations[0]!;
    return {
      orderNo,
      take: {
        orderId: Number(r!.order_id),
        orderItemId: a.itemId,
        variantId: Number(r!.variant_id),
        allocationId: a.id,
        locationCode: 'AKL',
        binId: BINS.aklShelf,
      },
    };
  }

  it('reads the figures under its locks and gives up held units oldest first, splitting a row taken in part', async () => {
    const { orderNo, take } = await orderOfThree();
    const locked = await inTx((tx) => lockForDispatch(tx, take));
    expect(locked).toEqual({ binUnits: 7, heldUnits: 3, allocationLeft: 3, alloc: 3, onHand: 10 });

    await inTx((tx) => dispatchFromBin(tx, take, 2));
    expect((await orderStockRows(db(), orderNo)).reservations).toEqual([
      { qty: 1, status: 'dispatched' },
      { qty: 1, status: 'held' },
      { qty: 1, status: 'dispatched' },
    ]);
    expect(await figuresAt(db(), 'LAMP-1', 'AKL', BINS.aklShelf)).toEqual({ free: 7, alloc: 1, onHand: 8, bin: 5 });
    expect((await orderStockRows(db(), orderNo)).allocations[0]!.dispatched).toBe(2);

    await inTx((tx) => dispatchFromBin(tx, take, 1));
    expect((await orderStockRows(db(), orderNo)).reservations.map((r) => r.status)).toEqual([
      'dispatched',
      'dispatched',
      'dispatched',
    ]);
    expect(await inTx((tx) => lockForDispatch(tx, take))).toMatchObject({ heldUnits: 0, allocationLeft: 0, alloc: 0 });
  });

  it('stops a move the figures cannot cover, with nothing written', async () => {
    const { orderNo, take } = await orderOfThree();
    const snapshot = async () =>
      JSON.stringify([await orderStockRows(db(), orderNo), await figuresAt(db(), 'LAMP-1', 'AKL', BINS.aklShelf)]);
    const before = await snapshot();
    // The bin holds fewer than asked.
    await db().execute(sql`update bin_stock set qty = 1 where bin_id = ${BINS.aklShelf} and variant_id = 3`);
    await expect(inTx((tx) => dispatchFromBin(tx, take, 2))).rejects.toThrow(/the bin refused/);
    await db().execute(sql`update bin_stock set qty = 7 where bin_id = ${BINS.aklShelf} and variant_id = 3`);
    // More than the allocation has left (its bin and place could give them).
    await expect(inTx((tx) => dispatchFromBin(tx, take, 4))).rejects.toThrow(/refused the dispatch|fewer units/);
    expect(await snapshot()).toBe(before);
  });
});
