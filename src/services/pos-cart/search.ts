// The item tab's add-item search (POST /pos/cart/searchItems): at most ten sellable variants. The
// storefront's search finds the products (services/catalog: every word a prefix, typos corrected,
// ranked by relevance); before them come the variants whose sku starts with the text, as staff type or
// scan the start of a sku, by product name and sku.
// Each way picks only its first ten products before any variant is read: the sku prefix from its index
// (product_variants_sku_upper_idx), the words from product_search's indexes; stock and option labels
// are read for the ten answers only.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { toDecimal } from '../../domain/money.ts';
import { productImageUrl } from '../../domain/product-images.ts';
import { setsFreeAt } from '../../domain/stock-position.ts';
import { createLocations } from '../cart/cart.service.ts';
import { ttlMap } from '../../db/cache.ts';
import { createSearch, relevance, searchMatch } from '../catalog/catalog.service.ts';
import type { PosSearchItem } from '../../contract/pos-cart.ts';

export const MAX_SEARCH_RESULTS = 10;
/**
 * Staff type the same prefixes over and over (each keystroke after a pause is a search), so answers
 * are reused this long. Harmless: `available` is advisory (saving an allocation and completing the
 * order recheck stock under row locks) and the price of an added line is read afresh from the variant.
 */
export const SEARCH_TTL_MS = 5_000;
const SEARCH_CACHE_SIZE = 500;

export interface PosSearchAnswer {
  success: true;
  items: PosSearchItem[];
}

interface SearchRow {
  sku: string;
  colour: string;
  ysel: string;
  retail_cents: number;
  sale_cents: number | null;
  name: string;
  shape: string;
  collection: string | null;
  x_label: string;
  y_label: string;
  x_value: string | null;
  y_value: string | null;
  parts: { vid: number; qty: number; free: Record<string, number> | null }[] | null;
}

const FIRST = sql.raw(String(MAX_SEARCH_RESULTS));
/**
 * How many of a search's most popular matches are ranked by relevance. Few, as each costs a walk through
 * about (products / matches) rows of product_search, and ten are shown.
 */
const CANDIDATES = sql.raw('50');
/** Whether product `id` has a variant to sell (a subselect, not EXISTS, so it runs only on the rows a scan reaches). */
const hasSellable = (id: SQL) =>
  sql`(select true from product_variants s where s.product_id = ${id} and s.sellable limit 1)`;

/** The first products by name with a sellable variant whose sku starts with the text (`starts`, escaped for LIKE). */
function skuProducts(starts: string): SQL {
  // upper(sku) is what the sku prefix index holds; ILIKE then settles what upper() folds differently.
  return sql`select p.id, null::bigint as word_rank from products p
    where p.active and exists (select 1 from product_variants v where v.product_id = p.id and v.sellable
      and upper(v.sku) like upper(${starts}) and v.sku ilike ${starts})
    order by p.name fetch first ${FIRST} rows with ties`;
}

/**
 * The first products the storefront's search finds for the same words, in its order of relevance
 * among its fifty most popular matches: all of a narrow search's matches (from the text index),
 * and of a broad one ('c', 'chair') the first from product_search_popular_idx, so it never reads every
 * match's row.
 */
function wordProducts(tsquery: string): SQL {
  return sql`select p.id, row_number() over (order by ${relevance(tsquery)} desc, p.popularity desc, p.id) as word_rank
    from (select p.product_id as id, p.popularity, p.search_tsv from product_search p
      where ${searchMatch(tsquery, true)} and ${hasSellable(sql`p.product_id`)}
      order by p.popularity desc, p.product_id fetch first ${CANDIDATES} rows only) p
    order by word_rank fetch first ${FIRST} rows only`;
}

/** The statement: the first products of each way, their matching variants, and the top ten's details. */
function searchQuery(starts: string, tsquery: string): SQL {
  const ways = [skuProducts(starts), ...(tsquery ? [wordProducts(tsquery)] : [])];
  return sql`with picked (id, word_rank) as (
      ${sql.join(
        ways.map((way) => sql`(select id, word_rank from (${way}) w)`),
        sql` union all `,
      )}
    ), top as materialized (
      select v.id, v.sku, v.xsel, v.ysel, v.colour, v.retail_cents, v.sale_cents, (v.sku ilike ${starts}) as by_sku,
        min(c.word_rank) as word_rank, p.id as product_id, p.name, p.shape, p.x_label, p.y_label, p.collection_id
      from picked c join products p on p.id = c.id
      join product_variants v on v.product_id = p.id and v.sellable and (c.word_rank is not null or v.sku ilike ${starts})
      group by v.id, p.id
      order by by_sku desc, case when v.sku ilike ${starts} then p.name end, word_rank, v.sku
      limit ${FIRST}
    )
    select t.sku, t.colour, t.ysel, t.retail_cents, t.sale_cents, t.name, t.shape, t.x_label, t.y_label,
      (select k.name from collections k where k.id = t.collection_id) as collection,
      (select o.label from product_options o where o.product_id = t.product_id and o.axis = 'x' and o.code = t.xsel and t.xsel <> '') as x_value,
      (select o.label from product_options o where o.product_id = t.product_id and o.axis = 'y' and o.code = t.ysel and t.ysel <> '') as y_value,
      (select json_agg(json_build_object('vid', part.vid, 'qty', part.qty,
          'free', (select json_object_agg(s.location_code, s.free) from stock s where s.variant_id = part.vid and s.free > 0)))
        from (
          select bc.component_variant_id as vid, bc.qty from bundle_components bc where bc.bundle_variant_id = t.id
          union all
          select t.id, 1 where not exists (select 1 from bundle_components b where b.bundle_variant_id = t.id)
        ) part) as parts
    from top t
    order by t.by_sku desc, case when t.by_sku then t.name end, t.word_rank, t.sku`;
}

export function createItemSearch(db: Database, opts: { ttlMs?: number } = {}) {
  const ttlMs = opts.ttlMs ?? SEARCH_TTL_MS;
  const answers = ttlMap<PosSearchAnswer>(ttlMs, SEARCH_CACHE_SIZE);
  const words = createSearch(db);
  const places = createLocations(db);

  async function search(raw: string): Promise<PosSearchAnswer> {
    const starts = `${raw.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const tsquery = await words.tsquery(raw);
    const [rows, placeList] = await Promise.all([
      queryRows<SearchRow>(db, searchQuery(starts, tsquery)),
      places.places(),
    ]);
    return {
      success: true,
      items: rows.map((r) => {
        const parts = (r.parts ?? []).map((x) => ({ qty: Number(x.qty), free: x.free ?? {}, nextArrival: null }));
        const options = [
          r.x_value ? `${r.x_label || 'Option'}: ${r.x_value}` : '',
          r.y_value && r.y_label && !/colou?r/i.test(r.y_label) ? `${r.y_label}: ${r.y_value}` : '',
        ].filter(Boolean);
        return {
          sku: r.sku,
          name: r.name,
          collection: r.collection ?? '',
          description: [r.colour, ...options].filter(Boolean).join(', '),
          thumb: productImageUrl(r.shape, r.ysel, 1),
          // Free units at our own and third parties' physical places; a bundle in complete sets.
          available: setsFreeAt(parts, placeList, () => true),
          price: toDecimal(r.sale_cents ?? r.retail_cents),
        };
      }),
    };
  }

  return {
    /** POST /pos/cart/searchItems */
    search(str: string): Promise<PosSearchAnswer> {
      const raw = str.trim();
      if (!raw) return Promise.resolve({ success: true, items: [] });
      return ttlMs > 0 ? answers.get(raw, () => search(raw)) : search(raw);
    },
    clear(): void {
      answers.clear();
      places.clear();
      words.clear();
    },
  };
}

export type ItemSearch = ReturnType<typeof createItemSearch>;
