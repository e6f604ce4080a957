// Adding to the cart from a card or the product page. The cart itself arrives in a later issue:
// until POST /v1/cart/add exists, its 404 (or the 405 of the page that catches the address today)
// answers with a polite notice instead of an error.
import { ApiError, postJson } from './api.ts';
import { notify } from './notices.ts';

export const CART_EVENT = 'kauri:cart';

export interface CartLine {
  sku: string;
  xsel: string;
  ysel: string;
  qty: number;
}

export async function addToCart(line: CartLine): Promise<boolean> {
  try {
    const res = await postJson<{ itemcount?: number }>('/v1/cart/add', line);
    if (typeof res.itemcount === 'number') {
      window.dispatchEvent(new CustomEvent(CART_EVENT, { detail: { count: res.itemcount } }));
    }
    notify('Added to your cart', 'success');
    return true;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 405)) notify('The cart is coming soon: thank you for your patience.', 'info');
    else notify(err instanceof Error ? err.message : 'Something went wrong. Please try again.', 'danger');
    return false;
  }
}
