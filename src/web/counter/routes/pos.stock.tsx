// /pos/stock: the stock report (the POS menu's Stock), any staff member. Its state is the address
// (?location=&q=&page=); an address edited by hand falls back to the places alone. Personal: never cached.
import { redirect } from 'react-router';
import { stockReportQuery } from '../../../contract/stocktake.ts';
import { StockReportPage } from '../components/stocktake/StockReportPage.tsx';
import type { Route } from './+types/pos.stock';

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  const parsed = stockReportQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : stockReportQuery.parse({});
  return { staff, query, report: await context.services.stocktake.report(staff, query) };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Stock | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

export default function PosStock({ loaderData }: Route.ComponentProps) {
  return <StockReportPage {...loaderData} />;
}
