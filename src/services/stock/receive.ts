// Receiving a purchase order's units into bins of its place, in the caller's transaction, after the
// caller locked the purchase order's own row (so two receipts of one purchase order take turns and the
// second reads the lines the first left). The locks, in one order that no other writer of these rows
// crosses (locks.ts, po-orders.ts):
//   1. the purchase order's row (the caller),
//   2. the rows of the orders holding units of the lines received, sorted by id: a cancel, a restore or
//      Taking now of one of them locks that order first too, so it waits for the receipt or the receipt
//      for it, and neither holds a stock lock the other wants,
//   3. the variants' kept figures, their stock rows at the place and the bins' rows (changeOnHand),
//   4. the arrivals' kept figures and the purchase order's lines (after the stock rows, as a till's sale does),
//   5. the orders' held reservations and allocation rows of the purchase order, read again under these locks.
// Then, deciding on what was read under the locks: never more than is still to arrive on a line; the
// units go into the bins (ledger 'received'); what orders were promised of the line becomes allocated at
// the place for them, oldest order first (ledger 'allocated' per order); the rest is free.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { Refusal } from '../../domain/refusal.ts';
import { ledgerInsert } from './ledger.ts';
import { changeOnHand } from './on-hand.ts';
import { type HeldOnOrder, heldOnOrder, lockLinesOf, lockOrdersWaitingOn } from './po-orders.ts';
import { type Covered, coverOldestFirst, holdAtPlace } from './promised.ts';

export interface ReceiveLine {
  variantId: number;
  qty: number;
  binId: number;
}

export interface ReceiveRequest {
  purchaseOrderId: number;
  /** The purchase order's place: where its bins are. */
  locationCode: string;
  lines: ReceiveLine[];
  staffId: number | null;
  /** The refusal when a line is asked for more than is still to arrive on it (read under the lock). */
  tooMany: (variantId: number, stillToArrive: number) => Refusal;
  now?: Date;
}

/** Units an order was promised that have now arrived at the place. */
export interface ArrivedForOrder {
  orderId: number;
  variantId: number;
  units: number;
}

export interface Received {
  forOrders: ArrivedForOrder[];
  /** Nothing is left to arrive on any line of the purchase order. */
  nothingLeft: boolean;
}

export async function receivePurchaseOrder(tx: Database, req: ReceiveRequest): Promise<Received> {
  const lines = req.lines.filter((l) => l.qty > 0);
  const arrived = new Map<number, number>();
  for (const l of lines) arrived.set(l.variantId, (arrived.get(l.variantId) ?? 0) + l.qty);
  const variantIds = [...arrived.keys()].sort((a, b) => a - b);
  const orders = await lockOrdersWaitingOn(tx, req.purchaseOrderId, variantIds);

  let held: HeldOnOrder[] = [];
  await changeOnHand(
    tx,
    lines.map((l) => ({
      variantId: l.variantId,
      locationCode: req.locationCode,
      binId: l.binId,
      change: l.qty,
      kind: 'received' as const,
      staffId: req.staffId,
      purchaseOrderId: req.purchaseOrderId,
    })),
    {
      now: req.now,
      // Under the stock rows' and bins' locks, before anything is written.
      check: async () => {
        // Every line's figures, not only those received: the purchase order's own row may change
        // below (received in full), and its trigger then refreshes the arrivals of all its lines.
        const locked = await lockLinesOf(tx, req.purchaseOrderId, await variantsOf(tx, req.purchaseOrderId));
        for (const [variantId, units] of arrived) {
          const line = locked.find((l) => l.variantId === variantId);
          if (!line || units > line.qty) throw req.tooMany(variantId, line?.qty ?? 0);
        }
        held = await heldOnOrder(tx, req.purchaseOrderId, orders, variantIds);
      },
    },
  );

  const covered = coverOldestFirst(held, arrived);
  await allocateAtPlace(tx, req, covered);
  await holdAtPlace(tx, req.purchaseOrderId, req.locationCode, covered, req.now);
  await updateLines(tx, req.purchaseOrderId, arrived, covered);

  const [left] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from purchase_order_lines where purchase_order_id = ${req.purchaseOrderId} and qty > 0`,
  );
  return {
    forOrders: sumPerOrder(covered),
    nothingLeft: Number(left?.n ?? 0) === 0,
  };
}

/** The variants of the purchase order's lines, sorted. */
export async function variantsOf(tx: Database, purchaseOrderId: number): Promise<number[]> {
  const rows = await queryRows<{ variant_id: number }>(
    tx,
    sql`select variant_id from purchase_order_lines where purchase_order_id = ${purchaseOrderId} order by variant_id`,
  );
  return rows.map((r) => Number(r.variant_id));
}

/** The covered units move from free to allocated at the place, one ledger row per order and variant. */
async function allocateAtPlace(tx: Database, req: ReceiveRequest, covered: Covered[]): Promise<void> {
  const perOrder = sumPerOrder(covered);
  if (perOrder.length === 0) return;
  const perVariant = new Map<number, number>();
  for (const c of perOrder) perVariant.set(c.variantId, (perVariant.get(c.variantId) ?? 0) + c.units);
  // Guarded as well as planned: the units were put in free just before, under the same locks.
  const moved = await queryRows<{ variant_id: number }>(
    tx,
    sql`update stock s set free = s.free - v.qty, alloc = s.alloc + v.qty
        from (values ${sql.join(
          [...perVariant].map(([variantId, qty]) => sql`(${variantId}::int, ${qty}::int)`),
          sql`, `,
        )}) as v(variant_id, qty)
        where s.variant_id = v.variant_id and s.location_code = ${req.locationCode} and s.free >= v.qty
        returning s.variant_id`,
  );
  if (moved.length !== perVariant.size) throw new Error('Stock changed under a lock: the receipt refused');
  await tx.execute(
    ledgerInsert(
      perOrder.map((c) => ({
        variantId: c.variantId,
        locationCode: req.locationCode,
        kind: 'allocated' as const,
        onHandChange: 0,
        allocatedChange: c.units,
        staffId: req.staffId,
        orderId: c.orderId,
        purchaseOrderId: req.purchaseOrderId,
        note: 'Arrived on a purchase order',
      })),
      req.now,
    )!,
  );
}

/** Each line keeps fewer to arrive, counts what arrived, and fewer promised by what stood behind the orders' reservations. */
async function updateLines(
  tx: Database,
  purchaseOrderId: number,
  arrived: Map<number, number>,
  covered: Covered[],
): Promise<void> {
  const values = [...arrived].map(([variantId, units]) => {
    const promised = covered.filter((c) => c.reservation.variantId === variantId).reduce((s, c) => s + c.units, 0);
    return sql`(${variantId}::int, ${units}::int, ${promised}::int)`;
  });
  if (values.length === 0) return;
  // qty_allocated never above what is still to arrive (the lines' constraint): units promised without a
  // reservation behind them (set by hand) go with the last of the line.
  const done = await queryRows<{ variant_id: number }>(
    tx,
    sql`update purchase_order_lines pol set qty = pol.qty - v.units, qty_received = pol.qty_received + v.units,
        qty_allocated = greatest(0, least(pol.qty_allocated - v.promised, pol.qty - v.units))
      from (values ${sql.join(values, sql`, `)}) as v(variant_id, units, promised)
      where pol.purchase_order_id = ${purchaseOrderId} and pol.variant_id = v.variant_id and pol.qty >= v.units
      returning pol.variant_id`,
  );
  if (done.length !== arrived.size) throw new Error('Purchase order changed under a lock: the receipt refused');
}

function sumPerOrder(covered: Covered[]): ArrivedForOrder[] {
  const sums = new Map<string, ArrivedForOrder>();
  for (const c of covered) {
    const key = `${c.reservation.orderId}|${c.reservation.variantId}`;
    const seen = sums.get(key) ?? { orderId: c.reservation.orderId, variantId: c.reservation.variantId, units: 0 };
    seen.units += c.units;
    sums.set(key, seen);
  }
  return [...sums.values()];
}
