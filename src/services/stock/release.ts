// Giving an order's held stock back (a declined payment, an expired hold, a failed payment start; the
// coming cancel and dispatch belong here too), inside the caller's transaction, beside the one writer
// that takes it (allocate.ts). Only reservations still held are touched, so releasing twice changes
// nothing the second time. Stock rows, then purchase-order lines, are locked in the module's one order (locks.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idList, queryRows } from '../../db/rows.ts';
import type { StockTake } from './plan.ts';
import { sumBy } from './allocate.ts';
import { ledgerInsert, together } from './ledger.ts';
import { lockFigures } from './locks.ts';

export interface ReleasedStock {
  reservations: number;
  units: number;
}

/**
 * The next web order whose hold ran out unpaid, locked; null when there is none. SKIP LOCKED lets
 * several instances share the work, and skips an order whose payment verdict is being recorded now.
 */
export async function lockNextExpiredHold(
  tx: Database,
  now: Date,
): Promise<{ orderId: number; cartId: number | null; orderNo: string } | null> {
  const [due] = await queryRows<{ id: number; cart_id: number | null; order_no: string }>(
    tx,
    sql`select id, cart_id, order_no from orders
        where status = 'pending' and kind = 'order' and hold_until < ${now}
        order by hold_until limit 1 for update skip locked`,
  );
  if (!due) return null;
  return { orderId: Number(due.id), cartId: due.cart_id === null ? null : Number(due.cart_id), orderNo: due.order_no };
}

export interface ReleaseOptions {
  /** Who gave it back, for the ledger; null for the system (an expired hold, a declined payment). */
  staffId?: number | null;
  now?: Date;
}

export async function releaseStock(tx: Database, orderId: number, opts: ReleaseOptions = {}): Promise<ReleasedStock> {
  const held = await queryRows<{
    id: number;
    variant_id: number;
    location_code: string | null;
    purchase_order_id: number | null;
    qty: number;
  }>(
    tx,
    sql`select id, variant_id, location_code, purchase_order_id, qty from stock_reservations
        where order_id = ${orderId} and status = 'held' order by id for update`,
  );
  if (held.length === 0) return { reservations: 0, units: 0 };
  const takes: StockTake[] = held.map((r) => ({
    variantId: Number(r.variant_id),
    orderItemId: null,
    qty: Number(r.qty),
    locationCode: r.location_code,
    purchaseOrderId: r.purchase_order_id === null ? null : Number(r.purchase_order_id),
  }));

  await giveBackFree(
    tx,
    takes.filter((t) => t.locationCode !== null),
    { orderId, ...opts },
  );
  await giveBackOnOrder(
    tx,
    takes.filter((t) => t.purchaseOrderId !== null),
  );
  await tx.execute(
    sql`update stock_reservations set status = 'released' where id in (${idList(held.map((r) => Number(r.id)))})`,
  );
  return { reservations: held.length, units: takes.reduce((s, t) => s + t.qty, 0) };
}

async function giveBackFree(
  tx: Database,
  takes: StockTake[],
  who: ReleaseOptions & { orderId: number },
): Promise<void> {
  const moves = sumBy(takes, (t) => `${t.variantId}|${t.locationCode}`).sort(
    (a, b) => a.variantId - b.variantId || a.locationCode!.localeCompare(b.locationCode!),
  );
  if (moves.length === 0) return;
  await lockFigures(
    tx,
    'stock',
    moves.map((m) => m.variantId),
  );
  const values = (list: StockTake[]) =>
    sql.join(
      list.map((m) => sql`(${m.variantId}::int, ${m.locationCode}::text, ${m.qty}::int)`),
      sql`, `,
    );
  const locked = await queryRows<{ variant_id: number; location_code: string; alloc: number }>(
    tx,
    sql`select s.variant_id, s.location_code, s.alloc from stock s join (values ${values(moves)}) as v(variant_id, location_code, qty)
        on s.variant_id = v.variant_id and s.location_code = v.location_code
        order by s.variant_id, s.location_code for update of s`,
  );
  // Units a reservation promised may since have left (dispatched by hand): only what is still
  // allocated goes back to free, and no figure goes below zero.
  const back = moves.flatMap((m) => {
    const row = locked.find((r) => Number(r.variant_id) === m.variantId && r.location_code === m.locationCode);
    const qty = Math.min(m.qty, Number(row?.alloc ?? 0));
    return qty > 0 ? [{ ...m, qty }] : [];
  });
  if (back.length === 0) return;
  const update = sql`update stock s set alloc = s.alloc - v.qty, free = s.free + v.qty
        from (values ${values(back)}) as v(variant_id, location_code, qty)
        where s.variant_id = v.variant_id and s.location_code = v.location_code`;
  const ledger = ledgerInsert(
    back.map((m) => ({
      variantId: m.variantId,
      locationCode: m.locationCode!,
      kind: 'released',
      onHandChange: 0,
      allocatedChange: -m.qty,
      staffId: who.staffId ?? null,
      orderId: who.orderId,
    })),
    who.now,
  );
  await tx.execute(together([update, ledger])!);
}

async function giveBackOnOrder(tx: Database, takes: StockTake[]): Promise<void> {
  const moves = sumBy(takes, (t) => `${t.variantId}|${t.purchaseOrderId}`);
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map((m) => sql`(${m.purchaseOrderId}::int, ${m.variantId}::int, ${m.qty}::int)`),
    sql`, `,
  );
  await lockFigures(
    tx,
    'arrivals',
    moves.map((m) => m.variantId),
  );
  await tx.execute(
    sql`select 1 from purchase_order_lines pol join (values ${values}) as v(purchase_order_id, variant_id, qty)
        on pol.purchase_order_id = v.purchase_order_id and pol.variant_id = v.variant_id
        order by pol.variant_id, pol.purchase_order_id for update of pol`,
  );
  await tx.execute(
    sql`update purchase_order_lines pol set qty_allocated = greatest(pol.qty_allocated - v.qty, 0)
        from (values ${values}) as v(purchase_order_id, variant_id, qty)
        where pol.purchase_order_id = v.purchase_order_id and pol.variant_id = v.variant_id`,
  );
}
