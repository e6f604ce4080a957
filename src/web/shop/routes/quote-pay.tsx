// Paying a quote online: /quote/{orderNo}/pay?t={token}, the "Pay online" link in the quote email and
// on the printed quote. The token (kind 'pay', services/pos-cart/quote-link.ts) opens this one quote's
// page without a sign-in; anything else is not found. The quote as its sheet (QuoteSheet), then the
// form (QuotePayForm) while it can be paid, or what stands in its way: expired, already paid, being
// paid, no longer payable. The payment page sends the payer back here, so this page also says the
// outcome. Personal: never kept by the page cache, not indexed.
import { CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import { data } from 'react-router';
import { nzToday } from '../../../domain/dates.ts';
import { QuotePayForm } from '../components/quote/QuotePayForm.tsx';
import { QuoteSheet } from '../components/quote/QuoteSheet.tsx';
import type { Route } from './+types/quote-pay';

const ORDER_NO = /^[A-Za-z0-9-]{1,40}$/;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!ORDER_NO.test(params.orderNo)) throw data(null, { status: 404 });
  const t = new URL(request.url).searchParams.get('t') ?? '';
  const page = await context.services.quotePay.page(params.orderNo, t, nzToday(context.services.staff.now()));
  if (!page) throw data(null, { status: 404 });
  return { page, t };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: d ? `Pay quote #${d.page.quote.orderNo} | Kauri Furniture` : 'Pay a quote | Kauri Furniture' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function QuotePay({ loaderData }: Route.ComponentProps) {
  const { page, t } = loaderData;
  const paid = page.state === 'paid';
  const Icon = paid ? CircleCheck : page.state === 'paying' ? Clock : TriangleAlert;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-3 pt-4 pb-16 sm:px-6 sm:pt-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="order-2 lg:order-1">
        <QuoteSheet quote={page.quote} />
      </div>
      <section className="order-1 lg:sticky lg:top-24 lg:order-2" aria-labelledby="quote-pay-title">
        {page.state === 'payable' ? (
          <QuotePayForm
            orderNo={page.quote.orderNo}
            t={t}
            methods={page.methods}
            grandTotal={page.grandTotal}
            declined={page.declined}
          />
        ) : (
          <div
            className={`flex items-start gap-3 rounded-2xl border-l-4 bg-white p-5 shadow-sm ${paid ? 'border-kauri' : 'border-sale'}`}
            data-testid="quote-pay-state"
            data-state={page.state}
            role={paid ? 'status' : 'alert'}
          >
            <Icon aria-hidden="true" className={`mt-0.5 size-6 shrink-0 ${paid ? 'text-kauri' : 'text-sale'}`} />
            <div>
              <h2 id="quote-pay-title" className="text-lg font-semibold text-timber-dark">
                {paid ? 'Thank you!' : page.message}
              </h2>
              {paid && (
                <p className="mt-1 text-ink" data-testid="quote-pay-thanks">
                  Your payment has been received and your order #{page.quote.orderNo} is confirmed. We will be in touch
                  about delivery or collection.
                </p>
              )}
              {page.state === 'paying' && (
                <p className="mt-1 text-ink/80">Refresh this page in a moment to see the outcome.</p>
              )}
              {(page.state === 'expired' || page.state === 'closed') && (
                <p className="mt-1 text-ink/80">
                  Call the store that prepared it{page.quote.branch.phone ? ` on ${page.quote.branch.phone}` : ''} and
                  we will gladly help.
                </p>
              )}
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
