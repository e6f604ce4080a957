// The POS checkout page's cart calls: bodies of /pos/cart/get, searchItems, addItem, updateItem,
// updateBasic and checkDiscountLimit. Field names are the ones the shop's pages send. Bodies arrive as
// JSON or form fields, so numbers may be strings.
import { z } from 'zod';
import type { ShopperCart, ShopperCartItem } from './cart.ts';
import { centsOf } from './cents.ts';
import { flag } from './fields.ts';
import {
  AMOUNT_NOT_POSITIVE,
  DELIVERY_NOTES_MAX,
  DELIVERY_NOTES_TOO_LONG,
  DISCOUNT_TYPES,
  UNKNOWN_PAYMENT_METHOD,
  deliveryTagsRefusal,
} from './pos-words.ts';

/** Acquisition channels: how the customer came to us; '' while none is chosen. */
export const ACQUISITION_CHANNELS = ['Phone Enquiry', 'Email Enquiry', 'Chatbot Enquiry', 'Walk in'] as const;
export const UNKNOWN_ACQUISITION = 'Please choose an acquisition channel from the list';
export const BAD_DELIVERY_FEE = 'The delivery fee should be digits and one decimal point';
export const BAD_MONEY = 'Please enter a valid amount';

/** The quote being edited; absent, empty or 0 means the staff member's open cart. */
const orderNo = z
  .union([z.string().max(40), z.number(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null || v === '' || v === 0 ? null : String(v)));
export const quoteOrderNoField = orderNo;

/** An amount of money (dollars, up to two decimals) given as number or text → cents. */
export const moneyCents = (message = BAD_MONEY) =>
  z.union([z.number(), z.string().trim().max(12)]).transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v;
    if (!/^\d{1,7}(\.\d{0,2})?$/.test(text) && !/^\.\d{1,2}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return centsOf(text);
  });

/** A signed whole number (quantities, qty_diff) given as number or digits. */
const integer = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^-?\d{1,4}$/, 'Must be a whole number')])
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const posCartGetRequest = z.object({ orderNo });

export const searchItemsRequest = z.object({ str: z.string().max(100, 'Search text too long').optional().default('') });

export const addItemRequest = z.object({
  orderNo,
  sku: z.string().trim().min(1, 'Please choose an item').max(60),
});

/** POST /pos/cart/removeItem (our name): the line of `sku` goes, with its allocations. */
export const removeItemRequest = z.object({
  orderNo,
  sku: z.string().trim().min(1, 'Item not found').max(60, 'Item not found'),
});

/** A sub-item's delivery notes and tag codes, saved by updateItem; absent fields stay as saved. */
const subItemNotes = z
  .object({
    sku: z.string().trim().min(1, 'Sub-item not found').max(100),
    notes: z.string().max(DELIVERY_NOTES_MAX, DELIVERY_NOTES_TOO_LONG).optional(),
    delTags: z.array(z.string().max(40)).max(20).optional(),
  })
  .superRefine((sub, ctx) => {
    const refusal = deliveryTagsRefusal(sub);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });

export const updateItemRequest = z.object({
  orderNo,
  item: z.object({
    id: z
      .union([z.number(), z.string().regex(/^\d{1,9}$/, 'Item not found')])
      .transform(Number)
      .pipe(z.number().int().min(1, 'Item not found')),
    qty: integer(-999, 999).optional(),
    eachpriceinc: z.union([z.number(), z.string().max(20)]).optional(),
    disc_type: z.enum(DISCOUNT_TYPES, { message: 'The discount type is percent or fixed' }).optional(),
    disc_reason: z.string().max(40).nullable().optional(),
    /** percent: percentage points; fixed: dollars off each unit. */
    discount: z
      .union([
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Wrong discount amount!'),
      ])
      .transform(Number)
      .pipe(z.number().min(0, 'Wrong discount amount!').max(10_000_000))
      .optional(),
    subItems: z.array(subItemNotes).max(50).optional(),
  }),
  qty_diff: integer(-999, 999).optional(),
  /** A manager's check-pin approval (type discount) for a discount beyond the staff member's limit. */
  approval: z.string().max(100).optional(),
});

export const checkDiscountLimitRequest = z.object({
  sku: z.string().trim().min(1).max(60),
  sale: moneyCents('Wrong discount amount!'),
});

const text = (max: number) => z.string().trim().max(max).optional();

export const updateBasicRequest = z.object({
  orderNo,
  cart: z.object({
    firstname: text(60),
    lastname: text(60),
    company: text(120),
    email: text(254),
    mobile: text(30),
    address: text(300),
    zip: text(4),
    baddress: text(300),
    comment: text(2000),
    coupon: text(40),
    newsletter: flag,
    branch: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{2,10}$/, 'Unknown branch')
      .transform((v) => v.toUpperCase())
      .optional(),
    acquisition: z.union([z.enum(ACQUISITION_CHANNELS), z.literal('')], { message: UNKNOWN_ACQUISITION }).optional(),
    assembly_cost: moneyCents().optional(),
    rubbish_cost: moneyCents().optional(),
    shippingcost: z.union([z.number(), z.string().max(12)]).optional(),
    /** A quote's expiry, YYYY-MM-DD (the server checks its range); ignored on a new cart. */
    expire_date: z.string().trim().max(10, 'The expiry date should be a date').optional(),
  }),
  useSameAddress: flag,
  /** Absent means the automatic delivery fee. */
  useAutoShippingCost: z
    .union([z.boolean(), z.number(), z.string().max(5)])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return true;
      const parsed = flag.safeParse(v);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: 'Invalid flag' });
      return z.NEVER;
    }),
  /** The manual delivery fee (when useAutoShippingCost is off); else cart.shippingcost. */
  shippingcost: z.union([z.number(), z.string().max(12)]).optional(),
});

/** The manual delivery fee: digits and one decimal point → cents; null when not valid. */
export function deliveryFeeCents(v: unknown): number | null {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{0,7}(\.\d{0,2})?$/.test(text) || !/\d/.test(text)) return null;
  return centsOf(text);
}

/** One allocation of the shipping-allocation modal (one row: method, source, quantity…). */
const allocationEntry = z.object({
  method: z.enum(['DEL', 'COU', 'PCK']),
  /** A location code, 'BACK-ORDER', or a purchase order id; '' or null when not chosen (a save rule answers). */
  from: z
    .union([z.string().trim().max(40), z.number().int().min(1).max(2_147_483_647), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null ? '' : String(v))),
  to: z
    .union([z.string().trim().max(40), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  qty: integer(0, 999),
  dispatch_date: z
    .union([z.string().trim().max(10), z.null()])
    .optional()
    .transform((v) => v ?? ''),
  confirmed: flag,
  note: z.string().max(1000).optional().default(''),
});

/** POST /pos/cart/saveAllocation (our name): replaces one sub-item's allocations. */
export const saveAllocationRequest = z.object({
  orderNo,
  itemId: integer(1, 2_147_483_647).or(z.number().int().min(1)),
  sku: z.string().trim().min(1).max(100),
  allocations: z.array(allocationEntry).max(50),
});

/**
 * POST /v1/cart/updatePayment from the POS checkout (a staff session and an `orderNo` key, '' or null
 * for the open cart): the payment lines the cart should have, replacing those it has.
 */
export const posUpdatePaymentRequest = z.object({
  orderNo,
  payments: z
    .array(
      z.object({
        gateway: z.string().trim().min(1, UNKNOWN_PAYMENT_METHOD).max(40),
        /** The page's label; the server keeps the method's own name. */
        name: z.string().max(100).optional(),
        amount: z.union([z.number(), z.string().max(20)], { message: AMOUNT_NOT_POSITIVE }),
        reference: z
          .union([z.string().max(100, 'The reference is too long'), z.null()])
          .optional()
          .transform((v) => v ?? ''),
      }),
    )
    .max(20, 'Too many payments'),
});

/** What COMPLETE makes of the POS cart: an order, a quote, or a quote emailed to the customer. */
export const COMPLETE_OPTIONS = ['order', 'quote', 'quote_email'] as const;
export type CompleteOption = (typeof COMPLETE_OPTIONS)[number];

/**
 * POST /v1/cart/updatePayment as the server reads it: the shopper's request (cart.ts
 * updatePaymentRequest) or the POS checkout's (above), one address for both. A staff session that
 * sends an `orderNo` key (kept absent when not sent) means the POS checkout's.
 */
export const anyUpdatePaymentRequest = posUpdatePaymentRequest.extend({ orderNo: orderNo.optional() });

/** POST /pos/cart/complete/ */
export const completeRequest = z.object({
  orderNo,
  option: z.enum(COMPLETE_OPTIONS),
  updateCus: flag,
  approval: z.string().max(200).optional(),
});

// ---------------------------------------------------------------- answers

/** One allocation of a sub-item as /pos/cart/get shows it (`from`: a location code, 'BACK-ORDER' or a purchase order id). */
export interface PosAllocation {
  method: 'DEL' | 'COU' | 'PCK';
  from: string | number | null;
  to: string | null;
  qty: number;
  dispatch_date: string;
  confirmed: boolean;
  note: string;
}

/** Stock figures of one location for a sub-item (the allocation modal's stock table). */
export interface LocationFigures {
  free: number;
  clr: number;
  alloc: number;
  nons: number;
  on_hand: number;
}

/** An open purchase order a sub-item can be allocated from. */
export interface PurchaseOrderOffer {
  id: number;
  po_number: string;
  /** Units still unallocated on it. */
  qty: number;
  /** DC1 ETA, YYYY-MM-DD. */
  eta: string;
}

export interface PosSubItem {
  sku: string;
  name: string;
  collection: string;
  qrdesc: string;
  desc_colour: string;
  qty: number;
  cbm: number;
  notes: string;
  delTags: string[];
  /** Keyed by location code. */
  locationQty: Record<string, LocationFigures>;
  pOrders: PurchaseOrderOffer[];
  isBackOrder: boolean;
  allocation: PosAllocation[];
}

export interface PosCartItem extends ShopperCartItem {
  disc_type: 'percent' | 'fixed' | null;
  disc_reason: string | null;
  subItems: PosSubItem[];
}

export interface PosCart extends ShopperCart {
  user_id: number | null;
  acquisition: string;
  staff_id: number | null;
  /** A quote's expiry (YYYY-MM-DD); null for a new cart. */
  expire_date: string | null;
  /** Days left until expire_date; negative means expired; null for a new cart. */
  expiresIn: number | null;
  createdAt: string;
  updatedAt: string;
  auto_shippingcost: 0 | 1;
  shippingcost_detail: unknown;
  assembly_cost: string;
  rubbish_cost: string;
  /** One line per email sent about this cart or quote, oldest first. */
  emailLog: string[];
  /** The printable quote (a quote only). */
  printQuoteUrl: string | null;
  /** A quote's grand total as saved: what its list row, print, PDF, email and pay page show. null for a new cart. */
  savedTotal: string | null;
  /** A quote whose figures worked out now differ from the saved ones: it is saved again before it is printed or emailed. */
  figuresChanged: boolean;
  /** The quote's number when this cart is a quote, else null. */
  orderNo?: string | null;
}

/** A payment line added at the POS checkout (checked by domain/pos-payments.ts). */
export interface PosPaymentLine {
  id: number;
  gateway: string;
  name: string;
  amount: string;
  reference: string;
  status: number;
  type: number;
}

export interface PosCustomer {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  organisation: string;
  billing_address: string;
  shipping_address: string;
  shipping_zip: string;
  /** The acquisition channel given on the customer's last quote or order ('' before one). */
  acquisition: string;
  numQuotes: number;
}

/** POST /pos/cart/get */
export interface PosCartResponse {
  success: true;
  cart: PosCart;
  payments: PosPaymentLine[];
  cartItems: PosCartItem[];
  customer: PosCustomer | null;
  coupon: string;
  couponMsg: string;
  /** Payment method code → name, staff methods only. */
  pMethods: Record<string, string>;
  paidAmount: string;
  /** Bounds of a quote's expiry date (YYYY-MM-DD); null for a new cart. */
  minExpireDate: string | null;
  maxExpireDate: string | null;
  delTags: { code: string; text: string; svg: string }[];
  ga4Itmes: Record<string, unknown>[];
  itemcount: number;
}

/** POST /pos/cart/searchItems */
export interface PosSearchResponse {
  success: true;
  items: PosSearchItem[];
}

export interface PosSearchItem {
  sku: string;
  name: string;
  collection: string;
  description: string;
  thumb: string;
  available: number;
  price: string;
}

/** POST /pos/cart/complete/ */
export interface PosCompleteResponse {
  success: boolean;
  redirect?: string;
  msg: string;
  orderNo?: string;
}

/** POST /pos/cart/updateItem and /pos/cart/updateBasic: what the coupon now says ('' when all is well). */
export interface PosCouponAnswer {
  success: true;
  couponMsg: string;
}

/** POST /pos/cart/removeItem: the cart's units left and what the coupon now says. */
export interface PosRemoveAnswer extends PosCouponAnswer {
  itemcount: number;
}
