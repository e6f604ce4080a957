// Ending a purchase order before all of it arrived: closed with lines short (what is still to come will
// not; the lines keep it as such), or cancelled while nothing has arrived (after that, close it).
// Managers only. One transaction, tried again when an order took units of it meanwhile: the purchase
// order's row locked, the orders promised its units put back on back order by the stock module, each
// order's history told and its salesperson reminded, and the catalogue's change counter moved.
import { sql } from 'drizzle-orm';
import { CANCEL_AFTER_RECEIPT, NO_SUCH_PO, notOpen } from '../../contract/purchase-orders.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import { markCatalogueChanged } from '../catalogue/catalogue.service.ts';
import { againWhenOrdersMoved, endOnOrder } from '../stock/stock.service.ts';
import { refuseUnlessManager } from './check.ts';
import { lockPurchaseOrder } from './lock.ts';
import { tellOrders, wontArriveWords } from './notices.ts';
import { findPurchaseOrder } from './read.ts';

export async function endPurchaseOrder(
  db: Database,
  staff: SignedInStaff,
  poNumber: string,
  how: 'closed' | 'cancelled',
  now: Date,
): Promise<void> {
  refuseUnlessManager(staff);
  const po = await findPurchaseOrder(db, poNumber);
  if (!po) throw new Refusal(404, NO_SUCH_PO);
  await againWhenOrdersMoved(() =>
    db.transaction(async (tx) => {
      const locked = await lockPurchaseOrder(tx, po.id);
      if (locked.status !== 'open') throw new Refusal(409, notOpen(po.po_number, locked.status));
      if (how === 'cancelled') {
        const [arrived] = await queryRows<{ n: number }>(
          tx,
          sql`select coalesce(sum(qty_received), 0)::int as n from purchase_order_lines where purchase_order_id = ${po.id}`,
        );
        if (Number(arrived?.n ?? 0) > 0) throw new Refusal(409, CANCEL_AFTER_RECEIPT);
      }
      const backOrdered = await endOnOrder(tx, po.id);
      await tx.execute(
        sql`update purchase_orders set status = ${how}, ended_at = ${now.toISOString()}::timestamptz where id = ${po.id}`,
      );
      await tellOrders(tx, backOrdered, (c) => wontArriveWords(c.units, c.name, c.orderNo, po.po_number), {
        staffId: staff.id,
        action: how === 'closed' ? 'po_closed' : 'po_cancelled',
        poNumber: po.po_number,
        now,
      });
      await markCatalogueChanged(tx);
    }),
  );
}
