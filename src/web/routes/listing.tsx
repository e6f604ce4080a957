// The product list page (spec §2, §4) for every listing address: rooms, types, variants,
// collections, styles, tags, search and the special lists. The server renders pages 1..page of the
// address; in the browser, sort, filters and Show Me More post to /v1/getItems and keep the address
// in step with the answer's fullUrl. Without JavaScript the same controls are GET forms and links.
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { data, redirect, useLocation } from 'react-router';
import type { GetItemsRequest, GetItemsResponse, ListingFacets, ProductCardData } from '../../contract/catalog.ts';
import { getItemsRequest } from '../../contract/catalog.ts';
import { effectiveSort, PRODUCT_LIST_DEBOUNCE_MS, sortOptions } from '../../domain/listing.ts';
import { listingInputFromUrl } from '../../domain/listing-url.ts';
import { BackToTop } from '../components/BackToTop.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { NoScriptFilters, type RouteField } from '../components/listing/NoScriptFilters.tsx';
import { GRID_CLASS, ProductGrid } from '../components/ProductGrid.tsx';
import { api } from '../lib/api.ts';
import { activeFilterCount, draftFromRequest, pruneDraft, requestWithDraft, type FilterDraft } from '../lib/filters.ts';
import { originOf, zipFromCookie } from '../lib/request.ts';
import type { Route } from './+types/listing';

const FilterPanel = lazy(() => import('../components/listing/FilterPanel.tsx'));

/** Outdoor's landing page shows the outdoor room's listing for now. */
const PATH_ALIASES: Record<string, string> = { '/outdoor-landing': '/outdoor' };
/** The query parameters that belong to the route itself, not to its filters. */
const ROUTE_PARAMS = ['q', 'type', 'variant'];
const LIST_PARAMS = ['cat1', 'cat2', 'cat3'];

const notFound = () => data(null, { status: 404 });

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
      const joined = values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean).join(',');
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
  const path = PATH_ALIASES[url.pathname] ?? url.pathname;
  const { params, changed } = foldFormParams(url.searchParams);
  const input = listingInputFromUrl(path, params);
  if (!input) throw notFound();
  const uzip = zipFromCookie(request);
  const parsed = getItemsRequest.safeParse({ ...input, uzip });
  if (!parsed.success) throw notFound();
  const req = parsed.data;

  const catalog = context.services.catalog;
  // A search without words has nothing to look for: an empty result, not an error page.
  if (req.routeType === 'search' && !req.search.trim()) return emptySearch(req, url, request);
  // Pages 1..pageNum at once, so that loading a fullUrl shows what the shopper had loaded.
  const [result, facets] = await Promise.all([catalog.listItems(req, { fromFirstPage: true }), catalog.listingFacets(req)]);
  if (result.notFound) throw notFound();
  if (changed && !PATH_ALIASES[url.pathname]) throw redirect(result.fullUrl);

  const routeFields: RouteField[] = ROUTE_PARAMS.filter((p) => params.has(p)).map((p) => ({ name: p, value: params.get(p) ?? '' }));
  const routeOnly = new URLSearchParams(routeFields.map((f) => [f.name, f.value]));
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
    facets,
    routeFields,
    action: url.pathname,
    clearHref: url.pathname + (routeOnly.size ? `?${routeOnly}` : ''),
    origin: originOf(request),
  };
}

function emptySearch(req: GetItemsRequest, url: URL, request: Request) {
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
    breadcrumbs: [
      { name: 'Home', url: '/' },
      { name: pageName, url: '/search' },
    ],
    facets: { rooms: [], types: [], variants: [], flags: [] } as ListingFacets,
    routeFields: [{ name: 'q', value: '' }] as RouteField[],
    action: url.pathname,
    clearHref: '/search',
    origin: originOf(request),
  };
}

type ListingData = Awaited<ReturnType<typeof loader>>;

const SITE = 'Kauri Furniture';
const titleOf = (pageName: string) => (pageName ? `${pageName} | ${SITE}` : SITE);

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

interface ListState {
  req: GetItemsRequest;
  items: ProductCardData[];
  count: number;
  loaded: number;
  fullUrl: string;
  pageName: string;
  pageDesc: string;
}

function setMeta(selector: string, attr: 'content' | 'href', value: string) {
  document.querySelector(selector)?.setAttribute(attr, value);
}

/** After each answer: the address becomes its fullUrl, and the title and share texts follow. */
function reflectInDocument(origin: string, res: Pick<GetItemsResponse, 'fullUrl' | 'pageName' | 'pageDesc'>) {
  window.history.replaceState(window.history.state, '', res.fullUrl);
  const title = titleOf(res.pageName);
  document.title = title;
  setMeta('meta[name="description"]', 'content', res.pageDesc);
  setMeta('meta[property="og:title"]', 'content', title);
  setMeta('meta[property="og:description"]', 'content', res.pageDesc);
  setMeta('meta[property="og:url"]', 'content', origin + res.fullUrl);
  setMeta('link[rel="canonical"]', 'href', origin + res.fullUrl);
}

/** The address of the next page: the same listing with page=N (page is always the last parameter). */
function pageHref(fullUrl: string, page: number): string {
  const bare = fullUrl.replace(/([?&])page=\d+(&|$)/, (_m, sep: string, end: string) => (end ? sep : '')).replace(/[?&]$/, '');
  return `${bare}${bare.includes('?') ? '&' : '?'}page=${page}`;
}

function Listing({ data: d }: { data: ListingData }) {
  const [list, setList] = useState<ListState>(() => ({
    req: d.req,
    items: d.items,
    count: d.count,
    loaded: d.loaded,
    fullUrl: d.fullUrl,
    pageName: d.pageName,
    pageDesc: d.pageDesc,
  }));
  const [sort, setSort] = useState(() => effectiveSort(d.req.routeType, d.req.sort));
  const [pending, setPending] = useState<'reload' | 'more' | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersWanted, setFiltersWanted] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const gridTop = useRef<HTMLDivElement>(null);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  // Warm the filter panel's code once the page is idle, so opening it is instant.
  useEffect(() => {
    const warm = () => void import('../components/listing/FilterPanel.tsx');
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(warm, 2500);
    return () => window.clearTimeout(id);
  }, []);

  /** Every request waits 800 ms of quiet (spec §4), then replaces or extends the list. */
  const load = useCallback(
    (next: GetItemsRequest, mode: 'reload' | 'more') => {
      window.clearTimeout(timer.current);
      setPending(mode);
      timer.current = window.setTimeout(async () => {
        inFlight.current?.abort();
        const controller = new AbortController();
        inFlight.current = controller;
        try {
          const res = await api('catalog.items', next, { signal: controller.signal });
          if (controller.signal.aborted) return;
          setList((cur) => ({
            req: next,
            items: mode === 'more' ? [...cur.items, ...res.items.filter((i) => !cur.items.some((c) => c.sku === i.sku))] : res.items,
            count: res.count,
            loaded: res.loaded,
            fullUrl: res.fullUrl,
            pageName: res.pageName,
            pageDesc: res.pageDesc,
          }));
          reflectInDocument(d.origin, res);
          setFiltersOpen(false);
          if (mode === 'reload') {
            const top = gridTop.current?.getBoundingClientRect().top ?? 0;
            if (top < 0) gridTop.current?.scrollIntoView({ block: 'start' });
          }
        } catch (err) {
          if (controller.signal.aborted) return;
          // Spec §8: a failed product list load is reported in a browser alert.
          window.alert(err instanceof Error ? err.message : String(err));
        } finally {
          if (inFlight.current === controller) {
            inFlight.current = null;
            setPending(null);
          }
        }
      }, PRODUCT_LIST_DEBOUNCE_MS);
    },
    [d.origin],
  );

  const draft = useMemo(() => draftFromRequest(list.req), [list.req]);
  const filterCount = activeFilterCount(draft);
  const applyFilters = (next: FilterDraft) => load(requestWithDraft({ ...list.req, sort }, pruneDraft(d.facets, next)), 'reload');
  const openFilters = () => {
    setFiltersWanted(true);
    setFiltersOpen(true);
  };

  const more = list.count === 0 ? 'none' : list.count <= list.loaded ? 'end' : 'more';
  const currentFields = filterFields(list.req);

  return (
    <div>
      <form
        method="get"
        action={d.action}
        onSubmit={(e) => e.preventDefault()}
        className="sticky top-0 z-30 border-b border-sand bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85"
        data-testid="listing-bar"
      >
        {d.routeFields.map((f) => (
          <input key={f.name} type="hidden" name={f.name} value={f.value} />
        ))}
        {currentFields.map((f) => (
          <input key={`${f.name}=${f.value}`} type="hidden" name={f.name} value={f.value} />
        ))}
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-3 py-1.5 sm:px-6 md:h-16 md:flex-row md:items-center md:gap-6 md:py-0">
          <Breadcrumbs crumbs={d.breadcrumbs} className="text-xs md:flex-1 md:text-sm" />
          <div className="flex items-center gap-2">
            <label className="flex min-w-0 flex-1 items-center gap-2 md:flex-none">
              <span className="hidden text-sm text-ink/70 sm:inline">Sort by</span>
              <select
                name="sort"
                data-testid="sort"
                aria-label="Sort by"
                value={sort}
                onChange={(e) => {
                  const value = e.target.value as typeof sort;
                  setSort(value);
                  load({ ...list.req, sort: value, pageNum: 1 }, 'reload');
                }}
                className="h-11 w-full min-w-0 rounded-lg border border-sand-dark bg-white px-3 text-sm font-medium text-ink focus:outline-2 focus:outline-kauri md:w-56"
              >
                {sortOptions(list.req.routeType).map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            <noscript>
              <button type="submit" className="h-11 rounded-lg border border-sand-dark bg-white px-3 text-sm font-semibold">
                Sort
              </button>
            </noscript>
            <a
              href="#filters"
              role="button"
              aria-haspopup="dialog"
              data-testid="filter-open"
              onClick={(e) => {
                e.preventDefault();
                openFilters();
              }}
              onKeyDown={(e) => {
                if (e.key === ' ') {
                  e.preventDefault();
                  openFilters();
                }
              }}
              className="flex h-11 shrink-0 items-center gap-2 rounded-lg bg-kauri px-4 text-sm font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              Filter Results
              {filterCount > 0 && (
                <span className="grid min-w-5 place-items-center rounded-full bg-white px-1 text-xs leading-5 font-bold text-kauri">
                  <span className="sr-only">, </span>
                  {filterCount}
                  <span className="sr-only"> on</span>
                </span>
              )}
            </a>
          </div>
        </div>
      </form>

      <div className="mx-auto max-w-7xl px-3 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1 pt-6 pb-5 md:pt-8">
          <h1 className="text-2xl font-semibold text-timber-dark sm:text-3xl">{list.pageName}</h1>
          <p className="text-sm text-ink/65" aria-live="polite" data-testid="listing-count">
            {list.count === 1 ? '1 product' : `${list.count.toLocaleString('en-NZ')} products`}
          </p>
        </div>

        <div
          ref={gridTop}
          aria-busy={pending === 'reload'}
          className={`scroll-mt-28 transition-opacity ${pending === 'reload' ? 'opacity-50' : ''}`}
          data-testid="listing-grid"
        >
          {list.items.length > 0 ? (
            <div className={GRID_CLASS}>
              <ProductGrid items={list.items} />
            </div>
          ) : (
            <div className="rounded-2xl bg-sand/60 px-6 py-14 text-center">
              <p className="text-lg font-semibold text-timber-dark">No products match these choices.</p>
              <p className="mt-1 text-ink/70">Try fewer filters, or a different search.</p>
            </div>
          )}
        </div>

        <div className="mt-12 flex justify-center">
          {more === 'more' ? (
            <a
              href={pageHref(list.fullUrl, list.req.pageNum + 1)}
              data-testid="more"
              aria-busy={pending === 'more'}
              onClick={(e) => {
                e.preventDefault();
                if (pending) return;
                load({ ...list.req, pageNum: list.req.pageNum + 1 }, 'more');
              }}
              className="inline-flex min-h-12 min-w-56 items-center justify-center rounded-lg border-2 border-kauri px-6 font-semibold tracking-wide text-kauri uppercase hover:bg-kauri hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
            >
              {pending === 'more' ? 'Loading…' : 'Show Me More'}
            </a>
          ) : (
            <button
              type="button"
              disabled
              data-testid="more"
              className="inline-flex min-h-12 min-w-56 items-center justify-center rounded-lg border-2 border-sand-dark px-6 font-semibold tracking-wide text-ink/60 uppercase"
            >
              {more === 'none' ? 'No Matching Items' : 'No More Results'}
            </button>
          )}
        </div>
        {list.count > 0 && (
          <p className="mt-3 text-center text-sm text-ink/60">
            Showing {Math.min(list.loaded, list.count).toLocaleString('en-NZ')} of {list.count.toLocaleString('en-NZ')}
          </p>
        )}
      </div>

      <noscript>
        <NoScriptFilters action={d.action} routeFields={d.routeFields} req={d.req} facets={d.facets} clearHref={d.clearHref} />
      </noscript>
      {filtersWanted && (
        <Suspense fallback={null}>
          <FilterPanel
            isOpen={filtersOpen}
            onOpenChange={setFiltersOpen}
            facets={d.facets}
            routeType={list.req.routeType}
            initial={draft}
            busy={pending === 'reload'}
            onApply={applyFilters}
          />
        </Suspense>
      )}
      <BackToTop />
    </div>
  );
}

/** The current filters as the address's query fields, for the sort form without JavaScript. */
function filterFields(req: GetItemsRequest): RouteField[] {
  const fields: RouteField[] = [];
  // One field per ticked category, as the filter form sends them (the loader folds them into lists).
  for (const v of req.cat1Arr) fields.push({ name: 'cat1', value: v });
  for (const v of req.cat2Arr) fields.push({ name: 'cat2', value: v });
  for (const v of req.cat3Arr) fields.push({ name: 'cat3', value: v });
  for (const flag of ['new', 'sale', 'bundle', 'ready', 'deals', 'clearance'] as const) if (req[flag]) fields.push({ name: flag, value: '1' });
  if (req.over) fields.push({ name: 'over', value: String(req.over) });
  if (req.under) fields.push({ name: 'under', value: String(req.under) });
  return fields;
}
