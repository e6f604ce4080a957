// /pos/order-detail/{orderNo}: an order, or with ?type=quote a quote (specs/pos.md "Order or quote
// detail"). The loader checks the staff session and reads the detail once through the orders service
// (server-rendered); a missing one shows 'The order is not exist' with status 404. The page then keeps
// its own state (counter/hooks/useOrderDetail.ts). Personal: never kept by the page cache
// (docs/decisions/0003-page-cache.md).
import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ORDER_NOT_EXIST, type OrderInfoResponse } from '../../../contract/pos-order-detail.ts';
import { Notices } from '../../common/components/Notices.tsx';
import { PopDialogProvider } from '../components/PopDialog.tsx';
import { OrderDetailPage, PosHeader } from '../components/order/OrderDetailPage.tsx';
import type { Route } from './+types/pos.order-detail';

const ORDER_NO = /^[A-Za-z0-9-]{1,40}$/;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  const type = new URL(request.url).searchParams.get('type') === 'quote' ? ('quote' as const) : ('order' as const);
  const orderNo = params.orderNo;
  const missing = () => data({ staff, type, orderNo, info: null }, { status: 404 });
  if (!ORDER_NO.test(orderNo)) return missing();
  try {
    const info: OrderInfoResponse = await context.services.orders.info(orderNo, type);
    return { staff, type, orderNo, info };
  } catch (err) {
    if ((err as { status?: unknown }).status === 404) return missing();
    throw err;
  }
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  const what = data?.type === 'quote' ? 'Quote' : 'Order';
  return [{ title: `${what} #${data?.orderNo ?? ''} | Kauri POS` }, { name: 'robots', content: 'noindex' }];
}

/** The page keeps its own state once loaded; only another order loads it again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href !== nextUrl.href ? defaultShouldRevalidate : false;
}

export default function PosOrderDetailRoute({ loaderData }: Route.ComponentProps) {
  const { staff, type, orderNo, info } = loaderData;
  if (!info)
    return (
      <div className="min-h-dvh bg-paper">
        <PosHeader staff={staff} />
        <main className="mx-auto max-w-7xl px-4 py-10">
          <h1 className="text-2xl font-semibold text-timber-dark" data-testid="order-missing">
            {ORDER_NOT_EXIST}
          </h1>
          <p className="mt-2 text-ink/70">
            No {type} numbered {orderNo}.
          </p>
        </main>
      </div>
    );
  return (
    <PopDialogProvider>
      <OrderDetailPage key={`${type}:${orderNo}`} staff={staff} type={type} initial={info} />
      <Notices />
    </PopDialogProvider>
  );
}
