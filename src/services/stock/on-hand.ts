// Units coming into a bin or going out of one without an order to dispatch them: received from a
// purchase order, adjusted by a manager, sent to or received from another place or bin, counted. One
// call changes the bins, the places' free and on-hand units and writes the ledger's rows, in the
// caller's transaction, with the module's locks in its one order (locks.ts): the variants' kept figures,
// their stock rows, then the bins' rows. A place never gives up units it has allocated to orders: what
// leaves comes out of its free units, or the call refuses '{location} only has {free} stock' before
// writing anything.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { AdjustmentReason } from '../../db/schema-supply.ts';
import { Refusal } from '../../domain/refusal.ts';
import { shortStockRefusal } from './allocate.ts';
import { ledgerInsert, together } from './ledger.ts';
import { lockFigures } from './locks.ts';

export type OnHandKind = 'received' | 'adjusted' | 'transfer_out' | 'transfer_in' | 'counted' | 'opening';

/** Units into a bin (a positive change) or out of it (negative), and why. */
export interface OnHandMove {
  variantId: number;
  locationCode: string;
  binId: number;
  change: number;
  kind: OnHandKind;
  staffId?: number | null;
  purchaseOrderId?: number | null;
  transferId?: number | null;
  reason?: AdjustmentReason | null;
  note?: string;
}

/** A variant's figures at a place and in each bin the moves touch, read under the locks before moving. */
export interface PlaceFigures {
  variantId: number;
  locationCode: string;
  free: number;
  alloc: number;
  onHand: number;
  /** Units in each bin the moves touch, by bin id. */
  bins: Map<number, number>;
}

export const binNotAtPlace = (location: string) => `That bin is not at ${location}`;

/** The bin holds fewer units than a move takes out of it. */
export const binShortMessage = (bin: string, units: number) => `Bin ${bin} only has ${units} stock`;

export interface OnHandOptions {
  /** Decides on the figures read under the locks, before anything is written; throws its refusal to stop. */
  check?: (figures: PlaceFigures[]) => void | Promise<void>;
  now?: Date;
}

/**
 * Moves units into and out of bins: locks, refuses when a place's free units or a bin's units would go
 * below zero (the moves of one call are added up per place and per bin first, so a move between two
 * bins of one place needs only the bin's units), then writes the bins, the stock rows and the ledger.
 * Answers the figures as they were before the moves.
 */
export async function changeOnHand(
  tx: Database,
  moves: OnHandMove[],
  opts: OnHandOptions = {},
): Promise<PlaceFigures[]> {
  const moving = moves.filter((m) => m.change !== 0);
  if (moving.length === 0) return [];
  const figures = await lockPlaces(tx, moving);
  await opts.check?.(figures);

  const perPlace = new Map<string, { variantId: number; locationCode: string; change: number }>();
  const perBin = new Map<string, { variantId: number; binId: number; change: number }>();
  for (const m of moving) {
    const place = perPlace.get(`${m.variantId}|${m.locationCode}`) ?? { ...m, change: 0 };
    place.change += m.change;
    perPlace.set(`${m.variantId}|${m.locationCode}`, place);
    const bin = perBin.get(`${m.variantId}|${m.binId}`) ?? { variantId: m.variantId, binId: m.binId, change: 0 };
    bin.change += m.change;
    perBin.set(`${m.variantId}|${m.binId}`, bin);
  }
  for (const p of perPlace.values()) {
    const f = figures.find((r) => r.variantId === p.variantId && r.locationCode === p.locationCode)!;
    if (f.free + p.change < 0) throw shortStockRefusal(p.locationCode, f.free);
  }
  for (const b of perBin.values()) {
    const units = figures.find((r) => r.variantId === b.variantId && r.bins.has(b.binId))?.bins.get(b.binId) ?? 0;
    if (units + b.change < 0) throw new Refusal(409, binShortMessage(await binCode(tx, b.binId), units));
  }

  const places = [...perPlace.values()].filter((p) => p.change !== 0);
  const binRows = [...perBin.values()].filter((b) => b.change !== 0);
  // Guarded as well as checked: a figure that would still go below zero is a missed lock, and the
  // constraint on stock and bin_stock rolls the whole transaction back.
  const stockUpdate = places.length
    ? sql`update stock s set free = s.free + v.change, on_hand = s.on_hand + v.change
        from (values ${sql.join(
          places.map((p) => sql`(${p.variantId}::int, ${p.locationCode}::text, ${p.change}::int)`),
          sql`, `,
        )}) as v(variant_id, location_code, change)
        where s.variant_id = v.variant_id and s.location_code = v.location_code`
    : null;
  const binUpdate = binRows.length
    ? sql`update bin_stock b set qty = b.qty + v.change
        from (values ${sql.join(
          binRows.map((b) => sql`(${b.binId}::int, ${b.variantId}::int, ${b.change}::int)`),
          sql`, `,
        )}) as v(bin_id, variant_id, change)
        where b.bin_id = v.bin_id and b.variant_id = v.variant_id`
    : null;
  const ledger = ledgerInsert(
    moving.map((m) => ({ ...m, onHandChange: m.change, allocatedChange: 0 })),
    opts.now,
  );
  // Stock first on its own: its statement trigger refreshes the cards' kept figures (migration 0032).
  if (stockUpdate) await tx.execute(stockUpdate);
  const rest = together([binUpdate, ledger]);
  if (rest) await tx.execute(rest);
  return figures;
}

/** Makes the stock and bin rows the moves need, then locks them in the module's order and reads them. */
export async function lockPlaces(tx: Database, moves: OnHandMove[]): Promise<PlaceFigures[]> {
  const binIds = [...new Set(moves.map((m) => m.binId))];
  const where = await queryRows<{ id: number; location_code: string }>(
    tx,
    sql`select id, location_code from bins where id = any(${sql.param(binIds)}::int[])`,
  );
  for (const m of moves) {
    const bin = where.find((b) => Number(b.id) === m.binId);
    if (bin?.location_code !== m.locationCode) throw new Refusal(422, binNotAtPlace(m.locationCode));
  }
  const variantIds = [...new Set(moves.map((m) => m.variantId))].sort((a, b) => a - b);
  await lockFigures(tx, 'stock', variantIds);
  const places = [...new Map(moves.map((m) => [`${m.variantId}|${m.locationCode}`, m])).values()].sort(
    (a, b) => a.variantId - b.variantId || a.locationCode.localeCompare(b.locationCode),
  );
  const placeValues = sql.join(
    places.map((p) => sql`(${p.variantId}::int, ${p.locationCode}::text)`),
    sql`, `,
  );
  // A product added in the back office has no stock rows until its first units arrive.
  await tx.execute(
    sql`insert into stock (variant_id, location_code) select v.variant_id, v.location_code
        from (values ${placeValues}) as v(variant_id, location_code) order by 1, 2 on conflict do nothing`,
  );
  const rows = await queryRows<{
    variant_id: number;
    location_code: string;
    free: number;
    alloc: number;
    on_hand: number;
  }>(
    tx,
    sql`select s.variant_id, s.location_code, s.free, s.alloc, s.on_hand
        from stock s join (values ${placeValues}) as v(variant_id, location_code)
          on s.variant_id = v.variant_id and s.location_code = v.location_code
        order by s.variant_id, s.location_code for update of s`,
  );
  const bins = [...new Map(moves.map((m) => [`${m.binId}|${m.variantId}`, m])).values()].sort(
    (a, b) => a.binId - b.binId || a.variantId - b.variantId,
  );
  const binValues = sql.join(
    bins.map((b) => sql`(${b.binId}::int, ${b.variantId}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`insert into bin_stock (bin_id, variant_id) select v.bin_id, v.variant_id
        from (values ${binValues}) as v(bin_id, variant_id) order by 1, 2 on conflict do nothing`,
  );
  const binUnits = await queryRows<{ bin_id: number; variant_id: number; qty: number }>(
    tx,
    sql`select b.bin_id, b.variant_id, b.qty from bin_stock b join (values ${binValues}) as v(bin_id, variant_id)
          on b.bin_id = v.bin_id and b.variant_id = v.variant_id
        order by b.bin_id, b.variant_id for update of b`,
  );
  return rows.map((r) => {
    const variantId = Number(r.variant_id);
    const mine = new Map<number, number>();
    for (const m of moves)
      if (m.variantId === variantId && m.locationCode === r.location_code) {
        const found = binUnits.find((b) => Number(b.bin_id) === m.binId && Number(b.variant_id) === variantId);
        mine.set(m.binId, Number(found?.qty ?? 0));
      }
    return {
      variantId,
      locationCode: r.location_code,
      free: Number(r.free),
      alloc: Number(r.alloc),
      onHand: Number(r.on_hand),
      bins: mine,
    };
  });
}

async function binCode(tx: Database, binId: number): Promise<string> {
  const [bin] = await queryRows<{ code: string }>(tx, sql`select code from bins where id = ${binId}`);
  return bin?.code ?? String(binId);
}
