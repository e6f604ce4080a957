// /pos/catalogue: the catalogue's list (the POS menu's Catalogue). Its state is the address
// (?q=&category=&flag=&active=&noPicture=&sort=&dir=&page=), so a filtered list can be shared and the
// browser's back button walks it. Personal: never kept by the page cache.
import { redirect } from 'react-router';
import { catalogueListRequest } from '../../../contract/catalogue.ts';
import { CatalogueListPage } from '../components/catalogue/CatalogueListPage.tsx';
import type { Route } from './+types/pos.catalogue';

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  const given = Object.fromEntries(new URL(request.url).searchParams);
  // An address edited by hand falls back to the plain list rather than an error page.
  const parsed = catalogueListRequest.safeParse(given);
  const query = parsed.success ? parsed.data : catalogueListRequest.parse({});
  const [list, categories] = await Promise.all([
    context.services.catalogue.list(staff, query),
    context.services.catalogue.categories(staff),
  ]);
  return { staff, query, list, categories, mayChange: staff.role === 'manager' || staff.role === 'admin' };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Catalogue | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

export default function PosCatalogue({ loaderData }: Route.ComponentProps) {
  return <CatalogueListPage {...loaderData} />;
}
