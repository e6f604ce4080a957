// The POS menu's recent customers: the last twenty a salesperson selected, newest first.
import { sql } from 'drizzle-orm';
import type { CustomerFound } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { customerColumns, normalise } from './search.ts';

const KEEP = 20;
export const RECENT_SHOWN = 10;

export async function recordRecentCustomer(db: Database, staffId: number, userId: number, now: Date): Promise<void> {
  await db.execute(
    sql`insert into recent_customers (staff_id, user_id, at) values (${staffId}, ${userId}, ${now.toISOString()}::timestamptz)
      on conflict (staff_id, user_id) do update set at = excluded.at`,
  );
  await db.execute(
    sql`delete from recent_customers where staff_id = ${staffId} and user_id not in (
      select user_id from recent_customers where staff_id = ${staffId} order by at desc limit ${KEEP})`,
  );
}

export async function recentCustomers(db: Database, staffId: number, limit = RECENT_SHOWN): Promise<CustomerFound[]> {
  const rows = await queryRows<CustomerFound>(
    db,
    sql`select ${customerColumns} from recent_customers r join users u on u.id = r.user_id
      where r.staff_id = ${staffId} order by r.at desc, u.id limit ${limit}`,
  );
  return rows.map(normalise);
}
