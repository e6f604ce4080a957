// The stock module's locks, in its one order, so that two transactions touching the same goods queue
// behind each other instead of deadlocking, and the second reads what the first left once it gets them.
// Callers outside services/stock never take these: they say what they want (stock.service.ts: reserve,
// claim and allocate, give back, take again, take out of a bin) and the call locks what it needs here.
//
// The order, per kind of row, each kind locked in one statement sorted as shown:
//   1. the kept figures of the variants' stock (variant_stock, by variant then island; migration 0032),
//   2. stock rows, by (variant id, location code),
//   3. the kept figures of the variants' arrivals (variant_arrivals, by variant),
//   4. purchase-order lines, by (variant id, purchase order id),
//   5. then what belongs to one order (bin rows, its reservations, its allocation rows), after the
//      caller locked the order row itself.
// A call locks everything it may draw on first, then decides, then writes.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idList, queryRows } from '../../db/rows.ts';
import type { FreeStock, SpareOnOrder, StockTake } from './plan.ts';

/** One locked line of an open purchase order; `spare` is what is not yet promised to an order. */
export interface OnOrder extends SpareOnOrder {
  poNumber: string;
  /** Expected arrival at the distribution centre, YYYY-MM-DD. */
  eta: string;
  /** The web may sell its units ahead of their arrival. */
  allowBackOrder: boolean;
}

/** Rows this transaction holds locked, with their figures as read under the lock. */
export interface LockedStock {
  free: FreeStock[];
  onOrder: OnOrder[];
}

/**
 * Locks the rows the cards' delivery estimates read for these variants (migration 0032: variant_stock,
 * refreshed after every statement that moves free units; variant_arrivals, after purchase-order lines
 * change), before the stock rows or lines they sum up. The refresh takes the same locks; taken first,
 * a sale waits for them holding nothing, never while holding a stock row another sale needs.
 */
export async function lockFigures(tx: Database, figures: 'stock' | 'arrivals', variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  const ids = sql`${sql.param([...new Set(variantIds)])}::int[]`;
  await tx.execute(
    figures === 'stock' ? sql`select variant_stock_lock(${ids})` : sql`select variant_arrivals_lock(${ids})`,
  );
}

/** Free units of these variants at physical places (a website figure or ex-display stock is not for sale). */
export async function lockFreeStock(tx: Database, variantIds: number[]): Promise<FreeStock[]> {
  if (variantIds.length === 0) return [];
  await lockFigures(tx, 'stock', variantIds);
  const rows = await queryRows<{
    variant_id: number;
    location_code: string;
    free: number;
    kind: string;
    island: string;
    is_third_party: boolean;
    sort_order: number;
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

/** The lines of open purchase orders for these variants. */
export async function lockOnOrder(tx: Database, variantIds: number[]): Promise<OnOrder[]> {
  if (variantIds.length === 0) return [];
  await lockFigures(tx, 'arrivals', variantIds);
  const rows = await queryRows<{
    purchase_order_id: number;
    variant_id: number;
    spare: number;
    po_number: string;
    dc1_eta: string;
    allow_back_order: boolean;
  }>(
    tx,
    sql`select pol.purchase_order_id, pol.variant_id, pol.qty - pol.qty_allocated as spare, po.po_number,
          po.dc1_eta::text as dc1_eta, po.allow_back_order
        from purchase_order_lines pol join purchase_orders po on po.id = pol.purchase_order_id
        where pol.variant_id in (${idList(variantIds)}) and po.status = 'open'
        order by pol.variant_id, pol.purchase_order_id
        for update of pol`,
  );
  return rows.map((r) => ({
    purchaseOrderId: Number(r.purchase_order_id),
    variantId: Number(r.variant_id),
    spare: Number(r.spare),
    poNumber: r.po_number,
    eta: r.dc1_eta,
    allowBackOrder: Boolean(r.allow_back_order),
  }));
}

/** Every row these takes draw on: the stock rows of their variants, then purchase-order lines if any take needs one. */
export async function lockStockFor(tx: Database, takes: StockTake[]): Promise<LockedStock> {
  const variants = (list: StockTake[]) => [...new Set(list.map((t) => t.variantId))].sort((a, b) => a - b);
  const free = await lockFreeStock(tx, variants(takes.filter((t) => t.locationCode !== null)));
  const onOrder = await lockOnOrder(tx, variants(takes.filter((t) => t.purchaseOrderId !== null)));
  return { free, onOrder };
}
