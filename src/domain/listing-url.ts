// Storefront listing addresses (docs/decisions/0001-urls.md): the canonical `fullUrl` of a listing and
// the way back from a page address to the product list query. Pure: the browser uses it as well.
import type { GetItemsInput, GetItemsRequest } from '../contract/catalog.ts';
import {
  LISTING_FLAGS,
  PRICE_STEPS,
  ROUTE_TYPES,
  SORTS,
  SPECIAL_LISTS,
  defaultSort,
  effectiveSort,
  type ListingFlag,
  type RouteType,
} from './listing.ts';

type SpecialList = keyof typeof SPECIAL_LISTS;
const SUBJECT_ROUTES = ['collection', 'style', 'tag'] as const;
type SubjectRoute = (typeof SUBJECT_ROUTES)[number];

const SLUG = /^[a-z0-9-]+$/;
const MAX_TEXT = 200;
const MAX_PAGE = 1000;

export function isSpecialList(routeType: string): routeType is SpecialList {
  return Object.hasOwn(SPECIAL_LISTS, routeType);
}

/** The category path of a category/type/variant route: ['living'], ['living','sofas'], … */
export function categoryPath(req: Pick<GetItemsRequest, 'pageStr'>): string[] {
  return req.pageStr
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The collection, style or tag a route stands on: its own field first, else the page string. */
export function subjectUrl(req: GetItemsRequest): string {
  const rt = req.routeType;
  if (rt !== 'collection' && rt !== 'style' && rt !== 'tag') return '';
  return (req[rt] || req.pageStr).trim();
}

/** The text of a search route (the `search` field first, else the page string), trimmed. */
export function searchText(req: Pick<GetItemsRequest, 'routeType' | 'search' | 'pageStr'>): string {
  if (req.routeType !== 'search') return '';
  return (req.search.trim() || req.pageStr.trim()).slice(0, MAX_TEXT);
}

/** The flag a special list implies (hot-deals → deals…), which its address therefore leaves out. */
function impliedFlag(routeType: RouteType): ListingFlag | null {
  return isSpecialList(routeType) ? SPECIAL_LISTS[routeType].flag : null;
}

/**
 * Query-string value: encoded, but with readable spaces and commas. A lone UTF-16 surrogate (half an
 * emoji cut by a slice, or sent on purpose) is no character and would make encodeURIComponent throw:
 * it becomes U+FFFD, as a browser would show it.
 */
function enc(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(/%20/g, '+').replace(/%2C/g, ',');
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The route's own address, before filters: `/living?type=sofas`, `/collection/aria`, `/search?q=…`. */
function routeAddress(req: GetItemsRequest): { path: string; params: string[] } {
  const rt = req.routeType;
  if (rt === 'category' || rt === 'type' || rt === 'variant') {
    const [room = '', type, variant] = categoryPath(req);
    const params: string[] = [];
    if (rt !== 'category' && type) params.push(`type=${enc(type)}`);
    if (rt === 'variant' && variant) params.push(`variant=${enc(variant)}`);
    return { path: `/${enc(room)}`, params };
  }
  if (rt === 'search') return { path: '/search', params: [`q=${enc(searchText(req))}`] };
  if (rt === 'collection' || rt === 'style' || rt === 'tag')
    return { path: `/${rt}/${enc(subjectUrl(req))}`, params: [] };
  return { path: `/${rt}`, params: [] };
}

/** The route's own address without filters, sort or page (breadcrumbs, canonical links). */
export function listingRouteUrl(req: GetItemsRequest): string {
  const { path, params } = routeAddress(req);
  return params.length ? `${path}?${params.join('&')}` : path;
}

/** The canonical address of a listing: filters in the documented order, defaults left out. */
export function listingFullUrl(req: GetItemsRequest): string {
  const { path, params } = routeAddress(req);
  const lists = [
    ['cat1', req.cat1Arr],
    ['cat2', req.cat2Arr],
    ['cat3', req.cat3Arr],
  ] as const;
  for (const [key, list] of lists) if (list.length) params.push(`${key}=${list.map(enc).join(',')}`);
  const implied = impliedFlag(req.routeType);
  for (const flag of LISTING_FLAGS) if (req[flag] && flag !== implied) params.push(`${flag}=1`);
  if (req.over > 0) params.push(`over=${req.over}`);
  if (req.under > 0) params.push(`under=${req.under}`);
  const sort = effectiveSort(req.routeType, req.sort);
  if (sort !== defaultSort(req.routeType)) params.push(`sort=${sort}`);
  if (req.pageNum > 1) params.push(`page=${req.pageNum}`);
  return params.length ? `${path}?${params.join('&')}` : path;
}

/**
 * A page address back to the product list query; null when the path is not a listing.
 * Forgiving: values a hand-edited address gets wrong (unknown sort, a price off the steps, a bad
 * page number) are dropped, so the result always passes `getItemsRequest`.
 * A single path segment is taken as a room: whether that room exists is the catalogue's call.
 */
export function listingInputFromUrl(pathname: string, search: URLSearchParams): GetItemsInput | null {
  const segments = safeDecode(pathname).split('/').filter(Boolean);
  const route = routeFromSegments(segments, search);
  if (!route) return null;
  const input: GetItemsInput = { ...route };
  for (const [key, field] of [
    ['cat1', 'cat1Arr'],
    ['cat2', 'cat2Arr'],
    ['cat3', 'cat3Arr'],
  ] as const) {
    const list = (search.get(key) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => SLUG.test(s) && s.length <= 80);
    if (list.length) input[field] = list.slice(0, 100);
  }
  for (const flag of LISTING_FLAGS) if (isTruthy(search.get(flag))) input[flag] = true;
  const over = priceStep(search.get('over'));
  const under = priceStep(search.get('under'));
  if (over) input.over = over;
  if (under) input.under = under;
  const sort = search.get('sort');
  if (sort && SORTS.some((s) => s.code === sort)) input.sort = effectiveSort(route.routeType, sort);
  const page = search.get('page');
  if (page && /^\d{1,9}$/.test(page)) input.pageNum = Math.min(MAX_PAGE, Math.max(1, Number(page)));
  return input;
}

type RouteInput = Pick<GetItemsInput, 'routeType' | 'pageStr' | 'collection' | 'style' | 'tag' | 'search'> & {
  routeType: RouteType;
};

function routeFromSegments(segments: string[], search: URLSearchParams): RouteInput | null {
  if (segments.length === 1) {
    const [first] = segments as [string];
    if (first === 'search') {
      const q = (search.get('q') ?? '').trim().slice(0, MAX_TEXT);
      return { routeType: 'search', pageStr: q, search: q };
    }
    if (isSpecialList(first)) return { routeType: first, pageStr: first };
    if (!SLUG.test(first) || first.length > 80) return null;
    const type = search.get('type') ?? '';
    const variant = search.get('variant') ?? '';
    if (type && SLUG.test(type) && type.length <= 80) {
      if (variant && SLUG.test(variant) && variant.length <= 80) {
        return { routeType: 'variant', pageStr: `${first}/${type}/${variant}` };
      }
      return { routeType: 'type', pageStr: `${first}/${type}` };
    }
    return { routeType: 'category', pageStr: first };
  }
  if (segments.length === 2) {
    const [kind, url] = segments as [string, string];
    if (!(SUBJECT_ROUTES as readonly string[]).includes(kind) || !SLUG.test(url) || url.length > 120) return null;
    const subject = kind as SubjectRoute;
    return { routeType: subject, pageStr: url, [subject]: url };
  }
  return null;
}

function isTruthy(v: string | null): boolean {
  return v === '1' || v === 'true' || v === 'on';
}

function priceStep(v: string | null): number | 0 {
  if (!v || !/^\d{1,6}$/.test(v)) return 0;
  const n = Number(v);
  return (PRICE_STEPS as readonly number[]).includes(n) ? n : 0;
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Whether a route type is one of the product list's (for callers holding an untyped string). */
export function isRouteType(v: string): v is RouteType {
  return (ROUTE_TYPES as readonly string[]).includes(v);
}
