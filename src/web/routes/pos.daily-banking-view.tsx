// (Issue 13, to build: end-of-day banking.)
import { redirect } from 'react-router';
import type { Route } from './+types/pos.daily-banking-view';

export async function loader({ context }: Route.LoaderArgs) {
  if (!(await context.services.staff.staffOfSession(context.sessionId))) throw redirect('/pos/login');
  return {};
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function Page() {
  return <p>Daily banking</p>;
}
