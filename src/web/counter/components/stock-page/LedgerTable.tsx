// The stock ledger on the product's stock page: newest first, 20 a page, filtered by SKU and place
// (a plain GET form, so the filter and the pages are addresses staff can share), each row linked to
// its order's detail page or its purchase order.
import { Form, Link } from 'react-router';
import type { StockLedgerRow, StockPageData } from '../../../../contract/stock-page.ts';
import {
  ADJUSTMENT_REASON_LABELS,
  LEDGER_KIND_LABELS,
  STOCK_LEDGER_PAGE_SIZE,
} from '../../../../contract/stock-words.ts';
import { INPUT, LABEL, SECONDARY_BUTTON } from '../checkout/fields.tsx';

const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink/70 uppercase';
const TD_NUM = 'px-3 py-2 text-right tabular-nums';
const WHEN = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

const signed = (n: number) => (n > 0 ? `+${n}` : n === 0 ? '' : String(n));

function addressOf(productId: number, filter: StockPageData['filter'], page: number): string {
  const q = new URLSearchParams();
  if (filter.sku) q.set('sku', filter.sku);
  if (filter.location) q.set('location', filter.location);
  if (page > 1) q.set('page', String(page));
  const text = q.toString();
  return `/pos/catalogue/${productId}/stock${text ? `?${text}` : ''}#ledger`;
}

function RowFor({ row }: { row: StockLedgerRow }) {
  if (row.order_no)
    return (
      <a href={`/pos/order-detail/${encodeURIComponent(row.order_no)}`} className="text-kauri underline">
        Order {row.order_no}
      </a>
    );
  if (row.po_no)
    return (
      <a href={`/pos/purchase-orders/${encodeURIComponent(row.po_no)}`} className="text-kauri underline">
        {row.po_no}
      </a>
    );
  return null;
}

export function LedgerTable({ stock }: { stock: StockPageData }) {
  const { ledger, filter, product } = stock;
  const pages = Math.max(1, Math.ceil(ledger.total / STOCK_LEDGER_PAGE_SIZE));
  return (
    <section id="ledger" aria-labelledby="ledger-heading" className="rounded-xl border border-sand-dark bg-white p-4">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ledger-heading" className="text-lg font-semibold text-timber-dark">
            Stock ledger
          </h2>
          <p className="text-sm text-ink/75" data-testid="ledger-sums">
            {ledger.total} {ledger.total === 1 ? 'change' : 'changes'} · {ledger.onHand} on hand · {ledger.allocated}{' '}
            allocated
          </p>
        </div>
        <Form reloadDocument method="get" className="flex flex-wrap items-end gap-2" data-testid="ledger-filter">
          <label>
            <span className={LABEL}>SKU</span>
            <select name="sku" defaultValue={filter.sku ?? ''} className={INPUT}>
              <option value="">Every SKU</option>
              {stock.variants.map((v) => (
                <option key={v.id} value={v.sku}>
                  {v.sku}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className={LABEL}>Place</span>
            <select name="location" defaultValue={filter.location ?? ''} className={INPUT}>
              <option value="">Every place</option>
              {stock.places.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={SECONDARY_BUTTON}>
            Show
          </button>
        </Form>
      </div>
      <div className="overflow-x-auto rounded-lg border border-sand-dark">
        <table className="w-full min-w-[56rem] text-sm" data-testid="ledger-table">
          <thead className="bg-sand/60">
            <tr>
              <th className={TH}>When</th>
              <th className={TH}>SKU</th>
              <th className={TH}>Place · bin</th>
              <th className={TH}>What</th>
              <th className={`${TH} text-right`}>On hand</th>
              <th className={`${TH} text-right`}>Alloc</th>
              <th className={TH}>Who</th>
              <th className={TH}>For</th>
              <th className={TH}>Note</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand">
            {ledger.rows.length === 0 && (
              <tr>
                <td colSpan={9} className="px-3 py-3 text-ink/70">
                  No changes of stock here yet.
                </td>
              </tr>
            )}
            {ledger.rows.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a page's rows keep their order; the ledger has no public id.
              <tr key={i} data-testid="ledger-row" data-kind={r.kind}>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{WHEN.format(new Date(r.at))}</td>
                <td className="px-3 py-2 font-mono text-xs">{r.sku}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {r.location}
                  {r.bin && <span className="font-mono text-xs text-ink/75"> · {r.bin}</span>}
                </td>
                <td className="px-3 py-2">
                  {LEDGER_KIND_LABELS[r.kind]}
                  {r.reason && <span className="text-ink/75"> · {ADJUSTMENT_REASON_LABELS[r.reason]}</span>}
                </td>
                <td className={`${TD_NUM} font-semibold ${r.on_hand_change < 0 ? 'text-sale' : 'text-kauri'}`}>
                  {signed(r.on_hand_change)}
                </td>
                <td className={TD_NUM}>{signed(r.allocated_change)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{r.staff ?? '–'}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <RowFor row={r} />
                </td>
                <td className="max-w-[16rem] px-3 py-2 break-words text-ink/80">{r.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label="Ledger pages" className="mt-3 flex items-center justify-end gap-2 text-sm">
          {ledger.page > 1 && (
            <Link reloadDocument to={addressOf(product.id, filter, ledger.page - 1)} className={SECONDARY_BUTTON}>
              Newer
            </Link>
          )}
          <span className="px-2 tabular-nums">
            Page {ledger.page} of {pages}
          </span>
          {ledger.page < pages && (
            <Link reloadDocument to={addressOf(product.id, filter, ledger.page + 1)} className={SECONDARY_BUTTON}>
              Older
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
