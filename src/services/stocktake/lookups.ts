// What a stock file is checked against, read in a few queries for the whole file: SKUs, the physical
// places, their bins and the units in them, each place's free units. Reads only: the stock module
// writes (and locks again when it applies).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

export interface Sku {
  id: number;
  sku: string;
  name: string;
}

/** The file's SKUs that exist, by upper-case code. */
export async function skusOf(db: Database, codes: string[]): Promise<Map<string, Sku>> {
  const wanted = [...new Set(codes.map((c) => c.toUpperCase()).filter((c) => c !== '' && c.length <= 100))];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<{ id: number; sku: string; name: string }>(
    db,
    sql`select v.id, v.sku, p.name from product_variants v join products p on p.id = v.product_id
        where upper(v.sku) = any(${sql.param(wanted)}::text[])`,
  );
  return new Map(rows.map((r) => [r.sku.toUpperCase(), { id: Number(r.id), sku: r.sku, name: r.name }]));
}

export interface Place {
  code: string;
  name: string;
}

/** Places that hold stock, by code. */
export async function stockPlaces(db: Database): Promise<Map<string, Place>> {
  const rows = await queryRows<Place>(
    db,
    sql`select code, name from locations where is_physical order by sort_order, code`,
  );
  return new Map(rows.map((r) => [r.code, r]));
}

/** The bins of these places, by `place|CODE`, with their ids. */
export async function binsOfPlaces(db: Database, places: string[]): Promise<Map<string, number>> {
  if (places.length === 0) return new Map();
  const rows = await queryRows<{ id: number; location_code: string; code: string }>(
    db,
    sql`select id, location_code, code from bins where location_code = any(${sql.param(places)}::text[])`,
  );
  return new Map(rows.map((r) => [`${r.location_code}|${r.code}`, Number(r.id)]));
}

export interface HeldUnits {
  /** Units in each bin, by `variant|bin id`. */
  inBins: Map<string, number>;
  /** Free units and units outside any bin, by `variant|place`. */
  places: Map<string, { free: number; outsideBins: number }>;
}

/** What these variants hold at these places now (read without locks: the apply reads again under them). */
export async function heldUnits(db: Database, variantIds: number[], places: string[]): Promise<HeldUnits> {
  const held: HeldUnits = { inBins: new Map(), places: new Map() };
  if (variantIds.length === 0 || places.length === 0) return held;
  const ids = sql`${sql.param([...new Set(variantIds)])}::int[]`;
  const at = sql`${sql.param([...new Set(places)])}::text[]`;
  const [bins, stock] = await Promise.all([
    queryRows<{ variant_id: number; bin_id: number; qty: number }>(
      db,
      sql`select bs.variant_id, bs.bin_id, bs.qty from bin_stock bs join bins b on b.id = bs.bin_id
          where bs.variant_id = any(${ids}) and b.location_code = any(${at})`,
    ),
    queryRows<{ variant_id: number; location_code: string; free: number; outside: number }>(
      db,
      sql`select s.variant_id, s.location_code, s.free, s.on_hand - coalesce((select sum(bs.qty) from bin_stock bs
            join bins b on b.id = bs.bin_id where bs.variant_id = s.variant_id and b.location_code = s.location_code), 0) as outside
          from stock s where s.variant_id = any(${ids}) and s.location_code = any(${at})`,
    ),
  ]);
  for (const b of bins) held.inBins.set(`${b.variant_id}|${b.bin_id}`, Number(b.qty));
  for (const s of stock)
    held.places.set(`${s.variant_id}|${s.location_code}`, { free: Number(s.free), outsideBins: Number(s.outside) });
  return held;
}
