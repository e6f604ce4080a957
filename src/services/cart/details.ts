// Writing the shopper's side of the cart: contact and address details, the coupon code, the zip,
// and the chosen payment method. Each is one statement on the open cart (payments: one transaction).
import { sql } from 'drizzle-orm';
import type { CustomerDetailsChange } from '../../contract/customer.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

/** What updateBasic may change: the customer's details, the coupon, the terms; an absent field is left as it is. */
export type CartDetails = CustomerDetailsChange & { couponCode?: string; agreeTerms?: boolean };

const TEXT_COLUMNS = {
  firstname: 'firstname',
  lastname: 'lastname',
  company: 'company',
  email: 'email',
  mobile: 'mobile',
  address: 'address',
  zip: 'zip',
  baddress: 'baddress',
  comment: 'comment',
  couponCode: 'coupon_code',
} as const;

const FLAG_COLUMNS = {
  agreeTerms: 'agree_terms',
  newsletter: 'newsletter',
  useSameAddress: 'use_same_address',
} as const;

export async function saveDetails(db: Database, cartId: number, d: CartDetails): Promise<void> {
  const sets = [
    ...Object.entries(TEXT_COLUMNS)
      .filter(([key]) => d[key as keyof CartDetails] !== undefined)
      .map(([key, col]) => sql`${sql.raw(col)} = ${String(d[key as keyof CartDetails])}`),
    ...Object.entries(FLAG_COLUMNS)
      .filter(([key]) => d[key as keyof CartDetails] !== undefined)
      .map(([key, col]) => sql`${sql.raw(col)} = ${Boolean(d[key as keyof CartDetails])}`),
  ];
  if (!sets.length) return;
  await db.execute(
    sql`update carts set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${cartId} and status = 'open'`,
  );
}

export interface ChosenPayment {
  gateway: string;
  name: string;
  /** 0 records the choice without a payment line (an empty cart has nothing to pay). */
  amountCents: number;
}

/** The cart's payment method and its one line; null clears both. */
export async function savePayment(db: Database, cartId: number, chosen: ChosenPayment | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [open] = await queryRows<{ id: number }>(
      tx,
      sql`update carts set payment_method = ${chosen?.gateway ?? ''}, updated_at = now()
        where id = ${cartId} and status = 'open' returning id`,
    );
    if (!open) return;
    await tx.execute(sql`delete from cart_payments where cart_id = ${cartId}`);
    if (chosen && chosen.amountCents > 0) {
      await tx.execute(sql`insert into cart_payments (cart_id, gateway, name, amount_cents)
        values (${cartId}, ${chosen.gateway}, ${chosen.name}, ${chosen.amountCents})`);
    }
  });
}
