// The product list page for every listing address: rooms, types, variants,
// collections, styles, tags, search and the special lists. The server renders pages 1..page of the
// address; in the browser, sort, filters and Show Me More post to /v1/getItems and keep the address
// in step with the answer's fullUrl (shop/components/listing/Listing.tsx). Without JavaScript the same
// controls are GET forms and links.
import { data, redirect, useLocation } from 'react-router';
import type { GetItemsRequest, ListingFacets, ProductCardData } from '../../../contract/catalog.ts';
import { getItemsRequest } from '../../../contract/catalog.ts';
import { listingInputFromUrl } from '../../../domain/listing-url.ts';
import { Listing } from '../components/listing/Listing.tsx';
import type { RouteField } from '../components/listing/NoScriptFilters.tsx';
import { titleOf } from '../lib/listing-page.ts';
import { zipFromCookie } from '../lib/request.ts';
import type { Route } from './+types/listing';

/** The query parameters that belong to the route itself, not to its filters. */
const ROUTE_PARAMS = ['q', 'type', 'variant'];
const LIST_PARAMS = ['cat1', 'cat2', 'cat3'];

const notFound = () => data(null, { status: 404 });

/**
 * `filters=open`: the page with its filter form for a browser without JavaScript. The form (a few
 * hundred elements) is written only then, not into every listing page inside a <noscript> that
 * browsers running the page's script never show; the address is otherwise the listing's own.
 */
const NO_SCRIPT_FILTERS = 'filters';

/**
 * A GET form sends ticked categories as repeated parameters and untouched fields as empty ones;
 * the address scheme has comma lists and leaves defaults out. Returns the folded parameters and
 * whether anything had to change (then the page redirects to the canonical address).
 */
function foldFormParams(search: URLSearchParams): { params: URLSearchParams; changed: boolean } {
  const params = new URLSearchParams();
  let changed = false;
  const seen = new Set<string>();
  for (const [key, value] of search) {
    if (seen.has(key)) {
      changed = true;
      continue;
    }
    seen.add(key);
    const values = search.getAll(key);
    if (LIST_PARAMS.includes(key)) {
      const joined = values
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean)
        .join(',');
      if (joined) params.set(key, joined);
      if (values.length > 1 || !joined) changed = true;
    } else if (value === '' && key !== 'q') {
      changed = true;
    } else {
      params.set(key, value);
    }
  }
  return { params, changed };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname;
  const { params, changed } = foldFormParams(url.searchParams);
  const input = listingInputFromUrl(path, params);
  if (!input) throw notFound();
  const uzip = zipFromCookie(request);
  const parsed = getItemsRequest.safeParse({ ...input, uzip });
  if (!parsed.success) throw notFound();
  const req = parsed.data;

  const catalog = context.services.catalog;
  // A search without words has nothing to look for: an empty result, not an error page.
  if (req.routeType === 'search' && !req.search.trim()) return emptySearch(req, url, context.publicUrl);
  // Pages 1..pageNum at once, so that loading a fullUrl shows what the shopper had loaded.
  const [result, facets] = await Promise.all([
    catalog.listItems(req, { fromFirstPage: true }),
    catalog.listingFacets(req),
  ]);
  if (result.notFound) throw notFound();
  if (changed) throw redirect(result.fullUrl);

  const routeFields: RouteField[] = ROUTE_PARAMS.filter((p) => params.has(p)).map((p) => ({
    name: p,
    value: params.get(p) ?? '',
  }));
  const routeOnly = new URLSearchParams(routeFields.map((f) => [f.name, f.value]));
  // Without JavaScript, Filter Results asks for this page again with its filter form (NO_SCRIPT_FILTERS).
  const withForm = new URLSearchParams(url.search);
  withForm.set(NO_SCRIPT_FILTERS, 'open');
  const baseReq = getItemsRequest.parse({ ...listingInputFromUrl(path, routeOnly), uzip });
  return {
    req,
    baseReq,
    items: result.items,
    count: result.count,
    loaded: result.loaded,
    fullUrl: result.fullUrl,
    pageName: result.pageName,
    pageDesc: result.pageDesc,
    breadcrumbs: result.breadcrumbs,
    // GA4's list name: the browser makes view_item_list from it and the items on mount, rather than
    // the page carrying every item twice (domain/ga4.ts).
    listName: result.listName,
    facets,
    routeFields,
    action: url.pathname,
    clearHref: url.pathname + (routeOnly.size ? `?${routeOnly}` : ''),
    filtersHref: `${url.pathname}?${withForm}#filters`,
    noScriptFilters: url.searchParams.get(NO_SCRIPT_FILTERS) === 'open',
    origin: context.publicUrl,
  };
}

function emptySearch(req: GetItemsRequest, url: URL, origin: string) {
  const pageName = 'Search';
  return {
    req,
    baseReq: req,
    items: [] as ProductCardData[],
    count: 0,
    loaded: 0,
    fullUrl: '/search?q=',
    pageName,
    pageDesc: 'Search the Kauri Furniture catalogue.',
    listName: pageName,
    breadcrumbs: [
      { name: 'Home', url: '/' },
      { name: pageName, url: '/search' },
    ],
    facets: { rooms: [], types: [], variants: [], flags: [] } as ListingFacets,
    routeFields: [{ name: 'q', value: '' }] as RouteField[],
    action: url.pathname,
    clearHref: '/search',
    filtersHref: `/search?q=&${NO_SCRIPT_FILTERS}=open#filters`,
    noScriptFilters: url.searchParams.get(NO_SCRIPT_FILTERS) === 'open',
    origin,
  };
}

export type ListingData = Awaited<ReturnType<typeof loader>>;

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  if (!d) return [];
  const title = titleOf(d.pageName);
  const url = d.origin + d.fullUrl;
  return [
    { title },
    { name: 'description', content: d.pageDesc },
    { property: 'og:title', content: title },
    { property: 'og:description', content: d.pageDesc },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
}

export default function ListingRoute({ loaderData }: Route.ComponentProps) {
  // Each navigation (a link, back/forward) starts the listing afresh from its loader data.
  const location = useLocation();
  return <Listing key={location.key} data={loaderData} />;
}
