// The catalogue's list (/pos/catalogue): a search and filter form that submits to the address (so it
// works without JavaScript and the back button walks it), the products as a table, pages of 20.
// Its links and form load whole pages (reloadDocument), as the counter's other pages do: the /pos
// scope hands the pages only requests for HTML, so a client-side route's data request would be a 404.
import { Package, Plus } from 'lucide-react';
import { Form, Link } from 'react-router';
import {
  type CATALOGUE_SORTS,
  type CatalogueListQuery,
  type CatalogueListResponse,
  PRODUCT_FLAG_LABELS,
  PRODUCT_FLAGS,
} from '../../../../contract/catalogue.ts';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import { INPUT, LABEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../checkout/fields.tsx';
import { PosHeader } from '../order/OrderDetailPage.tsx';
import { type CategoryChoice, categoryPaths } from './categories.ts';
import { money } from '../../../common/lib/format.ts';
import { nzDayOf } from '../../../../domain/dates.ts';

const SORT_LABELS: Record<(typeof CATALOGUE_SORTS)[number], string> = {
  name: 'Name',
  price: 'Price',
  updated: 'Last changed',
};

interface Props {
  staff: SignedInStaff;
  query: CatalogueListQuery;
  list: CatalogueListResponse;
  categories: CategoryChoice[];
  mayChange: boolean;
}

/** The list's address with some fields changed (a page, a sort). */
function addressWith(query: CatalogueListQuery, change: Partial<Record<keyof CatalogueListQuery, string | number>>) {
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...query, ...change }))
    if (v !== undefined && v !== '' && v !== false) fields[k] = v === true ? '1' : String(v);
  if (fields.page === '1') delete fields.page;
  if (fields.sort === 'name') delete fields.sort;
  if (fields.dir === 'asc') delete fields.dir;
  const text = new URLSearchParams(fields).toString();
  return `/pos/catalogue${text ? `?${text}` : ''}`;
}

/** The day of the change in New Zealand (server and browser agree: the time zone is named). */
const day = (iso: string) => nzDayOf(new Date(iso));

export function CatalogueListPage({ staff, query, list, categories, mayChange }: Props) {
  const paths = categoryPaths(categories);
  const sortLink = (sort: CatalogueListQuery['sort'], label: string) => {
    const current = query.sort === sort;
    const dir = current && query.dir === 'asc' ? 'desc' : 'asc';
    return (
      <Link
        reloadDocument
        to={addressWith(query, { sort, dir, page: 1 })}
        className="underline-offset-2 hover:underline"
        aria-label={`Sort by ${label}`}
      >
        {label}
        {current ? (query.dir === 'asc' ? ' ▲' : ' ▼') : ''}
      </Link>
    );
  };
  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-catalogue">
      <PosHeader staff={staff} />
      <div className="mx-auto max-w-7xl px-4 py-4">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
            <Package aria-hidden className="size-6 text-kauri" />
            Catalogue
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            {/* Everyone may export; the import screen lets only managers load a file. */}
            <Link reloadDocument to="/pos/catalogue/import" className={SECONDARY_BUTTON} data-testid="catalogue-csv">
              CSV export and import
            </Link>
            {mayChange && (
              <Link reloadDocument to="/pos/catalogue/new" className={PRIMARY_BUTTON} data-testid="catalogue-add">
                <Plus aria-hidden className="size-4" /> Add product
              </Link>
            )}
          </div>
        </div>
        <Form
          reloadDocument
          method="get"
          className="mb-4 grid gap-3 rounded-xl border border-sand-dark bg-white p-3 sm:grid-cols-2 lg:grid-cols-6"
          aria-label="Search the catalogue"
        >
          <label className="lg:col-span-2">
            <span className={LABEL}>Name, SKU or collection</span>
            <input name="q" type="search" defaultValue={query.q} className={INPUT} maxLength={200} />
          </label>
          <label>
            <span className={LABEL}>Category</span>
            <select name="category" defaultValue={query.category ?? ''} className={INPUT}>
              <option value="">All</option>
              {paths.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className={LABEL}>Flag</span>
            <select name="flag" defaultValue={query.flag ?? ''} className={INPUT}>
              <option value="">Any</option>
              {PRODUCT_FLAGS.map((f) => (
                <option key={f} value={f}>
                  {PRODUCT_FLAG_LABELS[f]}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className={LABEL}>Active</span>
            <select name="active" defaultValue={query.active ?? ''} className={INPUT}>
              <option value="">Both</option>
              <option value="yes">Active</option>
              <option value="no">Not active</option>
            </select>
          </label>
          <div className="flex flex-col justify-end gap-2">
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" name="noPicture" value="1" defaultChecked={query.noPicture} className="size-4" />
              No picture yet
            </label>
          </div>
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="dir" value={query.dir} />
          <div className="flex gap-2 sm:col-span-2 lg:col-span-6">
            <button type="submit" className={PRIMARY_BUTTON}>
              Search
            </button>
            <Link reloadDocument to="/pos/catalogue" className={SECONDARY_BUTTON}>
              Clear
            </Link>
            <p className="ml-auto self-center text-sm text-ink/75" aria-live="polite">
              {list.total.toLocaleString('en-NZ')} products
            </p>
          </div>
        </Form>
        <div className="overflow-x-auto rounded-xl border border-sand-dark bg-white">
          <table className="w-full text-left text-sm" data-testid="catalogue-table">
            <thead className="border-b border-sand-dark bg-sand/40 text-xs tracking-wide text-timber-dark uppercase">
              <tr>
                <th className="px-3 py-2">
                  <span className="sr-only">Picture</span>
                </th>
                <th className="px-3 py-2">{sortLink('name', SORT_LABELS.name)}</th>
                <th className="px-3 py-2">SKU</th>
                <th className="px-3 py-2">Collection</th>
                <th className="px-3 py-2">Categories</th>
                <th className="px-3 py-2 text-right">{sortLink('price', SORT_LABELS.price)}</th>
                <th className="px-3 py-2">Flags</th>
                <th className="px-3 py-2">Active</th>
                <th className="px-3 py-2">{sortLink('updated', SORT_LABELS.updated)}</th>
              </tr>
            </thead>
            <tbody>
              {list.products.map((p) => (
                <tr key={p.id} className="border-b border-sand last:border-0 hover:bg-sand/30">
                  <td className="px-3 py-2">
                    <img src={p.pictureUrl} alt="" width={48} height={48} className="size-12 rounded object-cover" />
                  </td>
                  <td className="px-3 py-2 font-medium">
                    <Link
                      reloadDocument
                      to={`/pos/catalogue/${p.id}`}
                      className="text-kauri underline-offset-2 hover:underline"
                    >
                      {p.name}
                    </Link>
                    <Link
                      reloadDocument
                      to={`/pos/catalogue/${p.id}/stock`}
                      className="ml-2 text-xs font-normal text-kauri underline underline-offset-2"
                      data-testid="catalogue-stock-link"
                      aria-label={`Stock of ${p.name}`}
                    >
                      Stock
                    </Link>
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">
                    {p.sku}
                    {p.skuCount > 1 && <span className="text-ink/60"> +{p.skuCount - 1}</span>}
                  </td>
                  <td className="px-3 py-2">{p.collection}</td>
                  <td className="px-3 py-2 text-ink/80">{p.categories}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {money(p.price)}
                    {p.price !== p.retail && <s className="block text-xs text-ink/60">{money(p.retail)}</s>}
                  </td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      {p.flags.map((f) => (
                        <span key={f} className="rounded bg-sand px-1.5 py-0.5 text-xs">
                          {PRODUCT_FLAG_LABELS[f]}
                        </span>
                      ))}
                    </span>
                  </td>
                  <td className="px-3 py-2">{p.active ? 'Yes' : <span className="text-ink/60">No</span>}</td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{day(p.updatedAt)}</td>
                </tr>
              ))}
              {list.products.length === 0 && (
                <tr>
                  <td colSpan={9} className="px-3 py-6 text-center text-ink/75">
                    No product matches.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {list.pages > 1 && (
          <nav aria-label="Pages" className="mt-3 flex items-center justify-center gap-3 text-sm">
            {list.page > 1 && (
              <Link reloadDocument to={addressWith(query, { page: list.page - 1 })} className={SECONDARY_BUTTON}>
                Previous
              </Link>
            )}
            <span>
              Page {list.page} of {list.pages}
            </span>
            {list.page < list.pages && (
              <Link reloadDocument to={addressWith(query, { page: list.page + 1 })} className={SECONDARY_BUTTON}>
                Next
              </Link>
            )}
          </nav>
        )}
      </div>
    </div>
  );
}
