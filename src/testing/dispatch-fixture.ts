// Bins for the dispatch tests over the staff fixture's shop, and what a take moves: AKL has a FLOOR bin
// and A-01-1, CHC a FLOOR bin, holding the sofas and lamps the stock rows count on hand. Orders are
// made through the real calls (placePosOrder), then marked paid the way a payment leaves them.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import * as s from '../db/schema.ts';
import { type PosOrderAsk, placePosOrder } from './order-fixture.ts';
import type { PosTestApp } from './pos-app.ts';

export const BINS = { aklFloor: 901, aklShelf: 902, chcFloor: 903 } as const;

/** The shop's stock starts again: AKL 2 sofas on the floor; lamps 3 on the floor and 7 on A-01-1; CHC 5 lamps. */
export async function resetBins(db: Database): Promise<void> {
  await db.execute(sql`delete from bin_stock`);
  await db.execute(sql`delete from bins`);
  await db.insert(s.bins).values([
    { id: BINS.aklFloor, locationCode: 'AKL', code: 'FLOOR' },
    { id: BINS.aklShelf, locationCode: 'AKL', code: 'A-01-1' },
    { id: BINS.chcFloor, locationCode: 'CHC', code: 'FLOOR' },
  ]);
  await db.insert(s.binStock).values([
    { binId: BINS.aklFloor, variantId: 1, qty: 2 },
    { binId: BINS.aklFloor, variantId: 3, qty: 3 },
    { binId: BINS.aklShelf, variantId: 3, qty: 7 },
    { binId: BINS.chcFloor, variantId: 3, qty: 5 },
  ]);
  await db.execute(
    sql`update stock set free = 2, alloc = 0, on_hand = 2 where variant_id = 1 and location_code = 'AKL'`,
  );
  await db.execute(
    sql`update stock set free = 10, alloc = 0, on_hand = 10 where variant_id = 3 and location_code = 'AKL'`,
  );
  await db.execute(
    sql`update stock set free = 5, alloc = 0, on_hand = 5 where variant_id = 3 and location_code = 'CHC'`,
  );
  await db.execute(sql`update stock_reservations set status = 'released' where status = 'held'`);
}

/** A POS order made through the real calls, then paid (or left in the status asked). */
export async function placeDispatchOrder(t: PosTestApp, ask: PosOrderAsk, status = 'paid'): Promise<string> {
  const orderNo = await placePosOrder(t, ask);
  await t.handle.db.execute(sql`update orders set status = ${status} where order_no = ${orderNo}`);
  return orderNo;
}

export interface DispatchFigures {
  free: number;
  alloc: number;
  onHand: number;
  bin: number;
}

/** A sku's figures at a place, and the units in one of its bins. */
export async function figuresAt(db: Database, sku: string, location: string, binId: number): Promise<DispatchFigures> {
  const [row] = await queryRows<{ free: number; alloc: number; on_hand: number; bin: number }>(
    db,
    sql`select s.free, s.alloc, s.on_hand,
        coalesce((select qty from bin_stock bs where bs.bin_id = ${binId} and bs.variant_id = v.id), 0) as bin
      from stock s join product_variants v on v.id = s.variant_id where v.sku = ${sku} and s.location_code = ${location}`,
  );
  return { free: Number(row?.free), alloc: Number(row?.alloc), onHand: Number(row?.on_hand), bin: Number(row?.bin) };
}

/** The order's reservations (qty and status, oldest first) and its allocations' dispatched units. */
export async function orderStockRows(db: Database, orderNo: string) {
  const reservations = await queryRows<{ qty: number; status: string }>(
    db,
    sql`select r.qty, r.status from stock_reservations r join orders o on o.id = r.order_id
      where o.order_no = ${orderNo} order by r.id`,
  );
  const allocations = await queryRows<{ id: number; order_item_id: number; qty: number; qty_dispatched: number }>(
    db,
    sql`select a.id, a.order_item_id, a.qty, a.qty_dispatched from order_allocations a join orders o on o.id = a.order_id
      where o.order_no = ${orderNo} order by a.id`,
  );
  return {
    reservations: reservations.map((r) => ({ qty: Number(r.qty), status: r.status })),
    allocations: allocations.map((a) => ({
      id: Number(a.id),
      itemId: Number(a.order_item_id),
      qty: Number(a.qty),
      dispatched: Number(a.qty_dispatched),
    })),
  };
}
