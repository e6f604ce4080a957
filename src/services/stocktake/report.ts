// The stock report (/pos/stock): each place that holds stock with its totals, and one place's SKUs,
// 50 a page, searchable by SKU or name; the same rows as a CSV file, read 1,000 at a time and streamed.
// On order is what open purchase orders delivered to the place still have to come. The catalogue keeps
// no cost price, so the report has no value at cost.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { type SQL, sql } from 'drizzle-orm';
import {
  type PlaceSku,
  type PlaceTotals,
  STOCK_REPORT_COLUMNS,
  STOCK_REPORT_PAGE,
  type StockReport,
  type StockReportQuery,
} from '../../contract/stocktake.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type Place, stockPlaces } from './lookups.ts';

const onOrderAt = (place: SQL) =>
  sql`select pl.variant_id, sum(pl.qty)::int as on_order from purchase_order_lines pl
      join purchase_orders po on po.id = pl.purchase_order_id
      where po.status = 'open' and po.location_code = ${place} and pl.qty > 0 group by 1`;

export async function placeTotals(db: Database): Promise<PlaceTotals[]> {
  const rows = await queryRows<Record<string, string | number>>(
    db,
    sql`select l.code, l.name,
          coalesce(sum(s.free), 0)::int as free, coalesce(sum(s.clr), 0)::int as clr,
          coalesce(sum(s.alloc), 0)::int as alloc, coalesce(sum(s.nons), 0)::int as nons,
          coalesce(sum(s.on_hand), 0)::int as on_hand, (count(s.variant_id) filter (where s.on_hand > 0))::int as skus,
          (select coalesce(sum(pl.qty), 0)::int from purchase_order_lines pl join purchase_orders po on po.id = pl.purchase_order_id
            where po.status = 'open' and po.location_code = l.code) as on_order
        from locations l left join stock s on s.location_code = l.code
        where l.is_physical group by l.code, l.name, l.sort_order order by l.sort_order, l.code`,
  );
  return rows.map((r) => ({
    code: String(r.code),
    name: String(r.name),
    free: Number(r.free),
    clr: Number(r.clr),
    allocated: Number(r.alloc),
    nons: Number(r.nons),
    onHand: Number(r.on_hand),
    onOrder: Number(r.on_order),
    skus: Number(r.skus),
  }));
}

interface SkuPage {
  q?: string;
  /** Keyset: SKUs after this one (the CSV); else `offset`. */
  after?: string;
  offset?: number;
  limit: number;
}

/** A place's SKUs with units on hand, allocated or on order, by SKU; `total` is every match. */
export async function placeSkus(
  db: Database,
  place: string,
  page: SkuPage,
): Promise<{ total: number; skus: PlaceSku[] }> {
  const like = `%${(page.q ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const search = page.q ? sql`and (v.sku ilike ${like} or p.name ilike ${like})` : sql``;
  const after = page.after !== undefined ? sql`and v.sku > ${page.after}` : sql``;
  const rows = await queryRows<Record<string, string | number | null>>(
    db,
    sql`with oo as (${onOrderAt(sql`${place}`)}),
        st as (select variant_id, free, clr, alloc, nons, on_hand from stock where location_code = ${place}),
        ids as (select variant_id from st where on_hand <> 0 or alloc <> 0 union select variant_id from oo)
        select v.id, v.sku, p.id as product_id, p.name, coalesce(st.free, 0) as free, coalesce(st.clr, 0) as clr,
          coalesce(st.alloc, 0) as alloc, coalesce(st.nons, 0) as nons, coalesce(st.on_hand, 0) as on_hand,
          coalesce(oo.on_order, 0) as on_order,
          (select string_agg(b.code || ' (' || bs.qty || ')', ', ' order by b.code) from bin_stock bs
            join bins b on b.id = bs.bin_id where bs.variant_id = v.id and b.location_code = ${place} and bs.qty > 0) as bins,
          count(*) over () as total
        from ids join product_variants v on v.id = ids.variant_id join products p on p.id = v.product_id
          left join st on st.variant_id = v.id left join oo on oo.variant_id = v.id
        where true ${search} ${after}
        order by v.sku limit ${page.limit} offset ${page.offset ?? 0}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    skus: rows.map((r) => ({
      sku: String(r.sku),
      name: String(r.name),
      productId: Number(r.product_id),
      free: Number(r.free),
      clr: Number(r.clr),
      allocated: Number(r.alloc),
      nons: Number(r.nons),
      onHand: Number(r.on_hand),
      onOrder: Number(r.on_order),
      bins: r.bins === null ? '' : String(r.bins),
    })),
  };
}

export async function stockReport(db: Database, query: StockReportQuery): Promise<StockReport> {
  const [places, known] = await Promise.all([placeTotals(db), stockPlaces(db)]);
  const chosen = known.get(query.location.toUpperCase());
  if (!chosen) return { places, place: null };
  const { total, skus } = await placeSkus(db, chosen.code, {
    q: query.q,
    offset: (query.page - 1) * STOCK_REPORT_PAGE,
    limit: STOCK_REPORT_PAGE,
  });
  const pages = Math.max(1, Math.ceil(total / STOCK_REPORT_PAGE));
  return { places, place: { ...chosen, total, page: query.page, pages, skus } };
}

const CSV_PAGE = 1000;

async function* reportRows(db: Database, places: Place[]) {
  for (const place of places) {
    let after = '';
    for (;;) {
      const { skus } = await placeSkus(db, place.code, { after, limit: CSV_PAGE });
      for (const s of skus)
        yield {
          place: place.code,
          sku: s.sku,
          name: s.name,
          free: s.free,
          clearance: s.clr,
          allocated: s.allocated,
          not_for_sale: s.nons,
          on_hand: s.onHand,
          on_order: s.onOrder,
          bins: s.bins,
        };
      if (skus.length < CSV_PAGE) break;
      after = skus.at(-1)!.sku;
    }
  }
}

/** Every place's SKUs (or one place's), as CSV text with its header row. */
export function stockReportCsv(db: Database, places: Place[]): Readable {
  return Readable.from(reportRows(db, places)).pipe(stringify({ header: true, columns: [...STOCK_REPORT_COLUMNS] }));
}
