// /pos/sent-carts: the Sent Cart Log (specs/pos.md "Sent Cart Log screen"). (Issue 12, to build.)
import { redirect } from 'react-router';
import type { Route } from './+types/pos.sent-carts';

export async function loader({ context }: Route.LoaderArgs) {
  if (!(await context.services.staff.staffOfSession(context.sessionId))) throw redirect('/pos/login');
  return {};
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Sent Cart Log | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

export default function PosSentCarts() {
  return <p>Sent Cart Log</p>;
}
