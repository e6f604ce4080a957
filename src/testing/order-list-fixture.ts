// Orders for the list tests, over the staff fixture's shop: POS orders made through the real calls
// (placePosOrder), then moved to the status, channel or branch a test needs; and what an order holds.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { issueApproval } from '../services/staff/approvals.ts';
import type { ApprovalType } from '../contract/pos.ts';
import { type PosOrderAsk, placePosOrder } from './order-fixture.ts';
import type { PosTestApp } from './pos-app.ts';

export interface OrderChange {
  status?: string;
  channel?: 'web' | 'pos';
  location?: string;
  staffId?: number | null;
  createdAt?: string;
  grandtotalCents?: number;
  /** As a web order may keep it, with spaces. */
  mobile?: string;
}

/** A POS order made through the real calls, then changed as asked (a paid or web order, another branch). */
export async function placeListedOrder(t: PosTestApp, ask: PosOrderAsk, change: OrderChange = {}): Promise<string> {
  const orderNo = await placePosOrder(t, ask);
  await changeOrder(t.handle.db, orderNo, change);
  return orderNo;
}

export async function changeOrder(db: Database, orderNo: string, c: OrderChange): Promise<void> {
  const sets = [
    c.status !== undefined ? sql`status = ${c.status}` : null,
    c.channel !== undefined ? sql`channel = ${c.channel}` : null,
    c.location !== undefined ? sql`location = ${c.location}` : null,
    c.staffId !== undefined ? sql`staff_id = ${c.staffId}` : null,
    c.createdAt !== undefined ? sql`created_at = ${c.createdAt}::timestamptz` : null,
    c.grandtotalCents !== undefined ? sql`grandtotal_cents = ${c.grandtotalCents}` : null,
    c.mobile !== undefined ? sql`mobile = ${c.mobile}` : null,
  ].filter((s) => s !== null);
  if (sets.length) await db.execute(sql`update orders set ${sql.join(sets, sql`, `)} where order_no = ${orderNo}`);
}

/** The order's status and the units its held reservations keep. */
export async function orderHolds(db: Database, orderNo: string): Promise<{ status: string; held: number }> {
  const [row] = await queryRows<{ status: string; held: number }>(
    db,
    sql`select o.status, coalesce((select sum(qty) from stock_reservations r where r.order_id = o.id and r.status = 'held'), 0)::int as held
      from orders o where o.order_no = ${orderNo}`,
  );
  return { status: row?.status ?? 'gone', held: Number(row?.held ?? 0) };
}

/** An approval of `type` for a staff member by their own PIN (what check-pin answers). */
export const approvalFor = (t: PosTestApp, staffId: number, type: ApprovalType) =>
  issueApproval(t.handle.db, { staffId, approverId: staffId, type }, t.clock.now);
