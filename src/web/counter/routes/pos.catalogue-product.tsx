// /pos/catalogue/new and /pos/catalogue/:id: one product in the editor. The loader reads the product,
// its history and the category tree through the catalogue service; the page saves through the
// /pos/catalogue calls. Staff who are not managers see it read-only. Personal: never kept.
import { data, redirect } from 'react-router';
import { ProductEditorPage } from '../components/catalogue/ProductEditorPage.tsx';
import type { Route } from './+types/pos.catalogue-product';

export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  const categories = await context.services.catalogue.categories(staff);
  const mayChange = staff.role === 'manager' || staff.role === 'admin';
  const id = params.id === undefined ? null : Number(params.id);
  if (id === null) return { staff, categories, mayChange, product: null, history: null };
  if (!Number.isInteger(id) || id < 1 || id > 1e9) throw data(null, { status: 404 });
  const product = await context.services.catalogue.get(staff, id).catch(() => null);
  if (!product) throw data(null, { status: 404 });
  const history = await context.services.catalogue.history(staff, id, 1);
  return { staff, categories, mayChange, product, history };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: loaded }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaded?.product?.name ?? 'New product';
  return [{ title: `${name} | Catalogue | Kauri POS` }, { name: 'robots', content: 'noindex' }];
}

/** The editor keeps its own state once loaded. */
export function shouldRevalidate() {
  return false;
}

export default function PosCatalogueProduct({ loaderData }: Route.ComponentProps) {
  return <ProductEditorPage key={loaderData.product?.id ?? 'new'} {...loaderData} />;
}
