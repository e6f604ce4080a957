// The stock page's tests over the staff fixture's shop (dispatch-fixture.ts's bins): the ledger
// started again from the stock as it stands, a manager's approval for an adjustment through the real
// check-pin call, and everything an adjustment could write, to show a refused one wrote nothing.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { resetBins } from './dispatch-fixture.ts';
import type { Browser } from './pos-app.ts';
import { PINS, STAFF } from './staff-fixture.ts';

export const ADJUST = '/pos/stock/adjust';
export const LEDGER = '/pos/stock/ledger';

/** The dispatch fixture's bins and stock, and a ledger whose opening balance adds up to them. */
export async function resetStockAndLedger(db: Database): Promise<void> {
  await resetBins(db);
  await db.execute(sql`delete from stock_ledger`);
  await db.execute(sql`select stock_ledger_opening()`);
  // Before anything the tests do on their clock (the function stamps the database's own time).
  await db.execute(sql`update stock_ledger set created_at = '2026-01-01T00:00:00Z' where kind = 'opening'`);
}

/** Mere's approval of an adjustment, asked through check-pin by the browser that will send it. */
export async function managerApproval(b: Browser): Promise<string> {
  const res = await b.post('/pos/check-pin', { pin: PINS.manager, type: 'stock_adjust', managerId: STAFF.manager });
  if (res.statusCode !== 200) throw new Error(`check-pin: ${res.statusCode} ${res.body}`);
  return res.json().approval as string;
}

/** Every row an adjustment writes or makes, as text, to compare before and after. */
export async function stockState(db: Database): Promise<string> {
  const parts = await Promise.all([
    queryRows(db, sql`select * from stock order by variant_id, location_code`),
    queryRows(db, sql`select * from bin_stock order by bin_id, variant_id`),
    queryRows(db, sql`select id, location_code, code from bins order by id`),
    queryRows(db, sql`select id, kind, on_hand_change from stock_ledger order by id`),
    queryRows(db, sql`select value from app_settings where key = 'catalogue_version'`),
  ]);
  return JSON.stringify(parts);
}

export async function approvalUsed(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pin_approvals where type = 'stock_adjust' and used_at is not null`,
  );
  return Number(row?.n ?? 0);
}
