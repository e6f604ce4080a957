// GET /pos/cus-select, /pos/cus-clear and /pos/load-cus-cart (POS menu and customer tab): bind a
// customer to the salesperson's POS cart (or a quote's cart), with the customer's details (and their last
// acquisition channel) copied in
// (the cart's details are then edited on the cart, not on the customer), unbind them again (Clear
// Customer), and bring the customer's own online cart into it.
import { sql } from 'drizzle-orm';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { attachCustomer, copyShopperCartLines, detachCustomer } from '../cart/cart.service.ts';
import { cartOf, openPosCart } from '../pos-cart/pos-cart.service.ts';
import { recordRecentCustomer } from './recent.ts';
import { Refusal } from '../../domain/refusal.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

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
    await attachCustomer(tx, cart.id, customerId);
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
    await detachCustomer(tx, cart.id);
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
    const loaded = await copyShopperCartLines(tx, cart.id, cart.user_id);
    const [count] = await queryRows<{ n: number }>(
      tx,
      sql`select coalesce(sum(qty), 0)::int as n from cart_items where cart_id = ${cart.id}`,
    );
    return { success: true as const, itemcount: Number(count?.n ?? 0), loaded };
  });
}
