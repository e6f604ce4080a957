// Catalogue calls: the product list query, its answer, the option choice.
import { z } from 'zod';
import { flag, slug, slugList, wholeNumber } from './fields.ts';
import { type ListingFlag, PRICE_STEPS, ROUTE_TYPES, SORTS } from './listing-lists.ts';

const priceStep = wholeNumber(100_000).refine((n) => (PRICE_STEPS as readonly number[]).includes(n), {
  message: 'Price must be one of the price steps',
});

/** POST /v1/getItems: the product list query. */
export const getItemsRequest = z.object({
  pageNum: wholeNumber(1000)
    .optional()
    .default(1)
    .transform((n) => Math.max(1, n)),
  routeType: z.enum(ROUTE_TYPES),
  /** The page's own address part: 'living', 'living/sofas', 'living/sofas/3-seater', a list's name, or the search text. */
  pageStr: z.string().max(200).optional().default(''),
  collection: slug.optional().default(''),
  style: slug.optional().default(''),
  tag: slug.optional().default(''),
  cat1Arr: slugList,
  cat2Arr: slugList,
  cat3Arr: slugList,
  search: z.string().max(200).optional().default(''),
  sort: z
    .union([z.enum(SORTS.map((s) => s.code) as [string, ...string[]]), z.literal('')])
    .optional()
    .default(''),
  new: flag,
  sale: flag,
  bundle: flag,
  ready: flag,
  deals: flag,
  clearance: flag,
  /** Upper price bound in dollars on a price step; 0 = Unlimited. */
  under: priceStep.optional().default(0),
  /** Lower price bound in dollars on a price step. */
  over: priceStep.optional().default(0),
  uzip: z
    .string()
    .max(10)
    .optional()
    .default('')
    .transform((z) => (/^\d{4}$/.test(z.trim()) ? z.trim() : '')),
});
export type GetItemsRequest = z.output<typeof getItemsRequest>;
export type GetItemsInput = z.input<typeof getItemsRequest>;

/** One product card: what the grid shows, as data. */
export interface ProductCardData {
  id: number;
  sku: string;
  name: string;
  /** The product page address, e.g. /p/aria-3-seater-sofa. */
  url: string;
  collection: string;
  /** What the shopper pays now (sale price when on sale), decimal string. */
  price: string;
  /** Retail price before any sale, decimal string. */
  retail: string;
  msrp: string;
  onSale: boolean;
  /** The product's drawing (domain/product-images.ts): shown while it has no uploaded picture. */
  image: string;
  imageAlt: string;
  /** The card's uploaded picture's hash (product_cards.picture_hash: /img/u/{hash}/…), or null for the drawing. */
  picture?: string | null;
  eta: string;
  /** No cell of the product has free stock or a purchase order to sell ahead of (domain/eta.ts isSoldOut): no Add to cart. */
  soldOut: boolean;
  /**
   * The card's own cell (its default size and colour) is sold out, another is not: the card sends the
   * shopper to choose one on the product page instead of adding the one that cannot be had.
   */
  otherOptions?: boolean;
  /** Size badges (xsel values) that must be chosen before adding to cart; empty when none. */
  sizes: { code: string; label: string }[];
  /** Default colour (ysel) code, used when adding from the card. */
  ysel: string;
  badges: string[];
  category: string;
}

export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_list_name?: string;
  index?: number;
  price: number;
}

/** The answer of POST /v1/getItems. */
export interface GetItemsResponse {
  success: true;
  html: string;
  count: number;
  loaded: number;
  pageName: string;
  pageDesc: string;
  bcHtml: string;
  fullUrl: string;
  listdataGA4: { item_list_name: string; items: Ga4Item[] };
  items: ProductCardData[];
}

export interface Breadcrumb {
  name: string;
  url: string;
}

export interface CategoryNode {
  name: string;
  url: string;
  children: CategoryNode[];
}

/** POST /v1/product/confselect */
export const confSelectRequest = z.object({
  sku: z.string().min(1).max(60),
  xsel: z.string().max(60).optional().default(''),
  ysel: z.string().max(60).optional().default(''),
  /** The shopper's delivery zip for the ETA; without it, the storefront's uzip cookie. */
  uzip: z.string().max(10).optional().default(''),
});

export interface ConfSelectResponse {
  success: true;
  sku: string;
  pricestring: string;
  msrpstring: string;
  msrp: string;
  eta: string;
  finance: Record<string, string>;
}

// ---------------------------------------------------------------- what the catalogue service answers

/** One page of a product list, before it is rendered to the API's html strings. */
export interface ListingResult {
  count: number;
  loaded: number;
  items: ProductCardData[];
  pageName: string;
  pageDesc: string;
  breadcrumbs: Breadcrumb[];
  /** Canonical address of this exact listing (filters, sort and page included). */
  fullUrl: string;
  /** GA4 item_list_name. */
  listName: string;
  /** The route's subject (category, collection, style, tag) does not exist. */
  notFound: boolean;
}

export interface FacetEntry {
  url: string;
  name: string;
  /** url of the parent category (level 2 and 3 entries), for narrowing to the selected parents. */
  parent?: string;
  count: number;
}

/** What the filter panel may offer for a listing: only what the route's own results contain. */
export interface ListingFacets {
  rooms: FacetEntry[];
  types: FacetEntry[];
  /** Level-3 entries, grouped in the panel by `group` (their code prefix, e.g. "Sofa Size"). */
  variants: (FacetEntry & { group: string })[];
  flags: { flag: ListingFlag; count: number }[];
}

export interface ProductOption {
  code: string;
  label: string;
  hex?: string | null;
}

export interface ProductVariantData {
  sku: string;
  xsel: string;
  ysel: string;
  price: string;
  retail: string;
  msrp: string;
  onSale: boolean;
  cbm: string;
  isBundle: boolean;
  /** This cell cannot be had (domain/eta.ts isSoldOut): the picker says so and it cannot be added. */
  soldOut: boolean;
  /** Bundle components: name and quantity (empty for a single item). */
  components: { sku: string; name: string; qty: number }[];
}

export interface ProductPageData {
  id: number;
  sku: string;
  name: string;
  url: string;
  description: string;
  collection: { name: string; url: string } | null;
  style: { name: string; url: string } | null;
  tags: { name: string; url: string }[];
  breadcrumbs: Breadcrumb[];
  xLabel: string;
  yLabel: string;
  xOptions: ProductOption[];
  yOptions: ProductOption[];
  variants: ProductVariantData[];
  defaultSku: string;
  /** The drawings' addresses per colour (ysel code → list), first is the main picture; shown without uploaded pictures. */
  images: Record<string, string[]>;
  /** Uploaded pictures in the gallery's order (domain/product-pictures.ts picturesForColour orders them for a colour). */
  pictures: { hash: string; colour: string | null }[];
  badges: string[];
  /** ETA text of the default variant for the shopper's zip. */
  eta: string;
  /** Finance provider → text, e.g. { gem: 'or 6 months interest free…' }. */
  finance: Record<string, string>;
  related: ProductCardData[];
}

export interface HomeList {
  key: 'hot-deals' | 'new' | 'bundle-and-save' | 'clearance';
  name: string;
  url: string;
  items: ProductCardData[];
}
