// /pos/sent-carts: the Sent Cart Log (specs/pos.md "Sent Cart Log screen"): the carts salespeople
// emailed to customers, newest first, 20 a page (?page=N), with the order that credited the sale
// linked. It opens on the signed-in person's own carts (the spec's onlyMe); a manager or an admin may
// widen it to everyone's with ?everyone=1, a salesperson never (services/activity/sent-carts.ts
// decides). Plain links, so it works without JavaScript. Personal: never kept by the page cache (docs/decisions/0003-page-cache.md).
import { ChevronLeft, ChevronRight, Mail } from 'lucide-react';
import { redirect } from 'react-router';
import { shortNzDateTime } from '../../../domain/dates.ts';
import { SENT_CART_PAGE } from '../../../contract/pos-activity.ts';
import { PosHeader } from '../components/order/OrderDetailPage.tsx';
import { pageLinks } from '../hooks/useOrderListQuery.ts';
import type { Route } from './+types/pos.sent-carts';

/** The spec's note on crediting (specs/pos.md, ATTRIBUTION_DAYS in services/pos-cart/send-cart.ts). */
const CREDIT_NOTE =
  'Carts purchased by the customer within 60 days of sending are attributed to the staff member who sent them.';

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  const params = new URL(request.url).searchParams;
  const page = /^\d{1,6}$/.test(params.get('page') ?? '') ? Math.max(1, Number(params.get('page'))) : 1;
  const manager = staff.role === 'manager' || staff.role === 'admin';
  const mine = !manager || params.get('everyone') !== '1';
  const log = await context.services.activity.sentCarts(staff, { page, onlyMe: mine });
  return { staff, page, manager, mine, log };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Sent Cart Log | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-kauri';
const OFF = 'pointer-events-none opacity-50';

function addressOf(page: number, mine: boolean, manager: boolean): string {
  const q = new URLSearchParams();
  if (page > 1) q.set('page', String(page));
  if (manager && !mine) q.set('everyone', '1');
  const text = q.toString();
  return `/pos/sent-carts${text ? `?${text}` : ''}`;
}

export default function PosSentCarts({ loaderData }: Route.ComponentProps) {
  const { staff, page, manager, mine, log } = loaderData;
  const last = Math.max(1, Math.ceil(log.total / SENT_CART_PAGE));
  const to = (n: number) => addressOf(n, mine, manager);
  const staffName = (id: number | null) => (id === null ? '' : (log.logStaffs[String(id)]?.name ?? `Staff #${id}`));
  return (
    <div className="min-h-dvh bg-paper" data-testid="sent-cart-log">
      <PosHeader staff={staff} />
      <main className="mx-auto flex max-w-5xl flex-col gap-3 px-4 pt-4 pb-10">
        <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
          <Mail aria-hidden className="size-6 text-kauri" />
          Sent Cart Log
        </h1>
        <p className="text-sm text-ink/80" data-testid="sent-cart-note">
          {CREDIT_NOTE}
        </p>
        {manager && (
          <nav aria-label="Whose carts" className="flex gap-2">
            <a
              href={addressOf(1, true, manager)}
              aria-current={mine ? 'page' : undefined}
              className={`${LINK} ${mine ? 'border-kauri bg-kauri text-white' : 'border-sand-dark bg-white text-timber-dark'}`}
            >
              Only mine
            </a>
            <a
              href={addressOf(1, false, manager)}
              aria-current={mine ? undefined : 'page'}
              className={`${LINK} ${mine ? 'border-sand-dark bg-white text-timber-dark' : 'border-kauri bg-kauri text-white'}`}
            >
              Everyone's
            </a>
          </nav>
        )}
        <div className="overflow-x-auto rounded-xl border border-sand-dark bg-white">
          <table className="w-full border-collapse text-left text-sm" data-testid="sent-cart-table">
            <thead className="border-b-2 border-sand-dark text-timber-dark">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Sent at<span className="sm:hidden"> / Staff</span>
                </th>
                <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
                  Staff
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Activity
                </th>
              </tr>
            </thead>
            <tbody>
              {log.logs.length === 0 ? (
                <tr>
                  <td colSpan={3} className="px-3 py-8 text-center text-ink/70">
                    No carts sent yet.
                  </td>
                </tr>
              ) : (
                log.logs.map((l) => (
                  <tr key={l.id} className="border-b border-sand align-top last:border-b-0">
                    <td className="px-3 py-2 text-ink/80 tabular-nums sm:whitespace-nowrap">
                      <time dateTime={l.created_at}>{shortNzDateTime(l.created_at)}</time>
                      {/* Phones have no room for the Staff column: the name goes under the time. */}
                      <span className="block font-semibold text-timber-dark sm:hidden">{staffName(l.causer_id)}</span>
                    </td>
                    <td className="hidden px-3 py-2 font-semibold text-timber-dark sm:table-cell">
                      {staffName(l.causer_id)}
                    </td>
                    <td className="px-3 py-2 [overflow-wrap:anywhere]">
                      {l.description}
                      {l.order_no && (
                        <span className="mt-0.5 block">
                          Credited by{' '}
                          <a
                            href={`/pos/order-detail/${encodeURIComponent(l.order_no)}`}
                            className="inline-flex min-h-11 items-center font-semibold text-kauri underline underline-offset-2 hover:text-kauri-dark sm:min-h-0"
                          >
                            order #{l.order_no}
                          </a>
                        </span>
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink/70" data-testid="sent-cart-total">
            {log.total.toLocaleString('en-NZ')} cart{log.total === 1 ? '' : 's'} sent
          </p>
          {log.total > SENT_CART_PAGE && (
            <nav aria-label="Pages" className="flex gap-1">
              <a
                href={to(page - 1)}
                aria-label="Previous page"
                aria-disabled={page <= 1}
                className={`${LINK} border-sand-dark bg-white ${page <= 1 ? OFF : ''}`}
              >
                <ChevronLeft aria-hidden className="size-4" />
              </a>
              {pageLinks(page, log.total, SENT_CART_PAGE).map((n) => (
                <a
                  key={n}
                  href={to(n)}
                  aria-label={`Page ${n}`}
                  aria-current={n === page ? 'page' : undefined}
                  className={`${LINK} ${n === page ? 'border-kauri bg-kauri text-white' : 'border-sand-dark bg-white text-timber-dark hover:bg-sand'}`}
                >
                  {n}
                </a>
              ))}
              <a
                href={to(page + 1)}
                aria-label="Next page"
                aria-disabled={page >= last}
                className={`${LINK} border-sand-dark bg-white ${page >= last ? OFF : ''}`}
              >
                <ChevronRight aria-hidden className="size-4" />
              </a>
            </nav>
          )}
        </div>
      </main>
    </div>
  );
}
