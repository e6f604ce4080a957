// Rules of the product list page: route types, sorts, price steps, page size and which filter groups
// are worth showing. Pure: used by the server and the browser.
import {
  LISTING_FLAGS,
  type ListingFlag,
  PRICE_STEPS,
  ROUTE_TYPES,
  type RouteType,
  SORTS,
  type SortCode,
} from '../contract/listing-lists.ts';

// The lists the product list call takes and answers are the contract's; the page's rules below read them.
export { LISTING_FLAGS, type ListingFlag, PRICE_STEPS, ROUTE_TYPES, type RouteType, SORTS, type SortCode };

export const PRODUCT_LIST_DEBOUNCE_MS = 800;
export const PAGE_SIZE = 24;

/** The special lists and the flag each one shows. */
export const SPECIAL_LISTS = {
  'hot-deals': { flag: 'deals', name: 'Hot Deals' },
  new: { flag: 'new', name: 'New Arrivals' },
  'bundle-and-save': { flag: 'bundle', name: 'Bundle and Save' },
  clearance: { flag: 'clearance', name: 'Clearance' },
} as const satisfies Record<string, { flag: ListingFlag; name: string }>;

/** Labels of the Sale Status filter group. */
export const FLAG_LABELS: Record<ListingFlag, string> = {
  new: 'New',
  sale: 'On Sale',
  bundle: 'Bundle and Save',
  ready: 'Ready to Go',
  deals: 'Hot Deals',
  clearance: 'Clearance',
};

/** Relevance only means something for a search; elsewhere the default is popularity. */
export function defaultSort(routeType: RouteType): SortCode {
  return routeType === 'search' ? 'relevant' : 'sort';
}

export function sortOptions(routeType: RouteType) {
  return routeType === 'search' ? SORTS : SORTS.filter((s) => s.code !== 'relevant');
}

/** Normalises a requested sort: unknown codes, and relevance outside search, fall back to the default. */
export function effectiveSort(routeType: RouteType, sort: string | undefined | null): SortCode {
  const known = SORTS.find((s) => s.code === sort)?.code;
  if (!known || (known === 'relevant' && routeType !== 'search')) return defaultSort(routeType);
  return known;
}

export interface PriceRange {
  /** Lower bound in dollars (0 = none). */
  over: number;
  /** Upper bound in dollars; 0 = Unlimited. */
  under: number;
}

/** Slider positions (indexes into PRICE_STEPS) to price bounds. The last index means Unlimited. */
export function priceRangeFromSlider(lowIndex: number, highIndex: number): PriceRange {
  const last = PRICE_STEPS.length - 1;
  const lo = clampIndex(Math.min(lowIndex, highIndex));
  const hi = clampIndex(Math.max(lowIndex, highIndex));
  return { over: PRICE_STEPS[lo], under: hi === last ? 0 : PRICE_STEPS[hi] };
}

/** Price bounds back to slider positions (the nearest step at or around each bound). */
export function sliderFromPriceRange(range: Partial<PriceRange>): [number, number] {
  const last = PRICE_STEPS.length - 1;
  const over = range.over ?? 0;
  const under = range.under ?? 0;
  let lo = 0;
  for (let i = 0; i <= last; i++) if (PRICE_STEPS[i] <= over) lo = i;
  let hi = last;
  if (under > 0) {
    hi = PRICE_STEPS.findIndex((step) => step >= under);
    if (hi < 0) hi = last;
    // A bound above the last step is not "Unlimited": keep it below the end of the slider.
    if (hi === last && under < PRICE_STEPS[last]) hi = last;
  }
  return [lo, Math.max(lo, hi)];
}

function clampIndex(i: number): number {
  if (!Number.isFinite(i)) return 0;
  return Math.min(PRICE_STEPS.length - 1, Math.max(0, Math.trunc(i)));
}

/** Whether a price bound is one of the steps (the API accepts only these). */
export function isPriceStep(dollars: number): boolean {
  return (PRICE_STEPS as readonly number[]).includes(dollars);
}

/**
 * The category level a route itself stands on: a room page is level 1, a type page 2, a variant page 3.
 * A filter group equal to the page's own level is hidden (it would offer only the page itself).
 */
export function ownCategoryLevel(routeType: RouteType): 0 | 1 | 2 | 3 {
  if (routeType === 'category') return 1;
  if (routeType === 'type') return 2;
  if (routeType === 'variant') return 3;
  return 0;
}

export interface FilterGroup {
  key: string;
  /** 1, 2, 3 for category levels; 0 for Sale Status and Price. */
  level: 0 | 1 | 2 | 3;
  entries: readonly unknown[];
}

/** A group is hidden if it has one entry or fewer, or equals the page's own category level: nothing to choose. */
export function isFilterGroupShown(group: FilterGroup, routeType: RouteType): boolean {
  if (group.entries.length <= 1) return false;
  const own = ownCategoryLevel(routeType);
  if (group.level !== 0 && own !== 0 && group.level <= own) return false;
  return true;
}
