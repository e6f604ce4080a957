// /pos/purchase-orders/new: raising a purchase order (managers; others go back to the list).
import { redirect } from 'react-router';
import { PoNewPage } from '../components/purchase-orders/PoNewPage.tsx';
import type { Route } from './+types/pos.purchase-orders-new';

export async function loader({ context }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  if (staff.role !== 'manager' && staff.role !== 'admin') throw redirect('/pos/purchase-orders');
  return { staff, places: await context.services.purchaseOrders.places(staff) };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'New purchase order | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

export default function PosPurchaseOrderNew({ loaderData }: Route.ComponentProps) {
  return <PoNewPage {...loaderData} />;
}
