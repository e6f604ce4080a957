// The product list as the shopper uses it: the server's first pages, then sort,
// filters and Show Me More posting to /v1/getItems and keeping the address in step with each
// answer's fullUrl. The route module (shop/routes/listing.tsx) loads the data and renders this.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GetItemsRequest, ProductCardData } from '../../../../contract/catalog.ts';
import { ga4ListItems } from '../../../../domain/ga4.ts';
import { effectiveSort, PRODUCT_LIST_DEBOUNCE_MS } from '../../../../domain/listing.ts';
import { pushViewItemList } from '../../../common/lib/analytics.ts';
import { api } from '../../../common/lib/api.ts';
import {
  activeFilterCount,
  draftFromRequest,
  pruneDraft,
  requestWithDraft,
  type FilterDraft,
} from '../../lib/filters.ts';
import { filterFields, pageHref, reflectInDocument } from '../../lib/listing-page.ts';
import type { ListingData } from '../../routes/listing.tsx';
import { BackToTop } from '../BackToTop.tsx';
import { CardGrid } from '../ProductGrid.tsx';
import { ListingBar } from './ListingBar.tsx';
import { NoScriptFilters } from './NoScriptFilters.tsx';

const FilterPanel = lazy(() => import('./FilterPanel.tsx'));

interface ListState {
  req: GetItemsRequest;
  items: ProductCardData[];
  count: number;
  loaded: number;
  fullUrl: string;
  pageName: string;
  pageDesc: string;
}

export function Listing({ data: d }: { data: ListingData }) {
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

  // GA4: the list the server rendered is viewed once the page runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per listing (the route remounts it per navigation).
  useEffect(() => pushViewItemList({ item_list_name: d.listName, items: ga4ListItems(d.items, d.listName) }), []);

  // The filter panel's code is fetched when the shopper reaches for Filter Results (pointer, touch or
  // focus), not on every listing's first load: that is ~45 KB of dialog code a phone need not wait for.
  const warmFilters = useCallback(() => void import('./FilterPanel.tsx'), []);

  /** Every request waits 800 ms of quiet (so typing and clicking send one request), then replaces or extends the list. */
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
            items:
              mode === 'more'
                ? [...cur.items, ...res.items.filter((i) => !cur.items.some((c) => c.sku === i.sku))]
                : res.items,
            count: res.count,
            loaded: res.loaded,
            fullUrl: res.fullUrl,
            pageName: res.pageName,
            pageDesc: res.pageDesc,
          }));
          reflectInDocument(d.origin, res);
          pushViewItemList(res.listdataGA4);
          setFiltersOpen(false);
          if (mode === 'reload') {
            const top = gridTop.current?.getBoundingClientRect().top ?? 0;
            if (top < 0) gridTop.current?.scrollIntoView({ block: 'start' });
          }
        } catch (err) {
          if (controller.signal.aborted) return;
          // A failed product list load is reported in a browser alert, with the server's words.
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
  const applyFilters = (next: FilterDraft) =>
    load(requestWithDraft({ ...list.req, sort }, pruneDraft(d.facets, next)), 'reload');
  const openFilters = () => {
    setFiltersWanted(true);
    setFiltersOpen(true);
  };

  const more = list.count === 0 ? 'none' : list.count <= list.loaded ? 'end' : 'more';
  const currentFields = filterFields(list.req);

  return (
    <div>
      <ListingBar
        action={d.action}
        routeFields={d.routeFields}
        currentFields={currentFields}
        breadcrumbs={d.breadcrumbs}
        routeType={list.req.routeType}
        sort={sort}
        onSort={(value) => {
          setSort(value);
          load({ ...list.req, sort: value, pageNum: 1 }, 'reload');
        }}
        filterCount={filterCount}
        filtersHref={d.filtersHref}
        onOpenFilters={openFilters}
        onWarmFilters={warmFilters}
      />

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
          {/* The cards' names are h3s: headings in order for screen readers. */}
          <h2 className="sr-only">Products</h2>
          {list.items.length > 0 ? (
            <CardGrid items={list.items} />
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
              className="inline-flex min-h-12 min-w-56 items-center justify-center rounded-lg border-2 border-sand-dark px-6 font-semibold tracking-wide text-ink/70 uppercase"
            >
              {more === 'none' ? 'No Matching Items' : 'No More Results'}
            </button>
          )}
        </div>
        {list.count > 0 && (
          <p className="mt-3 text-center text-sm text-ink/75">
            Showing {Math.min(list.loaded, list.count).toLocaleString('en-NZ')} of {list.count.toLocaleString('en-NZ')}
          </p>
        )}
      </div>

      {d.noScriptFilters && (
        <noscript>
          <NoScriptFilters
            action={d.action}
            routeFields={d.routeFields}
            req={d.req}
            facets={d.facets}
            clearHref={d.clearHref}
          />
        </noscript>
      )}
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
