// The filter panel's model: what the shopper has ticked, which groups are worth showing,
// and how a choice becomes the next product list query. Shared by the dialog and its no-script form.
import type { GetItemsRequest, ListingFacets } from '../../../contract/catalog.ts';
import {
  FLAG_LABELS,
  LISTING_FLAGS,
  PRICE_STEPS,
  SPECIAL_LISTS,
  isFilterGroupShown,
  priceRangeFromSlider,
  sliderFromPriceRange,
  type ListingFlag,
  type RouteType,
} from '../../../domain/listing.ts';
import { price } from '../../common/lib/format.ts';

export type CategoryField = 'cat1' | 'cat2' | 'cat3';

export interface FilterDraft {
  cat1: string[];
  cat2: string[];
  cat3: string[];
  flags: ListingFlag[];
  /** Slider positions: indexes into PRICE_STEPS. */
  price: [number, number];
}

export interface FilterEntry {
  value: string;
  label: string;
  count: number;
}

export type FilterGroupView =
  | { kind: 'category'; key: string; title: string; field: CategoryField; entries: FilterEntry[] }
  | { kind: 'flags'; key: 'flags'; title: string; entries: FilterEntry[] };

export const LAST_PRICE_INDEX = PRICE_STEPS.length - 1;

/** The flag a special list stands on (Hot Deals → deals): ticking it there would change nothing. */
export function impliedFlag(routeType: RouteType): ListingFlag | null {
  return routeType in SPECIAL_LISTS ? SPECIAL_LISTS[routeType as keyof typeof SPECIAL_LISTS].flag : null;
}

export function draftFromRequest(req: GetItemsRequest): FilterDraft {
  return {
    cat1: [...req.cat1Arr],
    cat2: [...req.cat2Arr],
    cat3: [...req.cat3Arr],
    flags: LISTING_FLAGS.filter((f) => req[f] && f !== impliedFlag(req.routeType)),
    price: sliderFromPriceRange({ over: req.over, under: req.under }),
  };
}

export function emptyDraft(): FilterDraft {
  return { cat1: [], cat2: [], cat3: [], flags: [], price: [0, LAST_PRICE_INDEX] };
}

/** Product types shown: those of the ticked rooms (all when none is ticked). */
function visibleTypes(facets: ListingFacets, draft: FilterDraft) {
  return facets.types.filter((t) => !draft.cat1.length || (t.parent !== undefined && draft.cat1.includes(t.parent)));
}

/** Variants shown: those of the ticked types, else of the types still shown. */
function visibleVariants(facets: ListingFacets, draft: FilterDraft) {
  const parents = draft.cat2.length ? draft.cat2 : visibleTypes(facets, draft).map((t) => t.url);
  const narrow = draft.cat2.length > 0 || draft.cat1.length > 0;
  return facets.variants.filter((v) => !narrow || (v.parent !== undefined && parents.includes(v.parent)));
}

/** The panel's category and Sale Status groups, in order, without those the hiding rule removes. */
export function filterGroups(facets: ListingFacets, draft: FilterDraft, routeType: RouteType): FilterGroupView[] {
  const groups: (FilterGroupView & { level: 0 | 1 | 2 | 3 })[] = [];
  const entry = (e: { url: string; name: string; count: number }): FilterEntry => ({
    value: e.url,
    label: e.name,
    count: e.count,
  });
  groups.push({
    kind: 'category',
    key: 'rooms',
    title: 'Shop by Room',
    field: 'cat1',
    level: 1,
    entries: facets.rooms.map(entry),
  });
  groups.push({
    kind: 'category',
    key: 'types',
    title: 'Product Type',
    field: 'cat2',
    level: 2,
    entries: visibleTypes(facets, draft).map(entry),
  });
  const byGroup = new Map<string, FilterEntry[]>();
  for (const v of visibleVariants(facets, draft)) {
    const list = byGroup.get(v.group) ?? [];
    if (!list.some((e) => e.value === v.url)) list.push(entry(v));
    byGroup.set(v.group, list);
  }
  for (const [group, entries] of byGroup) {
    groups.push({ kind: 'category', key: `variant-${group}`, title: group, field: 'cat3', level: 3, entries });
  }
  const implied = impliedFlag(routeType);
  const flags = facets.flags
    .filter((f) => f.flag !== implied && f.count > 0)
    .map((f) => ({ value: f.flag, label: FLAG_LABELS[f.flag], count: f.count }));
  groups.push({ kind: 'flags', key: 'flags', title: 'Sale Status', level: 0, entries: flags });
  return groups
    .filter((g) => isFilterGroupShown({ key: g.key, level: g.level, entries: g.entries }, routeType))
    .map(({ level: _level, ...g }) => g);
}

/** Ticks that the narrowing has hidden (a type of an unticked room) are dropped on apply. */
export function pruneDraft(facets: ListingFacets, draft: FilterDraft): FilterDraft {
  const types = new Set(visibleTypes(facets, draft).map((t) => t.url));
  const cat2 = draft.cat2.filter((u) => types.has(u));
  const variants = new Set(visibleVariants(facets, { ...draft, cat2 }).map((v) => v.url));
  return { ...draft, cat2, cat3: draft.cat3.filter((u) => variants.has(u)) };
}

/** The next query: the draft's filters on the current route and sort, from page 1. */
export function requestWithDraft(req: GetItemsRequest, draft: FilterDraft): GetItemsRequest {
  const range = priceRangeFromSlider(draft.price[0], draft.price[1]);
  const next: GetItemsRequest = {
    ...req,
    pageNum: 1,
    cat1Arr: draft.cat1,
    cat2Arr: draft.cat2,
    cat3Arr: draft.cat3,
    over: range.over,
    under: range.under,
  };
  const implied = impliedFlag(req.routeType);
  for (const f of LISTING_FLAGS) next[f] = f === implied ? req[f] : draft.flags.includes(f);
  return next;
}

/** How many filters are on (the number on the Filter Results button). */
export function activeFilterCount(draft: FilterDraft): number {
  const priceOn = draft.price[0] > 0 || draft.price[1] < LAST_PRICE_INDEX ? 1 : 0;
  return draft.cat1.length + draft.cat2.length + draft.cat3.length + draft.flags.length + priceOn;
}

/** A slider position as a price: the last step means Unlimited, shown as '$3,000+'. */
export function priceStepLabel(index: number): string {
  const dollars = PRICE_STEPS[Math.max(0, Math.min(LAST_PRICE_INDEX, index))];
  return index >= LAST_PRICE_INDEX ? `${price(dollars)}+` : price(dollars);
}

export function priceRangeLabel([lo, hi]: [number, number]): string {
  return `${priceStepLabel(lo)} – ${priceStepLabel(hi)}`;
}
