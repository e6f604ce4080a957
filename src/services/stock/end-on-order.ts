// A purchase order ended before all of it arrived (closed short or cancelled): what is still to arrive
// will not, so the orders promised those units go back to back order. In the caller's transaction, after
// it locked the purchase order's row; then the orders' rows, sorted, before the arrivals' figures and the
// lines, and the orders' reservations read again under those locks (the order of receive.ts, po-orders.ts).
// The lines keep their qty as what will not arrive; none of it is promised any more.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { heldOnOrder, lockLinesOf, lockOrdersWaitingOn } from './po-orders.ts';
import { backToBackOrder } from './promised.ts';
import { type ArrivedForOrder, variantsOf } from './receive.ts';

/** Units each order was promised of the purchase order, now back-ordered. */
export type BackOrdered = ArrivedForOrder;

export async function endOnOrder(tx: Database, purchaseOrderId: number): Promise<BackOrdered[]> {
  const variantIds = await variantsOf(tx, purchaseOrderId);
  const orders = await lockOrdersWaitingOn(tx, purchaseOrderId);
  await lockLinesOf(tx, purchaseOrderId, variantIds);
  const held = await heldOnOrder(tx, purchaseOrderId, orders);
  await backToBackOrder(tx, purchaseOrderId, held);
  if (variantIds.length > 0)
    await tx.execute(
      sql`update purchase_order_lines set qty_allocated = 0
          where purchase_order_id = ${purchaseOrderId} and qty_allocated <> 0`,
    );
  const sums = new Map<string, BackOrdered>();
  for (const r of held) {
    const key = `${r.orderId}|${r.variantId}`;
    const seen = sums.get(key) ?? { orderId: r.orderId, variantId: r.variantId, units: 0 };
    seen.units += r.qty;
    sums.set(key, seen);
  }
  return [...sums.values()];
}
