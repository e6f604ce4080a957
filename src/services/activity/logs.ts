// POST /pos/activity/getLogs in its two shapes (specs/pos.md, the activity calls): with an orderNo,
// that order's entries of the event (its comments for the comments panel, 'order-activity' for its
// history), newest first, as the panel shows them under its form; without, a page of the event's
// entries (onlyMe: those the signed-in staff member wrote). The sent-cart log ('email-cart') is read
// from the sent carts themselves (sent-carts.ts): a salesperson's own, a manager's everyone's.
import { sql } from 'drizzle-orm';
import type { GetLogsResponse, LogEvent } from '../../contract/pos-activity.ts';
import { NO_ORDER } from '../../contract/pos-order-list.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import type { ActivityContext } from './activity.service.ts';
import { ENTRY_COLUMNS, readEntries, staffOf } from './entries.ts';
import { sentCartLog, sentCartScope } from './sent-carts.ts';

/** With an orderNo: that order's entries; without: a page of the event's entries. */
export interface LogsAsk {
  orderNo?: string;
  event: LogEvent;
  page: number | string;
  pageSize: number | string;
  onlyMe: boolean;
}

/** The most one page holds, and the most of one order's entries answered (a lifetime of comments). */
export const MAX_LOG_PAGE = 100;
export const MAX_ORDER_ENTRIES = 500;

/** A whole number within [min, max], else `fallback`. */
const within = (value: unknown, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= min ? Math.min(n, max) : fallback;
};

export function activityLogCalls(ctx: ActivityContext) {
  const { db } = ctx;
  return {
    async getLogs(signed: SignedInStaff, ask: LogsAsk): Promise<GetLogsResponse> {
      const page = within(ask.page, 1, 100_000, 1);
      const pageSize = within(ask.pageSize, 1, MAX_LOG_PAGE, 20);
      if (ask.event === 'email-cart') {
        return sentCartLog(db, { page, pageSize, staffId: sentCartScope(signed, ask.onlyMe) });
      }

      if (ask.orderNo !== undefined) {
        const [order] = await queryRows<{ id: number }>(db, sql`select id from orders where order_no = ${ask.orderNo}`);
        if (!order) throw new Refusal(404, NO_ORDER);
        const logs = await readEntries(
          db,
          sql`select ${ENTRY_COLUMNS} from activity_log a join orders o on o.id = a.order_id
              where a.order_id = ${Number(order.id)} and a.event = ${ask.event}
              order by a.created_at desc, a.id desc limit ${MAX_ORDER_ENTRIES}`,
        );
        const strip = logs.map(({ event: _, ...entry }) => entry);
        return { success: true, logs: strip, logStaffs: await staffOf(db, strip), total: strip.length, error: '' };
      }

      // Read off activity_log_causer_idx (event, causer, time).
      const mine = ask.onlyMe ? sql`and a.causer_id = ${signed.id}` : sql``;
      const [logs, counted] = await Promise.all([
        readEntries(
          db,
          sql`select ${ENTRY_COLUMNS} from activity_log a left join orders o on o.id = a.order_id
              where a.event = ${ask.event} ${mine}
              order by a.created_at desc, a.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
        ),
        queryRows<{ total: number }>(
          db,
          sql`select count(*)::int as total from activity_log a where a.event = ${ask.event} ${mine}`,
        ),
      ]);
      const strip = logs.map(({ event: _, ...entry }) => entry);
      return {
        success: true,
        logs: strip,
        logStaffs: await staffOf(db, strip),
        total: Number(counted[0]?.total ?? 0),
        error: '',
      };
    },
  };
}
