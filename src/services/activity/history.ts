// An order's history (getLogs with an orderNo and event 'order-activity'): every action taken on the
// order or quote, newest first, each with who did it (null: the system) and the staff it names. All
// of them: an order's history is a few dozen entries at most.
import { sql } from 'drizzle-orm';
import type { GetLogsResponse, LogEntry, LogStaff } from '../../contract/pos-activity.ts';
import { ORDER_NOT_EXIST } from '../../contract/pos-order-detail.ts';
import type { Database } from '../../db/client.ts';
import { idList, queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';

interface EntryRow {
  id: number;
  created_at: string | Date;
  causer_id: number | null;
  description: string;
}

/** 404 'The order is not exist' for a number that names no order or quote. */
export async function orderHistory(db: Database, orderNo: string): Promise<GetLogsResponse> {
  const [order] = await queryRows<{ id: number }>(db, sql`select id from orders where order_no = ${orderNo}`);
  if (!order) throw new Refusal(404, ORDER_NOT_EXIST);
  const rows = await queryRows<EntryRow>(
    db,
    sql`select id, created_at, causer_id, description from activity_log
      where order_id = ${Number(order.id)} and event = 'order-activity'
      order by created_at desc, id desc`,
  );
  const logs: LogEntry[] = rows.map((r) => ({
    id: Number(r.id),
    created_at: new Date(r.created_at).toISOString(),
    causer_id: r.causer_id === null ? null : Number(r.causer_id),
    description: r.description,
    remind_ids: [],
    order_no: orderNo,
  }));
  return { success: true, logs, logStaffs: await staffOf(db, logs), total: logs.length, error: '' };
}

/** The logStaffs map: each staff member the entries name, by id. */
export async function staffOf(db: Database, logs: readonly LogEntry[]): Promise<Record<string, LogStaff>> {
  const ids = [...new Set(logs.flatMap((l) => [...(l.causer_id === null ? [] : [l.causer_id]), ...l.remind_ids]))];
  if (!ids.length) return {};
  const rows = await queryRows<{ id: number; name: string; email: string; branch: string }>(
    db,
    sql`select id, trim(firstname || ' ' || lastname) as name, email, location_code as branch
      from staff where id in (${idList(ids)})`,
  );
  return Object.fromEntries(rows.map((r) => [String(r.id), { name: r.name, email: r.email, branch: r.branch }]));
}
