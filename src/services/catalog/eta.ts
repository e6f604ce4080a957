// The words and figures of a delivery estimate from the stock LATERAL (db/stock-lateral.ts: one
// per row, so a page of cards costs no extra round trips), and the shopper's island from their postcode.
import { sql } from 'drizzle-orm';
import { nzToday } from '../../domain/dates.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type StockPosition, etaText, isSoldOut } from '../../domain/eta.ts';
import { BoundedMap } from '../../db/cache.ts';

import type { StockColumns } from '../../db/stock-lateral.ts';

// The LATERAL itself is the db's, over the kept tables; the cart's add reads it too.
export { type StockColumns, canBeHadSql, stockLateral, variantCanBeHadSql } from '../../db/stock-lateral.ts';

export function stockPosition(row: StockColumns): StockPosition {
  return {
    free: row.st_free ?? 0,
    freeNear: row.st_free_near,
    leadNear: row.st_lead_near,
    leadAny: row.st_lead_any,
    nextArrival: row.st_next_arrival,
  };
}

export function etaOf(row: StockColumns, today: string = nzToday()): string {
  return etaText(stockPosition(row), today);
}

export function soldOutOf(row: Pick<StockColumns, 'st_free' | 'st_next_arrival'>): boolean {
  return isSoldOut({ free: row.st_free ?? 0, nextArrival: row.st_next_arrival });
}

/** Postcode → island ('North Island', 'South Island'…), remembered: postcodes do not move. */
export function createIslandLookup(db: Database) {
  const cache = new BoundedMap<string, string | null>(5000);
  return async function islandOf(zip: string | undefined | null): Promise<string | null> {
    const code = (zip ?? '').trim();
    if (!/^\d{4}$/.test(code)) return null;
    if (cache.has(code)) return cache.get(code) ?? null;
    const [row] = await queryRows<{ island: string }>(
      db,
      sql`select island from postcodes where postcode = ${code} limit 1`,
    );
    const island = row?.island ?? null;
    cache.set(code, island);
    return island;
  };
}

export type IslandLookup = ReturnType<typeof createIslandLookup>;
