// Where the shopper lands back from the payment page: /checkout/result/:orderNo. Paid: the thank-you
// page with the order and the analytics purchase (once per order). Declined (or the hold expired):
// back to the cart, where the items are again, with the reason. Still waiting for the provider's
// word: a short wait, asking again every 2 s a few times. Only the session that ordered may see it.
import { CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { data, Link, redirect, useRevalidator } from 'react-router';
import { formatNzd } from '../../../domain/money.ts';
import { pushPurchaseOnce } from '../../common/lib/analytics.ts';
import { setCartCount } from '../lib/cart.ts';
import { cents, money } from '../../common/lib/format.ts';
import type { Route } from './+types/checkout-result';

const ORDER_NO = /^[A-Za-z0-9-]{1,40}$/;
export const RECHECK_MS = 2000;
export const RECHECKS = 8;

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!ORDER_NO.test(params.orderNo)) throw data(null, { status: 404 });
  const result = await context.services.checkout.orderResult(params.orderNo, {
    sessionId: context.sessionId,
    userId: null,
  });
  if (!result) throw data(null, { status: 404 });
  if (!result.paid && !result.pending) {
    const reason = result.reason || 'Your payment was declined.';
    throw redirect(`/cart?payment=declined&reason=${encodeURIComponent(reason)}`);
  }
  return { result };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  const title = d?.result.paid ? 'Thank you for your order' : 'Confirming your payment';
  return [{ title: `${title} | Kauri Furniture` }, { name: 'robots', content: 'noindex' }];
}

export default function CheckoutResult({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-3 pt-6 pb-16 sm:px-6 sm:pt-10" data-testid="order-result">
      {result.paid ? <ThankYou result={result} /> : <Confirming />}
    </div>
  );
}

type Result = Route.ComponentProps['loaderData']['result'];

function Confirming() {
  const revalidator = useRevalidator();
  // The revalidator changes identity as it runs; the count of asks drives the next one.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked >= RECHECKS) return;
    const timer = setTimeout(() => {
      setAsked((n) => n + 1);
      void revalidate.current();
    }, RECHECK_MS);
    return () => clearTimeout(timer);
  }, [asked]);
  const gaveUp = asked >= RECHECKS && revalidator.state === 'idle';
  return (
    <section
      className="flex flex-col items-center gap-4 rounded-2xl border border-sand bg-white px-6 py-14 text-center"
      data-testid="order-pending"
      aria-live="polite"
    >
      {gaveUp ? (
        <Clock aria-hidden="true" className="size-10 text-timber" />
      ) : (
        <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-kauri" />
      )}
      <h1 className="text-2xl font-semibold text-timber-dark">We&apos;re confirming your payment…</h1>
      {gaveUp ? (
        <>
          <p className="max-w-md text-ink/75">
            This is taking longer than usual. We’ll email you as soon as your payment is confirmed.
          </p>
          <button
            type="button"
            onClick={() => setAsked(0)}
            className="min-h-11 rounded-lg border border-kauri px-5 font-semibold text-kauri hover:bg-kauri hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
          >
            Check again
          </button>
        </>
      ) : (
        <p className="max-w-md text-ink/75">This usually takes a few seconds. Please keep this page open.</p>
      )}
    </section>
  );
}

function ThankYou({ result }: { result: Result }) {
  const { order } = result;
  useEffect(() => {
    // The paid cart became the order; the shopper's cart is empty now.
    setCartCount(0);
    if (result.purchaseEvent)
      pushPurchaseOnce(order.order_no, result.purchaseEvent as unknown as Record<string, unknown>);
  }, [order.order_no, result.purchaseEvent]);
  const lines = order.items.filter((i) => i.group_code === -1);
  const discount = cents(order.total_discount);
  return (
    <>
      <section className="flex flex-col items-center gap-3 text-center" data-testid="thank-you">
        <CircleCheck aria-hidden="true" className="size-12 text-kauri" />
        <h1 className="text-2xl font-semibold text-timber-dark sm:text-3xl">Thank you, {order.firstname}!</h1>
        <p className="text-lg text-ink/80">
          Your order <strong data-testid="order-no">{order.order_no}</strong> is confirmed.
        </p>
        <p className="max-w-lg text-ink/70">
          We’ll be in touch at <span className="font-medium text-ink">{order.email}</span> about delivery or collection.
        </p>
      </section>

      <section
        aria-labelledby="order-summary-title"
        className="mt-8 rounded-2xl border border-sand bg-white p-4 shadow-sm sm:p-6"
        data-testid="order-summary-result"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="order-summary-title" className="text-lg font-semibold text-timber-dark">
            Order {order.order_no}
          </h2>
          <p className="text-sm text-ink/70">{order.nztime}</p>
        </div>
        <ul className="mt-3 divide-y divide-sand border-y border-sand">
          {lines.map((item) => (
            <li
              key={`${item.sku}-${item.name}`}
              className="flex items-baseline justify-between gap-4 py-3"
              data-testid="order-line"
            >
              <span className="min-w-0">
                <span className="font-medium text-ink">{item.name}</span>
                <span className="block text-sm text-ink/70">
                  {item.qty_ordered} × {money(item.each_price_inc)}
                </span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums">
                {formatNzd(cents(item.each_price_inc) * item.qty_ordered)}
              </span>
            </li>
          ))}
        </ul>
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 [&>dd]:pl-4">
          <dt className="text-ink/75">Subtotal</dt>
          <dd className="text-right tabular-nums">{money(order.subtotal_inc)}</dd>
          <dt className="text-ink/75">Shipping</dt>
          <dd className="text-right tabular-nums">
            {cents(order.shipping_cost) > 0 ? money(order.shipping_cost) : 'Free'}
          </dd>
          {cents(order.assembly_cost) > 0 && (
            <>
              <dt className="text-ink/75">Assembly</dt>
              <dd className="text-right tabular-nums">{money(order.assembly_cost)}</dd>
            </>
          )}
          {cents(order.rubbish_cost) > 0 && (
            <>
              <dt className="text-ink/75">Rubbish removal</dt>
              <dd className="text-right tabular-nums">{money(order.rubbish_cost)}</dd>
            </>
          )}
          {discount > 0 && (
            <>
              <dt className="text-ink/75">Discount</dt>
              <dd className="text-right text-kauri tabular-nums">−{money(order.total_discount)}</dd>
            </>
          )}
          <dt className="mt-1 border-t border-sand pt-3 text-lg font-semibold">Total paid</dt>
          <dd
            className="mt-1 border-t border-sand pt-3 text-right text-lg font-bold tabular-nums"
            data-testid="order-total"
          >
            {money(order.grandtotal)}
          </dd>
          <dt className="text-sm text-ink/70">Includes GST of</dt>
          <dd className="text-right text-sm text-ink/70 tabular-nums">{money(order.total_tax)}</dd>
        </dl>
        {order.shipping_address && (
          <p className="mt-4 text-sm text-ink/75">
            <span className="font-semibold text-ink">Delivery address:</span> {order.shipping_address}
          </p>
        )}
      </section>
      <div className="mt-8 flex justify-center">
        <Link
          to="/"
          className="inline-flex min-h-12 items-center rounded-lg bg-kauri px-6 font-semibold tracking-wide text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
        >
          CONTINUE SHOPPING
        </Link>
      </div>
    </>
  );
}
