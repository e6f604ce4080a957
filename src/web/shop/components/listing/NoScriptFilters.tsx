// The filter panel without JavaScript: a GET form whose fields are the listing address's own query
// parameters (docs/decisions/0001-urls.md). Ticked categories of one level arrive as repeated
// parameters (cat1=a&cat1=b); the listing loader folds them into the address's comma lists.
import type { GetItemsRequest, ListingFacets } from '../../../../contract/catalog.ts';
import { PRICE_STEPS, effectiveSort, sortOptions } from '../../../../domain/listing.ts';
import { draftFromRequest, filterGroups, LAST_PRICE_INDEX, priceStepLabel } from '../../lib/filters.ts';

export interface RouteField {
  name: string;
  value: string;
}

export function NoScriptFilters({
  action,
  routeFields,
  req,
  facets,
  clearHref,
}: {
  action: string;
  routeFields: RouteField[];
  req: GetItemsRequest;
  facets: ListingFacets;
  clearHref: string;
}) {
  const draft = draftFromRequest(req);
  const groups = filterGroups(facets, draft, req.routeType);
  return (
    <section
      id="filters"
      aria-labelledby="filters-heading"
      className="mx-auto mt-12 max-w-7xl scroll-mt-24 px-4 sm:px-6"
    >
      <form method="get" action={action} className="rounded-2xl border border-sand bg-white p-5 sm:p-8">
        <h2 id="filters-heading" className="text-xl font-semibold text-timber-dark">
          Filter Results
        </h2>
        {routeFields.map((f) => (
          <input key={f.name} type="hidden" name={f.name} value={f.value} />
        ))}
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {groups.map((g) => (
            <fieldset key={g.key}>
              <legend className="mb-2 font-semibold text-ink">{g.title}</legend>
              {g.entries.map((e) => {
                const name = g.kind === 'flags' ? e.value : g.field;
                const value = g.kind === 'flags' ? '1' : e.value;
                const checked =
                  g.kind === 'flags' ? draft.flags.includes(e.value as never) : draft[g.field].includes(e.value);
                return (
                  <label key={e.value} className="flex min-h-11 items-center gap-3">
                    <input
                      type="checkbox"
                      name={name}
                      value={value}
                      defaultChecked={checked}
                      className="size-5 accent-kauri"
                    />
                    <span>
                      {e.label} <span className="text-sm text-ink/70">({e.count})</span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
          ))}
          <fieldset>
            <legend className="mb-2 font-semibold text-ink">Price</legend>
            <label className="flex min-h-11 items-center justify-between gap-3">
              From
              <select
                name="over"
                defaultValue={String(req.over)}
                className="h-11 rounded-lg border border-sand-dark bg-white px-3"
              >
                {PRICE_STEPS.slice(0, LAST_PRICE_INDEX).map((p, i) => (
                  <option key={p} value={String(p)}>
                    {priceStepLabel(i)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex min-h-11 items-center justify-between gap-3">
              To
              <select
                name="under"
                defaultValue={req.under ? String(req.under) : ''}
                className="h-11 rounded-lg border border-sand-dark bg-white px-3"
              >
                {PRICE_STEPS.slice(1, LAST_PRICE_INDEX).map((p, i) => (
                  <option key={p} value={String(p)}>
                    {priceStepLabel(i + 1)}
                  </option>
                ))}
                <option value="">{priceStepLabel(LAST_PRICE_INDEX)}</option>
              </select>
            </label>
          </fieldset>
          <fieldset>
            <legend className="mb-2 font-semibold text-ink">Sort by</legend>
            <select
              name="sort"
              defaultValue={effectiveSort(req.routeType, req.sort)}
              className="h-11 w-full rounded-lg border border-sand-dark bg-white px-3"
            >
              {sortOptions(req.routeType).map((s) => (
                <option key={s.code} value={s.code}>
                  {s.label}
                </option>
              ))}
            </select>
          </fieldset>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="submit"
            className="min-h-12 rounded-lg bg-kauri px-6 font-semibold tracking-wide text-white hover:bg-kauri-dark"
          >
            APPLY FILTERS
          </button>
          <a
            href={clearHref}
            className="inline-flex min-h-12 items-center rounded-lg border border-sand-dark bg-white px-6 font-semibold tracking-wide text-timber-dark"
          >
            CLEAR FILTERS
          </a>
        </div>
      </form>
    </section>
  );
}
