// Reading activity entries in the shape the screens show (specs/pos.md "Log entry"): each entry with
// its order's No. and the staff it reminded, and the staff they name, by id (logStaffs). Shared by
// getLogs (logs.ts) and a staff member's reminders (reminders.ts).
import { type SQL, sql } from 'drizzle-orm';
import type { LogEntry, LogStaff } from '../../contract/pos-activity.ts';
import type { Database } from '../../db/client.ts';
import { idList, queryRows } from '../../db/rows.ts';

/** The columns of an entry `a` (activity_log) with its order `o` (left joined) as LogEntry reads them. */
export const ENTRY_COLUMNS = sql`a.id, a.event, a.created_at, a.causer_id, a.description, o.order_no,
  (select coalesce(json_agg(r.staff_id order by r.staff_id), '[]'::json) from activity_reminders r
    where r.activity_id = a.id) as remind_ids`;

export interface EntryRow {
  id: number;
  event: string;
  created_at: string | Date;
  causer_id: number | null;
  description: string;
  order_no: string | null;
  remind_ids: number[] | string;
}

export async function readEntries(db: Database, query: SQL): Promise<(LogEntry & { event: string })[]> {
  const rows = await queryRows<EntryRow>(db, query);
  return rows.map((r) => ({
    id: Number(r.id),
    event: r.event,
    created_at: new Date(r.created_at).toISOString(),
    causer_id: r.causer_id === null ? null : Number(r.causer_id),
    description: r.description,
    remind_ids: (typeof r.remind_ids === 'string' ? (JSON.parse(r.remind_ids) as number[]) : r.remind_ids).map(Number),
    order_no: r.order_no,
  }));
}

/** Every staff member the entries name (who wrote them, whom they reminded), by id. */
export async function staffOf(db: Database, entries: LogEntry[]): Promise<Record<string, LogStaff>> {
  const ids = [...new Set(entries.flatMap((e) => [...(e.causer_id === null ? [] : [e.causer_id]), ...e.remind_ids]))];
  if (ids.length === 0) return {};
  const rows = await queryRows<{ id: number; name: string; email: string; branch: string }>(
    db,
    sql`select id, firstname || ' ' || lastname as name, email, location_code as branch
        from staff where id in (${idList(ids)})`,
  );
  return Object.fromEntries(rows.map((r) => [String(r.id), { name: r.name, email: r.email, branch: r.branch }]));
}
