// What a product list is about: its subject (room, type, variant, collection, style, tag, search,
// special list), the words around it (name, meta description, breadcrumbs) and the category ids
// the shopper's filters stand for. Pure: it works from the cached CatalogIndex.
import type { Breadcrumb, GetItemsRequest } from '../../contract/catalog.ts';
import { SPECIAL_LISTS, type ListingFlag } from '../../domain/listing.ts';
import { Refusal } from '../../domain/refusal.ts';
import { categoryPath, isSpecialList, listingRouteUrl, searchText, subjectUrl } from '../../domain/listing-url.ts';
import type { CatalogIndex, CategoryEntry, NamedEntry } from './tree.ts';

export const EMPTY_SEARCH_MESSAGE = 'Please enter something to search for';

/** A search route without any text: a refusal (422, this message) the facets catch to show no filters. */
export class EmptySearchError extends Refusal {
  constructor() {
    super(422, EMPTY_SEARCH_MESSAGE);
  }
}

export type ListingSubject =
  | { kind: 'category'; category: CategoryEntry }
  | { kind: 'collection' | 'style' | 'tag'; entry: NamedEntry }
  | { kind: 'search'; text: string }
  | { kind: 'special'; flag: ListingFlag };

export interface ListingRoute {
  subject: ListingSubject;
  pageName: string;
  pageDesc: string;
  breadcrumbs: Breadcrumb[];
  listName: string;
}

const HOME: Breadcrumb = { name: 'Home', url: '/' };
const SHOP = 'Kauri Furniture';

/** The route's subject and words; null when the subject does not exist. Throws EmptySearchError. */
export function resolveRoute(req: GetItemsRequest, index: CatalogIndex): ListingRoute | null {
  const rt = req.routeType;
  if (rt === 'category' || rt === 'type' || rt === 'variant') {
    const category = findCategory(index, categoryPath(req), rt === 'category' ? 1 : rt === 'type' ? 2 : 3);
    return category ? categoryRoute(category) : null;
  }
  if (rt === 'collection' || rt === 'style' || rt === 'tag') {
    const lookup = rt === 'collection' ? index.collections : rt === 'style' ? index.styles : index.tags;
    const entry = lookup.byUrl.get(subjectUrl(req));
    if (!entry) return null;
    const pageName = rt === 'collection' && !/collection$/i.test(entry.name) ? `${entry.name} Collection` : entry.name;
    return {
      subject: { kind: rt, entry },
      pageName,
      pageDesc: entry.description || `Shop the ${pageName} at ${SHOP}, online or in store across New Zealand.`,
      breadcrumbs: [HOME, { name: pageName, url: `/${rt}/${entry.url}` }],
      listName: `${rt[0]!.toUpperCase()}${rt.slice(1)}: ${entry.name}`,
    };
  }
  if (rt === 'search') {
    const text = searchText(req);
    if (!text) throw new EmptySearchError();
    const pageName = `Search results for "${text}"`;
    return {
      subject: { kind: 'search', text },
      pageName,
      pageDesc: `${pageName} at ${SHOP}.`,
      breadcrumbs: [HOME, { name: pageName, url: listingRouteUrl(req) }],
      listName: 'Search results',
    };
  }
  if (isSpecialList(rt)) {
    const { flag, name } = SPECIAL_LISTS[rt];
    return {
      subject: { kind: 'special', flag },
      pageName: name,
      pageDesc: `${name} at ${SHOP}: shop online or in store across New Zealand.`,
      breadcrumbs: [HOME, { name, url: `/${rt}` }],
      listName: name,
    };
  }
  return null;
}

/** Follows 'room/type/variant' down the tree; urls below a room are unique only among siblings. */
export function findCategory(index: CatalogIndex, path: string[], level: 1 | 2 | 3): CategoryEntry | null {
  if (path.length !== level) return null;
  let found: CategoryEntry | undefined;
  let siblings = index.rooms;
  for (const url of path) {
    found = siblings.find((c) => c.url === url);
    if (!found) return null;
    siblings = found.children;
  }
  return found ?? null;
}

/** Where a category lives on the storefront (docs/decisions/0001-urls.md). */
export function categoryUrl(category: CategoryEntry): string {
  const chain = categoryChain(category);
  const [room, type, variant] = chain;
  let url = `/${room!.url}`;
  if (type) url += `?type=${type.url}`;
  if (variant) url += `&variant=${variant.url}`;
  return url;
}

/** Room, type, variant: the category and its ancestors, top first. */
export function categoryChain(category: CategoryEntry): CategoryEntry[] {
  const chain: CategoryEntry[] = [];
  for (let c: CategoryEntry | null = category; c; c = c.parent) chain.unshift(c);
  return chain;
}

export function categoryBreadcrumbs(category: CategoryEntry): Breadcrumb[] {
  return [HOME, ...categoryChain(category).map((c) => ({ name: c.name, url: categoryUrl(c) }))];
}

function categoryRoute(category: CategoryEntry): ListingRoute {
  const chain = categoryChain(category);
  return {
    subject: { kind: 'category', category },
    pageName: category.name,
    pageDesc:
      category.description ||
      `${chain.map((c) => c.name).join(' – ')}: shop online or in store at ${SHOP}, across New Zealand.`,
    breadcrumbs: categoryBreadcrumbs(category),
    listName: chain.map((c) => c.name).join(' > '),
  };
}

/** Category ids the shopper's filters allow, per level: null = no filter, [] = nothing matches. */
export interface CategoryFilter {
  cat1: number[] | null;
  cat2: number[] | null;
  cat3: number[] | null;
}

/**
 * cat2/cat3 urls repeat under different parents ('corner' under sofas and under desks), so each is
 * looked up among the children of the selected parents, else of the page's own category, else of all.
 */
export function categoryFilter(
  req: Pick<GetItemsRequest, 'cat1Arr' | 'cat2Arr' | 'cat3Arr'>,
  index: CatalogIndex,
  subject: ListingSubject,
): CategoryFilter {
  const own = subject.kind === 'category' ? categoryChain(subject.category) : [];
  const pick = (candidates: CategoryEntry[], urls: string[]) => candidates.filter((c) => urls.includes(c.url));

  const rooms = req.cat1Arr.length ? pick(index.rooms, req.cat1Arr) : null;
  const roomScope = rooms ?? (own[0] ? [own[0]] : index.rooms);
  const typeCandidates = roomScope.flatMap((r) => r.children);
  const types = req.cat2Arr.length ? pick(typeCandidates, req.cat2Arr) : null;
  const typeScope = types ?? (own[1] ? [own[1]] : typeCandidates);
  const variants = req.cat3Arr.length
    ? pick(
        typeScope.flatMap((t) => t.children),
        req.cat3Arr,
      )
    : null;

  const ids = (list: CategoryEntry[] | null) => (list ? list.map((c) => c.id) : null);
  return { cat1: ids(rooms), cat2: ids(types), cat3: ids(variants) };
}
