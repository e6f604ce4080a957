// /pos/purchase-orders: the purchase orders' list (the POS menu's Purchase orders). Its state is the
// address (?status=&q=&page=), so a filtered list can be shared and the back button walks it.
// Personal: never kept by the page cache.
import { redirect } from 'react-router';
import { poListRequest } from '../../../contract/purchase-orders.ts';
import { PoListPage } from '../components/purchase-orders/PoListPage.tsx';
import type { Route } from './+types/pos.purchase-orders';

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  const parsed = poListRequest.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  // An address edited by hand falls back to the open tab rather than an error page.
  const query = parsed.success ? parsed.data : poListRequest.parse({});
  const list = await context.services.purchaseOrders.list(staff, query);
  return { staff, query, list, mayChange: staff.role === 'manager' || staff.role === 'admin' };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Purchase orders | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

export default function PosPurchaseOrders({ loaderData }: Route.ComponentProps) {
  return <PoListPage {...loaderData} />;
}
