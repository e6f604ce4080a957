// A quote's figures are the ones saved with it (orders row): its list row, print, PDF, email and pay
// page all read those. The editor works the cart's figures out afresh (a fee by the current rule, a
// changed price), so when they differ from the saved ones it says so, and the quote is saved again
// before it is printed or emailed; emailing a quote whose cart no longer matches it is refused.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { CartTotals } from '../../domain/cart-pricing.ts';
import { Refusal } from '../../domain/refusal.ts';
import { cartFromJson, couponFromJson } from '../../db/records.ts';
import { loadItemRows, loadPlaces, placeOfZip, priceLoadedCart } from '../cart/cart.service.ts';
import { savedAllocationsOf } from './cart-allocations.ts';

export const QUOTE_FIGURES_CHANGED =
  "The quote's figures have changed since it was saved. Please save the quote before sending it.";

/** The totals a quote was saved with, in cents. */
export interface SavedTotals {
  subtotal: number;
  itemDiscount: number;
  couponDiscount: number;
  shipping: number;
  assembly: number;
  rubbish: number;
  grandTotal: number;
}

/** The saved totals of the orders row `o`, as one JSON value. */
export const SAVED_TOTALS: SQL = sql`json_build_object('subtotal', o.subtotal_cents, 'itemDiscount', o.item_discount_cents,
  'couponDiscount', o.coupon_discount_cents, 'shipping', o.shipping_cents, 'assembly', o.assembly_cents,
  'rubbish', o.rubbish_cents, 'grandTotal', o.grandtotal_cents)`;

/** Whether the cart's figures now differ from the quote's saved ones in any total. */
export function figuresChanged(saved: SavedTotals, now: CartTotals): boolean {
  const pairs: [number, number][] = [
    [saved.subtotal, now.subtotalCents],
    [saved.itemDiscount, now.itemDiscountCents],
    [saved.couponDiscount, now.couponDiscountCents],
    [saved.shipping, now.shippingCents],
    [saved.assembly, now.assemblyCents],
    [saved.rubbish, now.rubbishCents],
    [saved.grandTotal, now.grandTotalCents],
  ];
  return pairs.some(([a, b]) => Number(a) !== b);
}

/**
 * Refuses (409) when the pending quote `orderNo`'s cart prices differently from what the quote saved:
 * the customer would be sent figures the editor no longer shows. Reads inside `tx`, one query at a time.
 */
export async function refuseChangedQuote(tx: Database, orderNo: string, today: string): Promise<void> {
  const [row] = await queryRows<{
    cart: Record<string, unknown>;
    coupon: Record<string, unknown> | null;
    saved: SavedTotals;
  }>(
    tx,
    sql`select to_jsonb(c) as cart, ${SAVED_TOTALS} as saved,
        (select to_jsonb(k) from coupons k where c.coupon_code <> '' and upper(k.code) = upper(c.coupon_code)) as coupon
      from orders o join carts c on c.order_id = o.id and c.kind = 'pos' and c.status = 'open'
      where o.order_no = ${orderNo} and o.kind = 'quote' and o.status = 'pending'
      order by c.id desc limit 1`,
  );
  // No open cart: nothing to differ from (the quote's own refusals are the caller's).
  if (!row) return;
  const cart = cartFromJson(row.cart);
  const rows = await loadItemRows(tx, cart.id);
  // A cart without lines cannot be saved as a quote (domain/pos-validation.ts): the saved quote stands.
  if (!rows.length) return;
  const priced = priceLoadedCart({
    cart,
    coupon: row.coupon ? couponFromJson(row.coupon) : null,
    rows,
    place: await placeOfZip(tx, cart.zip),
    places: await loadPlaces(tx),
    today,
    buyerId: cart.userId,
    allocations: await savedAllocationsOf(tx, cart.id),
  }).priced;
  if (figuresChanged(row.saved, priced.totals)) throw new Refusal(409, QUOTE_FIGURES_CHANGED);
}
