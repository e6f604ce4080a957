// /pos/purchase-orders/{poNumber}: one purchase order, its lines, the receive form, edit, close, cancel.
import { data, redirect } from 'react-router';
import { PO_NUMBER } from '../../../contract/purchase-orders.ts';
import { PoDetailPage } from '../components/purchase-orders/PoDetailPage.tsx';
import type { Route } from './+types/pos.purchase-orders-detail';

export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  const poNumber = params.poNumber ?? '';
  if (!PO_NUMBER.test(poNumber)) throw data(null, { status: 404 });
  const po = await context.services.purchaseOrders.get(staff, poNumber).catch(() => null);
  if (!po) throw data(null, { status: 404 });
  return { staff, po };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: loaded }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${loaded?.po.poNumber ?? 'Purchase order'} | Kauri POS` }, { name: 'robots', content: 'noindex' }];
}

export default function PosPurchaseOrder({ loaderData }: Route.ComponentProps) {
  return <PoDetailPage {...loaderData} />;
}
