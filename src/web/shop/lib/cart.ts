// The cart from anywhere on the site: adding, removing, the header's counter and the side cart. The
// counter lives in the `cart_count` cookie (pages are cached for everyone,
// docs/decisions/0003-page-cache.md, so the layout cannot know it); the cart calls' answers keep it
// current, and this file tells the header.
import type { CartAddResponse } from '../../../contract/cart.ts';
import { CART_COUNT_COOKIE } from '../../../contract/cookies.ts';
import { pushCartAnswer } from '../../common/lib/analytics.ts';
import { ApiError, api } from '../../common/lib/api.ts';
import { readCookie, writeCookie } from '../../common/lib/cookies.ts';
import { notify } from '../../common/lib/notices.ts';

export const CART_EVENT = 'kauri:cart';
export const SIDE_CART_EVENT = 'kauri:side-cart';
const CART_COUNT_MAX_AGE_S = 60 * 60 * 24 * 30;

export interface CartLine {
  sku: string;
  xsel: string;
  ysel: string;
  qty: number;
}

/** Units in the cart as the cookie says; 0 when unknown. */
export function readCartCount(): number {
  const n = Number.parseInt(readCookie(CART_COUNT_COOKIE), 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** A cart call answered a new count: keep it and show it. */
export function setCartCount(count: number) {
  if (typeof window === 'undefined' || !Number.isFinite(count)) return;
  const n = Math.max(0, Math.floor(count));
  if (readCookie(CART_COUNT_COOKIE) !== String(n)) writeCookie(CART_COUNT_COOKIE, String(n), CART_COUNT_MAX_AGE_S);
  window.dispatchEvent(new CustomEvent(CART_EVENT, { detail: { count: n } }));
}

export function openSideCart() {
  window.dispatchEvent(new CustomEvent(SIDE_CART_EVENT));
}

/** POST /v1/cart/add; on success the counter moves and the side cart opens. */
export async function addToCart(line: CartLine): Promise<boolean> {
  try {
    const res = await api('cart.add', line);
    setCartCount(res.itemcount);
    pushCartAnswer(res);
    openSideCart();
    return true;
  } catch (err) {
    notify(err instanceof Error ? err.message : 'Something went wrong. Please try again.', 'danger');
    return false;
  }
}

/**
 * POST /v1/cart/addSet: several items in one call, all or none (the mattress builder's bed). A sold-out
 * refusal names the items, so the shopper knows which choice to change.
 */
export async function addSetToCart(items: { sku: string; qty: number }[]): Promise<boolean> {
  try {
    const res = await api('cart.addSet', { items });
    setCartCount(res.itemcount);
    pushCartAnswer(res);
    openSideCart();
    return true;
  } catch (err) {
    notify(setRefusal(err), 'danger');
    return false;
  }
}

function setRefusal(err: unknown): string {
  if (!(err instanceof Error)) return 'Something went wrong. Please try again.';
  let names: string[] = [];
  try {
    const body = err instanceof ApiError ? (JSON.parse(err.body) as { soldOutItems?: unknown }) : {};
    if (Array.isArray(body.soldOutItems)) names = body.soldOutItems.filter((n) => typeof n === 'string');
  } catch {
    // not JSON: the message alone
  }
  return names.length ? `${err.message}: ${names.join(', ')}` : err.message;
}

/** POST /v1/cart/remove by the item's sku; answers the new count (the caller reloads what it shows). */
export async function removeFromCart(sku: string): Promise<CartAddResponse> {
  const res = await api('cart.remove', { sku });
  setCartCount(res.itemcount);
  pushCartAnswer(res);
  return res;
}
