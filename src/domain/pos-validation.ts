// The POS full validation before an order is completed, pure: the first failure's message, in the
// order staff have always seen them (customer, then allocations, then addresses), or null.

export const CART_EMPTY = 'Looks like this cart is empty';
export const FIRST_NAME = "Please enter customer's first name";
export const LAST_NAME = "Please enter customer's last name";
export const MOBILE = "Please enter customer's mobile No.";
export const MOBILE_DIGITS = 'Mobile number should be numbers only';
export const ACQUISITION = 'Please enter acquisition channel';
export const EMAIL = "Please enter valid customer's Email address";
export const DELIVERY_ADDRESS = "Please enter customer's delivery address";
export const BILL_ADDRESS = "Please enter customer's bill address";
export const allocationLocationMessage = (name: string) => `Please enter a correct allocation location of [${name}]`;
export const dispatchDateMessage = (name: string) => `Please enter a correct dispatch date of [${name}]`;
export const allocationQtyMessage = (name: string) => `Please enter a correct allocation QTY of [${name}]`;

export interface PosCheckCart {
  itemCount: number;
  firstname: string;
  lastname: string;
  mobile: string;
  acquisition: string;
  email: string;
  address: string;
  useSameAddress: boolean;
  baddress: string;
  subItems: {
    name: string;
    qty: number;
    allocations: { method: 'DEL' | 'COU' | 'PCK'; from: string; qty: number; dispatchDate: string }[];
  }[];
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The failures in order; the first one is shown. */
export function posCheckFailures(cart: PosCheckCart): string[] {
  const out: string[] = [];
  if (cart.itemCount <= 0 || cart.subItems.length === 0) out.push(CART_EMPTY);
  if (!cart.firstname.trim()) out.push(FIRST_NAME);
  if (!cart.lastname.trim()) out.push(LAST_NAME);
  const mobile = cart.mobile.trim();
  if (!mobile) out.push(MOBILE);
  else if (!/^\d+$/.test(mobile)) out.push(MOBILE_DIGITS);
  if (!cart.acquisition.trim()) out.push(ACQUISITION);
  if (!EMAIL_RE.test(cart.email.trim())) out.push(EMAIL);
  for (const sub of cart.subItems) {
    if (sub.allocations.length === 0 || sub.allocations.some((a) => !a.from.trim()))
      out.push(allocationLocationMessage(sub.name));
    if (sub.allocations.some((a) => !ISO_DATE.test(a.dispatchDate))) out.push(dispatchDateMessage(sub.name));
    if (sub.allocations.reduce((n, a) => n + a.qty, 0) !== sub.qty) out.push(allocationQtyMessage(sub.name));
  }
  const delivered = cart.subItems.some((s) => s.allocations.some((a) => a.method !== 'PCK'));
  if (delivered && !cart.address.trim()) out.push(DELIVERY_ADDRESS);
  if (delivered && !cart.useSameAddress && !cart.baddress.trim()) out.push(BILL_ADDRESS);
  return out;
}

export function posCheck(cart: PosCheckCart): string | null {
  return posCheckFailures(cart)[0] ?? null;
}
