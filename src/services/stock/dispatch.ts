// Taking an order's units out of a bin now (the order detail's 'Taking now'): the units leave the
// shop, so the bin holds fewer, the place has fewer allocated and fewer on hand, the order's held
// reservation at that place keeps fewer (the units taken become a 'dispatched' reservation), and the
// allocation counts them dispatched. All in the caller's transaction, after the caller locked the
// order row (so the order's own reservations and allocation rows change under that lock only).
//
// The call locks what it moves itself, in the module's one order (locks.ts), stock row first, so a
// sale and a dispatch of the same goods queue instead of deadlocking: the stock row of (variant,
// place), then the bin's row of the variant, then the order's held reservations and the allocation
// row; the caller's check then decides on the figures read under those locks. Two staff taking from one bin at once
// queue on the stock row, and the second reads what the first left before deciding how many it may take.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { writeLedger } from './ledger.ts';

/** Where units leave from and what for: a bin at the allocation's place, for one line of one order. */
export interface BinDispatch {
  orderId: number;
  orderItemId: number;
  variantId: number;
  allocationId: number;
  /** The allocation's place, where the bin is. */
  locationCode: string;
  binId: number;
}

/** The figures a dispatch decides on, read under the locks this transaction now holds. */
export interface LockedDispatch {
  /** Units of the variant in the bin. */
  binUnits: number;
  /** Units the order's held reservations keep for this line at the place. */
  heldUnits: number;
  /** Units of the allocation not yet dispatched. */
  allocationLeft: number;
  /** The place's allocated and on-hand units of the variant. */
  alloc: number;
  onHand: number;
}

/** Locks what a dispatch from the bin moves, in the one lock order, and answers its figures (this module's; callers dispatch). */
export async function lockForDispatch(tx: Database, d: BinDispatch): Promise<LockedDispatch> {
  const [place] = await queryRows<{ alloc: number; on_hand: number }>(
    tx,
    sql`select alloc, on_hand from stock where variant_id = ${d.variantId} and location_code = ${d.locationCode}
        for update`,
  );
  const [bin] = await queryRows<{ qty: number }>(
    tx,
    sql`select qty from bin_stock where bin_id = ${d.binId} and variant_id = ${d.variantId} for update`,
  );
  const [held] = await queryRows<{ qty: number }>(
    tx,
    sql`select coalesce(sum(qty), 0)::int as qty from (
          select qty from stock_reservations
          where order_id = ${d.orderId} and order_item_id = ${d.orderItemId} and variant_id = ${d.variantId}
            and location_code = ${d.locationCode} and status = 'held'
          order by id for update) as r`,
  );
  const [allocation] = await queryRows<{ left: number }>(
    tx,
    sql`select qty - qty_dispatched as left from order_allocations
        where id = ${d.allocationId} and order_id = ${d.orderId} for update`,
  );
  return {
    binUnits: Number(bin?.qty ?? 0),
    heldUnits: Number(held?.qty ?? 0),
    allocationLeft: Number(allocation?.left ?? 0),
    alloc: Number(place?.alloc ?? 0),
    onHand: Number(place?.on_hand ?? 0),
  };
}

export interface DispatchOptions {
  /**
   * Decides, on the figures read under the locks, whether `qty` units may go; throws its refusal when
   * not (nothing is written then).
   */
  check?: (locked: LockedDispatch) => void | Promise<void>;
  /** Who took the units, for the ledger. */
  staffId?: number | null;
  now?: Date;
}

/**
 * Takes `qty` units out of the bin for the order's line: locks what the move touches, lets the
 * caller's check refuse on the figures read under the locks, then moves them.
 */
export async function dispatchFromBin(tx: Database, d: BinDispatch, qty: number, opts: DispatchOptions = {}) {
  const locked = await lockForDispatch(tx, d);
  await opts.check?.(locked);
  await moveOutOfBin(tx, d, qty, opts.now);
  await writeLedger(
    tx,
    [
      {
        variantId: d.variantId,
        locationCode: d.locationCode,
        binId: d.binId,
        kind: 'dispatched',
        onHandChange: -qty,
        allocatedChange: -qty,
        staffId: opts.staffId ?? null,
        orderId: d.orderId,
      },
    ],
    opts.now,
  );
}

/**
 * Moves `qty` units out, under the locks. Every update is guarded so no figure goes below zero even if
 * a lock were missed; a guard that stops one is a bug, not a person's mistake, and rolls the whole
 * transaction back.
 */
async function moveOutOfBin(tx: Database, d: BinDispatch, qty: number, now?: Date): Promise<void> {
  const out = (what: string) => new Error(`Stock changed under a lock: ${what} refused the dispatch`);
  const bin = await queryRows<{ qty: number }>(
    tx,
    sql`update bin_stock set qty = qty - ${qty}
        where bin_id = ${d.binId} and variant_id = ${d.variantId} and qty >= ${qty} returning qty`,
  );
  if (bin.length !== 1) throw out('the bin');
  const place = await queryRows<{ alloc: number }>(
    tx,
    sql`update stock set alloc = alloc - ${qty}, on_hand = on_hand - ${qty}
        where variant_id = ${d.variantId} and location_code = ${d.locationCode} and alloc >= ${qty} and on_hand >= ${qty}
        returning alloc`,
  );
  if (place.length !== 1) throw out('the stock row');
  await dispatchReservations(tx, d, qty, now);
  const allocation = await queryRows<{ id: number }>(
    tx,
    sql`update order_allocations set qty_dispatched = qty_dispatched + ${qty}
        where id = ${d.allocationId} and qty_dispatched + ${qty} <= qty returning id`,
  );
  if (allocation.length !== 1) throw out('the allocation');
}

/** The held reservations keep `qty` fewer, oldest first: a row taken whole is dispatched, a row taken in part is split. */
async function dispatchReservations(tx: Database, d: BinDispatch, qty: number, now?: Date): Promise<void> {
  const held = await queryRows<{ id: number; qty: number }>(
    tx,
    sql`select id, qty from stock_reservations
        where order_id = ${d.orderId} and order_item_id = ${d.orderItemId} and variant_id = ${d.variantId}
          and location_code = ${d.locationCode} and status = 'held'
        order by id`,
  );
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  let left = qty;
  for (const row of held) {
    if (left === 0) break;
    const id = Number(row.id);
    const units = Number(row.qty);
    if (units <= left) {
      await tx.execute(sql`update stock_reservations set status = 'dispatched' where id = ${id}`);
      left -= units;
      continue;
    }
    await tx.execute(sql`update stock_reservations set qty = qty - ${left} where id = ${id}`);
    await tx.execute(
      sql`insert into stock_reservations (order_id, order_item_id, variant_id, location_code, qty, status, created_at)
          values (${d.orderId}, ${d.orderItemId}, ${d.variantId}, ${d.locationCode}, ${left}, 'dispatched', ${at})`,
    );
    left = 0;
  }
  if (left > 0) throw new Error('Stock changed under a lock: the reservations hold fewer units than dispatched');
}
