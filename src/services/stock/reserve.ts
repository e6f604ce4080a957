// Reserving stock for an order, inside the caller's transaction. The rows involved are locked in one
// fixed order (variant id, then location code; purchase-order lines by variant, then purchase order)
// so two checkouts for the same goods queue behind each other instead of deadlocking, and each sees
// the other's result once it gets the lock. The plan is made in memory first: a line nothing can
// cover throws before anything is written, and the caller's transaction rolls back the rest.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { stockReservations } from '../../db/schema-sales.ts';
import { type FreeStock, type SpareOnOrder, type StockNeed, type StockTake, planFromFree, planFromPurchaseOrders } from './plan.ts';

export interface StockLine {
  /** The order item the units are for; null only in tests that reserve without order items. */
  orderItemId: number | null;
  variantId: number;
  name: string;
  qty: number;
  shipmethod: 'DEL' | 'PCK';
  pickLocation: string | null;
  /** A bundle's components per unit of the bundle: the bundle holds no stock of its own. */
  components?: { variantId: number; qty: number; orderItemId: number | null }[];
}

export interface ReserveRequest {
  orderId: number;
  lines: StockLine[];
  /** The shopper's island ('North Island' / 'South Island') when the delivery zip is known. */
  island: string | null;
  now?: Date;
}

/** Some lines can be covered neither by free stock nor by a purchase order: nothing was reserved. */
export class SoldOutError extends Error {
  constructor(readonly items: string[]) {
    super(`Sold out: ${items.join(', ')}`);
  }
}

export async function reserveStock(tx: Database, req: ReserveRequest): Promise<StockTake[]> {
  const needs = stockNeeds(req.lines);
  if (needs.length === 0) return [];
  const variantIds = [...new Set(needs.map((n) => n.variantId))].sort((a, b) => a - b);

  const free = await lockFreeStock(tx, variantIds);
  const fromFree = planFromFree(needs, free, req.island);
  let takes = fromFree.takes;
  let short = fromFree.short;
  const shortVariants = [...new Set(needs.filter((_, i) => short[i]! > 0).map((n) => n.variantId))].sort((a, b) => a - b);
  if (shortVariants.length > 0) {
    const fromOrders = planFromPurchaseOrders(needs, short, await lockSpareOnOrder(tx, shortVariants));
    takes = [...takes, ...fromOrders.takes];
    short = fromOrders.short;
  }
  const soldOut = [...new Set(needs.filter((_, i) => short[i]! > 0).map((n) => n.itemName))];
  if (soldOut.length > 0) throw new SoldOutError(soldOut);

  await moveFreeToAllocated(tx, takes.filter((t) => t.locationCode !== null));
  await allocateOnOrder(tx, takes.filter((t) => t.purchaseOrderId !== null));
  await tx.insert(stockReservations).values(
    takes.map((t) => ({
      orderId: req.orderId,
      orderItemId: t.orderItemId,
      variantId: t.variantId,
      locationCode: t.locationCode,
      purchaseOrderId: t.purchaseOrderId,
      qty: t.qty,
      status: 'held' as const,
      ...(req.now ? { createdAt: req.now } : {}),
    })),
  );
  return takes;
}

/** Units needed per variant: a bundle line needs qty × each component's qty of every component. */
export function stockNeeds(lines: StockLine[]): StockNeed[] {
  return lines.flatMap((line) => {
    const base = { shipmethod: line.shipmethod, pickLocation: line.pickLocation, itemName: line.name };
    if (line.components && line.components.length > 0) {
      return line.components.map((c) => ({ ...base, variantId: c.variantId, qty: line.qty * c.qty, orderItemId: c.orderItemId ?? line.orderItemId }));
    }
    return [{ ...base, variantId: line.variantId, qty: line.qty, orderItemId: line.orderItemId }];
  });
}

async function lockFreeStock(tx: Database, variantIds: number[]): Promise<FreeStock[]> {
  // Only physical places hold goods; clearance (ex-display) and non-saleable units are not for sale online.
  const rows = await queryRows<{
    variant_id: number; location_code: string; free: number; kind: string; island: string; is_third_party: boolean; sort_order: number;
  }>(
    tx,
    sql`select s.variant_id, s.location_code, s.free, l.kind, l.island, l.is_third_party, l.sort_order
        from stock s join locations l on l.code = s.location_code
        where s.variant_id in (${idList(variantIds)}) and l.is_physical
        order by s.variant_id, s.location_code
        for update of s`,
  );
  return rows.map((r) => ({
    variantId: Number(r.variant_id),
    locationCode: r.location_code,
    free: Number(r.free),
    kind: r.kind,
    island: r.island,
    isThirdParty: Boolean(r.is_third_party),
    sortOrder: Number(r.sort_order),
  }));
}

/** Spare units of open purchase orders that allow selling ahead, soonest arrival first. */
async function lockSpareOnOrder(tx: Database, variantIds: number[]): Promise<SpareOnOrder[]> {
  const rows = await queryRows<{ purchase_order_id: number; variant_id: number; spare: number; dc1_eta: string }>(
    tx,
    sql`select pol.purchase_order_id, pol.variant_id, pol.qty - pol.qty_allocated as spare, po.dc1_eta::text as dc1_eta
        from purchase_order_lines pol join purchase_orders po on po.id = pol.purchase_order_id
        where pol.variant_id in (${idList(variantIds)}) and po.status = 'open' and po.allow_back_order
        order by pol.variant_id, pol.purchase_order_id
        for update of pol`,
  );
  return rows
    .filter((r) => Number(r.spare) > 0)
    .sort((a, b) => a.dc1_eta.localeCompare(b.dc1_eta) || Number(a.purchase_order_id) - Number(b.purchase_order_id))
    .map((r) => ({ purchaseOrderId: Number(r.purchase_order_id), variantId: Number(r.variant_id), spare: Number(r.spare) }));
}

async function moveFreeToAllocated(tx: Database, takes: StockTake[]): Promise<void> {
  const moves = sumBy(takes, (t) => `${t.variantId}|${t.locationCode}`);
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map((m) => sql`(${m.variantId}::int, ${m.locationCode}::text, ${m.qty}::int)`),
    sql`, `,
  );
  // The free >= qty guard keeps the figure from going negative even if a caller forgot the lock.
  const done = await queryRows<{ variant_id: number }>(
    tx,
    sql`update stock s set free = s.free - v.qty, alloc = s.alloc + v.qty
        from (values ${values}) as v(variant_id, location_code, qty)
        where s.variant_id = v.variant_id and s.location_code = v.location_code and s.free >= v.qty
        returning s.variant_id`,
  );
  if (done.length !== moves.length) throw new Error('Stock changed under a lock: reservation refused');
}

async function allocateOnOrder(tx: Database, takes: StockTake[]): Promise<void> {
  const moves = sumBy(takes, (t) => `${t.variantId}|${t.purchaseOrderId}`);
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
  if (done.length !== moves.length) throw new Error('Purchase order changed under a lock: reservation refused');
}

/** Takes added up per place: UPDATE … FROM applies only one of several matching source rows. */
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

export function idList(ids: number[]) {
  return sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
}
