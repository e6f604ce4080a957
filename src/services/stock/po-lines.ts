// A purchase order's lines as the back office raises and edits them: what is still to arrive of each
// SKU (qty) beside what has arrived (qty_received) and what of it is promised to orders
// (qty_allocated). Written here, with the stock, so the lines a till allocates from are locked in one
// order (locks.ts: the arrivals' kept figures, then the lines); the triggers of migration 0032 keep the
// shopper's next arrival in step.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Refusal } from '../../domain/refusal.ts';
import { lockLinesOf } from './po-orders.ts';
import { variantsOf } from './receive.ts';

/** A SKU of a purchase order and how many units are ordered in all (arrived and still to arrive). */
export interface OrderedLine {
  variantId: number;
  ordered: number;
}

/** The lines of a purchase order just raised. */
export async function addPurchaseOrderLines(tx: Database, purchaseOrderId: number, lines: OrderedLine[]) {
  if (lines.length === 0) return;
  await tx.execute(
    sql`insert into purchase_order_lines (purchase_order_id, variant_id, qty)
        values ${sql.join(
          lines.map((l) => sql`(${purchaseOrderId}::int, ${l.variantId}::int, ${l.ordered}::int)`),
          sql`, `,
        )}`,
  );
}

/**
 * New lines are added and a line's ordered units changed; a line never goes below what has arrived and
 * what is promised to orders (`tooLow` answers the refusal, given the least it may be), decided under
 * the lines' locks, so a till promising a unit at the same moment is counted.
 */
export async function changePurchaseOrderLines(
  tx: Database,
  purchaseOrderId: number,
  lines: OrderedLine[],
  tooLow: (variantId: number, least: number) => Refusal,
): Promise<void> {
  // The arrivals of every line, kept and new, in one sorted lock: the purchase order's own row changes
  // next, and its trigger refreshes the arrivals of all its lines.
  const variantIds = [...new Set([...(await variantsOf(tx, purchaseOrderId)), ...lines.map((l) => l.variantId)])].sort(
    (a, b) => a - b,
  );
  const locked = await lockLinesOf(tx, purchaseOrderId, variantIds);
  const added: OrderedLine[] = [];
  const changed: { variantId: number; qty: number }[] = [];
  for (const l of lines) {
    const line = locked.find((x) => x.variantId === l.variantId);
    if (!line) {
      added.push(l);
      continue;
    }
    const least = line.qtyReceived + line.qtyAllocated;
    if (l.ordered < least) throw tooLow(l.variantId, least);
    const qty = l.ordered - line.qtyReceived;
    if (qty !== line.qty) changed.push({ variantId: l.variantId, qty });
  }
  if (changed.length > 0)
    await tx.execute(
      sql`update purchase_order_lines pol set qty = v.qty
          from (values ${sql.join(
            changed.map((c) => sql`(${c.variantId}::int, ${c.qty}::int)`),
            sql`, `,
          )}) as v(variant_id, qty)
          where pol.purchase_order_id = ${purchaseOrderId} and pol.variant_id = v.variant_id`,
    );
  await addPurchaseOrderLines(tx, purchaseOrderId, added);
}
