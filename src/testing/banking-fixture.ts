// Orders with one payment line each, paid (or not) at a pinned time at a branch: what the banking
// tests count. Written straight into the tables so each line's paid time is exactly the one a test
// names (a line's paid time is its updated_at: services/banking/takings.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';

let made = 0;

export interface PaidLine {
  branch: string;
  gateway: string;
  cents: number;
  paidAt: Date | string;
  staffId?: number | null;
  status?: number;
  reference?: string;
}

/** An order at the branch with one payment line; answers the order's number. */
export async function insertPaidLine(db: Database, line: PaidLine): Promise<string> {
  made++;
  const at = new Date(line.paidAt).toISOString();
  const orderNo = `B${String(900000 + made)}`;
  const [order] = await queryRows<{ id: number }>(
    db,
    sql`insert into orders (order_no, kind, status, channel, staff_id, location, firstname, lastname, email, mobile,
        subtotal_cents, grandtotal_cents, tax_cents, paid_at, created_at, updated_at)
      values (${orderNo}, 'order', 'paid', 'pos', ${line.staffId ?? 3}, ${line.branch}, 'Kiri', 'Williams',
        'kiri.williams@example.co.nz', '0215550105', ${line.cents}, ${line.cents}, ${Math.round((line.cents * 3) / 23)},
        ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)
      returning id`,
  );
  await db.execute(
    sql`insert into payments (order_id, gateway, name, amount_cents, status, reference, created_at, updated_at)
      values (${order!.id}, ${line.gateway}, ${line.gateway}, ${line.cents}, ${line.status ?? 1}, ${line.reference ?? ''},
        ${at}::timestamptz, ${at}::timestamptz)`,
  );
  return orderNo;
}
