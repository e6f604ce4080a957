// The figures behind a delivery estimate, computed inside the query that lists the SKUs (a LATERAL
// per row, so a page of cards costs no extra round trips), and the shopper's island from their postcode.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type StockPosition, etaText, nzToday } from '../../domain/eta.ts';
import { BoundedMap } from '../../db/cache.ts';

/** Columns the stock LATERAL adds to a row (alias `st`). */
export interface StockColumns {
  st_free: number | null;
  st_free_near: number | null;
  st_lead_near: number | null;
  st_lead_any: number | null;
  st_next_arrival: string | null;
}

/**
 * `left join lateral (…) st on true` for the variant id expression `variantId`.
 * A bundle counts in complete sets: per component floor(free / qty), the least of them; it can
 * arrive when every short component has a purchase order coming, at the latest of those dates.
 */
export function stockLateral(variantId: SQL, island: string | null): SQL {
  const isl = sql`${island}::text`;
  return sql`left join lateral (
    select
      min(part.free / part.qty)::int as st_free,
      case when ${isl} is null then null else min(part.free_near / part.qty)::int end as st_free_near,
      max(part.lead_near) as st_lead_near,
      max(part.lead_any) as st_lead_any,
      case when bool_and(part.free >= part.qty or part.next_arrival is not null)
        then max(case when part.free < part.qty then part.next_arrival end)::text end as st_next_arrival
    from (
      select comp.qty, stk.free, stk.free_near, stk.lead_near, stk.lead_any, arr.next_arrival
      from (
        select bc.component_variant_id as vid, bc.qty from bundle_components bc where bc.bundle_variant_id = ${variantId}
        union all
        select ${variantId}, 1 where not exists (select 1 from bundle_components bc where bc.bundle_variant_id = ${variantId})
      ) comp
      cross join lateral (
        select
          coalesce(sum(s.free), 0)::int as free,
          coalesce(sum(s.free) filter (where l.island = ${isl}), 0)::int as free_near,
          min(l.lead_days) filter (where s.free > 0 and l.island = ${isl}) as lead_near,
          min(l.lead_days) filter (where s.free > 0) as lead_any
        from stock s join locations l on l.code = s.location_code
        where s.variant_id = comp.vid and l.is_physical
      ) stk
      cross join lateral (
        select min(po.dc1_eta) as next_arrival
        from purchase_order_lines pol join purchase_orders po on po.id = pol.purchase_order_id
        where pol.variant_id = comp.vid and po.status = 'open' and pol.qty > pol.qty_allocated
      ) arr
    ) part
  ) st on true`;
}

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
