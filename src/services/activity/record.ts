// The one writer of the activity log (the activity_log table, src/db/schema-pos.ts): an action the PIN
// guards, a dispatch, a payment, or a comment with its reminders, written inside the caller's
// transaction so the entry exists exactly when the change does. Who, when (the database's clock, or
// the caller's `now`), which order and what changed (`properties`, shown on the order's history).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idList, queryRows } from '../../db/rows.ts';

export type ActivityEvent = 'quote-notice' | 'order-notice' | 'order-activity';

export interface ActivityEntry {
  event: ActivityEvent;
  orderId: number | null;
  /** The staff member who did it; null for the system (a web checkout, a provider's verdict). */
  causerId: number | null;
  /** What a person reads in the history: 'Cancelled the order', 'Took 1 × Oslo Sofa from AKL bin A-01'. */
  description: string;
  /** What changed, for the record: `{ action: 'order_cancel', from: 'pending', to: 'locked' }`. */
  properties?: Record<string, unknown>;
  /** Staff reminded of it (comments only). */
  remind?: number[];
  now?: Date;
}

/** Writes one entry (and its reminders); answers its id. */
export async function recordActivity(tx: Database, entry: ActivityEntry): Promise<number> {
  const remind = [...new Set(entry.remind ?? [])];
  const properties = { ...(entry.properties ?? {}), ...(remind.length ? { remind } : {}) };
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into activity_log (event, order_id, causer_id, description, properties, created_at)
        values (${entry.event}, ${entry.orderId}, ${entry.causerId}, ${entry.description},
          ${JSON.stringify(properties)}::jsonb, ${entry.now ?? sql`now()`})
        returning id`,
  );
  const id = Number(row!.id);
  if (remind.length) {
    // Only staff who exist: an id that names no one is dropped, not an error.
    await tx.execute(
      sql`insert into activity_reminders (activity_id, staff_id)
          select ${id}, s.id from staff s where s.id in (${idList(remind)}) on conflict do nothing`,
    );
  }
  return id;
}

/**
 * A cart's entries become its order's once it is completed: a discount a manager allowed on the
 * salesperson's open cart (no order yet, `properties.cartId`) then shows in the order's history.
 */
export async function adoptCartActivity(tx: Database, cartId: number, orderId: number): Promise<void> {
  await tx.execute(
    sql`update activity_log set order_id = ${orderId}
        where order_id is null and event = 'order-activity' and properties->>'cartId' = ${String(cartId)}`,
  );
}

/**
 * A deleted quote's history is kept, not cascaded away with its row: its entries lose the order but
 * keep its number in `properties.orderNo`, for a look after a dispute.
 */
export async function keepHistoryOfDeletedOrder(tx: Database, orderId: number, orderNo: string): Promise<void> {
  await tx.execute(
    sql`update activity_log set order_id = null,
          properties = properties || jsonb_build_object('orderNo', ${orderNo}::text)
        where order_id = ${orderId}`,
  );
}
