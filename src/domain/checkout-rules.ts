// COMPLETE PURCHASE: eleven checks in this order, the first failure wins.
// One list, run by the cart page as the shopper types and by the server when they press the button.

export interface CheckoutForm {
  itemCount: number;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  address: string;
  zip: string;
  /** Billing same as delivery. */
  useSameAddress: boolean;
  baddress: string;
  /** Code of the chosen payment method ('' when none). */
  paymentMethod: string;
  agreeTerms: boolean;
}

export type CheckoutField = keyof CheckoutForm;

export interface CheckoutRule {
  field: CheckoutField;
  message: string;
  ok(form: CheckoutForm): boolean;
}

const filled = (s: string) => s.trim().length > 0;

/** Storefront email format: an @ and a dot after position 0 (newsletter, sign-in, contact too). */
export function isValidEmail(email: string): boolean {
  const e = email.trim();
  return e.indexOf('@') > 0 && e.indexOf('.', 1) > 0 && !/\s/.test(e) && e.length <= 254;
}

export const CHECKOUT_RULES: readonly CheckoutRule[] = [
  {
    field: 'itemCount',
    message: "Looks like your cart is empty. Let's go shopping (yay!)",
    ok: (f) => f.itemCount > 0,
  },
  { field: 'firstname', message: 'Please enter your first name', ok: (f) => filled(f.firstname) },
  { field: 'lastname', message: 'Please enter your last name', ok: (f) => filled(f.lastname) },
  {
    field: 'email',
    message: 'Woops! Looks like you entered an invalid Email address.',
    ok: (f) => isValidEmail(f.email),
  },
  { field: 'mobile', message: 'Please enter a valid mobile number', ok: (f) => filled(f.mobile) },
  { field: 'mobile', message: 'Mobile number should be numbers only', ok: (f) => /^\d+$/.test(f.mobile.trim()) },
  {
    field: 'address',
    message: 'Woops! Looks like you entered an invalid delivery address.',
    ok: (f) => filled(f.address),
  },
  {
    field: 'zip',
    message: 'Woops! Looks like you entered an invalid zipcode.',
    ok: (f) => /^\d{4}$/.test(f.zip.trim()),
  },
  {
    field: 'baddress',
    message: 'Woops! Looks like you entered an invalid bill address.',
    ok: (f) => f.useSameAddress || filled(f.baddress),
  },
  { field: 'paymentMethod', message: 'How do you want to pay?', ok: (f) => filled(f.paymentMethod) },
  {
    field: 'agreeTerms',
    message: "Sorry to be a bore - but can you please agree to the T&C's?",
    ok: (f) => f.agreeTerms,
  },
];

export const SOLD_OUT_MESSAGE = 'Woops! Some products in your cart have sold out. (sorry!)';
export const CAPTCHA_FAILED_MESSAGE = 'Google recaptcha validate fail, please try again';

/** The first failing rule, or null when the form may complete. */
export function firstCheckoutFailure(form: CheckoutForm): CheckoutRule | null {
  return CHECKOUT_RULES.find((rule) => !rule.ok(form)) ?? null;
}
