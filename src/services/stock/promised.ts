// What an order was promised of a purchase order's units, moved when the units arrive or will not: the
// order's held reservations of the purchase order and its allocation rows from it become held at the
// receiving place (split when only part arrived), or the reservations are released and the rows go back
// to back order. Inside the caller's transaction, after it locked the orders' rows and the purchase
// order's lines (po-orders.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { HeldOnOrder } from './po-orders.ts';

/** Units of a variant an order was promised that now stand at the place. */
export interface Covered {
  reservation: HeldOnOrder;
  units: number;
}

/** The held reservations the arriving units cover, oldest order first: at most `arrived` units per variant. */
export function coverOldestFirst(held: HeldOnOrder[], arrived: Map<number, number>): Covered[] {
  const left = new Map(arrived);
  const covered: Covered[] = [];
  for (const r of held) {
    const units = Math.min(r.qty, left.get(r.variantId) ?? 0);
    if (units <= 0) continue;
    covered.push({ reservation: r, units });
    left.set(r.variantId, (left.get(r.variantId) ?? 0) - units);
  }
  return covered;
}

/** The covered reservations and their allocation rows now stand at the place, still held for their orders. */
export async function holdAtPlace(
  tx: Database,
  purchaseOrderId: number,
  locationCode: string,
  covered: Covered[],
  now?: Date,
): Promise<void> {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  for (const { reservation: r, units } of covered) {
    if (units === r.qty)
      await tx.execute(
        sql`update stock_reservations set location_code = ${locationCode}, purchase_order_id = null where id = ${r.id}`,
      );
    else {
      await tx.execute(sql`update stock_reservations set qty = qty - ${units} where id = ${r.id}`);
      await tx.execute(
        sql`insert into stock_reservations (order_id, order_item_id, variant_id, location_code, qty, status, created_at)
            values (${r.orderId}, ${r.orderItemId}, ${r.variantId}, ${locationCode}, ${units}, 'held', ${at})`,
      );
    }
    await moveAllocationRows(tx, purchaseOrderId, r, units, locationCode);
  }
}

/**
 * `units` of the order's allocation rows from the purchase order (for the reservation's line, oldest
 * first) now leave from the place; a row covered in part is split, the rest staying on the purchase
 * order. Method, collect place, dispatch date, confirmation and note stay as the salesperson chose.
 */
async function moveAllocationRows(
  tx: Database,
  purchaseOrderId: number,
  r: HeldOnOrder,
  units: number,
  locationCode: string,
): Promise<void> {
  const line = r.orderItemId === null ? sql`` : sql`and order_item_id = ${r.orderItemId}`;
  const rows = await queryRows<{ id: number; left: number }>(
    tx,
    sql`select id, qty - qty_dispatched as left from order_allocations
        where order_id = ${r.orderId} and variant_id = ${r.variantId} and purchase_order_id = ${purchaseOrderId} ${line}
        order by id for update`,
  );
  let left = units;
  for (const row of rows) {
    if (left === 0) break;
    const id = Number(row.id);
    const rowUnits = Number(row.left);
    if (rowUnits <= 0) continue;
    if (rowUnits <= left) {
      await tx.execute(
        sql`update order_allocations set from_location = ${locationCode}, purchase_order_id = null where id = ${id}`,
      );
      left -= rowUnits;
      continue;
    }
    await tx.execute(sql`update order_allocations set qty = qty - ${left} where id = ${id}`);
    await tx.execute(
      sql`insert into order_allocations (order_id, order_item_id, variant_id, method, from_location, purchase_order_id,
            back_order, to_location, qty, dispatch_date, confirmed, note)
          select order_id, order_item_id, variant_id, method, ${locationCode}, null, false, to_location, ${left},
            dispatch_date, confirmed, note
          from order_allocations where id = ${id}`,
    );
    left = 0;
  }
}

/**
 * The reservations are released (no stock stood behind them) and their orders' rows from the purchase
 * order go back to back order. Only the orders holding units, whose rows the caller locked: a cancelled
 * order's rows stay as they were.
 */
export async function backToBackOrder(tx: Database, purchaseOrderId: number, held: HeldOnOrder[]): Promise<void> {
  if (held.length === 0) return;
  await tx.execute(
    sql`update stock_reservations set status = 'released' where id = any(${sql.param(held.map((r) => r.id))}::int[])`,
  );
  await tx.execute(
    sql`update order_allocations set purchase_order_id = null, back_order = true
        where purchase_order_id = ${purchaseOrderId} and qty > qty_dispatched
          and order_id = any(${sql.param([...new Set(held.map((r) => r.orderId))])}::int[])`,
  );
}
