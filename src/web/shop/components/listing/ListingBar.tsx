// The product list's sticky bar: breadcrumbs, Sort by and Filter Results with the number of filters
// on. It is a GET form, so that without JavaScript the sort still works (with its Sort button).
import { SlidersHorizontal } from 'lucide-react';
import type { Breadcrumb, GetItemsRequest } from '../../../../contract/catalog.ts';
import { type SortCode, sortOptions } from '../../../../domain/listing.ts';
import { Breadcrumbs } from '../Breadcrumbs.tsx';
import type { RouteField } from './NoScriptFilters.tsx';

interface Props {
  action: string;
  /** The route's own fields (q, type, variant), as hidden fields. */
  routeFields: RouteField[];
  /** The filters on now, as hidden fields, so that sorting without JavaScript keeps them. */
  currentFields: RouteField[];
  breadcrumbs: Breadcrumb[];
  routeType: GetItemsRequest['routeType'];
  sort: SortCode;
  onSort(sort: SortCode): void;
  filterCount: number;
  /** Without JavaScript: this page again with its filter form (shop/routes/listing.tsx). */
  filtersHref: string;
  onOpenFilters(): void;
  /** The shopper is about to open the filters (pointer over, touch, focus): fetch the panel's code. */
  onWarmFilters?(): void;
}

export function ListingBar({
  action,
  routeFields,
  currentFields,
  breadcrumbs,
  routeType,
  sort,
  onSort,
  filterCount,
  filtersHref,
  onOpenFilters,
  onWarmFilters,
}: Props) {
  return (
    <form
      method="get"
      action={action}
      onSubmit={(e) => e.preventDefault()}
      className="sticky top-0 z-30 border-b border-sand bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85"
      data-testid="listing-bar"
    >
      {routeFields.map((f) => (
        <input key={f.name} type="hidden" name={f.name} value={f.value} />
      ))}
      {currentFields.map((f) => (
        <input key={`${f.name}=${f.value}`} type="hidden" name={f.name} value={f.value} />
      ))}
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-3 py-1.5 sm:px-6 md:h-16 md:flex-row md:items-center md:gap-6 md:py-0">
        <Breadcrumbs crumbs={breadcrumbs} className="text-xs md:flex-1 md:text-sm" />
        <div className="flex items-center gap-2">
          <label className="flex min-w-0 flex-1 items-center gap-2 md:flex-none">
            <span className="hidden text-sm text-ink/70 sm:inline">Sort by</span>
            <select
              name="sort"
              data-testid="sort"
              aria-label="Sort by"
              value={sort}
              onChange={(e) => onSort(e.target.value as SortCode)}
              className="h-11 w-full min-w-0 rounded-lg border border-sand-dark bg-white px-3 text-sm font-medium text-ink focus:outline-2 focus:outline-kauri md:w-56"
            >
              {sortOptions(routeType).map((s) => (
                <option key={s.code} value={s.code}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <button
              type="submit"
              className="h-11 rounded-lg border border-sand-dark bg-white px-3 text-sm font-semibold"
            >
              Sort
            </button>
          </noscript>
          {/* biome-ignore lint/a11y/useSemanticElements: a button that is a link without JavaScript, to the page with its filter form. */}
          <a
            href={filtersHref}
            role="button"
            aria-haspopup="dialog"
            data-testid="filter-open"
            onPointerEnter={onWarmFilters}
            onTouchStart={onWarmFilters}
            onFocus={onWarmFilters}
            onClick={(e) => {
              e.preventDefault();
              onOpenFilters();
            }}
            onKeyDown={(e) => {
              if (e.key === ' ') {
                e.preventDefault();
                onOpenFilters();
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
  );
}
