// Small rules of the POS checkout page: the customer and summary form as the page edits it, the
// updateBasic body it sends, what typing a fee may put in a box, the checks before an action, and the
// words shown for a quote's dates. Pure.
import { shortDayText } from '../../../domain/dates.ts';
import type { CustomerDetails } from '../../../contract/customer.ts';
import type { PosCartResponse } from '../../../contract/pos-cart.ts';
import { formatNzd, parseCents } from '../../../domain/money.ts';
import { sendCartCheck } from '../../../domain/pos-customer-check.ts';
import { type PosCheckCart, posCheck } from '../../../domain/pos-validation.ts';

/**
 * Acquisition channels: contract/pos-cart.ts ACQUISITION_CHANNELS, repeated here so the
 * page does not bring the contract's schema library along (a test keeps the two lists equal).
 */
export const ACQUISITION_CHANNELS = ['Phone Enquiry', 'Email Enquiry', 'Chatbot Enquiry', 'Walk in'] as const;

/** The branch code of the website, the default branch. */
export const WEBSITE_BRANCH = 'WEB';

/** An acquisition channel, or '' before one is chosen. */
export type AcquisitionChoice = (typeof ACQUISITION_CHANNELS)[number] | '';

/** What the salesperson edits on the customer tab and in the order summary; saved through updateBasic. */
export interface PosBasicForm extends CustomerDetails {
  branch: string;
  /** One of ACQUISITION_CHANNELS (the radios offer only those), or '' before one is chosen. */
  acquisition: string;
  /** A quote's expiry, YYYY-MM-DD ('' for a new cart). */
  expireDate: string;
  /** On: the server's delivery fee; off: `shippingcost` as typed. */
  autoShipping: boolean;
  shippingcost: string;
  assemblyCost: string;
  rubbishCost: string;
}

/** A fee box shows nothing for no fee, so the salesperson types over an empty box. */
export function feeText(decimal: string): string {
  return (parseCents(decimal) ?? 0) === 0 ? '' : decimal;
}

export function basicFormOf(data: PosCartResponse): PosBasicForm {
  const c = data.cart;
  return {
    firstname: c.firstname,
    lastname: c.lastname,
    company: c.company,
    email: c.email,
    mobile: c.mobile,
    address: c.address,
    zip: c.zip,
    baddress: c.baddress,
    useSameAddress: c.useSameAddress !== 0,
    newsletter: c.newsletter === 1,
    branch: c.branch || WEBSITE_BRANCH,
    acquisition: c.acquisition ?? '',
    expireDate: c.expire_date ?? '',
    comment: c.comment,
    autoShipping: c.auto_shippingcost !== 0,
    shippingcost: c.shippingcost,
    assemblyCost: feeText(c.assembly_cost),
    rubbishCost: feeText(c.rubbish_cost),
  };
}

/** An empty fee box (or a lone '.') is no fee. */
const feeOf = (text: string) => (/\d/.test(text) ? text : '0');

/**
 * The body of POST /pos/cart/updateBasic for the form as it stands. Fields the server checks against
 * the cart's own state go only when they mean something: a zip once it has four digits (or is
 * cleared), the branch and a quote's expiry only when the salesperson changed them (an expired quote
 * keeps its past date until someone picks a new one). `coupon` goes only when given (apply/remove).
 */
export function updateBasicBody(
  form: PosBasicForm,
  data: PosCartResponse,
  orderNo: string | null,
  opts: { coupon?: string } = {},
) {
  const c = data.cart;
  const zipReady = form.zip === '' || /^\d{4}$/.test(form.zip);
  return {
    orderNo,
    cart: {
      firstname: form.firstname,
      lastname: form.lastname,
      company: form.company,
      email: form.email,
      mobile: form.mobile,
      address: form.address,
      ...(zipReady ? { zip: form.zip } : {}),
      baddress: form.useSameAddress ? form.address : form.baddress,
      comment: form.comment,
      newsletter: form.newsletter ? 1 : 0,
      ...(form.branch && form.branch !== c.branch ? { branch: form.branch } : {}),
      // A radio of ACQUISITION_CHANNELS, or the cart's own (the server checks it against the same list).
      acquisition: form.acquisition as AcquisitionChoice,
      assembly_cost: feeOf(form.assemblyCost),
      rubbish_cost: feeOf(form.rubbishCost),
      ...(orderNo && form.expireDate && form.expireDate !== (c.expire_date ?? '')
        ? { expire_date: form.expireDate }
        : {}),
      ...(opts.coupon !== undefined ? { coupon: opts.coupon } : {}),
    },
    useSameAddress: form.useSameAddress ? 1 : 0,
    useAutoShippingCost: form.autoShipping ? 1 : 0,
    shippingcost: form.autoShipping ? c.shippingcost : feeOf(form.shippingcost),
  };
}

/** What a money box keeps of what was typed (the manual delivery fee): digits and one decimal point, two decimals. */
export function decimalTyped(text: string): string {
  let seenPoint = false;
  let out = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  const [whole = '', decimals] = out.split('.');
  return decimals === undefined ? whole.slice(0, 7) : `${whole.slice(0, 7)}.${decimals.slice(0, 2)}`;
}

/** A New Zealand postcode box keeps four digits. */
export function zipTyped(text: string): string {
  return text.replace(/\D/g, '').slice(0, 4);
}

/** The cart as the POS full validation (domain/pos-validation.ts) reads it: the cart's items, the form's details. */
export function posCheckCartOf(data: PosCartResponse, form: PosBasicForm): PosCheckCart {
  return {
    itemCount: data.itemcount,
    firstname: form.firstname,
    lastname: form.lastname,
    mobile: form.mobile,
    acquisition: form.acquisition,
    email: form.email,
    address: form.address,
    useSameAddress: form.useSameAddress,
    baddress: form.baddress,
    subItems: data.cartItems.flatMap((item) =>
      item.subItems.map((sub) => ({
        name: sub.name,
        qty: sub.qty,
        allocations: sub.allocation.map((a) => ({
          method: a.method,
          from: a.from === null || a.from === undefined ? '' : String(a.from),
          qty: a.qty,
          dispatchDate: a.dispatch_date ?? '',
        })),
      })),
    ),
  };
}

/** The first failure of the full validation (completing an order, saving a quote), or null. */
export function fullCheck(data: PosCartResponse, form: PosBasicForm): string | null {
  return posCheck(posCheckCartOf(data, form));
}

/** Sending the cart or a quote (the customer checks only, after the cart is not empty): the first failure, or null. */
export function customerCheck(data: PosCartResponse, form: PosBasicForm): string | null {
  return sendCartCheck({ ...form, itemCount: data.itemcount });
}

/** The quote expiry's label: days left, or 'Expired At {date}' once expiresIn is negative. */
export function expiryLabel(expiresIn: number | null, expireDate: string | null): string {
  if (expiresIn === null) return '';
  if (expiresIn < 0) return `Expired At ${shortDayText(expireDate)}`;
  return `Expires in ${expiresIn} day${expiresIn === 1 ? '' : 's'}`;
}

/** The CART ITEMS shortcut list's row price: whole dollars, to keep it short. */
export function wholeDollars(decimal: string): string {
  return formatNzd(parseCents(decimal) ?? 0, { whole: true });
}

/** GA4's ecommerce object of the cart (for the quote and cart analytics events). */
export function ecommerceOf(data: PosCartResponse, extra: Record<string, unknown> = {}) {
  return {
    currency: 'NZD',
    value: (parseCents(data.cart.grandtotal) ?? 0) / 100,
    ...(data.cart.coupon ? { coupon: data.cart.coupon } : {}),
    ...extra,
    items: data.ga4Itmes,
  };
}
