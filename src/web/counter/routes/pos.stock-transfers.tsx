// /pos/stock/transfers: transfers of stock between places and bins (linked from the stock report).
// Its filters are the address (?status=&location=&page=), which is also the list call's: a page
// request gets this page, any other the JSON. Personal: never kept by the page cache.
import { redirect } from 'react-router';
import { transferListRequest } from '../../../contract/transfers.ts';
import { Notices } from '../../common/components/Notices.tsx';
import { TransfersPage } from '../components/transfers/TransfersPage.tsx';
import type { Route } from './+types/pos.stock-transfers';

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  const given = Object.fromEntries(new URL(request.url).searchParams);
  // An address edited by hand falls back to the plain list rather than an error page.
  const parsed = transferListRequest.safeParse(given);
  const query = parsed.success ? parsed.data : transferListRequest.parse({});
  const [list, places] = await Promise.all([
    context.services.transfers.list(staff, query),
    context.services.transfers.places(staff),
  ]);
  return { staff, query, list, places, mayManage: context.services.transfers.maySend(staff) };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Transfers | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

export default function PosStockTransfers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TransfersPage {...loaderData} />
      <Notices />
    </>
  );
}
