// The cart rows other capabilities change, each a named step they ask for through cart's face: the
// counter's cart (services/pos-cart), the customer picker (services/customers), the sign-in's session
// move, an order's life (services/checkout, services/orders). Carts and their lines are written only
// in services/cart (services/cart/one-writer.test.ts), so a cart's row means one thing to everyone.
// Each runs in the caller's transaction, which holds whatever locks the caller's rule needs.
import { type SQL, sql } from 'drizzle-orm';
import { ACQUISITION_CHANNELS } from '../../contract/pos-cart.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { MAX_LINES } from './refusal.ts';

/** The cart changed (a line, a payment line, an allocation): its updated time moves. */
export async function touchCart(tx: Database, cartId: number): Promise<void> {
  await tx.execute(sql`update carts set updated_at = now() where id = ${cartId}`);
}

/** A salesperson's new open counter cart at their branch (pos-cart/open-cart.ts finds it first). */
export async function startCounterCart(
  tx: Database,
  staff: { id: number; branch: string },
): Promise<{ id: number; user_id: number | null }> {
  const [made] = await queryRows<{ id: number; user_id: number | null }>(
    tx,
    sql`insert into carts (kind, staff_id, branch) values ('pos', ${staff.id}, ${staff.branch}) returning id, user_id`,
  );
  return made!;
}

/** The salesperson's open counter cart (not one editing a quote) sells for their new branch. */
export async function moveCounterCartToBranch(tx: Database, staffId: number, branch: string): Promise<void> {
  await tx.execute(
    sql`update carts set branch = ${branch}, updated_at = now() where staff_id = ${staffId} and kind = 'pos' and status = 'open' and order_id is null`,
  );
}

/** What the counter's Basic tab keeps on the cart beside the shopper's details. */
export interface CounterBasics {
  manualShippingCents: number | null;
  branch?: string;
  acquisition?: string;
  assemblyCents?: number;
  rubbishCents?: number;
}

export async function saveCounterBasics(tx: Database, cartId: number, basics: CounterBasics): Promise<void> {
  const sets: SQL[] = [
    sql`manual_shipping_cents = ${basics.manualShippingCents}::int`,
    ...(basics.branch !== undefined ? [sql`branch = ${basics.branch}`] : []),
    ...(basics.acquisition !== undefined ? [sql`acquisition = ${basics.acquisition}`] : []),
    ...(basics.assemblyCents !== undefined ? [sql`assembly_cents = ${basics.assemblyCents}`] : []),
    ...(basics.rubbishCents !== undefined ? [sql`rubbish_cents = ${basics.rubbishCents}`] : []),
  ];
  await tx.execute(sql`update carts set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${cartId}`);
}

/** A line sold at the staff discount's price each (null type and reason: none given). */
export async function discountLine(
  tx: Database,
  itemId: number,
  discount: { saleCents: number; type: string | null; reason: string | null },
): Promise<void> {
  await tx.execute(
    sql`update cart_items set discounted_each_cents = ${discount.saleCents}, disc_type = ${discount.type}, disc_reason = ${discount.reason}
      where id = ${itemId}`,
  );
}

export async function clearLineDiscount(tx: Database, itemId: number): Promise<void> {
  await tx.execute(
    sql`update cart_items set discounted_each_cents = null, disc_type = null, disc_reason = null where id = ${itemId}`,
  );
}

// The channel the customer last gave fills in one not chosen yet on this sale; one already chosen
// stays (how they came this time). Only the POS's own channels: the cart takes no other.
const POS_CHANNELS = sql.join(
  ACQUISITION_CHANNELS.map((c) => sql`${c}`),
  sql`, `,
);

/** The customer is bound to the cart, their details (and last acquisition channel) copied in. */
export async function attachCustomer(tx: Database, cartId: number, customerId: number): Promise<void> {
  await tx.execute(
    sql`update carts c set user_id = u.id, firstname = u.firstname, lastname = u.lastname, company = u.organisation,
        email = u.email, mobile = u.mobile, address = u.shipping_address, zip = u.shipping_zip,
        baddress = u.billing_address, use_same_address = (u.billing_address = '' or u.billing_address = u.shipping_address),
        newsletter = u.newsletter,
        acquisition = case when c.acquisition = '' and u.acquisition in (${POS_CHANNELS}) then u.acquisition else c.acquisition end,
        updated_at = now()
      from users u where c.id = ${cartId} and u.id = ${customerId}`,
  );
}

/** Clear Customer undoes a wrong pick: the details copied from the customer go too. */
export async function detachCustomer(tx: Database, cartId: number): Promise<void> {
  await tx.execute(
    sql`update carts set user_id = null, firstname = '', lastname = '', company = '', email = '', mobile = '', address = '', zip = '',
        baddress = '', use_same_address = true, newsletter = false, updated_at = now()
      where id = ${cartId}`,
  );
}

/**
 * The lines of the customer's open online cart come into the counter's cart `cartId`. A line it
 * already has takes the larger quantity, so loading twice does not double it; new ones come in,
 * oldest first, only while the cart has room (MAX_LINES, as every add), counted under the cart row's
 * lock as addUnits counts. Answers how many lines were copied.
 */
export async function copyShopperCartLines(tx: Database, cartId: number, userId: number): Promise<number> {
  await tx.execute(sql`select id from carts where id = ${cartId} for update`);
  const theirs = sql`from carts s join cart_items i on i.cart_id = s.id
      where s.user_id = ${userId} and s.kind = 'shopper' and s.status = 'open'`;
  const raised = await queryRows<{ id: number }>(
    tx,
    sql`update cart_items o set qty = greatest(o.qty, i.qty)
      ${theirs} and o.cart_id = ${cartId} and o.variant_id = i.variant_id
      returning o.id`,
  );
  const added = await queryRows<{ id: number }>(
    tx,
    sql`insert into cart_items (cart_id, variant_id, qty, shipmethod, pick_location)
      select ${cartId}, i.variant_id, i.qty, i.shipmethod, i.pick_location
      ${theirs} and not exists (select 1 from cart_items o where o.cart_id = ${cartId} and o.variant_id = i.variant_id)
      order by i.id
      limit greatest(0, ${MAX_LINES} - (select count(*) from cart_items where cart_id = ${cartId}))
      returning id`,
  );
  await touchCart(tx, cartId);
  return raised.length + added.length;
}

/** A visitor's open shopper cart follows them into their new session (a sign-in of either kind). */
export async function carryOpenCart(tx: Database, move: { from: string; to: string }): Promise<void> {
  await tx.execute(
    sql`update carts set session_id = ${move.to} where session_id = ${move.from} and status = 'open' and kind = 'shopper'`,
  );
}

/**
 * The cart became the order `orderId`: closed as ordered, tied to it (one order per cart). `at`, the
 * checkout's clock; without it, the transaction's.
 */
export async function closeCartAsOrdered(tx: Database, cartId: number, orderId: number, at?: Date): Promise<void> {
  const updatedAt = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  await tx.execute(
    sql`update carts set status = 'ordered', order_id = ${orderId}, updated_at = ${updatedAt} where id = ${cartId}`,
  );
}

/** A new quote's counter cart edits that quote from now on. */
export async function tieCartToQuote(tx: Database, cartId: number, orderId: number): Promise<void> {
  await tx.execute(sql`update carts set order_id = ${orderId}, updated_at = now() where id = ${cartId}`);
}

/** An order taken back to a quote: its counter cart opens again to edit it. */
export async function reopenCart(tx: Database, cartId: number, at: Date): Promise<void> {
  await tx.execute(
    sql`update carts set status = 'open', updated_at = ${at.toISOString()}::timestamptz where id = ${cartId}`,
  );
}

/**
 * The open counter cart editing the quote `orderId` closes: as ordered (the quote was paid online, so
 * it never opens as an editable quote again) or abandoned (the quote was deleted).
 */
export async function closeQuoteCart(
  tx: Database,
  orderId: number,
  how: { status: 'ordered' | 'abandoned'; at?: Date },
): Promise<void> {
  const updatedAt = how.at ? sql`${how.at.toISOString()}::timestamptz` : sql`now()`;
  await tx.execute(
    sql`update carts set status = ${how.status}, updated_at = ${updatedAt}
      where order_id = ${orderId} and kind = 'pos' and status = 'open'`,
  );
}
