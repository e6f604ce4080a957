// POS quotes (/pos/quote-edit/:orderNo, the cart's expire_date and expiresIn): a quote is an `orders`
// row of kind 'quote' (pending, channel pos) with its POS cart (carts.order_id = the quote). The cart
// is the live document every /pos/cart call edits; the orders row keeps a snapshot (totals, items,
// customer, acquisition) written each time the quote is saved, and the quote's own expiry date. Which
// cart a call works on is decided here, once: the quote's cart when an orderNo is given, else the
// salesperson's open cart.
import { sql } from 'drizzle-orm';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { newQuoteExpiry } from '../../domain/quote-expiry.ts';
import type { CartRecord } from '../../db/records.ts';
import { type PricedCart, tieCartToQuote } from '../cart/cart.service.ts';
import { CART_NOT_FOUND, createOrder, keepAsQuote } from '../orders/orders.service.ts';
import { findOpenPosCart, openPosCart } from './open-cart.ts';
import { copySubItemNotesToOrder } from './sub-items.ts';
import { Refusal } from '../../domain/refusal.ts';

// A quote's facts and expiry are its orders row's (services/orders/quote-facts.ts); the counter shows and moves them.
export {
  CART_NOT_FOUND,
  type QuoteFacts,
  quoteEditUrl,
  quoteFacts,
  quoteFactsOf,
  setQuoteExpiry,
} from '../orders/orders.service.ts';

export const quoteSavedMessage = (orderNo: string) => `Quote #${orderNo} has been saved`;

export interface PosCartRef {
  id: number;
  userId: number | null;
  /** The quote this cart edits; null for the salesperson's open cart. */
  quote: { orderId: number; orderNo: string } | null;
}

interface QuoteCartRow {
  id: number;
  user_id: number | null;
  order_id: number;
  order_no: string;
}

/**
 * The cart a /pos/cart call works on: the pending quote `orderNo`'s cart (any staff member may open
 * any pending quote), or without one the staff member's open cart (made on first use). 404 'Cart not
 * found' when there is no pending quote of that number with an open cart.
 * Given `tx`, the cart row (and the quote's row) are locked for the rest of that transaction, so
 * every change to one cart queues behind the last; without, it is a plain read.
 */
export async function cartOf(
  db: Database,
  staff: SignedInStaff,
  orderNo: string | null,
  tx?: Database,
): Promise<PosCartRef> {
  if (!orderNo) {
    // A read needs no lock: most calls find the cart there; only making it queues behind the staff row.
    if (!tx) {
      const found = await findOpenPosCart(db, staff.id);
      if (found)
        return { id: Number(found.id), userId: found.user_id === null ? null : Number(found.user_id), quote: null };
    }
    const open = async (t: Database) => {
      // openPosCart locks the staff row first, as every other caller does, then the cart row.
      const cart = await openPosCart(t, staff);
      if (tx) await t.execute(sql`select id from carts where id = ${cart.id} for update`);
      return { id: Number(cart.id), userId: cart.user_id === null ? null : Number(cart.user_id), quote: null };
    };
    return tx ? open(tx) : db.transaction(open);
  }
  const [row] = await queryRows<QuoteCartRow>(
    tx ?? db,
    sql`select c.id, c.user_id, o.id as order_id, o.order_no from orders o
      join carts c on c.order_id = o.id and c.kind = 'pos' and c.status = 'open'
      where o.order_no = ${orderNo} and o.kind = 'quote' and o.status = 'pending'
      order by c.id desc limit 1
      ${tx ? sql`for update of c, o` : sql``}`,
  );
  if (!row) throw new Refusal(404, CART_NOT_FOUND);
  return {
    id: Number(row.id),
    userId: row.user_id === null ? null : Number(row.user_id),
    quote: { orderId: Number(row.order_id), orderNo: row.order_no },
  };
}

/**
 * Saves the quote's snapshot from the priced cart: a new quote (the next order number, expiry
 * QUOTE_VALID_DAYS from today, the cart bound to it) or the same quote again (same number and
 * expiry, fresh items and totals). Reserves no stock. Run in the transaction that locked the cart.
 */
export async function saveQuoteSnapshot(
  tx: Database,
  input: {
    priced: PricedCart;
    cart: CartRecord;
    staff: SignedInStaff;
    quote: { orderId: number; orderNo: string } | null;
    at: Date;
    today: string;
  },
): Promise<{ orderId: number; orderNo: string }> {
  const { priced, cart, staff, quote, at, today } = input;
  const made = await createOrder(
    tx,
    priced,
    { code: '' },
    { sessionId: '', userId: cart.userId },
    { now: at, holdUntil: null },
    // The salesperson who made the quote keeps it, whoever saves it again.
    { staffId: cart.staffId ?? staff.id, location: cart.branch || staff.branch },
    quote ?? undefined,
  );
  await copySubItemNotesToOrder(tx, cart.id, made.orderId);
  await keepAsQuote(tx, made.orderId, { acquisition: cart.acquisition, newExpiry: newQuoteExpiry(today) });
  if (!quote) await tieCartToQuote(tx, cart.id, made.orderId);
  return { orderId: made.orderId, orderNo: made.orderNo };
}
