// One SKU's stock on the product's stock page: per physical place the figures the POS allocation modal
// shows (Free, Clr, Alloc, Nons, Onhand, the same columns), the bins holding units there, and the open
// purchase orders bringing more (each linked to its page).
import type { VariantStock } from '../../../../contract/stock-page.ts';

const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink/70 uppercase';
const TH_NUM = `${TH} text-right`;
const TD_NUM = 'px-3 py-2 text-right tabular-nums';
const nzDate = (iso: string) => iso.split('-').reverse().join('/');

export function VariantStockTables({ variant }: { variant: VariantStock }) {
  // Places holding nothing of it are named in one line under the table, not a row of zeros each.
  const held = variant.places.filter((p) => p.on_hand > 0 || p.bins.length > 0);
  const empty = variant.places.filter((p) => !held.includes(p));
  const total = variant.places.reduce((n, p) => n + p.on_hand, 0);
  return (
    <section
      aria-labelledby={`stock-${variant.id}`}
      className="rounded-xl border border-sand-dark bg-white p-4"
      data-testid="variant-stock"
      data-sku={variant.sku}
    >
      <h2 id={`stock-${variant.id}`} className="mb-2 flex flex-wrap items-baseline gap-x-3 text-lg font-semibold">
        <span className="font-mono text-base text-timber-dark">{variant.sku}</span>
        {variant.label && <span className="text-base font-normal text-ink/80">{variant.label}</span>}
        <span className="ml-auto text-sm font-normal text-ink/70">{total} on hand in all</span>
      </h2>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="overflow-x-auto rounded-lg border border-sand-dark">
          <table className="w-full min-w-[34rem] text-sm" data-testid="stock-figures">
            <thead className="bg-sand/60">
              <tr>
                <th className={TH}>Location</th>
                <th className={TH_NUM}>Free</th>
                <th className={TH_NUM}>Clr</th>
                <th className={TH_NUM}>Alloc</th>
                <th className={TH_NUM}>Nons</th>
                <th className={TH_NUM}>Onhand</th>
                <th className={TH}>Bins</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand">
              {held.map((p) => (
                <tr key={p.code} data-code={p.code}>
                  <td className="px-3 py-2 font-medium">{p.name}</td>
                  <td className={`${TD_NUM} font-semibold ${p.free > 0 ? 'text-kauri' : ''}`}>{p.free}</td>
                  <td className={TD_NUM}>{p.clr}</td>
                  <td className={TD_NUM}>{p.alloc}</td>
                  <td className={TD_NUM}>{p.nons}</td>
                  <td className={TD_NUM}>{p.on_hand}</td>
                  <td className="px-3 py-2 text-xs">
                    {p.bins.length === 0
                      ? '–'
                      : p.bins.map((b) => (
                          <span
                            key={b.code}
                            className="mr-1 mb-0.5 inline-block rounded bg-sand px-1.5 py-0.5 font-mono whitespace-nowrap"
                          >
                            {b.code} · {b.qty}
                          </span>
                        ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {held.length === 0 && <p className="px-3 py-2 text-sm text-ink/70">No units on hand anywhere.</p>}
          {held.length > 0 && empty.length > 0 && (
            <p className="border-t border-sand px-3 py-2 text-xs text-ink/70" data-testid="stock-none-at">
              None at {empty.map((p) => p.name).join(', ')}.
            </p>
          )}
        </div>
        <div className="overflow-x-auto rounded-lg border border-sand-dark">
          <table className="w-full min-w-[22rem] text-sm" data-testid="stock-on-order">
            <caption className="bg-sand/60 px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink/70 uppercase">
              On order
            </caption>
            <thead>
              <tr className="border-b border-sand">
                <th className={TH}>Purchase order</th>
                <th className={TH}>ETA</th>
                <th className={TH_NUM}>To come</th>
                <th className={TH_NUM}>Allocated</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand">
              {variant.onOrder.length === 0 && (
                <tr>
                  <td colSpan={4} className="px-3 py-2 text-ink/70">
                    Nothing on order.
                  </td>
                </tr>
              )}
              {variant.onOrder.map((line) => (
                <tr key={line.poNumber}>
                  <td className="px-3 py-2">
                    <a
                      href={`/pos/purchase-orders/${encodeURIComponent(line.poNumber)}`}
                      className="font-medium text-kauri underline-offset-2 hover:underline"
                    >
                      {line.poNumber}
                    </a>
                    <span className="ml-1 text-xs text-ink/70">to {line.location}</span>
                  </td>
                  <td className="px-3 py-2 tabular-nums">{nzDate(line.eta)}</td>
                  <td className={TD_NUM}>{line.toCome}</td>
                  <td className={TD_NUM}>{line.allocated}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
