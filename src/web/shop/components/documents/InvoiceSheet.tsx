// The tax invoice or the pro-forma on one sheet (/order/{orderNo}/invoice and /pro-forma): the same
// model as its PDF (services/documents/models.ts), so the page and the file say the same things: the
// supplier and GST number, the words "Tax invoice", the date, the buyer, the lines, the total with GST,
// the GST, and on the invoice the payments received and the balance due.
import type { InvoiceDocument } from '../../../../contract/documents.ts';
import { formatNzd } from '../../../../domain/money.ts';
import { SheetTotals } from './SheetTotals.tsx';
import { SheetItemCell } from './SheetItemCell.tsx';

const money = (cents: number) => formatNzd(cents);

export function InvoiceSheet({ doc }: { doc: InvoiceDocument }) {
  const { supplier, buyer } = doc;
  return (
    <article
      className="rounded-xl border border-sand-dark bg-white p-4 text-ink sm:p-8 print:rounded-none print:border-0 print:p-0"
      data-testid="invoice-sheet"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-sand pb-4">
        <div>
          <p className="text-lg font-semibold text-timber-dark">{supplier.legalName}</p>
          <p className="text-sm text-ink/75" data-testid="invoice-gst-number">
            GST number {supplier.gstNumber}
          </p>
          {supplier.branch.name && <p className="text-sm text-ink/75">{supplier.branch.name}</p>}
          {supplier.branch.address && <p className="text-sm text-ink/75">{supplier.branch.address}</p>}
          {supplier.branch.phone && <p className="text-sm text-ink/75">{supplier.branch.phone}</p>}
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-semibold text-timber-dark" data-testid="invoice-title">
            {doc.title}
          </h1>
          <dl className="mt-1 grid grid-cols-[auto_auto] justify-end gap-x-3 text-sm">
            <dt className="text-ink/70">{doc.kind === 'invoice' ? 'Invoice number' : 'Order number'}</dt>
            <dd className="font-semibold" data-testid="invoice-number">
              {doc.orderNo}
            </dd>
            <dt className="text-ink/70">Date</dt>
            <dd className="font-semibold">{doc.date}</dd>
          </dl>
        </div>
      </header>

      {buyer && (
        <section aria-labelledby="invoice-buyer" className="border-b border-sand py-4" data-testid="invoice-buyer">
          <h2 id="invoice-buyer" className="text-xs font-semibold tracking-wider text-timber uppercase">
            Bill to
          </h2>
          {[buyer.name, buyer.company, buyer.address, buyer.email, buyer.mobile].filter(Boolean).map((line) => (
            <p key={line} className="break-words first:mt-1 first:font-semibold">
              {line}
            </p>
          ))}
        </section>
      )}

      <table className="mt-4 w-full border-collapse text-sm sm:text-base" data-testid="invoice-lines">
        <caption className="sr-only">Items</caption>
        <thead>
          <tr className="border-b border-sand-dark text-left text-xs tracking-wider text-timber uppercase">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Description
            </th>
            <th scope="col" className="px-2 py-2 text-center font-semibold">
              Qty
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              Unit price
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's list in its order; a SKU may appear on two lines.
            <tr key={`${line.sku}-${i}`} className="border-b border-sand align-top break-inside-avoid">
              <SheetItemCell line={line} lead="includes" />
              <td className="px-2 py-2 text-center tabular-nums">{line.qty}</td>
              <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">{money(line.eachCents)}</td>
              <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">{money(line.rowCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <SheetTotals
        rows={doc.totals}
        totalLabel="Total (GST included)"
        after={doc.after}
        testId="invoice"
        width="max-w-sm"
      />
      {doc.notice && (
        <p className="mt-6 font-semibold text-timber-dark" data-testid="invoice-notice">
          {doc.notice}
        </p>
      )}
    </article>
  );
}
