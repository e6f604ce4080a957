// The purchase orders' list (/pos/purchase-orders): tabs by state, a search by number, supplier or SKU
// that submits to the address (so it works without JavaScript and the back button walks it), overdue
// ones first, 20 a page. Its links and form load whole pages (reloadDocument), as the counter's others do.
import { Plus, Truck } from 'lucide-react';
import { Form, Link } from 'react-router';
import {
  PO_STATUS_LABELS,
  PO_STATUSES,
  type PoListQuery,
  type PoListResponse,
} from '../../../../contract/purchase-orders.ts';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import { INPUT, LABEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../checkout/fields.tsx';
import { PosHeader } from '../order/OrderDetailPage.tsx';
import { PoStatusBadge } from './PoStatusBadge.tsx';

interface Props {
  staff: SignedInStaff;
  query: PoListQuery;
  list: PoListResponse;
  mayChange: boolean;
}

const TABS = [...PO_STATUSES, 'all'] as const;

/** The list's address with some fields changed (a tab, a page). */
export function poListAddress(query: PoListQuery, change: Partial<PoListQuery> = {}): string {
  const next = { ...query, ...change };
  const fields: Record<string, string> = {};
  if (next.status !== 'open') fields.status = next.status;
  if (next.q) fields.q = next.q;
  if (next.page > 1) fields.page = String(next.page);
  const text = new URLSearchParams(fields).toString();
  return `/pos/purchase-orders${text ? `?${text}` : ''}`;
}

const dayText = (iso: string) => iso.split('-').reverse().join('/');

export function PoListPage({ staff, query, list, mayChange }: Props) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-purchase-orders">
      <PosHeader staff={staff} />
      <div className="mx-auto max-w-7xl px-4 py-4">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
            <Truck aria-hidden className="size-6 text-kauri" />
            Purchase orders
          </h1>
          {mayChange && (
            <Link reloadDocument to="/pos/purchase-orders/new" className={PRIMARY_BUTTON} data-testid="po-new">
              <Plus aria-hidden className="size-4" /> New purchase order
            </Link>
          )}
        </div>
        <nav aria-label="Purchase orders by state" className="mb-3 flex flex-wrap gap-1 border-b border-sand-dark">
          {TABS.map((tab) => {
            const current = query.status === tab;
            return (
              <Link
                key={tab}
                reloadDocument
                to={poListAddress(query, { status: tab, page: 1 })}
                aria-current={current ? 'page' : undefined}
                className={`-mb-px flex min-h-11 items-center border-b-2 px-3 text-sm font-medium ${
                  current ? 'border-kauri text-kauri' : 'border-transparent text-ink/75 hover:text-ink'
                }`}
              >
                {tab === 'all' ? 'All' : PO_STATUS_LABELS[tab]}
              </Link>
            );
          })}
        </nav>
        <Form
          reloadDocument
          method="get"
          className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-sand-dark bg-white p-3"
          aria-label="Search purchase orders"
        >
          <label className="min-w-64 flex-1">
            <span className={LABEL}>Number, supplier or SKU</span>
            <input name="q" type="search" defaultValue={query.q} className={INPUT} maxLength={100} />
          </label>
          {query.status !== 'open' && <input type="hidden" name="status" value={query.status} />}
          <button type="submit" className={PRIMARY_BUTTON}>
            Search
          </button>
          <Link reloadDocument to={poListAddress({ ...query, q: '', page: 1 })} className={SECONDARY_BUTTON}>
            Clear
          </Link>
          <p className="ml-auto self-center text-sm text-ink/75" aria-live="polite">
            {list.total.toLocaleString('en-NZ')} purchase orders
          </p>
        </Form>
        <div className="overflow-x-auto rounded-xl border border-sand-dark bg-white">
          <table className="w-full text-left text-sm" data-testid="po-table">
            <thead className="border-b border-sand-dark bg-sand/40 text-xs tracking-wide text-timber-dark uppercase">
              <tr>
                <th className="px-3 py-2">Number</th>
                <th className="px-3 py-2">Supplier</th>
                <th className="px-3 py-2">Place</th>
                <th className="px-3 py-2">Expected</th>
                <th className="px-3 py-2">State</th>
                <th className="px-3 py-2 text-right">Lines</th>
                <th className="px-3 py-2 text-right">Ordered</th>
                <th className="px-3 py-2 text-right">Received</th>
                <th className="px-3 py-2 text-right">To come</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((r) => (
                <tr key={r.poNumber} className="border-b border-sand last:border-0 hover:bg-sand/30">
                  <td className="px-3 py-2 font-medium">
                    <Link
                      reloadDocument
                      to={`/pos/purchase-orders/${encodeURIComponent(r.poNumber)}`}
                      className="text-kauri underline-offset-2 hover:underline"
                    >
                      {r.poNumber}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{r.supplier}</td>
                  <td className="px-3 py-2">{r.locationCode}</td>
                  <td className={`px-3 py-2 tabular-nums ${r.overdue ? 'font-semibold text-sale' : ''}`}>
                    {dayText(r.eta)}
                  </td>
                  <td className="px-3 py-2">
                    <PoStatusBadge status={r.status} overdue={r.overdue} />
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{r.lines}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{r.ordered}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{r.received}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{r.toCome}</td>
                </tr>
              ))}
              {list.rows.length === 0 && (
                <tr>
                  <td colSpan={9} className="px-3 py-6 text-center text-ink/70">
                    No purchase orders here.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {pages > 1 && (
          <nav aria-label="Pages" className="mt-3 flex items-center justify-end gap-2 text-sm">
            {query.page > 1 && (
              <Link reloadDocument to={poListAddress(query, { page: query.page - 1 })} className={SECONDARY_BUTTON}>
                Previous
              </Link>
            )}
            <span>
              Page {query.page} of {pages}
            </span>
            {query.page < pages && (
              <Link reloadDocument to={poListAddress(query, { page: query.page + 1 })} className={SECONDARY_BUTTON}>
                Next
              </Link>
            )}
          </nav>
        )}
      </div>
    </div>
  );
}
