// Taking a restored order's stock again (the lists' Restore, services/orders/life.ts): a cancelled
// order kept its allocation rows (how each line reaches the customer) while release.ts gave its units
// back; restoring takes the same units from the same places and purchase orders, with the
// module's locks in its one order (locks.ts), or refuses '{location} only has {free} stock' before writing anything.
// Back-ordered units were never taken, so they take nothing now. Runs in the caller's transaction,
// after the caller locked the order row.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { allocateStock } from './allocate.ts';
import type { StockTake } from './plan.ts';

/** The units the order's allocation rows draw from places and purchase orders, still to be dispatched. */
async function takesOf(tx: Database, orderId: number): Promise<StockTake[]> {
  const rows = await queryRows<{
    order_item_id: number;
    variant_id: number;
    from_location: string | null;
    purchase_order_id: number | null;
    qty: number;
  }>(
    tx,
    sql`select order_item_id, variant_id, from_location, purchase_order_id, qty - qty_dispatched as qty
      from order_allocations
      where order_id = ${orderId} and not back_order and qty > qty_dispatched
      order by id`,
  );
  return rows.map((r) => ({
    variantId: Number(r.variant_id),
    orderItemId: Number(r.order_item_id),
    qty: Number(r.qty),
    locationCode: r.from_location,
    purchaseOrderId: r.purchase_order_id === null ? null : Number(r.purchase_order_id),
  }));
}

/**
 * Takes the order's allocated units again: new held reservations, free moved to allocated, purchase
 * order units counted. Throws the short-stock refusal (409) when a place or purchase order no longer
 * has them. The allocation rows stay as they are.
 */
export async function retakeStock(
  tx: Database,
  orderId: number,
  who: { staffId?: number | null; now?: Date } = {},
): Promise<{ units: number }> {
  const takes = await takesOf(tx, orderId);
  if (takes.length === 0) return { units: 0 };
  await allocateStock(tx, { orderId, takes, ...who });
  return { units: takes.reduce((n, t) => n + t.qty, 0) };
}
