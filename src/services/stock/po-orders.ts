// The orders waiting on a purchase order: those with units of its lines still held for them. Receiving
// a purchase order and ending it short change several orders' reservations and allocation rows at once,
// and everyone else who touches one of those orders (a cancel, a restore, Taking now) locks the order's
// row first, then the stock module's rows (locks.ts), then the order's own rows. So receipt and close
// lock the affected orders' rows first as well, sorted by id, before any stock lock, and then re-read
// the order's rows under the purchase-order lines' locks. A till that promised units of the line to a
// new order after the orders were found commits before the line's lock is granted: its order was not
// locked, so the whole transaction is tried again (OrdersMovedOn), now finding it. The orders' rows are
// locked FOR NO KEY UPDATE: that waits for a cancel's or a take's FOR UPDATE of the order, yet lets
// rows naming the order (its history, a reservation) be written by whoever holds it.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idList, queryRows } from '../../db/rows.ts';
import { lockFigures } from './locks.ts';

/** An order took units of the purchase order between finding its orders and locking its lines: try again. */
export class OrdersMovedOn extends Error {
  constructor() {
    super('An order took units of the purchase order while it was being locked');
    this.name = 'OrdersMovedOn';
  }
}

/** Runs the transaction again (a few times) when it found an order it had not locked. */
export async function againWhenOrdersMoved<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof OrdersMovedOn) || i >= attempts) throw err;
    }
  }
}

/** Ids of the orders holding units of the purchase order's lines (of these variants, or all), their rows locked, sorted. */
export async function lockOrdersWaitingOn(
  tx: Database,
  purchaseOrderId: number,
  variantIds?: number[],
): Promise<Set<number>> {
  const only = variantIds ? sql`and variant_id = any(${sql.param(variantIds)}::int[])` : sql``;
  const found = await queryRows<{ order_id: number }>(
    tx,
    sql`select distinct order_id from stock_reservations
        where purchase_order_id = ${purchaseOrderId} and status = 'held' ${only}`,
  );
  const ids = found.map((r) => Number(r.order_id)).sort((a, b) => a - b);
  if (ids.length > 0)
    await tx.execute(sql`select id from orders where id in (${idList(ids)}) order by id for no key update`);
  return new Set(ids);
}

/** A held reservation of units still to arrive on a purchase order, read under the lines' locks. */
export interface HeldOnOrder {
  id: number;
  orderId: number;
  orderItemId: number | null;
  variantId: number;
  qty: number;
}

/**
 * The purchase order's held reservations (of these variants), oldest order first, locked; throws
 * OrdersMovedOn when one belongs to an order the transaction has not locked.
 */
export async function heldOnOrder(
  tx: Database,
  purchaseOrderId: number,
  lockedOrders: Set<number>,
  variantIds?: number[],
): Promise<HeldOnOrder[]> {
  const only = variantIds ? sql`and r.variant_id = any(${sql.param(variantIds)}::int[])` : sql``;
  const rows = await queryRows<{
    id: number;
    order_id: number;
    order_item_id: number | null;
    variant_id: number;
    qty: number;
  }>(
    tx,
    sql`select r.id, r.order_id, r.order_item_id, r.variant_id, r.qty
        from stock_reservations r join orders o on o.id = r.order_id
        where r.purchase_order_id = ${purchaseOrderId} and r.status = 'held' ${only}
        order by o.created_at, o.id, r.id for update of r`,
  );
  const held = rows.map((r) => ({
    id: Number(r.id),
    orderId: Number(r.order_id),
    orderItemId: r.order_item_id === null ? null : Number(r.order_item_id),
    variantId: Number(r.variant_id),
    qty: Number(r.qty),
  }));
  if (held.some((r) => !lockedOrders.has(r.orderId))) throw new OrdersMovedOn();
  return held;
}

/** The lines of a purchase order (of these variants), locked after the arrivals' kept figures, as locks.ts orders them. */
export async function lockLinesOf(
  tx: Database,
  purchaseOrderId: number,
  variantIds: number[],
): Promise<{ variantId: number; qty: number; qtyAllocated: number; qtyReceived: number }[]> {
  if (variantIds.length === 0) return [];
  await lockFigures(tx, 'arrivals', variantIds);
  const rows = await queryRows<{ variant_id: number; qty: number; qty_allocated: number; qty_received: number }>(
    tx,
    sql`select variant_id, qty, qty_allocated, qty_received from purchase_order_lines
        where purchase_order_id = ${purchaseOrderId} and variant_id = any(${sql.param(variantIds)}::int[])
        order by variant_id for update`,
  );
  return rows.map((r) => ({
    variantId: Number(r.variant_id),
    qty: Number(r.qty),
    qtyAllocated: Number(r.qty_allocated),
    qtyReceived: Number(r.qty_received),
  }));
}
