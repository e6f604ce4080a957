// The shopper cart page /cart (element id cartpage). It reads the shopper's own cart, so it is never
// kept by the page cache (docs/decisions/0003-page-cache.md): Cache-Control private, no-store.
import { redirect, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router';
import type { CartContentResponse } from '../../../contract/cart.ts';
import { CartPage } from '../components/cart/CartPage.tsx';
import { CONTENT_FAILED } from '../hooks/useCartPage.ts';
import type { Route } from './+types/cart';

export async function loader({ context }: Route.LoaderArgs): Promise<{ content: CartContentResponse | null }> {
  try {
    return { content: await context.services.cart.content(context.sessionId) };
  } catch (err) {
    // A missing cart goes to /404; anything else says so on the page.
    if ((err as { status?: unknown }).status === 404) throw redirect('/404');
    console.error(err);
    return { content: null };
  }
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Your Cart | Kauri Furniture' }, { name: 'robots', content: 'noindex' }];
}

/** The page keeps its own state once loaded; only a new address (a declined payment coming back) reloads it. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.search !== nextUrl.search ? defaultShouldRevalidate : false;
}

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  // The reason rides in the address from the order result page; it is shown as text, and kept short.
  const declined =
    params.get('payment') === 'declined' ? (params.get('reason') || 'Your payment was declined.').slice(0, 200) : null;
  return (
    <div id="cartpage" className="mx-auto max-w-7xl px-3 pt-5 pb-12 sm:px-6 sm:pt-8" data-testid="cart-page">
      <h1 className="mb-5 text-2xl font-semibold text-timber-dark sm:text-3xl">Your Cart</h1>
      {loaderData.content ? (
        <CartPage key={declined ?? ''} initial={loaderData.content} declinedReason={declined} />
      ) : (
        <p role="alert" className="rounded-xl border-l-4 border-sale bg-white p-4 font-medium text-sale">
          {CONTENT_FAILED}
        </p>
      )}
    </div>
  );
}
