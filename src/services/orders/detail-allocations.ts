// An order's allocation rows (how each line reaches the customer, and how much of it has left) and the
// stock its reservations still hold, as the detail page, its allocation check and taking stock now read
// them; what a line can still take is counted here, the one place (detail-load.ts, dispatch.ts).
import { sql } from 'drizzle-orm';
import type { TakenAllocation } from '../../contract/pos-order-detail.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { BACK_ORDER } from '../../domain/allocations.ts';

export interface AllocationRow {
  id: number;
  order_item_id: number;
  variant_id: number;
  method: string;
  from_location: string | null;
  purchase_order_id: number | null;
  back_order: boolean;
  to_location: string | null;
  qty: number;
  qty_dispatched: number;
  dispatch_date: string | null;
  confirmed: boolean;
}

export interface HeldRow {
  order_item_id: number | null;
  variant_id: number;
  location_code: string | null;
  purchase_order_id: number | null;
  qty: number;
}

export async function allocationRowsOf(db: Database, orderId: number): Promise<AllocationRow[]> {
  const rows = await queryRows<AllocationRow>(
    db,
    sql`select id, order_item_id, variant_id, method, from_location, purchase_order_id, back_order, to_location, qty,
        qty_dispatched, dispatch_date::text as dispatch_date, confirmed
      from order_allocations where order_id = ${orderId} order by order_item_id, id`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    order_item_id: Number(r.order_item_id),
    variant_id: Number(r.variant_id),
    purchase_order_id: r.purchase_order_id === null ? null : Number(r.purchase_order_id),
    qty: Number(r.qty),
    qty_dispatched: Number(r.qty_dispatched),
  }));
}

/** The stock the order's reservations still hold, per line, variant and place or purchase order. */
export async function heldRowsOf(db: Database, orderId: number): Promise<HeldRow[]> {
  const rows = await queryRows<HeldRow>(
    db,
    sql`select order_item_id, variant_id, location_code, purchase_order_id, sum(qty)::int as qty
      from stock_reservations where order_id = ${orderId} and status = 'held'
      group by order_item_id, variant_id, location_code, purchase_order_id`,
  );
  return rows.map((r) => ({
    order_item_id: r.order_item_id === null ? null : Number(r.order_item_id),
    variant_id: Number(r.variant_id),
    location_code: r.location_code,
    purchase_order_id: r.purchase_order_id === null ? null : Number(r.purchase_order_id),
    qty: Number(r.qty),
  }));
}

/** Where an allocation's units come from, as the checkout's allocation list names it. */
export const fromOfAllocation = (a: AllocationRow) =>
  a.back_order ? BACK_ORDER : a.purchase_order_id !== null ? `PO ${a.purchase_order_id}` : (a.from_location ?? '');

/** The units a reservation of the order holds for the allocation's line, variant and source. */
export const heldFor = (held: HeldRow[], a: AllocationRow) =>
  held
    .filter(
      (h) =>
        h.order_item_id === a.order_item_id &&
        h.variant_id === a.variant_id &&
        (a.purchase_order_id !== null
          ? h.purchase_order_id === a.purchase_order_id
          : h.location_code !== null && h.location_code === a.from_location),
    )
    .reduce((n, h) => n + h.qty, 0);

/** Units of a line that can still be taken now: per place, the least of what its allocations have not dispatched and what its reservations hold. */
export function lineCanBeTaken(allocs: AllocationRow[], held: HeldRow[]): number {
  let canBeTaken = 0;
  const perPlace = new Map<string, { open: number; held: number }>();
  for (const a of allocs) {
    if (a.from_location === null) continue;
    const key = `${a.variant_id}|${a.from_location}`;
    const seen = perPlace.get(key) ?? { open: 0, held: heldFor(held, a) };
    seen.open += a.qty - a.qty_dispatched;
    perPlace.set(key, seen);
  }
  for (const p of perPlace.values()) canBeTaken += Math.min(p.open, p.held);
  return canBeTaken;
}

/** A line's allocations and what of them can be taken now: units from a stock location still held, not yet dispatched. */
export function takingOf(allocs: AllocationRow[], held: HeldRow[]) {
  return {
    can_be_taken: lineCanBeTaken(allocs, held),
    already_taken: allocs.reduce((n, a) => n + a.qty_dispatched, 0),
    take_allocations: allocs.map(
      (a): TakenAllocation => ({
        id: a.id,
        qty: a.qty,
        qty_dispatched: a.qty_dispatched,
        dispatch_date: a.dispatch_date,
        dispatch_confirmed: Boolean(a.confirmed),
        method: a.method,
        from: fromOfAllocation(a),
        to: a.to_location,
      }),
    ),
  };
}
