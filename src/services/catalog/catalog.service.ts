// The catalogue: category tree, product lists and search, filter facets, product pages, the
// option choice and the home page lists. Everything reads; nothing here changes data.
import { sql } from 'drizzle-orm';
import { nzToday } from '../../domain/dates.ts';
import type { CategoryNode, ProductCardData } from '../../contract/catalog.ts';
import type { Database } from '../../db/client.ts';
import { financeOffers } from '../../domain/finance-plan.ts';
import { createPaymentMethods } from '../cart/cart.service.ts';
import { loadCards, toCard } from './cards.ts';
import { createIslandLookup } from './eta.ts';
import { createFacets } from './facets.ts';
import { createHomeLists } from './home.ts';
import { createListing } from './listing.ts';
import { movedProductUrl } from './moved.ts';
import { createProductPages } from './product.ts';
import { createSearch } from './search.ts';
import { catalogIndexCache, categoryNodes } from './tree.ts';

export { EMPTY_SEARCH_MESSAGE, EmptySearchError } from './route.ts';
export type { ListOptions } from './listing.ts';
// The search's words, matching and ranking, shared with the POS item search (services/pos-cart): one search for both.
export { createSearch } from './search.ts';
export { relevance, searchMatch } from './query.ts';
// Stock and delivery estimates of single SKUs, shared with the mattress builder (services/mattress)
// and the cart's add, which refuses what nobody can have (services/cart).
export { type StockColumns, canBeHadSql, createIslandLookup, etaOf, soldOutOf, stockLateral } from './eta.ts';

export interface CatalogOptions {
  /** Today's date in New Zealand, YYYY-MM-DD (tests fix it; delivery estimates count from it). */
  today?: () => string;
  /** How long a listing page is reused for identical requests (default 20 s; 0 turns it off). */
  listingTtlMs?: number;
}

export const LISTING_TTL_MS = 20_000;

export function createCatalog(db: Database, opts: CatalogOptions = {}) {
  const today = opts.today ?? (() => nzToday());
  const indexCache = catalogIndexCache(db);
  const index = () => indexCache.get();
  const search = createSearch(db);
  const islandOf = createIslandLookup(db);
  const paymentMethods = createPaymentMethods(db);
  const finance = async (priceCents: number) => financeOffers(await paymentMethods.list(), priceCents, today());
  const { productPage, confSelect } = createProductPages({ db, index, islandOf, today, finance });
  const listing = createListing({ db, index, search, islandOf, today, ttlMs: opts.listingTtlMs ?? LISTING_TTL_MS });
  // Facets are kept as long as listings are: with the listing cache off every listing counts afresh.
  const facets = createFacets({ db, index, search, ttlMs: opts.listingTtlMs === 0 ? 0 : undefined });

  return {
    /** Rooms → types → variants (name, url, children), from the minute-long cache. */
    async categoryTree(): Promise<CategoryNode[]> {
      return categoryNodes((await index()).rooms);
    },
    /** One page of a product list (or pages 1 to pageNum with fromFirstPage), with its words and address. */
    listItems: listing.listItems,
    /** What the filter panel may offer: rooms, types, variants and flags among the route's own results. */
    listingFacets: facets.listingFacets,
    productPage,
    /** Where an old product address now leads (the page answers 301 there); null: nowhere. */
    movedProduct: (oldUrl: string): Promise<string | null> => movedProductUrl(db, oldUrl),
    confSelect,
    homeLists: createHomeLists(db, index, today),
    /** The cards of these products, in the order given (the My Wishlist page); inactive ones left out. */
    async cardsOf(productIds: number[], postcode?: string): Promise<ProductCardData[]> {
      if (productIds.length === 0) return [];
      const [idx, island] = await Promise.all([index(), islandOf(postcode)]);
      const ids = sql.join(
        productIds.map((id) => sql`${id}::int`),
        sql`, `,
      );
      const rows = await loadCards(db, {
        page: sql`select p.id as page_id, array_position(array[${ids}], p.id) as pos
          from products p where p.active and p.id in (${ids})`,
        order: sql`pg.pos`,
        island,
      });
      const day = today();
      return rows.map((r) => toCard(r, idx, day));
    },
    /** Forget everything cached (after the catalogue is edited or re-seeded). */
    refresh(): void {
      indexCache.clear();
      listing.clear();
      facets.clear();
      search.clear();
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
