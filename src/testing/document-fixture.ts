// An order with every part its documents show, over the staff fixture's shop (quote-fixture.ts's lines:
// two sofas, and a lounge bundle of a sofa and two lamps; total $4,797.00, GST $625.70): a paid EFTPOS
// line of $500, delivery notes and tags on the bundle's lamps, and allocations: the sofas and the
// bundle's sofa delivered, its lamps collected at Christchurch. Five labels.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { insertQuote } from './quote-fixture.ts';

export const DOCUMENT_ORDER = {
  total: '$4,797.00',
  gst: '$625.70',
  paid: '$500.00',
  balance: '$4,297.00',
  labels: 5,
} as const;

export async function insertDocumentOrder(db: Database, orderNo: string): Promise<{ orderId: number }> {
  const { orderId } = await insertQuote(db, { orderNo, userId: 3 });
  await db.execute(sql`update orders set kind = 'order', expiry_date = null where id = ${orderId}`);
  await db.execute(
    sql`insert into payments (order_id, gateway, name, amount_cents, status) values (${orderId}, 'eftpos', 'EFTPOS', 50000, 1)`,
  );
  const items = await queryRows<{
    id: number;
    variant_id: number;
    sku: string;
    group_code: number;
    qty_ordered: number;
  }>(
    db,
    sql`select id, variant_id, sku, group_code, qty_ordered from order_items where order_id = ${orderId} order by id`,
  );
  for (const i of items) {
    const lamp = i.sku === 'LAMP-1';
    if (lamp)
      await db.execute(
        sql`update order_items set notes = 'Leave with the neighbour at no. 3', del_tags = '{stairs,call-ahead}' where id = ${i.id}`,
      );
    if (i.sku === 'BUNDLE-1') continue;
    await db.execute(
      sql`insert into order_allocations (order_id, order_item_id, variant_id, method, from_location, to_location, qty, dispatch_date, confirmed)
        values (${orderId}, ${i.id}, ${i.variant_id}, ${lamp ? 'PCK' : 'DEL'}, 'AKL', ${lamp ? 'CHC' : null}, ${i.qty_ordered}, '2026-11-20', true)`,
    );
  }
  return { orderId };
}
