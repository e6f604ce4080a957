// Product lists (POST /v1/getItems and the listing pages): one SQL statement per page, which
// returns the page's cards and the total count together.
import { type SQL, sql } from 'drizzle-orm';
import type { GetItemsRequest, ListingResult } from '../../contract/catalog.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { PAGE_SIZE, type SortCode, effectiveSort } from '../../domain/listing.ts';
import { listingFullUrl } from '../../domain/listing-url.ts';
import { loadCards, toCard } from './cards.ts';
import { ttlMap } from '../../db/cache.ts';
import type { IslandLookup } from './eta.ts';
import {
  filterConditions,
  listingCount,
  listingWhere,
  orderBy,
  relevance,
  routeCondition,
  searchOrderBy,
} from './query.ts';
import { categoryFilter, resolveRoute } from './route.ts';
import type { Search } from './search.ts';
import type { CatalogIndex } from './tree.ts';

interface PageQuery {
  where: SQL;
  /** The list's count (query.ts listingCount), for lists other than searches. */
  count: SQL;
  sort: SortCode;
  tsquery: string | null;
  search: boolean;
  limit: number;
  offset: number;
}

/**
 * The page's product ids in order, with the whole list's count, in one statement. Outside search the
 * count is a subquery of its own (from listing_counts where it can be, else index only), cheaper than
 * carrying every row through a window. A search reads its matches' narrow product_search rows once
 * (listingSource), so there the window counts the rows it already has: with the rank computed below it
 * (`offset 0` keeps that subquery whole).
 */
function pageQuery({ where, count, sort, tsquery, search, limit, offset }: PageQuery): SQL {
  if (!search)
    return sql`select p.id as page_id, (${count}) as total
      from products p where ${where}
      order by ${orderBy(sort)} limit ${limit} offset ${offset}`;
  const ranked = sort === 'relevant';
  return sql`select s.id as page_id, count(*) over ()::int as total ${ranked ? sql`, s.relevance` : sql``}
    from (select p.product_id as id, p.name_key, p.price_cents, p.created_at, p.popularity
        ${ranked ? sql`, ${relevance(tsquery)} as relevance` : sql``}
      from product_search p where ${where} offset 0) s
    order by ${searchOrderBy(sort)} limit ${limit} offset ${offset}`;
}

export interface ListingDeps {
  db: Database;
  index: () => Promise<CatalogIndex>;
  search: Search;
  islandOf: IslandLookup;
  /** Today's date in New Zealand (YYYY-MM-DD), for delivery estimates. */
  today: () => string;
  /** How long an answered page is reused for the same listing and island (0: never). */
  ttlMs: number;
}

/** Distinct listings kept at once: each is a page of cards, and the API keeps its ~80 kB of html beside it. */
const CACHED_LISTINGS = 300;

export interface ListOptions {
  /** Return pages 1 to pageNum at once (a page address with `page=3` shows everything up to it). */
  fromFirstPage?: boolean;
}

/**
 * Popular pages (a room's first page, a common search) are asked for again and again: the same
 * answer is reused for a few seconds. Stock and prices on the cards may lag by that much, which the
 * cart and checkout, reading live figures, make harmless.
 */
export function createListing({ db, index: loadIndex, search, islandOf, today: todayFn, ttlMs }: ListingDeps) {
  const cache = ttlMap<ListingResult>(ttlMs, CACHED_LISTINGS);

  async function countOnly(count: SQL): Promise<number> {
    const [row] = await queryRows<{ total: number }>(db, count);
    return row?.total ?? 0;
  }

  async function load(
    req: GetItemsRequest,
    opts: ListOptions,
    island: string | null,
    fullUrl: string,
  ): Promise<ListingResult> {
    const index = await loadIndex();
    const route = resolveRoute(req, index);
    if (!route) {
      return {
        count: 0,
        loaded: 0,
        items: [],
        pageName: '',
        pageDesc: '',
        breadcrumbs: [],
        fullUrl,
        listName: '',
        notFound: true,
      };
    }
    const { subject } = route;
    const tsquery = subject.kind === 'search' ? await search.tsquery(subject.text) : null;
    const shown = routeCondition(subject, tsquery);
    const filters = filterConditions(req, categoryFilter(req, index, subject));
    const where = listingWhere(subject, shown, filters);
    const counting = listingCount(subject, shown, filters, req);
    const sort = effectiveSort(req.routeType, req.sort);
    const offset = opts.fromFirstPage ? 0 : (req.pageNum - 1) * PAGE_SIZE;
    const limit = opts.fromFirstPage ? req.pageNum * PAGE_SIZE : PAGE_SIZE;

    const page = pageQuery({ where, count: counting, sort, tsquery, search: subject.kind === 'search', limit, offset });
    const rows = await loadCards<{ total: number }>(db, { page, order: orderBy(sort, 'p', 'pg'), island });

    const count = rows[0]?.total ?? (offset === 0 ? 0 : await countOnly(counting));
    const today = todayFn();
    return {
      count,
      loaded: Math.min(count, req.pageNum * PAGE_SIZE),
      items: rows.map((r) => toCard(r, index, today)),
      pageName: route.pageName,
      pageDesc: route.pageDesc,
      breadcrumbs: route.breadcrumbs,
      fullUrl,
      listName: route.listName,
      notFound: false,
    };
  }

  async function listItems(req: GetItemsRequest, opts: ListOptions = {}): Promise<ListingResult> {
    const island = await islandOf(req.uzip);
    // The canonical address names everything that shapes the list; the island shapes the estimates.
    const fullUrl = listingFullUrl(req);
    const key = `${fullUrl}|${island ?? ''}|${opts.fromFirstPage ? 'from-1' : ''}`;
    if (ttlMs <= 0) return load(req, opts, island, fullUrl);
    return cache.get(key, () => load(req, opts, island, fullUrl));
  }

  return { listItems, clear: () => cache.clear() };
}
