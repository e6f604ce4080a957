// The order and quote lists: /pos/orders (Recent Orders), /pos/quotes (Active Quote) and the customer
// tab's /pos/quote?s={email} (that customer's quotes); ?type= picks another of the five lists. The
// loader checks the staff session and reads the first page through the orders service; the page then
// asks POST /pos/order-list itself (counter/hooks/useOrderList.ts). Personal: never kept by the page cache
// (docs/decisions/0003-page-cache.md).
import { redirect } from 'react-router';
import type { OrderListResponse } from '../../../contract/pos-order-list.ts';
import { Notices } from '../../common/components/Notices.tsx';
import { PopDialogProvider } from '../components/PopDialog.tsx';
import { OrderListPage } from '../components/orders/OrderListPage.tsx';
import { LIST_NAMES, queryOf } from '../hooks/useOrderListQuery.ts';
import type { Route } from './+types/pos.orders';

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  const url = new URL(request.url);
  const query = queryOf(url.pathname, url.searchParams);
  const [first, staffs] = await Promise.all([
    context.services.orders.list(staff, { ...query, staff: query.staff }) as Promise<OrderListResponse>,
    context.services.staff.listStaff(),
  ]);
  return { staff, staffs, query, first };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  const title = data ? LIST_NAMES[data.query.type] : 'Orders';
  return [{ title: `${title} | Kauri POS` }, { name: 'robots', content: 'noindex' }];
}

/** The page keeps its own state once loaded. */
export function shouldRevalidate() {
  return false;
}

export default function PosOrdersRoute({ loaderData }: Route.ComponentProps) {
  const { staff, staffs, query, first } = loaderData;
  return (
    <PopDialogProvider>
      <OrderListPage staff={staff} staffs={staffs} query={query} first={first} />
      <Notices />
    </PopDialogProvider>
  );
}
