// The stock LATERAL: a variant's figures behind its delivery estimate and whether it can be had, read
// inside the statement that lists it from the rows the stock triggers keep (variant_stock,
// variant_arrivals; migration 0032). Catalogue listings, the product page, the mattress builder and the
// cart's add share it, so they all judge stock by one rule (domain/eta.ts).
import { type SQL, sql } from 'drizzle-orm';

/** Columns the stock LATERAL adds to a row (alias `st`). */
export interface StockColumns {
  st_free: number | null;
  st_free_near: number | null;
  st_lead_near: number | null;
  st_lead_any: number | null;
  st_next_arrival: string | null;
}

/**
 * `left join lateral (…) st on true` (or another alias) for the variant id expression `variantId`.
 * A bundle counts in complete sets: per component floor(free / qty), the least of them; it can
 * arrive when every short component has a purchase order coming, at the latest of those dates.
 * Each component's figures come from the rows triggers keep per variant (variant_stock per island,
 * variant_arrivals; migration 0032): one or two rows instead of every stock row joined to its place.
 * An arrival is a purchase order the web may sell ahead of (migration 0036), as the checkout reserves.
 */
export function stockLateral(variantId: SQL, island: string | null, alias = 'st'): SQL {
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
          coalesce(sum(vs.free), 0)::int as free,
          coalesce(sum(vs.free) filter (where vs.island = ${isl}), 0)::int as free_near,
          min(vs.lead_days) filter (where vs.island = ${isl}) as lead_near,
          min(vs.lead_days) as lead_any
        from variant_stock vs where vs.variant_id = comp.vid
      ) stk
      left join variant_arrivals arr on arr.variant_id = comp.vid
    ) part
  ) ${sql.raw(alias)} on true`;
}

/**
 * Whether the item can be had, over the LATERAL's columns at `st`: the database's one availability
 * rule (migration 0037, stock_can_be_had), which domain/eta.ts isSoldOut mirrors for the cart. For a
 * listing's sold-out flag and a write that must not happen for an item nobody can have (the cart's add).
 */
export const canBeHadSql = (st: SQL) => sql`stock_can_be_had(${st}.st_free, ${st}.st_next_arrival is not null)`;

/**
 * The same rule for one plain variant (not a bundle) straight from its kept rows, without the LATERAL's
 * sums, each figure one index probe: the free units of the first island that has any (the rule asks
 * only whether some unit is free, and free units are never below none) and whether a next arrival is
 * kept (an EXISTS, which the planner may also answer from one hashed pass over the kept arrivals).
 */
export const variantCanBeHadSql = (variantId: SQL) => sql`stock_can_be_had(
    (select vs.free from variant_stock vs where vs.variant_id = ${variantId} and vs.free > 0 limit 1),
    exists (select 1 from variant_arrivals a where a.variant_id = ${variantId} and a.next_arrival is not null))`;
