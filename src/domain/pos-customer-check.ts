// The customer checks of the POS full validation, alone: sending a cart to a customer needs only
// these (it makes no order, so no allocations or addresses), after the cart-not-empty check.
// Same order and messages as posCheck (pos-validation.ts). Pure.
import { ACQUISITION, CART_EMPTY, EMAIL, FIRST_NAME, LAST_NAME, MOBILE, MOBILE_DIGITS } from './pos-validation.ts';

export interface PosCustomerFields {
  firstname: string;
  lastname: string;
  mobile: string;
  acquisition: string;
  email: string;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address the shop can mail (the rule behind "Please enter valid customer's Email address"). */
export function isCustomerEmail(email: string): boolean {
  return EMAIL_RE.test(email.trim());
}

/** The customer checks' failures, in posCheck's order. */
export function customerFailures(c: PosCustomerFields): string[] {
  const out: string[] = [];
  if (!c.firstname.trim()) out.push(FIRST_NAME);
  if (!c.lastname.trim()) out.push(LAST_NAME);
  const mobile = c.mobile.trim();
  if (!mobile) out.push(MOBILE);
  else if (!/^\d+$/.test(mobile)) out.push(MOBILE_DIGITS);
  if (!c.acquisition.trim()) out.push(ACQUISITION);
  if (!isCustomerEmail(c.email)) out.push(EMAIL);
  return out;
}

/** Send cart to customer: the cart has items, then the customer checks; the first failure or null. */
export function sendCartCheck(cart: PosCustomerFields & { itemCount: number }): string | null {
  if (cart.itemCount <= 0) return CART_EMPTY;
  return customerFailures(cart)[0] ?? null;
}
