// The purchase order's own row, locked first by every change of it (an edit, a receipt, a close or
// cancel): two of them take turns, and the second reads what the first left. Nothing else locks this
// row, and each change takes the stock module's locks only after it (services/stock/receive.ts).
// The no-key kind of row lock, not the full one: a till promising units of a line writes a reservation
// naming the purchase order, whose foreign key takes a key-share lock on this row while the till holds
// the module's locks; the full lock would make the till wait here while the receipt waits for the till.
import { sql } from 'drizzle-orm';
import type { PurchaseOrderStatus } from '../../contract/purchase-orders.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

export async function lockPurchaseOrder(tx: Database, id: number) {
  const [row] = await queryRows<{ status: PurchaseOrderStatus; location_code: string; po_number: string }>(
    tx,
    sql`select status, location_code, po_number from purchase_orders where id = ${id} for no key update`,
  );
  if (!row) throw new Error('The purchase order went while it was being changed');
  return row;
}
