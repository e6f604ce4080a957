// The product list call's fixed lists: the route types, sorts and price steps it accepts and the
// flags it counts. They define POST /v1/getItems (contract/catalog.ts), and the list page's rules in
// domain/listing.ts read them. Imports nothing, so the browser can load it without Zod
// (src/architecture.test.ts keeps it so).

/** Price steps of the slider, in dollars. The last step at the top end means "Unlimited". */
export const PRICE_STEPS = [
  0, 50, 100, 150, 200, 250, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1500, 2000, 3000,
] as const;

export const ROUTE_TYPES = [
  'category',
  'type',
  'variant',
  'collection',
  'style',
  'tag',
  'search',
  'hot-deals',
  'new',
  'bundle-and-save',
  'clearance',
] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

export const SORTS = [
  { code: 'relevant', label: 'RELEVANT' },
  { code: 'sort', label: 'POPULARITY' },
  { code: 'new', label: 'NEWEST' },
  { code: 'nasc', label: 'NAME A - Z' },
  { code: 'ndsc', label: 'NAME Z - A' },
  { code: 'pasc', label: 'PRICE: LOW to HIGH' },
  { code: 'pdsc', label: 'PRICE: HIGH to LOW' },
] as const;
export type SortCode = (typeof SORTS)[number]['code'];

/** The flags of the Sale Status filter group, counted in the answer. */
export const LISTING_FLAGS = ['new', 'sale', 'bundle', 'ready', 'deals', 'clearance'] as const;
export type ListingFlag = (typeof LISTING_FLAGS)[number];
