// GET /pos/cus-select, /pos/cus-clear and /pos/load-cus-cart (POS menu and customer tab): bind a
// customer to the salesperson's POS cart (or a quote's cart), with the customer's details (and their last
// acquisition channel) copied in
// (the cart's details are then edited on the cart, not on the customer), unbind them again (Clear
// Customer), and bring the customer's own online cart into it.
import { sql } from 'drizzle-orm';
import type { SignedInStaff } from '../../contract/pos.ts';
import { ACQUISITION_CHANNELS } from '../../contract/pos-cart.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { MAX_LINES } from '../cart/cart.service.ts';
import { cartOf, openPosCart } from '../pos-cart/pos-cart.service.ts';
import { recordRecentCustomer } from './recent.ts';
import { Refusal } from '../../domain/refusal.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

// The channel the customer last gave fills in one not chosen yet on this sale; one already chosen
// stays (how they came this time). Only the POS's own channels: the cart takes no other.
const POS_CHANNELS = sql.join(
  ACQUISITION_CHANNELS.map((c) => sql`${c}`),
  sql`, `,
);
export const SELECT_CUSTOMER_FIRST = 'Please select a customer first';

/** Binds the customer to the quote `orderNo`'s cart, or without one to the staff member's open cart. */
export async function selectCustomer(
  db: Database,
  staff: SignedInStaff,
  customerId: number,
  now = new Date(),
  orderNo: string | null = null,
): Promise<{ success: true; cartId: number }> {
  return db.transaction(async (tx) => {
    const cart = await cartOf(db, staff, orderNo, tx);
    const [customer] = await queryRows<{ id: number }>(tx, sql`select id from users where id = ${customerId}`);
    if (!customer) throw new Refusal(404, CUSTOMER_NOT_FOUND);
    await tx.execute(
      sql`update carts c set user_id = u.id, firstname = u.firstname, lastname = u.lastname, company = u.organisation,
          email = u.email, mobile = u.mobile, address = u.shipping_address, zip = u.shipping_zip,
          baddress = u.billing_address, use_same_address = (u.billing_address = '' or u.billing_address = u.shipping_address),
          newsletter = u.newsletter,
          acquisition = case when c.acquisition = '' and u.acquisition in (${POS_CHANNELS}) then u.acquisition else c.acquisition end,
          updated_at = now()
        from users u where c.id = ${cart.id} and u.id = ${customerId}`,
    );
    await recordRecentCustomer(tx, staff.id, customerId, now);
    return { success: true as const, cartId: Number(cart.id) };
  });
}

/** Clear Customer: unbinds the customer from the quote `orderNo`'s cart, or from the open cart. */
export async function clearCustomer(
  db: Database,
  staff: SignedInStaff,
  orderNo: string | null = null,
): Promise<{ success: true; cartId: number }> {
  return db.transaction(async (tx) => {
    const cart = await cartOf(db, staff, orderNo, tx);
    // Clearing undoes a wrong pick: the details copied from the customer go too, so none of theirs stay on the sale.
    await tx.execute(
      sql`update carts set user_id = null, firstname = '', lastname = '', company = '', email = '', mobile = '', address = '', zip = '',
          baddress = '', use_same_address = true, newsletter = false, updated_at = now()
        where id = ${cart.id}`,
    );
    return { success: true as const, cartId: Number(cart.id) };
  });
}

/**
 * Copies the lines of the bound customer's open online cart into the POS cart. A line already in the
 * POS cart keeps the larger quantity, so loading twice does not double it.
 */
export async function loadCustomerCart(
  db: Database,
  staff: SignedInStaff,
): Promise<{ success: true; itemcount: number; loaded: number }> {
  return db.transaction(async (tx) => {
    const cart = await openPosCart(tx, staff);
    if (cart.user_id === null) throw new Refusal(422, SELECT_CUSTOMER_FIRST);
    // Lines the POS cart already has take the larger quantity; new ones come in, oldest first, only
    // while the cart has room (MAX_LINES, as every add: src/services/cart/refusal.ts), counted under
    // the cart row's lock as addUnits counts.
    await tx.execute(sql`select id from carts where id = ${cart.id} for update`);
    const theirs = sql`from carts s join cart_items i on i.cart_id = s.id
        where s.user_id = ${cart.user_id} and s.kind = 'shopper' and s.status = 'open'`;
    const raised = await queryRows<{ id: number }>(
      tx,
      sql`update cart_items o set qty = greatest(o.qty, i.qty)
        ${theirs} and o.cart_id = ${cart.id} and o.variant_id = i.variant_id
        returning o.id`,
    );
    const added = await queryRows<{ id: number }>(
      tx,
      sql`insert into cart_items (cart_id, variant_id, qty, shipmethod, pick_location)
        select ${cart.id}, i.variant_id, i.qty, i.shipmethod, i.pick_location
        ${theirs} and not exists (select 1 from cart_items o where o.cart_id = ${cart.id} and o.variant_id = i.variant_id)
        order by i.id
        limit greatest(0, ${MAX_LINES} - (select count(*) from cart_items where cart_id = ${cart.id}))
        returning id`,
    );
    const copied = [...raised, ...added];
    await tx.execute(sql`update carts set updated_at = now() where id = ${cart.id}`);
    const [count] = await queryRows<{ n: number }>(
      tx,
      sql`select coalesce(sum(qty), 0)::int as n from cart_items where cart_id = ${cart.id}`,
    );
    return { success: true as const, itemcount: Number(count?.n ?? 0), loaded: copied.length };
  });
}
