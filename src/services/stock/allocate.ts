// The one writer of stock: every unit moved from free to allocated at a place or counted against a
// purchase order, and the reservations and allocation rows that record it for the order, whoever
// sells (the web checkout plans with plan.ts in reserve.ts; the POS takes what its salesperson
// allocated, pos-cart/complete.ts). Giving stock back is beside it, in release.ts. The rows are
// locked here, in the module's one order (locks.ts), never by the caller.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { shortStockMessage } from '../../domain/allocations.ts';
import { Refusal } from '../../domain/refusal.ts';
import { ledgerInsert, together } from './ledger.ts';
import { type LockedStock, type OnOrder, lockFreeStock, lockOnOrder, lockStockFor } from './locks.ts';
import type { FreeStock, StockTake } from './plan.ts';

/** One way an order line reaches the customer (the order_allocations table). */
export interface OrderAllocation {
  orderItemId: number;
  variantId: number;
  method: 'DEL' | 'COU' | 'PCK';
  /** A place; null when the units come from a purchase order or are back-ordered. */
  fromLocation: string | null;
  purchaseOrderId: number | null;
  backOrder: boolean;
  /** The collect location (PCK). */
  toLocation: string | null;
  qty: number;
  dispatchDate: string | null;
  confirmed: boolean;
  note: string;
}

export interface AllocateRequest {
  orderId: number;
  /** This many units of a variant from a place or a purchase order, for an order line. */
  takes: StockTake[];
  /** How the order's lines reach the customer, kept on the order beside the reservations. */
  allocations?: OrderAllocation[];
  /** The order's earlier allocation rows go (its earlier stock was released and is taken afresh). */
  replaceAllocations?: boolean;
  /** Who made the sale, for the ledger; null for the web and the system. */
  staffId?: number | null;
  now?: Date;
}

/** The one short-stock refusal: a place (or purchase order) has fewer units than a sale draws on it. */
export const shortStockRefusal = (place: string, free: number) => new Refusal(409, shortStockMessage(place, free));

/**
 * Stock a sale has made sure of before it writes anything else (the POS completion, before its order
 * takes a number): the rows the takes draw on stay locked until the transaction ends, and the figures
 * read under those locks go to allocateStock, which takes the units without locking again.
 */
export type StockClaim = LockedStock;

/**
 * Locks what these takes draw on and throws the short-stock refusal when a place or purchase order
 * cannot give them; answers the claim to hand to allocateStock in the same transaction.
 */
export async function claimStock(tx: Database, takes: StockTake[]): Promise<StockClaim> {
  const locked = await lockStockFor(tx, takes);
  refuseShortStock(locked, takes);
  return locked;
}

/** What a salesperson's allocation of one variant is checked against: free units per place and open purchase orders' spare units. */
export interface StockToAllocate {
  free: FreeStock[];
  onOrder: OnOrder[];
}

/**
 * The figures a saved allocation of these variants is checked against, read under the locks, which
 * hold until the transaction ends: two salespeople allocating the last unit at once are checked in
 * turn, each against what the other left.
 */
export async function stockToAllocate(tx: Database, variantIds: number[]): Promise<StockToAllocate> {
  const ids = [...new Set(variantIds)].sort((a, b) => a - b);
  const free = await lockFreeStock(tx, ids);
  const onOrder = await lockOnOrder(tx, ids);
  return { free, onOrder };
}

/** Throws the short-stock refusal for the first place, then purchase order, the takes draw on beyond its units. */
function refuseShortStock(locked: LockedStock, takes: StockTake[]): void {
  for (const m of sumBy(
    takes.filter((t) => t.locationCode !== null),
    placeKey,
  )) {
    const row = locked.free.find((r) => r.variantId === m.variantId && r.locationCode === m.locationCode);
    const free = Math.max(0, row?.free ?? 0);
    if (m.qty > free) throw shortStockRefusal(m.locationCode!, free);
  }
  for (const m of sumBy(
    takes.filter((t) => t.purchaseOrderId !== null),
    orderKey,
  )) {
    const line = locked.onOrder.find((l) => l.variantId === m.variantId && l.purchaseOrderId === m.purchaseOrderId);
    const spare = Math.max(0, line?.spare ?? 0);
    if (m.qty > spare) throw shortStockRefusal(line?.poNumber ?? String(m.purchaseOrderId), spare);
  }
}

/**
 * Takes the stock for an order inside the caller's transaction: locks the rows (unless given the
 * claim this transaction made with claimStock), refuses when any place or purchase order is short, moves free
 * units to allocated and counts purchase-order units as allocated, then writes the reservations and
 * the order's allocation rows. A refusal is thrown before anything is written.
 */
export async function allocateStock(tx: Database, req: AllocateRequest, claim?: StockClaim): Promise<void> {
  const held = claim ?? (await lockStockFor(tx, req.takes));
  refuseShortStock(held, req.takes);
  const fromPlaces = sumBy(
    req.takes.filter((t) => t.locationCode !== null),
    placeKey,
  );
  const fromOrders = sumBy(
    req.takes.filter((t) => t.purchaseOrderId !== null),
    orderKey,
  );
  await moveFreeToAllocated(tx, fromPlaces);
  await allocateOnOrder(tx, fromOrders);
  // The locked figures stay true for a caller that goes on planning with them.
  for (const m of fromPlaces) {
    const row = held.free.find((r) => r.variantId === m.variantId && r.locationCode === m.locationCode);
    if (row) row.free -= m.qty;
  }
  for (const m of fromOrders) {
    const line = held.onOrder.find((l) => l.variantId === m.variantId && l.purchaseOrderId === m.purchaseOrderId);
    if (line) line.spare -= m.qty;
  }
  await record(tx, req, fromPlaces);
}

async function moveFreeToAllocated(tx: Database, moves: StockTake[]): Promise<void> {
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map((m) => sql`(${m.variantId}::int, ${m.locationCode}::text, ${m.qty}::int)`),
    sql`, `,
  );
  // The free >= qty guard keeps the figure from going negative even if a lock were missed.
  const done = await queryRows<{ variant_id: number }>(
    tx,
    sql`update stock s set free = s.free - v.qty, alloc = s.alloc + v.qty
        from (values ${values}) as v(variant_id, location_code, qty)
        where s.variant_id = v.variant_id and s.location_code = v.location_code and s.free >= v.qty
        returning s.variant_id`,
  );
  if (done.length !== moves.length) throw new Error('Stock changed under a lock: allocation refused');
}

async function allocateOnOrder(tx: Database, moves: StockTake[]): Promise<void> {
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map((m) => sql`(${m.purchaseOrderId}::int, ${m.variantId}::int, ${m.qty}::int)`),
    sql`, `,
  );
  const done = await queryRows<{ variant_id: number }>(
    tx,
    sql`update purchase_order_lines pol set qty_allocated = pol.qty_allocated + v.qty
        from (values ${values}) as v(purchase_order_id, variant_id, qty)
        where pol.purchase_order_id = v.purchase_order_id and pol.variant_id = v.variant_id
          and pol.qty_allocated + v.qty <= pol.qty
        returning pol.variant_id`,
  );
  if (done.length !== moves.length) throw new Error('Purchase order changed under a lock: allocation refused');
}

/** The reservations, the allocation rows and the ledger's rows, in one statement: one round trip while the rows are locked. */
async function record(tx: Database, req: AllocateRequest, fromPlaces: StockTake[]): Promise<void> {
  if (req.replaceAllocations) await tx.execute(sql`delete from order_allocations where order_id = ${req.orderId}`);
  const at = req.now ? sql`${req.now.toISOString()}::timestamptz` : sql`now()`;
  const reservations = req.takes.length
    ? sql`insert into stock_reservations (order_id, order_item_id, variant_id, location_code, purchase_order_id, qty, status, created_at)
        values ${sql.join(
          req.takes.map(
            (t) =>
              sql`(${req.orderId}::int, ${t.orderItemId}::int, ${t.variantId}::int, ${t.locationCode}::text, ${t.purchaseOrderId}::int, ${t.qty}::int, 'held', ${at})`,
          ),
          sql`, `,
        )}`
    : null;
  const rows = req.allocations ?? [];
  const allocations = rows.length
    ? sql`insert into order_allocations (order_id, order_item_id, variant_id, method, from_location, purchase_order_id, back_order,
          to_location, qty, dispatch_date, confirmed, note)
        values ${sql.join(
          rows.map(
            (a) =>
              sql`(${req.orderId}::int, ${a.orderItemId}::int, ${a.variantId}::int, ${a.method}::text, ${a.fromLocation}::text,
                ${a.purchaseOrderId}::int, ${a.backOrder}::boolean, ${a.toLocation}::text, ${a.qty}::int, ${a.dispatchDate}::date,
                ${a.confirmed}::boolean, ${a.note}::text)`,
          ),
          sql`, `,
        )}`
    : null;
  const ledger = ledgerInsert(
    fromPlaces.map((m) => ({
      variantId: m.variantId,
      locationCode: m.locationCode!,
      kind: 'allocated',
      onHandChange: 0,
      allocatedChange: m.qty,
      staffId: req.staffId ?? null,
      orderId: req.orderId,
    })),
    req.now,
  );
  const statement = together([reservations, ledger, allocations]);
  if (statement) await tx.execute(statement);
}

const placeKey = (t: StockTake) => `${t.variantId}|${t.locationCode}`;
const orderKey = (t: StockTake) => `${t.variantId}|${t.purchaseOrderId}`;

/** Takes added up per place, in the order first seen: UPDATE … FROM applies only one of several matching source rows. */
export function sumBy(takes: StockTake[], keyOf: (t: StockTake) => string): StockTake[] {
  const sums = new Map<string, StockTake>();
  for (const t of takes) {
    const k = keyOf(t);
    const seen = sums.get(k);
    if (seen) seen.qty += t.qty;
    else sums.set(k, { ...t });
  }
  return [...sums.values()];
}
