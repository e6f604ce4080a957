// The item tab's add-item search (POST /pos/cart/searchItems): at most ten sellable
// variants whose sku starts with the text, or whose product name has a word starting with it, or
// whose collection's name starts with it (letter case aside); sku matches first, then by product
// name and sku.
// Matching every variant and sorting them all read the whole catalogue per keystroke, so each way of
// matching picks only its first ten products by name (ties included) from an index: sku prefix
// (product_variants_sku_upper_idx), name prefix (products_name_prefix_idx), a later word of the name
// (products_name_order_idx walked in order, or the trigram index) and collection
// (products_collection_name_idx). The first ten variants overall are among them (search.test.ts
// holds it to the plain statement's answers); stock and option labels are read for those ten only.
// Collections are matched in the catalogue's one-minute copy, so most searches skip that way.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { toDecimal } from '../../domain/money.ts';
import { productImageUrl } from '../../domain/product-images.ts';
import { setsFreeAt } from '../../domain/stock-position.ts';
import { createLocations } from '../cart/cart.service.ts';
import { ttlMap } from '../../db/cache.ts';
import { catalogIndexCache } from '../catalog/catalog.service.ts';
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
/** Whether the product has a variant to sell (a subselect, not EXISTS, so it runs only on the rows a scan reaches). */
const HAS_SELLABLE = sql`(select true from product_variants s where s.product_id = p.id and s.sellable limit 1)`;

/**
 * The first products by name among `matching` (a condition on products p), ties included. Given
 * `sortFirst`, the matches are all read and sorted before the sellable check, so it runs on the
 * first few only: for conditions an index range answers (a name prefix, a collection).
 */
function firstProducts(matching: SQL, sortFirst: boolean): SQL {
  return sortFirst
    ? sql`select p.id from (select p.id, p.name from products p where p.active and ${matching} order by p.name offset 0) p
        where ${HAS_SELLABLE} order by p.name fetch first ${FIRST} rows with ties`
    : sql`select p.id from products p where p.active and ${matching} and ${HAS_SELLABLE} order by p.name fetch first ${FIRST} rows with ties`;
}

/** The statement: the first products of each way of matching, their matching variants, and the top ten's details. */
function searchQuery(text: string, collectionIds: number[]): SQL {
  const starts = `${text}%`;
  const word = `% ${text}%`;
  // ILIKE folds case with lower(), so lower(name) LIKE lower(pattern) is the same test, in the form the
  // name indexes hold. Names mostly begin with their collection's name, so a name prefix (an index
  // range) and a later word (the name order or trigram index, whichever the planner finds cheaper)
  // are asked apart. upper(sku) is what the sku prefix index holds.
  const bySku = sql`select p.id from products p
    where p.active and exists (select 1 from product_variants v where v.product_id = p.id and v.sellable
      and upper(v.sku) like upper(${starts}) and v.sku ilike ${starts})
    order by p.name fetch first ${FIRST} rows with ties`;
  const arms = [
    firstProducts(sql`lower(p.name) like lower(${starts})`, true),
    firstProducts(sql`lower(p.name) like lower(${word})`, false),
    ...(collectionIds.length
      ? [
          firstProducts(
            sql`p.collection_id in (${sql.join(
              collectionIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
            true,
          ),
        ]
      : []),
  ];
  return sql`with picked (id, by_sku) as (
      (select id, true from (${bySku}) k)
      ${sql.join(
        arms.map((arm) => sql`union all (select id, false from (${arm}) n)`),
        sql` `,
      )}
    ), top as materialized (
      select distinct v.id, v.sku, v.xsel, v.ysel, v.colour, v.retail_cents, v.sale_cents, (v.sku ilike ${starts}) as by_sku,
        p.id as product_id, p.name, p.shape, p.x_label, p.y_label, p.collection_id
      from picked c join products p on p.id = c.id
      join product_variants v on v.product_id = p.id and v.sellable and (not c.by_sku or v.sku ilike ${starts})
      order by by_sku desc, p.name, v.sku
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
    order by t.by_sku desc, t.name, t.sku`;
}

export function createItemSearch(db: Database, opts: { ttlMs?: number } = {}) {
  const ttlMs = opts.ttlMs ?? SEARCH_TTL_MS;
  const answers = ttlMap<PosSearchAnswer>(ttlMs, SEARCH_CACHE_SIZE);
  const catalog = catalogIndexCache(db);
  const places = createLocations(db);

  async function search(raw: string): Promise<PosSearchAnswer> {
    const text = raw.replace(/[\\%_]/g, (ch) => `\\${ch}`);
    const lower = raw.toLowerCase();
    const collectionIds = [...(await catalog.get()).collections.byId.values()]
      .filter((k) => k.name.toLowerCase().startsWith(lower))
      .map((k) => k.id);
    const [rows, placeList] = await Promise.all([
      queryRows<SearchRow>(db, searchQuery(text, collectionIds)),
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
      catalog.clear();
      places.clear();
    },
  };
}

export type ItemSearch = ReturnType<typeof createItemSearch>;
