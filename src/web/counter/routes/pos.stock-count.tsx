// /pos/stock/count?location=: a stocktake of one place (docs/stock-csv.md). The page downloads the count
// sheet and uploads the counted file itself (POST /pos/stock/count/{location}). Personal: never cached.
import { redirect } from 'react-router';
import { StockCountPage } from '../components/stocktake/StockCountPage.tsx';
import type { Route } from './+types/pos.stock-count';

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  const places = await context.services.stocktake.places(staff);
  const wanted = (new URL(request.url).searchParams.get('location') ?? '').toUpperCase();
  const place = places.find((p) => p.code === wanted) ?? null;
  return { staff, places, place, mayCount: context.services.stocktake.mayChange(staff) };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Stocktake | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

export default function PosStockCount({ loaderData }: Route.ComponentProps) {
  return <StockCountPage {...loaderData} />;
}
