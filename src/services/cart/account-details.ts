// A signed-in shopper's checkout starts from My Details: their name, email, mobile, delivery address and
// postcode fill the account's cart. Where the cart already holds what the shopper typed for this order, it
// stays; what a visitor typed in this browser before signing in (a previous guest's postcode, say) gives
// way to the account's own details, so it never follows the account into another browser.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The cart's column and the My Details column it is filled from. */
const FROM_ACCOUNT: readonly (readonly [cart: string, account: string])[] = [
  ['firstname', 'firstname'],
  ['lastname', 'lastname'],
  ['company', 'organisation'],
  ['email', 'email'],
  ['mobile', 'mobile'],
  ['address', 'shipping_address'],
  ['zip', 'shipping_zip'],
];

/**
 * `blanks`: only the cart's empty fields take My Details (the account's own cart: what the shopper typed
 * there is theirs). `account`: My Details win wherever they say something (a cart a visitor started
 * in this browser, now the account's).
 */
export type FillRule = 'blanks' | 'account';

export async function fillFromAccount(db: Database, cartId: number, userId: number, rule: FillRule): Promise<void> {
  const take = (cart: string, account: string) =>
    rule === 'blanks'
      ? `${cart} = case when c.${cart} = '' then u.${account} else c.${cart} end`
      : `${cart} = case when u.${account} <> '' then u.${account} else c.${cart} end`;
  // A billing address of its own in My Details (not blank, not the delivery address) unticks "same as delivery".
  const ownBilling = `u.billing_address <> '' and u.billing_address <> u.shipping_address`;
  const billingTaken = rule === 'blanks' ? `c.baddress = '' and ${ownBilling}` : ownBilling;
  const sets: SQL = sql.raw(
    [
      ...FROM_ACCOUNT.map(([cart, account]) => take(cart, account)),
      `baddress = case when ${billingTaken} then u.billing_address else c.baddress end`,
      `use_same_address = case when ${billingTaken} then false else c.use_same_address end`,
    ].join(', '),
  );
  await db.execute(
    sql`update carts c set ${sets}, updated_at = now() from users u where c.id = ${cartId} and u.id = ${userId}`,
  );
}
