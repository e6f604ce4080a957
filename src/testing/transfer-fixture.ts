// Stock for the transfer tests over the staff fixture's shop, put into bins through the stock module
// so its ledger adds up from the start: lamps (LAMP-1) 3 on AKL's FLOOR and 7 on A-01-1, 5 on CHC's
// FLOOR; sofas (SOFA-1) 2 on AKL's FLOOR. Earlier transfers and their rows go first.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { binAt, changeOnHand } from '../services/stock/stock.service.ts';

export const LAMP = 3;
export const SOFA = 1;

export async function resetTransferStock(db: Database): Promise<void> {
  await db.execute(sql`delete from stock_ledger`);
  await db.execute(sql`delete from stock_transfers`);
  await db.execute(sql`delete from bin_stock`);
  await db.execute(sql`delete from bins`);
  await db.execute(sql`update stock_reservations set status = 'released' where status = 'held'`);
  await db.execute(sql`update stock set free = 0, alloc = 0, clr = 0, nons = 0, on_hand = 0`);
  await db.transaction(async (tx) => {
    const bin = async (place: string, code: string) => (await binAt(tx, place, code, true))!.id;
    const put = [
      { variantId: LAMP, place: 'AKL', code: 'FLOOR', qty: 3 },
      { variantId: LAMP, place: 'AKL', code: 'A-01-1', qty: 7 },
      { variantId: LAMP, place: 'CHC', code: 'FLOOR', qty: 5 },
      { variantId: SOFA, place: 'AKL', code: 'FLOOR', qty: 2 },
    ];
    const moves = [];
    for (const p of put)
      moves.push({
        variantId: p.variantId,
        locationCode: p.place,
        binId: await bin(p.place, p.code),
        change: p.qty,
        kind: 'received' as const,
      });
    await changeOnHand(tx, moves);
  });
}

export interface PlaceUnits {
  free: number;
  alloc: number;
  onHand: number;
  /** Units in each bin of the place, by code (bins holding none left out). */
  bins: Record<string, number>;
}

/** A variant's figures at a place and what its bins there hold. */
export async function unitsAt(db: Database, variantId: number, place: string): Promise<PlaceUnits> {
  const [row] = await queryRows<{ free: number; alloc: number; on_hand: number }>(
    db,
    sql`select free, alloc, on_hand from stock where variant_id = ${variantId} and location_code = ${place}`,
  );
  const bins = await queryRows<{ code: string; qty: number }>(
    db,
    sql`select b.code, bs.qty from bin_stock bs join bins b on b.id = bs.bin_id
        where bs.variant_id = ${variantId} and b.location_code = ${place} and bs.qty <> 0 order by b.code`,
  );
  return {
    free: Number(row?.free ?? 0),
    alloc: Number(row?.alloc ?? 0),
    onHand: Number(row?.on_hand ?? 0),
    bins: Object.fromEntries(bins.map((b) => [b.code, Number(b.qty)])),
  };
}

/** The ledger's rows of transfers, oldest first. */
export async function transferLedger(db: Database) {
  const rows = await queryRows<{
    kind: string;
    location_code: string;
    bin: string | null;
    on_hand_change: number;
    transfer_id: number | null;
    staff_id: number | null;
  }>(
    db,
    sql`select l.kind, l.location_code, b.code as bin, l.on_hand_change, l.transfer_id, l.staff_id
        from stock_ledger l left join bins b on b.id = l.bin_id
        where l.kind in ('transfer_out', 'transfer_in') order by l.id`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    place: r.location_code,
    bin: r.bin,
    change: Number(r.on_hand_change),
    transferId: r.transfer_id === null ? null : Number(r.transfer_id),
    staffId: r.staff_id === null ? null : Number(r.staff_id),
  }));
}

/** Everything a refused call must leave as it was. */
export async function transferSnapshot(db: Database) {
  const [row] = await queryRows<{ transfers: number; lines: number; ledger: number; bins: number; stock: string }>(
    db,
    sql`select (select count(*)::int from stock_transfers) as transfers,
          (select count(*)::int from stock_transfer_lines) as lines,
          (select count(*)::int from stock_ledger) as ledger,
          (select count(*)::int from bins) as bins,
          (select string_agg(variant_id || location_code || free || on_hand, ',' order by variant_id, location_code) from stock) as stock,
          (select string_agg(bin_id || ':' || variant_id || ':' || qty, ',' order by bin_id, variant_id) from bin_stock) as bin_stock,
          (select string_agg(id || status, ',' order by id) from stock_transfers) as statuses`,
  );
  return row;
}
