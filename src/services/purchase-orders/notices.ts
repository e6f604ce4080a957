// What an order's people are told when units it waits for arrive or will not: an entry in the order's
// history, and a reminder to its salesperson (orders.staff_id; a web order has none), written in the
// transaction that moved the units (services/activity, as a comment's reminders are).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { recordActivity } from '../activity/activity.service.ts';

export interface OrderUnits {
  orderId: number;
  variantId: number;
  units: number;
}

export const arrivedWords = (units: number, name: string, orderNo: string, place: string) =>
  `${units} × ${name} for order ${orderNo} arrived at ${place}`;
export const wontArriveWords = (units: number, name: string, orderNo: string, poNumber: string) =>
  `${units} × ${name} for order ${orderNo} will not arrive on ${poNumber}: back on back order`;

/** The order's number and salesperson, and the variant's product name, for each change. */
async function namesOf(tx: Database, changes: OrderUnits[]) {
  if (changes.length === 0) return [];
  const orders = await queryRows<{ id: number; order_no: string; staff_id: number | null }>(
    tx,
    sql`select id, order_no, staff_id from orders where id = any(${sql.param([...new Set(changes.map((c) => c.orderId))])}::int[])`,
  );
  const variants = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select v.id, p.name from product_variants v join products p on p.id = v.product_id
        where v.id = any(${sql.param([...new Set(changes.map((c) => c.variantId))])}::int[])`,
  );
  return changes.map((c) => {
    const order = orders.find((o) => Number(o.id) === c.orderId)!;
    return {
      ...c,
      orderNo: order.order_no,
      salesperson: order.staff_id === null ? null : Number(order.staff_id),
      name: variants.find((v) => Number(v.id) === c.variantId)?.name ?? '',
    };
  });
}

/** One history entry per order and product, its salesperson reminded. */
export async function tellOrders(
  tx: Database,
  changes: OrderUnits[],
  words: (c: { units: number; name: string; orderNo: string }) => string,
  who: { staffId: number; action: string; poNumber: string; now: Date },
): Promise<void> {
  for (const c of await namesOf(tx, changes))
    await recordActivity(tx, {
      event: 'order-activity',
      orderId: c.orderId,
      causerId: who.staffId,
      description: words(c),
      properties: { action: who.action, poNumber: who.poNumber, variantId: c.variantId, qty: c.units },
      remind: c.salesperson === null ? [] : [c.salesperson],
      now: who.now,
    });
}
