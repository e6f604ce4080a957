// COMPLETE PURCHASE: the spec's eleven checks in this order, then ours (a line to collect needs a
// collection point, or it would be sold with no store and no fee); the first failure wins.
// One list, run by the cart page as the shopper types and by the server when they press the button.
import { isValidEmail } from './email.ts';

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
  /** The name (as the cart shows it) of the first line to collect with no collection point; '' when none. */
  collectWithoutPoint: string;
}

export type CheckoutField = keyof CheckoutForm;

export interface CheckoutRule {
  field: CheckoutField;
  /** The words shown; `{name}` stands for the line the rule is about. */
  message: string;
  ok(form: CheckoutForm): boolean;
}

/** What the shopper is told: the failing rule's field and its words, the line named. */
export interface CheckoutFailure {
  field: CheckoutField;
  message: string;
}

export const NO_COLLECTION_POINT_MESSAGE = 'Please choose a collection point for [{name}]';

const filled = (s: string) => s.trim().length > 0;

export { isValidEmail };

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
  { field: 'collectWithoutPoint', message: NO_COLLECTION_POINT_MESSAGE, ok: (f) => f.collectWithoutPoint === '' },
];

export const SOLD_OUT_MESSAGE = 'Woops! Some products in your cart have sold out. (sorry!)';
export const CAPTCHA_FAILED_MESSAGE = 'Google recaptcha validate fail, please try again';

/** The first failing rule's field and words, or null when the form may complete. */
export function firstCheckoutFailure(form: CheckoutForm): CheckoutFailure | null {
  const rule = CHECKOUT_RULES.find((r) => !r.ok(form));
  // A replacer function, so a name holding '$&' is shown as typed.
  return rule ? { field: rule.field, message: rule.message.replace('{name}', () => form.collectWithoutPoint) } : null;
}

interface CartLineWay {
  shipmethod: string;
  pickLocation: string | null;
  name: string;
}

/** The first line (in the cart's order) set to COLLECT with no collection point: its name, or ''. */
export function collectWithoutPoint(lines: readonly CartLineWay[]): string {
  return lines.find((l) => l.shipmethod === 'PCK' && !l.pickLocation)?.name ?? '';
}
