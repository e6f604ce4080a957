// The coupon list's table (specs/pos.md "Coupon List screen"): sortable Time, Code and Description
// headers (aria-sort), what each coupon takes off, its status, use count against its limit, customer
// and expiry; per row Email (only with a customer), History, and Enable/Disable. Email and
// Enable/Disable show only to managers and admins (plain staff read the list).
import { ArrowDown, ArrowUp, ArrowUpDown, History, Mail, Power } from 'lucide-react';
import { shortDayText, shortNzDateTime } from '../../../../domain/dates.ts';
import type { CouponRow } from '../../../../contract/pos-coupons.ts';
import type { CouponList, CouponSort } from '../../hooks/useCouponList.ts';
import { minText, usesText, valueText } from './couponText.ts';

const CELL = 'px-2 py-2 align-top';
const ACTION =
  'inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-lg px-1.5 text-sm font-semibold text-kauri hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-50';
/** Columns a tablet shows inside another cell (below lg), and the minimum total (below xl). */
const WIDE = 'hidden lg:table-cell';
/** The status word's badge: on, off, or past its expiry (usable by nobody, whatever the switch says). */
const STATUS_LOOK: Record<CouponRow['status_word'], string> = {
  Enabled: 'bg-kauri/15 text-kauri-dark',
  Disabled: 'bg-sand text-ink/70',
  Expired: 'bg-sale/10 text-sale',
};

function SortHeader({ label, sort, list }: { label: string; sort: CouponSort; list: CouponList }) {
  const active = list.query.sort === sort;
  const dir = list.query.direction;
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-2 py-1 whitespace-nowrap"
    >
      <button
        type="button"
        onClick={() => list.sortBy(sort)}
        data-testid={`coupon-sort-${sort}`}
        className="inline-flex min-h-11 items-center gap-1 rounded font-semibold hover:text-kauri focus-visible:outline-2 focus-visible:outline-kauri"
      >
        {label}
        <Icon aria-hidden className={`size-4 ${active ? 'text-kauri' : 'text-ink/40'}`} />
      </button>
    </th>
  );
}

const Plain = ({ children, className = '' }: { children: string; className?: string }) => (
  <th scope="col" className={`px-2 py-1 font-semibold whitespace-nowrap ${className}`}>
    {children}
  </th>
);

export function CouponTable({
  list,
  mayChange,
  onHistory,
}: {
  list: CouponList;
  mayChange: boolean;
  onHistory(c: CouponRow): void;
}) {
  const rows = list.answer.coupons;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" data-testid="coupon-list" aria-busy={list.busy}>
        <thead className="border-b-2 border-sand-dark text-timber-dark">
          <tr>
            <SortHeader label="Time" sort="time" list={list} />
            <SortHeader label="Code" sort="code" list={list} />
            <SortHeader label="Description" sort="description" list={list} />
            <Plain className="text-right">Value</Plain>
            <Plain className="hidden text-right xl:table-cell">Min. total</Plain>
            <Plain>Status</Plain>
            <Plain className={WIDE}>Used</Plain>
            <Plain className={WIDE}>Customer</Plain>
            <Plain className={WIDE}>Expiry</Plain>
            <Plain>Actions</Plain>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={10} className="px-2 py-8 text-center text-ink/70" data-testid="coupon-list-empty">
                No result(s)
              </td>
            </tr>
          ) : (
            rows.map((c) => (
              <tr key={c.id} className="border-b border-sand last:border-b-0" data-testid={`coupon-row-${c.code}`}>
                <td className={`${CELL} whitespace-nowrap tabular-nums`}>
                  {shortNzDateTime(c.created_at).replace(/, .*/, '')}
                  <span className="block text-ink/70">{shortNzDateTime(c.created_at).replace(/.*, /, '')}</span>
                </td>
                <td className={`${CELL} font-mono font-semibold text-timber-dark`}>{c.code}</td>
                <td className={`${CELL} min-w-36`}>
                  {c.name}
                  <span className="block text-xs text-ink/70 lg:hidden">
                    {c.customer ? `For ${c.customer.replace(/ <.*>$/, '')}` : 'Anyone'}
                    {c.expiry ? ` · until ${shortDayText(c.expiry)}` : ''}
                  </span>
                </td>
                <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                  {valueText(c)}
                  {minText(c) !== '—' && <span className="block text-xs text-ink/70 xl:hidden">min. {minText(c)}</span>}
                </td>
                <td className={`${CELL} hidden text-right whitespace-nowrap tabular-nums xl:table-cell`}>
                  {minText(c)}
                </td>
                <td className={CELL}>
                  <span
                    data-testid="coupon-status"
                    className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_LOOK[c.status_word]}`}
                  >
                    {c.status_word}
                  </span>
                  <span className="mt-1 block text-xs whitespace-nowrap text-ink/70 lg:hidden">Used {usesText(c)}</span>
                </td>
                <td className={`${CELL} ${WIDE} whitespace-nowrap tabular-nums`} data-testid="coupon-uses">
                  {usesText(c)}
                </td>
                <td className={`${CELL} ${WIDE} max-w-40 break-words`}>
                  {c.customer ? (
                    <span title={c.customer_email}>{c.customer.replace(/ <.*>$/, '')}</span>
                  ) : (
                    <span className="text-ink/70">Anyone</span>
                  )}
                </td>
                <td className={`${CELL} ${WIDE} whitespace-nowrap`}>{c.expiry ? shortDayText(c.expiry) : '—'}</td>
                <td className={`${CELL} py-0`}>
                  <div className="flex flex-col items-start lg:flex-row lg:flex-nowrap">
                    {mayChange && c.customer_email && (
                      <button
                        type="button"
                        className={ACTION}
                        disabled={list.working === c.id}
                        onClick={() => void list.email(c)}
                        aria-label={`Email ${c.code} to ${c.customer_email}`}
                      >
                        <Mail aria-hidden className="size-4" />
                        Email
                      </button>
                    )}
                    <button
                      type="button"
                      className={ACTION}
                      onClick={() => onHistory(c)}
                      aria-label={`History of ${c.code}`}
                    >
                      <History aria-hidden className="size-4" />
                      History
                    </button>
                    {mayChange && (
                      <button
                        type="button"
                        className={ACTION}
                        disabled={list.working === c.id}
                        onClick={() => void list.toggle(c)}
                        aria-label={`${c.status ? 'Disable' : 'Enable'} ${c.code}`}
                      >
                        <Power aria-hidden className="size-4" />
                        {c.status ? 'Disable' : 'Enable'}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
