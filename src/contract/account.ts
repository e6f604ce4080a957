// The signed-in shopper's own things on the storefront: the wishlist toggle
// (specs/storefront.md, Wishlist toggle response), My Details and the order history (our addresses,
// docs/features.md).
import { z } from 'zod';
import type { ProductCardData } from './catalog.ts';
import { flag } from './fields.ts';

/**
 * POST /v1/wishlist/toggle. `sku` is a product's (a card's heart: any of its variants counts) or a
 * variant's (a cart line); `cart` is set on the cart page, where an ADD also takes the line out of the cart.
 */
export const wishlistToggleRequest = z.object({
  sku: z.string().trim().min(1).max(60),
  cart: flag,
});

/** GA4's add_to_wishlist push (the browser hands it to dataLayer); null when nothing was added. */
export interface WishlistDataLayer {
  event: 'add_to_wishlist';
  ecommerce: { currency: 'NZD'; value: number; items: Record<string, unknown>[] };
}

export interface WishlistToggleResponse {
  success: true;
  /** 0: not signed in (nothing changed; the browser asks for sign-in). */
  login: 0 | 1;
  /** What happened to the heart; absent when not signed in. */
  action?: 'ADD' | 'DEL';
  datalayer_ga4: WishlistDataLayer | null;
  /** The cart's unit count after a move from the cart page. */
  itemcount?: number;
}

/** GET /v1/account/wishlist: the My Wishlist page's cards, newest first. */
export interface AccountWishlistResponse {
  success: true;
  login: 0 | 1;
  items: ProductCardData[];
}

const text = (max: number) => z.string().max(max).optional().default('');

/** POST /v1/account/details: My Details as the form holds it. The email is the account's and stays. */
export const accountDetailsRequest = z.object({
  firstname: text(60),
  lastname: text(60),
  organisation: text(100),
  mobile: text(20),
  address: text(300),
  zip: text(10),
  baddress: text(300),
  useSameAddress: flag,
  newsletter: flag,
});

export interface AccountDetails {
  email: string;
  firstname: string;
  lastname: string;
  organisation: string;
  mobile: string;
  address: string;
  zip: string;
  baddress: string;
  /** 1 when no separate billing address is kept. */
  useSameAddress: 0 | 1;
  newsletter: 0 | 1;
}

export interface AccountDetailsResponse {
  success: true;
  details: AccountDetails;
}

/** One line of an order in the history (specs/storefront.md, Order (history card)). */
export interface HistoryItem {
  /** The order line's id (a key for the page). */
  id: number;
  sku: string;
  name: string;
  qty_ordered: number;
  each_price_inc: string;
  /** -1 for a line of its own; a bundle's parts carry their bundle line's id. */
  group_code: number;
}

/** An order as the history card and its detail modal show it; money as decimal strings. */
export interface HistoryOrder {
  order_no: string;
  /** When it was placed, New Zealand time (YYYY-MM-DD HH:mm). */
  nztime: string;
  status: string;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  shipping_address: string;
  items: HistoryItem[];
  subtotal_inc: string;
  shipping_cost: string;
  assembly_cost: string;
  rubbish_cost: string;
  total_discount: string;
  grandtotal: string;
  total_tax: string;
}

/** GET /v1/account/orders: the signed-in shopper's own orders, newest first. */
export interface AccountOrdersResponse {
  success: true;
  orders: HistoryOrder[];
}
