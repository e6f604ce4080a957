// A cart priced by the rules of domain/cart-pricing.ts: the page's figures and the checkout's are
// the same computation over the same rows. `priceForCheckout` reads inside the checkout's own
// transaction, with the cart row locked so its items cannot change until the order is written.
import { sql } from 'drizzle-orm';
import { nzToday } from '../../domain/dates.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { priceCart } from '../../domain/cart-pricing.ts';
import type { Coupon } from '../../domain/coupons.ts';
import {
  type AllocationWay,
  type ItemRow,
  type Places,
  type RowStock,
  loadItemRows,
  loadPlaces,
  pricedLine,
  rowStock,
} from './lines.ts';
import { type CartRecord, cartFromJson, couponFromJson } from '../../db/records.ts';
import type { PricedCart } from './types.ts';
import { type ZipPlace, placeOfZip } from './zones.ts';
import { Refusal } from '../../domain/refusal.ts';

export interface PricingContext {
  cart: CartRecord;
  coupon: Coupon | null;
  rows: ItemRow[];
  place: ZipPlace;
  places: Places;
  today: string;
  /**
   * Who is buying, for a coupon tied to one customer: the shopper the session is signed in as
   * (lookup.ts identifyShopper), or the POS cart's chosen customer (carts.user_id).
   */
  buyerId: number | null;
  /** A POS cart's saved allocations: what is collected costs nothing to deliver. */
  allocations?: readonly AllocationWay[];
  /** Whether that buyer has a placed order (coupons.ts buyerHasOrdered); null when not known. */
  buyerHasOrdered?: boolean | null;
}

/** A priced cart with the rows and stock figures it came from (the cart page shows them too). */
export interface LoadedCart {
  priced: PricedCart;
  rows: ItemRow[];
  stocks: RowStock[];
}

export function priceLoadedCart(ctx: PricingContext): LoadedCart {
  const { cart, coupon, rows, place, places, today, buyerId, buyerHasOrdered } = ctx;
  const stocks = rows.map((row) => rowStock(row, places, place.island));
  const lines = rows.map((row, i) => pricedLine(row, stocks[i]!, today, cart.etaPadding, ctx.allocations));
  const totals = priceCart({
    lines,
    zip: cart.zip,
    zone: place.zone,
    coupon,
    todayNz: today,
    buyerId,
    buyerHasOrdered,
    manualShippingCents: cart.manualShippingCents,
    assemblyCents: cart.assemblyCents,
    rubbishCents: cart.rubbishCents,
  });
  return { priced: { cart, lines, totals, zoneCode: place.zone?.code ?? null, island: place.island }, rows, stocks };
}

/**
 * The cart `cartId`, priced now, for the checkout. Call it with the checkout transaction's handle:
 * it locks the cart row (FOR UPDATE), and every change to a cart's items takes a share lock on that
 * row first and only goes ahead while the cart is still open, so what is priced here is what the
 * order gets.
 * The coupon row is read here too, unlocked: orders/coupon-use.ts locks it and checks it again
 * before a use is taken.
 * Throws a 404 refusal when there is no such cart.
 */
export async function priceForCheckout(
  tx: Database,
  cartId: number,
  opts: { today?: string; buyerId?: number | null } = {},
): Promise<PricedCart> {
  const [row] = await queryRows<{ cart: Record<string, unknown>; coupon: Record<string, unknown> | null }>(
    tx,
    sql`select to_jsonb(c) as cart,
        (select to_jsonb(k) from coupons k where c.coupon_code <> '' and upper(k.code) = upper(c.coupon_code)) as coupon
      from carts c where c.id = ${cartId} for update of c`,
  );
  if (!row) throw new Refusal(404, 'Cart not found');
  const cart = cartFromJson(row.cart);
  // Read fresh, not from the page's caches: this is the price the order gets. One after another:
  // a transaction is one connection.
  const place = await placeOfZip(tx, cart.zip);
  const places = await loadPlaces(tx);
  const rows = await loadItemRows(tx, cart.id);
  return priceLoadedCart({
    cart,
    coupon: row.coupon ? couponFromJson(row.coupon) : null,
    rows,
    place,
    places,
    today: opts.today ?? nzToday(),
    // The shopper checking out (complete.ts passes who the session is signed in as); else the cart's account.
    buyerId: opts.buyerId === undefined ? (cart.userId ?? null) : opts.buyerId,
  }).priced;
}
