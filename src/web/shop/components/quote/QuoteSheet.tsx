// A quote on one sheet, for the customer to read and print (/quote/{orderNo}/print): the shop and
// branch, the quote's number and dates, the customer, the lines with their prices, the totals and the
// GST. Plain markup that prints cleanly; narrow screens drop the "Each" column, paper keeps it.
import { formatNzd } from '../../../../domain/money.ts';
import type { PrintableQuote } from '../../../../contract/quote.ts';
import { Logo } from '../Logo.tsx';
import { SheetTotals } from '../documents/SheetTotals.tsx';
import { SheetItemCell } from '../documents/SheetItemCell.tsx';

const money = (cents: number) => formatNzd(cents);

export function QuoteSheet({ quote }: { quote: PrintableQuote }) {
  const { customer, branch } = quote;
  const name = `${customer.firstname} ${customer.lastname}`.trim();
  // Addresses usually end with their postcode already.
  const address = customer.shippingAddress.trim();
  const zip = customer.shippingZip.trim();
  const delivery = zip && !address.includes(zip) ? `${address} ${zip}`.trim() : address;
  const billing = customer.billingAddress.trim();
  return (
    <article
      className="rounded-xl border border-sand-dark bg-white p-4 text-ink sm:p-8 print:rounded-none print:border-0 print:p-0"
      data-testid="quote-sheet"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-sand pb-4">
        <div>
          <Logo className="h-9 w-auto" />
          <p className="mt-1 font-semibold text-timber-dark">Kauri Furniture</p>
          {branch.name && <p className="text-sm text-ink/75">{branch.name}</p>}
          {branch.address && <p className="text-sm text-ink/75">{branch.address}</p>}
          {branch.phone && <p className="text-sm text-ink/75">{branch.phone}</p>}
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-semibold text-timber-dark">
            Quote <span data-testid="quote-number">#{quote.orderNo}</span>
          </h1>
          <dl className="mt-1 grid grid-cols-[auto_auto] justify-end gap-x-3 text-sm">
            <dt className="text-ink/70">Date</dt>
            <dd>{quote.date}</dd>
            {quote.validUntil && (
              <>
                <dt className="text-ink/70">{quote.expired ? 'Expired' : 'Valid until'}</dt>
                <dd className={quote.expired ? 'font-semibold text-sale' : ''} data-testid="quote-valid-until">
                  {quote.validUntil}
                </dd>
              </>
            )}
          </dl>
        </div>
      </header>

      <section aria-labelledby="quote-customer" className="grid gap-4 border-b border-sand py-4 sm:grid-cols-2">
        <div>
          <h2 id="quote-customer" className="text-xs font-semibold tracking-wider text-timber uppercase">
            Prepared for
          </h2>
          <p className="mt-1 font-semibold" data-testid="quote-customer">
            {name}
          </p>
          {customer.company && <p>{customer.company}</p>}
          {customer.email && <p className="break-all">{customer.email}</p>}
          {customer.mobile && <p>{customer.mobile}</p>}
        </div>
        {(delivery || billing) && (
          <div className="grid gap-2">
            {delivery && (
              <div>
                <h2 className="text-xs font-semibold tracking-wider text-timber uppercase">Delivery address</h2>
                <p className="mt-1">{delivery}</p>
              </div>
            )}
            {billing && billing !== address && (
              <div>
                <h2 className="text-xs font-semibold tracking-wider text-timber uppercase">Billing address</h2>
                <p className="mt-1">{billing}</p>
              </div>
            )}
          </div>
        )}
      </section>

      <table className="mt-4 w-full border-collapse text-sm sm:text-base" data-testid="quote-lines">
        <caption className="sr-only">Items quoted</caption>
        <thead>
          <tr className="border-b border-sand-dark text-left text-xs tracking-wider text-timber uppercase">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Item
            </th>
            <th scope="col" className="px-2 py-2 text-center font-semibold">
              Qty
            </th>
            <th scope="col" className="hidden px-2 py-2 text-right font-semibold sm:table-cell print:table-cell">
              Each
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's list in its order, never reordered here; a SKU may appear on two lines.
            <tr key={`${line.sku}-${i}`} className="border-b border-sand align-top break-inside-avoid">
              <SheetItemCell line={line} />
              <td className="px-2 py-2 text-center tabular-nums">{line.qty}</td>
              <td className="hidden px-2 py-2 text-right whitespace-nowrap tabular-nums sm:table-cell print:table-cell">
                {line.retailCents > line.eachCents && (
                  <s className="mr-1 text-xs text-ink/70">{money(line.retailCents)}</s>
                )}
                {money(line.eachCents)}
              </td>
              <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">{money(line.rowCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <SheetTotals rows={quote.totals} testId="quote" />
      <p className="mt-2 text-right text-sm text-ink/70">Prices in NZD, including GST of {money(quote.taxCents)}.</p>

      <footer className="mt-8 border-t border-sand pt-4 text-sm text-ink/70">
        {quote.preparedBy && <p>Prepared by {quote.preparedBy}, Kauri Furniture.</p>}
        <p>Please quote #{quote.orderNo} when you contact us about this quote.</p>
      </footer>
    </article>
  );
}
