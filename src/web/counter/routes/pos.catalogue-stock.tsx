// /pos/catalogue/:id/stock: a product's stock. The loader reads it through the stock page's service,
// with the ledger filtered by ?sku, ?location and paged by ?page; the page adjusts through
// POST /pos/stock/adjust and reloads to show the new figures. Personal: never kept.
import { data, redirect } from 'react-router';
import { StockPage } from '../components/stock-page/StockPage.tsx';
import type { Route } from './+types/pos.catalogue-stock';

const upTo = (text: string | null, max: number) => (text && text.length <= max ? text : null);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 1e9) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const page = Number(query.get('page') ?? '1');
  const stock = await context.services.stockPage.page(staff, {
    productId: id,
    sku: upTo(query.get('sku'), 120),
    location: upTo(query.get('location'), 20),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  });
  if (!stock) throw data(null, { status: 404 });
  return { staff, stock };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: loaded }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: `Stock of ${loaded?.stock.product.name ?? 'a product'} | Catalogue | Kauri POS` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function PosCatalogueStock({ loaderData }: Route.ComponentProps) {
  return <StockPage {...loaderData} />;
}
