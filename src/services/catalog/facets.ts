// What the filter panel may offer on a listing: the rooms, types, variants and flags among the
// route's own results (the shopper's filters ignored), with counts. One grouped query, kept a minute
// when listings are kept. A room, type, kind or flag list adds up listing_counts (the products per
// leaf category and flag combination, kept by a trigger on products: migration 0026); the other
// routes (a search, a collection, a style, a tag) count their own products.
import { sql } from 'drizzle-orm';
import type { FacetEntry, GetItemsRequest, ListingFacets } from '../../contract/catalog.ts';
import type { Database } from '../../db/client.ts';
import { genericPlanRows } from '../../db/prepared.ts';
import { LISTING_FLAGS, type ListingFlag } from '../../domain/listing.ts';
import { ttlMap } from '../../db/cache.ts';
import { FLAG_COLUMNS, listingSource, listingWhere, routeCondition } from './query.ts';
import { EmptySearchError, type ListingSubject, resolveRoute } from './route.ts';
import type { Search } from './search.ts';
import type { CatalogIndex, CategoryEntry } from './tree.ts';

export const FACETS_TTL_MS = 60_000;

export interface FacetRow {
  cat1_id: number;
  cat2_id: number;
  cat3_id: number | null;
  n: number;
  flags: Record<ListingFlag, number>;
}

const EMPTY: ListingFacets = { rooms: [], types: [], variants: [], flags: [] };

/**
 * The group a variant is shown under (the filter panel's groups beyond room and type are named by code prefix):
 * the category whose code prefixes the variant's ('LIV-SOF' for 'LIV-SOF-3S'), in practice its type.
 */
export function variantGroup(variant: CategoryEntry, byCode: ReadonlyMap<string, CategoryEntry>): string {
  const prefix = variant.code.includes('-') ? variant.code.slice(0, variant.code.lastIndexOf('-')) : '';
  return byCode.get(prefix)?.name ?? variant.parent?.name ?? '';
}

/** Counts per category and flag, in the tree's order. */
export function facetsFromRows(rows: FacetRow[], index: CatalogIndex): ListingFacets {
  const counts = new Map<number, number>();
  const add = (id: number | null, n: number) => {
    if (id !== null) counts.set(id, (counts.get(id) ?? 0) + n);
  };
  const flagCounts = new Map<ListingFlag, number>();
  for (const r of rows) {
    add(r.cat1_id, r.n);
    add(r.cat2_id, r.n);
    add(r.cat3_id, r.n);
    for (const f of LISTING_FLAGS) flagCounts.set(f, (flagCounts.get(f) ?? 0) + (r.flags[f] ?? 0));
  }
  const entry = (c: CategoryEntry): FacetEntry => ({
    url: c.url,
    name: c.name,
    ...(c.parent ? { parent: c.parent.url } : {}),
    count: counts.get(c.id) ?? 0,
  });
  const byCode = new Map([...index.categoriesById.values()].map((c) => [c.code, c]));
  const facets: ListingFacets = { rooms: [], types: [], variants: [], flags: [] };
  for (const room of index.rooms) {
    if (!counts.has(room.id)) continue;
    facets.rooms.push(entry(room));
    for (const type of room.children) {
      if (!counts.has(type.id)) continue;
      facets.types.push(entry(type));
      for (const variant of type.children) {
        if (counts.has(variant.id)) facets.variants.push({ ...entry(variant), group: variantGroup(variant, byCode) });
      }
    }
  }
  for (const f of LISTING_FLAGS) {
    const count = flagCounts.get(f) ?? 0;
    if (count > 0) facets.flags.push({ flag: f, count });
  }
  return facets;
}

function subjectKey(subject: ListingSubject, tsquery: string | null): string {
  switch (subject.kind) {
    case 'category':
      return `category:${subject.category.id}`;
    case 'collection':
    case 'style':
    case 'tag':
      return `${subject.kind}:${subject.entry.id}`;
    case 'search':
      return `search:${tsquery}`;
    case 'special':
      return `special:${subject.flag}`;
  }
}

export interface FacetDeps {
  db: Database;
  index: () => Promise<CatalogIndex>;
  search: Search;
  /** How long a route's counts are kept (0: counted for every listing, as the bench's uncached rows do). */
  ttlMs?: number;
}

export function createFacets({ db, index: loadIndex, search, ttlMs = FACETS_TTL_MS }: FacetDeps) {
  const cache = ttlMap<ListingFacets>(ttlMs, 1000);

  /**
   * Counts of a room, type, kind or flag list from listing_counts (aliased p: routeCondition's columns
   * are its own). With the generic plan: PostgreSQL would plan it afresh on every listing page, which
   * costs as much as running it.
   */
  async function keptCounts(subject: ListingSubject): Promise<FacetRow[]> {
    const flagSums = sql.join(
      LISTING_FLAGS.map(
        (f) => sql`${f}::text, (coalesce(sum(p.n) filter (where ${sql.raw(`p.${FLAG_COLUMNS[f]}`)}), 0))::int`,
      ),
      sql`, `,
    );
    return genericPlanRows<FacetRow>(
      db,
      'facet_counts',
      sql`select p.cat1_id, p.cat2_id, p.cat3_id, sum(p.n)::int as n, json_build_object(${flagSums}) as flags
          from listing_counts p where ${routeCondition(subject, null)}
          group by p.cat1_id, p.cat2_id, p.cat3_id`,
    );
  }

  async function listingFacets(req: GetItemsRequest): Promise<ListingFacets> {
    const index = await loadIndex();
    let route: ReturnType<typeof resolveRoute>;
    try {
      route = resolveRoute(req, index);
    } catch (err) {
      if (err instanceof EmptySearchError) return EMPTY;
      throw err;
    }
    if (!route) return EMPTY;
    const { subject } = route;
    const tsquery = subject.kind === 'search' ? await search.tsquery(subject.text) : null;
    return cache.get(subjectKey(subject, tsquery), async () => {
      if (subject.kind === 'category' || subject.kind === 'special')
        return facetsFromRows(await keptCounts(subject), index);
      const flagCounts = sql.join(
        LISTING_FLAGS.map((f) => sql`${f}::text, count(*) filter (where ${sql.raw(`p.${FLAG_COLUMNS[f]}`)})::int`),
        sql`, `,
      );
      // With the generic plan, as the page's own statement: planning a search's counts afresh (a typo's
      // corrections ORed) costs more than counting them.
      const rows = await genericPlanRows<FacetRow>(
        db,
        'facets',
        sql`select p.cat1_id, p.cat2_id, p.cat3_id, count(*)::int as n, json_build_object(${flagCounts}) as flags
            from ${listingSource(subject)} where ${listingWhere(subject, routeCondition(subject, tsquery), [])}
            group by p.cat1_id, p.cat2_id, p.cat3_id`,
      );
      return facetsFromRows(rows, index);
    });
  }

  return { listingFacets, clear: () => cache.clear() };
}
