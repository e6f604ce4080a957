// The printable quote: /quote/{orderNo}/print?t={token} (Print quote, and the link in the quote
// email). The token (services/pos-cart/quote-link.ts) opens that one quote without a sign-in; a
// signed-in staff member needs none. Anything else is not found, so guessing numbers shows nothing.
// Personal: never kept by the page cache (docs/decisions/0003-page-cache.md). On paper only the sheet
// is printed.
import { CreditCard, Printer } from 'lucide-react';
import { data } from 'react-router';
import { nzToday } from '../../../domain/dates.ts';
import { QuoteSheet } from '../components/quote/QuoteSheet.tsx';
import type { Route } from './+types/quote-print';

const ORDER_NO = /^[A-Za-z0-9-]{1,40}$/;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { quotes, staff } = context.services;
  if (!ORDER_NO.test(params.orderNo)) throw data(null, { status: 404 });
  const token = new URL(request.url).searchParams.get('t') ?? '';
  const allowed =
    (token.length > 0 && token.length <= 100 && (await quotes.tokenValid(params.orderNo, token))) ||
    (await staff.staffOfSession(context.sessionId)) !== null;
  if (!allowed) throw data(null, { status: 404 });
  const quote = await quotes.printable(params.orderNo, nzToday(staff.now()));
  if (!quote) throw data(null, { status: 404 });
  // The customer pays from here too, while the quote can be paid.
  return { quote, payUrl: await quotes.payUrl(params.orderNo) };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: d ? `Quote #${d.quote.orderNo} | Kauri Furniture` : 'Quote | Kauri Furniture' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** On paper: the sheet alone, without the shop's header, footer or this page's buttons. */
const PRINT_CSS = `@media print {
  body > :not(main) { display: none !important; }
  body { background: #fff; }
  @page { margin: 14mm; }
}`;

export default function QuotePrint({ loaderData }: Route.ComponentProps) {
  return (
    <div
      className="mx-auto max-w-3xl px-3 pt-4 pb-16 sm:px-6 sm:pt-8 print:max-w-none print:p-0"
      data-testid="quote-print"
    >
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="basis-full text-sm text-ink/70 sm:basis-auto">Your quote from Kauri Furniture</p>
        <div className="flex items-center gap-2">
          {loaderData.payUrl && (
            <a
              href={loaderData.payUrl}
              data-testid="quote-pay-link"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-kauri bg-white px-5 font-semibold text-kauri hover:bg-kauri-light/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
            >
              <CreditCard aria-hidden className="size-5" />
              Pay online
            </a>
          )}
          <button
            type="button"
            onClick={() => window.print()}
            data-testid="quote-print-button"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-kauri px-5 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
          >
            <Printer aria-hidden className="size-5" />
            Print
          </button>
        </div>
      </div>
      <QuoteSheet quote={loaderData.quote} />
    </div>
  );
}
