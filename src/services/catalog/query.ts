// The WHERE and ORDER BY of product lists, as SQL built from parameters only. The pure choices
// (price bounds, sort order) are exported for their tests.
import { type SQL, sql } from 'drizzle-orm';
import type { GetItemsRequest } from '../../contract/catalog.ts';
import type { ListingFlag, SortCode } from '../../domain/listing.ts';
import { LISTING_FLAGS } from '../../domain/listing.ts';
import type { CategoryFilter, ListingSubject } from './route.ts';

/** The products column of each listing flag. */
export const FLAG_COLUMNS: Record<ListingFlag, string> = {
  new: 'is_new',
  sale: 'is_sale',
  bundle: 'is_bundle',
  ready: 'is_ready',
  deals: 'is_deal',
  clearance: 'is_clearance',
};

export interface PriceBounds {
  minCents: number | null;
  maxCents: number | null;
}

/** Slider dollars to cents on products.price_cents; under 0 is Unlimited; bounds given upside down are swapped. */
export function priceBoundsCents({ over, under }: { over: number; under: number }): PriceBounds {
  let lo = over > 0 ? over : 0;
  let hi = under > 0 ? under : null;
  if (hi !== null && lo > hi) [lo, hi] = [hi, lo];
  return { minCents: lo > 0 ? lo * 100 : null, maxCents: hi === null ? null : hi * 100 };
}

/**
 * ORDER BY terms per sort code, over a products row aliased `alias` (which must expose the same
 * column names, and `relevance` for searches). The id makes every order total, so pages never overlap.
 * Names sort by their lower-case bytes so every database (and the tests) agree on the order.
 */
export function orderTerms(sort: SortCode, nameKey = 'lower(name)'): string[] {
  switch (sort) {
    case 'new':
      return ['created_at desc', 'id desc'];
    case 'nasc':
      return [`${nameKey} collate "C" asc`, 'id asc'];
    case 'ndsc':
      return [`${nameKey} collate "C" desc`, 'id desc'];
    case 'pasc':
      return ['price_cents asc', 'id asc'];
    case 'pdsc':
      return ['price_cents desc', 'id desc'];
    case 'relevant':
      return ['relevance desc', 'popularity desc', 'id asc'];
    default:
      return ['popularity desc', 'id asc'];
  }
}

/** ORDER BY for the sort over a search's rows (product_search, whose name_key is the name lowered). */
export function searchOrderBy(sort: SortCode): SQL {
  // The terms are constants of this file, never user text.
  return sql.raw(orderTerms(sort, 'name_key').join(', '));
}

/**
 * ORDER BY for the sort. Without an alias the names are the products row's own (the page query);
 * with one they are qualified, `relevance` by the page's alias since it is computed there.
 */
export function orderBy(sort: SortCode, alias?: string, pageAlias: string = alias ?? ''): SQL {
  // The terms are constants of this file, never user text.
  const qualify = (t: string) =>
    t.replace(
      /^(lower\()?(\w+)/,
      (_m, fn: string | undefined, col: string) => `${fn ?? ''}${col === 'relevance' ? pageAlias : alias}.${col}`,
    );
  return sql.raw((alias ? orderTerms(sort).map(qualify) : orderTerms(sort)).join(', '));
}

/**
 * The ticked categories as one array parameter: the statement's text is the same however many are
 * ticked, so PostgreSQL plans it once per connection rather than once per count (`in ($1, $2)` and
 * `in ($1, $2, $3)` were two statements, each planned on every pool connection: src/db/prepared.ts).
 */
const idList = (column: string, ids: number[]) =>
  ids.length ? sql`${sql.raw(column)} = any(${sql.param(ids)}::int[])` : sql`false`;

/**
 * The search's tsquery, parsed once per statement. Written inline, `to_tsquery(...)` is a stable
 * function that PostgreSQL calls again for every row it is applied to: for each match ts_rank ranks
 * (7,225 for 'oak' in the bench's 20,000 products) and for every row a plan that filters rather than
 * probes the index checks. As a scalar subquery it is an init plan, run once per statement.
 */
function parsedQuery(tsquery: string): SQL {
  return sql`(select ${parsedSearch(sql`w.t`)} from (select ${tsquery}::text as t) w)`;
}

/**
 * The tsquery text parsed as the catalogue's words are kept (english, stemmed). English drops its stop
 * words, so 'so' or 's', the first letters of 'sofa' typed at the counter, would find nothing: a search
 * of stop words alone matches them as plain prefixes instead.
 */
function parsedSearch(text: SQL): SQL {
  return sql`case when numnode(to_tsquery('english', ${text})) > 0 then to_tsquery('english', ${text}) else to_tsquery('simple', ${text}) end`;
}

/**
 * Whether a product's search text (search_tsv of p) matches the search's tsquery (search.ts): the one
 * test both searches make. Parsed once per statement (above); `shown` writes the words into the
 * condition instead, so the planner sees how broad the search is (the POS item search, which stops at
 * its first few matches, walks an order for a broad one and takes the text index for a narrow one).
 */
export function searchMatch(tsquery: string, shown = false): SQL {
  return sql`p.search_tsv @@ ${shown ? parsedSearch(sql`${tsquery}::text`) : parsedQuery(tsquery)}`;
}

/** What the route itself shows (before the shopper's filters), over products aliased p. */
export function routeCondition(subject: ListingSubject, tsquery: string | null): SQL {
  switch (subject.kind) {
    case 'category': {
      const col = subject.category.level === 1 ? 'p.cat1_id' : subject.category.level === 2 ? 'p.cat2_id' : 'p.cat3_id';
      return sql`${sql.raw(col)} = ${subject.category.id}`;
    }
    case 'collection':
      return sql`p.collection_id = ${subject.entry.id}`;
    case 'style':
      return sql`p.style_id = ${subject.entry.id}`;
    case 'tag':
      return sql`exists (select 1 from product_tags pt where pt.product_id = p.id and pt.tag_id = ${subject.entry.id})`;
    case 'search':
      return tsquery ? searchMatch(tsquery) : sql`false`;
    case 'special':
      return sql.raw(`p.${FLAG_COLUMNS[subject.flag]}`);
  }
}

/** The shopper's filters: categories per level, flags, price (all ANDed). */
export function filterConditions(
  req: Pick<GetItemsRequest, ListingFlag | 'over' | 'under'>,
  cats: CategoryFilter,
): SQL[] {
  const parts: SQL[] = [];
  if (cats.cat1) parts.push(idList('p.cat1_id', cats.cat1));
  if (cats.cat2) parts.push(idList('p.cat2_id', cats.cat2));
  if (cats.cat3) parts.push(idList('p.cat3_id', cats.cat3));
  for (const flag of LISTING_FLAGS) if (req[flag]) parts.push(sql.raw(`p.${FLAG_COLUMNS[flag]}`));
  const { minCents, maxCents } = priceBoundsCents(req);
  if (minCents !== null) parts.push(sql`p.price_cents >= ${minCents}`);
  if (maxCents !== null) parts.push(sql`p.price_cents <= ${maxCents}`);
  return parts;
}

/**
 * The rows a list reads, aliased p: a search reads product_search (schema.ts, productSearch: the
 * columns routeCondition, filterConditions and relevance name, for active products only), every other
 * list products.
 */
export function listingSource(subject: ListingSubject): SQL {
  return subject.kind === 'search' ? sql`product_search p` : sql`products p`;
}

/** Active products of the route, narrowed by the filters (over listingSource's rows). */
export function listingWhere(subject: ListingSubject, route: SQL, filters: SQL[]): SQL {
  return sql.join([...(subject.kind === 'search' ? [] : [sql`p.active`]), route, ...filters], sql` and `);
}

/**
 * The statement counting a list's products (one row, `total`). A room, type, kind or flag list without a
 * price band adds up listing_counts (schema.ts: active products per leaf category and flags, kept by a
 * trigger on products, its columns named as the products' own so the same conditions apply): a few
 * hundred kept rows instead of every product's index entry. Prices are not kept there, nor collections, styles, tags or search words: those lists
 * count their rows.
 */
export function listingCount(
  subject: ListingSubject,
  route: SQL,
  filters: SQL[],
  req: Pick<GetItemsRequest, 'over' | 'under'>,
): SQL {
  const { minCents, maxCents } = priceBoundsCents(req);
  if ((subject.kind === 'category' || subject.kind === 'special') && minCents === null && maxCents === null)
    return sql`select coalesce(sum(p.n), 0)::int as total from listing_counts p where ${sql.join([route, ...filters], sql` and `)}`;
  return sql`select count(*)::int as total from ${listingSource(subject)} where ${listingWhere(subject, route, filters)}`;
}

/**
 * Relevance of a search hit: text rank first, a little popularity to settle near-ties. ts_rank (how
 * often and where the words occur) rather than ts_rank_cd (how close together): as good an order for
 * these short product texts, and far cheaper for a broad search's thousands of hits.
 */
export function relevance(tsquery: string | null): SQL {
  if (!tsquery) return sql`0::float8`;
  return sql`(ts_rank(p.search_tsv, ${parsedQuery(tsquery)}) + ln(1 + greatest(p.popularity, 0)) / 100)::float8`;
}
