// Rows a journey needs that neither the demo seed nor a staff call makes (yet), written by the global
// setup into the fresh database before the server starts (the embedded database has one process at a
// time, so a journey cannot write it while the server runs). Kept small: each row says which journey needs it.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/** coupon-use.e2e.ts: a 10% coupon that only Pita Shopper may use (coupons.customer_id). */
export const PITA_COUPON = 'PITA-E2E-10';

export async function insertJourneyData(db: Database): Promise<void> {
  await db.execute(
    sql`insert into coupons (code, name, type, amount, enabled, use_limit, customer_id)
      select ${PITA_COUPON}, 'Pita''s 10% off', 'percent', 1000, true, 5, u.id
      from users u where lower(u.email) = 'shopper@kauri.test'`,
  );
}
