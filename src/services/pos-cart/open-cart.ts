// A salesperson's open POS cart: one per staff member (not per till), so the cart they are building
// follows them if they sign in at another till. Its bound customer is carts.user_id (POS carts are
// outside the shopper carts' unique index on user_id, so a customer's own shopping cart is untouched).
import { sql } from 'drizzle-orm';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { startCounterCart } from '../cart/cart.service.ts';

export interface PosCartRow {
  id: number;
  user_id: number | null;
}

/**
 * The staff member's open POS cart (not one editing a quote), created on first use at their branch.
 * Run inside a transaction: the staff row's lock makes two tills asking at once find the same cart.
 */
export async function openPosCart(tx: Database, staff: SignedInStaff): Promise<PosCartRow> {
  await tx.execute(sql`select id from staff where id = ${staff.id} for update`);
  const found = await findOpenPosCart(tx, staff.id);
  if (found) return found;
  return startCounterCart(tx, staff);
}

/** The staff member's open POS cart if there is one; a plain read (openPosCart makes one under a lock). */
export async function findOpenPosCart(db: Database, staffId: number): Promise<PosCartRow | null> {
  const [found] = await queryRows<PosCartRow>(
    db,
    sql`select id, user_id from carts where staff_id = ${staffId} and kind = 'pos' and status = 'open' and order_id is null
      order by id desc limit 1`,
  );
  return found ?? null;
}
