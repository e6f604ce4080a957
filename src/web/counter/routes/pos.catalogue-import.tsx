// /pos/catalogue/import: the catalogue's CSV export and import (docs/catalogue-csv.md). The loader checks
// the staff session; the page uploads to POST /pos/catalogue/import itself. Personal: never cached.
import { redirect } from 'react-router';
import { CatalogueImportPage } from '../components/catalogue-csv/CatalogueImportPage.tsx';
import type { Route } from './+types/pos.catalogue-import';

export async function loader({ context }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  return { staff, mayImport: context.services.catalogueCsv.mayImport(staff) };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Catalogue import | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

export default function PosCatalogueImport({ loaderData }: Route.ComponentProps) {
  return <CatalogueImportPage staff={loaderData.staff} mayImport={loaderData.mayImport} />;
}
