// Signing in: a shopper's cart follows them into their account (docs/decisions/0005-shopper-cart.md). The session's
// anonymous cart joins the account's open cart: lines of the same SKU add up (to the caps), details
// the account's cart lacks are taken from My Details, then from the anonymous one, which then goes.
// Without an account cart the anonymous cart becomes the account's, My Details filling it
// (account-details.ts).
import { sql } from 'drizzle-orm';
import { MAX_QTY } from '../../contract/cart.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { fillFromAccount } from './account-details.ts';
import { MAX_LINES } from './refusal.ts';

/** Columns taken from the anonymous cart where the account's cart has nothing yet. */
const FILLED_IF_EMPTY = [
  'firstname',
  'lastname',
  'company',
  'email',
  'mobile',
  'address',
  'zip',
  'baddress',
  'comment',
  'coupon_code',
  'payment_method',
];

/**
 * Safe to call more than once and from racing requests: the anonymous cart is locked first, and a
 * second call finds it gone. Pass the sign-in's transaction handle if there is one.
 */
export async function mergeOnSignIn(db: Database, sessionId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [anon] = await queryRows<{ id: number }>(
      tx,
      sql`select id from carts where session_id = ${sessionId} and user_id is null and status = 'open' and kind = 'shopper' for update`,
    );
    const [own] = await queryRows<{ id: number }>(
      tx,
      sql`select id from carts where user_id = ${userId} and status = 'open' and kind = 'shopper' for update`,
    );
    if (own) await fillFromAccount(tx, own.id, userId, 'blanks');
    if (!anon) return;
    if (!own) {
      await tx.execute(sql`update carts set user_id = ${userId}, updated_at = now() where id = ${anon.id}`);
      await fillFromAccount(tx, anon.id, userId, 'account');
      return;
    }
    // Both carts are locked, so this statement's count is exact: new lines join only while the
    // account's cart has room (MAX_LINES), oldest first; the rest stay behind and go with the cart.
    await tx.execute(sql`
      with own as (select variant_id from cart_items where cart_id = ${own.id}),
      fresh as (
        select id from cart_items where cart_id = ${anon.id} and variant_id not in (select variant_id from own)
        order by id limit greatest(0, ${MAX_LINES} - (select count(*) from own))
      )
      insert into cart_items (cart_id, variant_id, qty, shipmethod, pick_location)
      select ${own.id}, variant_id, qty, shipmethod, pick_location from cart_items
      where cart_id = ${anon.id} and (variant_id in (select variant_id from own) or id in (select id from fresh))
      on conflict (cart_id, variant_id) do update set qty = least(${MAX_QTY}, cart_items.qty + excluded.qty)`);
    const fills = sql.raw(
      FILLED_IF_EMPTY.map((col) => `${col} = case when o.${col} = '' then a.${col} else o.${col} end`).join(', '),
    );
    await tx.execute(sql`
      update carts o set ${fills}, newsletter = o.newsletter or a.newsletter, updated_at = now()
      from carts a where o.id = ${own.id} and a.id = ${anon.id}`);
    await tx.execute(sql`delete from carts where id = ${anon.id}`);
  });
}
