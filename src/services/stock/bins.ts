// The bins of a place, as staff name them ('A-01-2', 'FLOOR'): found by code, or made when a delivery
// is put away into a bin the place has not used before. Bins are the stock module's, like the units in them.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';

/** A bin's code: letters, digits and dashes, up to 20, kept upper case. */
export const BIN_CODE = /^[A-Z0-9][A-Z0-9-]{0,19}$/;
export const BAD_BIN_CODE = 'A bin is up to 20 letters, digits and dashes';
export const NOT_A_STOCK_PLACE = (location: string) => `${location} does not hold stock`;

export interface Bin {
  id: number;
  locationCode: string;
  code: string;
}

/** The place's bin of that code, made if `make` and it has none; a place that holds no stock refuses (422). */
export async function binAt(tx: Database, locationCode: string, code: string, make = false): Promise<Bin | null> {
  const wanted = code.trim().toUpperCase();
  if (!BIN_CODE.test(wanted)) throw new Refusal(422, BAD_BIN_CODE);
  const [place] = await queryRows<{ code: string }>(
    tx,
    sql`select code from locations where code = ${locationCode} and is_physical`,
  );
  if (!place) throw new Refusal(422, NOT_A_STOCK_PLACE(locationCode));
  if (make)
    await tx.execute(
      sql`insert into bins (location_code, code) values (${locationCode}, ${wanted}) on conflict (location_code, code) do nothing`,
    );
  const [bin] = await queryRows<{ id: number }>(
    tx,
    sql`select id from bins where location_code = ${locationCode} and code = ${wanted}`,
  );
  return bin ? { id: Number(bin.id), locationCode, code: wanted } : null;
}

/** The bins of a place, by code. */
export async function binsOf(db: Database, locationCode: string): Promise<Bin[]> {
  const rows = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from bins where location_code = ${locationCode} order by code`,
  );
  return rows.map((r) => ({ id: Number(r.id), locationCode, code: r.code }));
}
