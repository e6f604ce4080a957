// The stock report (/pos/stock): every place that holds stock with its totals, then, once a place is
// chosen, its SKUs 50 a page, searchable by SKU or name. The state is the address (?location=&q=&page=),
// so the form and pages work without JavaScript; CSV links give the same rows as a file.
import { Download } from 'lucide-react';
import { Form, Link } from 'react-router';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import { STOCK_REPORT_CSV_ADDRESS, type StockReport, type StockReportQuery } from '../../../../contract/stocktake.ts';
import { INPUT, LABEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../checkout/fields.tsx';
import { PosHeader } from '../order/OrderDetailPage.tsx';
import { StockNav } from './StockNav.tsx';

const n = (units: number) => units.toLocaleString('en-NZ');
const NUM = 'px-3 py-2 text-right tabular-nums';
const HEAD = 'border-b border-sand-dark bg-sand/40 text-xs tracking-wide whitespace-nowrap text-timber-dark uppercase';

function addressWith(query: StockReportQuery, change: Partial<StockReportQuery>) {
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...query, ...change }))
    if (v !== '' && !(k === 'page' && v === 1)) fields[k] = String(v);
  const text = new URLSearchParams(fields).toString();
  return `/pos/stock${text ? `?${text}` : ''}`;
}

export function StockReportPage({
  staff,
  query,
  report,
}: {
  staff: SignedInStaff;
  query: StockReportQuery;
  report: StockReport;
}) {
  const place = report.place;
  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-stock">
      <PosHeader staff={staff} />
      <div className="mx-auto max-w-7xl px-4 py-4">
        <StockNav title="Stock" current="/pos/stock" />
        <section className="mb-4 overflow-x-auto rounded-xl border border-sand-dark bg-white">
          <div className="flex flex-wrap items-center justify-between gap-2 px-3 pt-3">
            <h2 className="text-lg font-semibold text-timber-dark">Places</h2>
            <a href={STOCK_REPORT_CSV_ADDRESS} download className={SECONDARY_BUTTON} data-testid="stock-report-csv">
              <Download aria-hidden className="size-4" />
              Every place (CSV)
            </a>
          </div>
          <table className="mt-2 w-full text-left text-sm" data-testid="stock-places">
            <thead className={HEAD}>
              <tr>
                <th className="px-3 py-2">Place</th>
                <th className="px-3 py-2 text-right">SKUs</th>
                <th className="px-3 py-2 text-right">Free</th>
                <th className="px-3 py-2 text-right">Clearance</th>
                <th className="px-3 py-2 text-right">Allocated</th>
                <th className="px-3 py-2 text-right">Not for sale</th>
                <th className="px-3 py-2 text-right">On hand</th>
                <th className="px-3 py-2 text-right">On order</th>
              </tr>
            </thead>
            <tbody>
              {report.places.map((p) => (
                <tr
                  key={p.code}
                  className={`border-b border-sand last:border-0 ${p.code === place?.code ? 'bg-kauri/10' : 'hover:bg-sand/30'}`}
                >
                  <td className="px-3 py-2 font-medium">
                    <Link
                      reloadDocument
                      to={addressWith({ location: p.code, q: '', page: 1 }, {})}
                      className="text-kauri underline-offset-2 hover:underline"
                      aria-current={p.code === place?.code ? 'true' : undefined}
                    >
                      {p.name}
                    </Link>
                    <span className="ml-2 font-mono text-xs text-ink/60">{p.code}</span>
                  </td>
                  <td className={NUM}>{n(p.skus)}</td>
                  <td className={NUM}>{n(p.free)}</td>
                  <td className={NUM}>{n(p.clr)}</td>
                  <td className={NUM}>{n(p.allocated)}</td>
                  <td className={NUM}>{n(p.nons)}</td>
                  <td className={`${NUM} font-semibold`}>{n(p.onHand)}</td>
                  <td className={NUM}>{n(p.onOrder)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <Form
          reloadDocument
          method="get"
          className="mb-3 grid gap-3 rounded-xl border border-sand-dark bg-white p-3 sm:grid-cols-[1fr_2fr_auto]"
          aria-label="A place's SKUs"
        >
          <label>
            <span className={LABEL}>Place</span>
            <select name="location" defaultValue={place?.code ?? ''} className={INPUT} data-testid="stock-place">
              <option value="">Choose a place</option>
              {report.places.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className={LABEL}>SKU or name</span>
            <input name="q" type="search" defaultValue={query.q} maxLength={100} className={INPUT} />
          </label>
          <div className="flex items-end gap-2">
            <button type="submit" className={PRIMARY_BUTTON}>
              Show
            </button>
          </div>
        </Form>
        {place ? (
          <PlaceSkus query={query} place={place} />
        ) : (
          <p className="text-sm text-ink/75">Choose a place to see its SKUs.</p>
        )}
      </div>
    </div>
  );
}

function PlaceSkus({ query, place }: { query: StockReportQuery; place: NonNullable<StockReport['place']> }) {
  return (
    <section data-testid="stock-place-skus">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-timber-dark">
          {place.name} <span className="text-sm font-normal text-ink/75">· {n(place.total)} SKUs</span>
        </h2>
        <a
          href={`${STOCK_REPORT_CSV_ADDRESS}?location=${encodeURIComponent(place.code)}`}
          download
          className={SECONDARY_BUTTON}
          data-testid="stock-place-csv"
        >
          <Download aria-hidden className="size-4" />
          {place.code} (CSV)
        </a>
      </div>
      <div className="overflow-x-auto rounded-xl border border-sand-dark bg-white">
        <table className="w-full text-left text-sm">
          <thead className={HEAD}>
            <tr>
              <th className="px-3 py-2">SKU</th>
              <th className="px-3 py-2">Product</th>
              <th className="px-3 py-2">Bins</th>
              <th className="px-3 py-2 text-right">Free</th>
              <th className="px-3 py-2 text-right">Clr</th>
              <th className="px-3 py-2 text-right">Alloc</th>
              <th className="px-3 py-2 text-right">Nons</th>
              <th className="px-3 py-2 text-right">On hand</th>
              <th className="px-3 py-2 text-right">On order</th>
            </tr>
          </thead>
          <tbody>
            {place.skus.map((s) => (
              <tr key={s.sku} className="border-b border-sand last:border-0 hover:bg-sand/30">
                <td className="px-3 py-2 font-mono text-xs">{s.sku}</td>
                <td className="px-3 py-2">
                  <Link
                    reloadDocument
                    to={`/pos/catalogue/${s.productId}/stock`}
                    className="text-kauri underline-offset-2 hover:underline"
                  >
                    {s.name}
                  </Link>
                </td>
                <td className="px-3 py-2 text-xs text-ink/80">{s.bins || '—'}</td>
                <td className={NUM}>{n(s.free)}</td>
                <td className={NUM}>{n(s.clr)}</td>
                <td className={NUM}>{n(s.allocated)}</td>
                <td className={NUM}>{n(s.nons)}</td>
                <td className={`${NUM} font-semibold`}>{n(s.onHand)}</td>
                <td className={NUM}>{n(s.onOrder)}</td>
              </tr>
            ))}
            {place.skus.length === 0 && (
              <tr>
                <td colSpan={9} className="px-3 py-6 text-center text-ink/75">
                  No SKU matches.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {place.pages > 1 && (
        <nav aria-label="Pages" className="mt-3 flex items-center justify-center gap-3 text-sm">
          {place.page > 1 && (
            <Link reloadDocument to={addressWith(query, { page: place.page - 1 })} className={SECONDARY_BUTTON}>
              Previous
            </Link>
          )}
          <span>
            Page {place.page} of {place.pages}
          </span>
          {place.page < place.pages && (
            <Link reloadDocument to={addressWith(query, { page: place.page + 1 })} className={SECONDARY_BUTTON}>
              Next
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
