// Demo store credit: the demo shopper has some, so the order detail's panel offers Store Credit
// (canPayCredit) and paying by credit can be tried. Written as services/orders/credit.ts writes
// credit (the balance and the movement that gave it); the seed sits below services and cannot call it.
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { DEMO_SHOPPER } from './people.ts';

export const DEMO_CREDIT_CENTS = 25_000;

export async function seedDemoCredit(db: Database, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    with shopper as (select id from users where email = ${DEMO_SHOPPER.email}),
    balance as (
      insert into customer_credit (user_id, balance_cents, updated_at)
      select id, ${DEMO_CREDIT_CENTS}, ${at}::timestamptz from shopper returning user_id)
    insert into credit_movements (user_id, amount_cents, reason, created_at)
    select user_id, ${DEMO_CREDIT_CENTS}, 'Demo store credit', ${at}::timestamptz from balance`);
}
