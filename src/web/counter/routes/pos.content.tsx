// /pos/content: the content editor (the POS menu's Content). The loader checks the staff
// session and reads every page and post through the content service; the page then edits through the
// /pos/content calls. Personal: never kept by the page cache.
import { redirect } from 'react-router';
import { ContentEditorPage } from '../components/content/ContentEditorPage.tsx';
import type { Route } from './+types/pos.content';

export async function loader({ context }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  return { staff, first: await context.services.content.list(staff) };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Content | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

/** The page keeps its own state once loaded. */
export function shouldRevalidate() {
  return false;
}

export default function PosContent({ loaderData }: Route.ComponentProps) {
  return <ContentEditorPage staff={loaderData.staff} first={loaderData.first} />;
}
