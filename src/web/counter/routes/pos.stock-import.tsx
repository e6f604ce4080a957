// /pos/stock/import: a shop's first load of stock from a CSV file (docs/stock-csv.md). The page uploads to
// POST /pos/stock/import itself. Personal: never cached.
import { redirect } from 'react-router';
import { StockImportPage } from '../components/stocktake/StockImportPage.tsx';
import type { Route } from './+types/pos.stock-import';

export async function loader({ context }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  return { staff, mayImport: context.services.stocktake.mayChange(staff) };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Stock import | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

export default function PosStockImport({ loaderData }: Route.ComponentProps) {
  return <StockImportPage {...loaderData} />;
}
