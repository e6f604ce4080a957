// The POS checkout page: /pos/checkout (the salesperson's open cart) and /pos/quote-edit/:orderNo (a
// quote, same page in edit mode). The loader checks the staff session and reads the cart once on the
// server; the page then keeps its own state and talks to the JSON API (counter/hooks/usePosCheckout.ts).
// Personal: never kept by the page cache (docs/decisions/0003-page-cache.md).
import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { PosCartResponse } from '../../../contract/pos-cart.ts';
import { Notices } from '../../common/components/Notices.tsx';
import { PopDialogProvider } from '../components/PopDialog.tsx';
import { PosCheckoutPage } from '../components/checkout/PosCheckoutPage.tsx';
import type { Route } from './+types/pos.checkout';

const ORDER_NO = /^[A-Za-z0-9-]{1,40}$/;

export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  const orderNo = 'orderNo' in params && params.orderNo ? params.orderNo : null;
  if (orderNo !== null && !ORDER_NO.test(orderNo)) throw redirect('/404');
  try {
    // The service's answer is the contract's PosCartResponse (its literal types are wider as inferred).
    const data = (await context.services.posCart.get(staff, orderNo)) as PosCartResponse;
    return { staff, orderNo, data };
  } catch (err) {
    // A missing cart or quote goes to /404.
    if ((err as { status?: unknown }).status === 404) throw redirect('/404');
    throw err;
  }
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  const title = data?.orderNo ? `Edit Quote #${data.orderNo}` : 'POS Checkout';
  return [{ title: `${title} | Kauri POS` }, { name: 'robots', content: 'noindex' }];
}

/** The page keeps its own state once loaded; only another quote (or the open cart) loads it again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

export default function PosCheckoutRoute({ loaderData }: Route.ComponentProps) {
  const { staff, orderNo, data } = loaderData;
  return (
    <PopDialogProvider>
      <PosCheckoutPage key={orderNo ?? 'open-cart'} staff={staff} orderNo={orderNo} initial={data} />
      <Notices />
    </PopDialogProvider>
  );
}
