// The sent-cart log (getLogs with event 'email-cart'; specs/pos.md "Sent Cart Log screen"): the carts
// salespeople emailed to customers, read from the sent_carts rows themselves (pos-cart/send-cart.ts
// writes them; an order the customer places within 60 days of sending sets its order_id, crediting
// the salesperson). Newest first, 20 a page. A salesperson sees only their own; a manager or an admin
// sees everyone's, or only their own when they ask (onlyMe).
import { sql } from 'drizzle-orm';
import { type GetLogsResponse, type LogEntry, SENT_CART_PAGE } from '../../contract/pos-activity.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { ActivityContext } from './activity.service.ts';
import { staffOf } from './entries.ts';

/** Larger pages are cut to this. */
const MOST_PER_PAGE = 100;
const DAY_MS = 86_400_000;

/** Whose sent carts a staff member may read: null for everyone's. */
export function sentCartScope(staff: Pick<SignedInStaff, 'id' | 'role'>, onlyMe: boolean): number | null {
  return staff.role === 'manager' || staff.role === 'admin' ? (onlyMe ? staff.id : null) : staff.id;
}

interface SentRow {
  id: number;
  sent_at: string | Date;
  opened_at: string | Date | null;
  staff_id: number;
  email: string;
  units: number;
  order_no: string | null;
}

export async function sentCartLog(
  db: Database,
  ask: { page: number; pageSize: number; staffId: number | null },
): Promise<GetLogsResponse> {
  const pageSize = Math.min(Math.max(1, Math.trunc(ask.pageSize) || SENT_CART_PAGE), MOST_PER_PAGE);
  const page = Math.max(1, Math.trunc(ask.page) || 1);
  const whose = ask.staffId === null ? sql`true` : sql`s.staff_id = ${ask.staffId}`;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sent_carts s where ${whose}`);
  const rows = await queryRows<SentRow>(
    db,
    sql`select s.id, s.sent_at, s.opened_at, s.staff_id, s.email, o.order_no,
        (select coalesce(sum((i->>'qty')::int), 0) from jsonb_array_elements(s.items) i)::int as units
      from sent_carts s left join orders o on o.id = s.order_id
      where ${whose}
      order by s.sent_at desc, s.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const logs: LogEntry[] = rows.map((r) => ({
    id: Number(r.id),
    created_at: new Date(r.sent_at).toISOString(),
    causer_id: Number(r.staff_id),
    description: sentCartWords(r),
    remind_ids: [],
    order_no: r.order_no,
  }));
  return { success: true, logs, logStaffs: await staffOf(db, logs), total: Number(count?.n ?? 0), error: '' };
}

/** 'Sent 3 items to jo@x.nz; opened 2 days later' */
function sentCartWords(r: SentRow): string {
  const units = Number(r.units);
  const sent = `Sent ${units} item${units === 1 ? '' : 's'} to ${r.email}`;
  if (r.opened_at === null) return `${sent}; not opened yet`;
  const days = Math.floor((new Date(r.opened_at).getTime() - new Date(r.sent_at).getTime()) / DAY_MS);
  if (days < 1) return `${sent}; opened the same day`;
  return `${sent}; opened ${days} day${days === 1 ? '' : 's'} later`;
}

export function sentCartCalls(ctx: ActivityContext) {
  return {
    /** The /pos/sent-carts page: a page of the log the signed-in staff member may read. */
    sentCarts: (staff: SignedInStaff, ask: { page: number; onlyMe: boolean }) =>
      sentCartLog(ctx.db, { page: ask.page, pageSize: SENT_CART_PAGE, staffId: sentCartScope(staff, ask.onlyMe) }),
  };
}
