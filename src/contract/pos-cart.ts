// The POS checkout page's cart calls (pos spec §3, §5, §7 "Customer and cart"): bodies of
// /pos/cart/get, searchItems, addItem, updateItem, updateBasic and checkDiscountLimit. Field names
// are the spec's. Bodies arrive as JSON or form fields, so numbers may be strings.
import { z } from 'zod';
import { DISCOUNT_TYPES } from '../domain/discounts.ts';
import { flag } from './fields.ts';

/** Acquisition channels (spec §2, §9); '' while none is chosen. */
export const ACQUISITION_CHANNELS = ['Phone Enquiry', 'Email Enquiry', 'Chatbot Enquiry', 'Walk in'] as const;
export const UNKNOWN_ACQUISITION = 'Please choose an acquisition channel from the list';
export const BAD_DELIVERY_FEE = 'The delivery fee should be digits and one decimal point';
export const BAD_MONEY = 'Please enter a valid amount';

/** The quote being edited; absent, empty or 0 means the staff member's open cart. */
const orderNo = z
  .union([z.string().max(40), z.number(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null || v === '' || v === 0 ? null : String(v)));

/** An amount of money (dollars, up to two decimals) given as number or text → cents. */
export const moneyCents = (message = BAD_MONEY) =>
  z.union([z.number(), z.string().trim().max(12)]).transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v;
    if (!/^\d{1,7}(\.\d{0,2})?$/.test(text) && !/^\.\d{1,2}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Math.round(Number(text) * 100);
  });

/** A signed whole number (quantities, qty_diff) given as number or digits. */
const integer = (min: number, max: number) =>
  z.union([z.number(), z.string().regex(/^-?\d{1,4}$/, 'Must be a whole number')]).transform(Number).pipe(z.number().int().min(min).max(max));

export const posCartGetRequest = z.object({ orderNo });

export const searchItemsRequest = z.object({ str: z.string().max(100, 'Search text too long').optional().default('') });

export const addItemRequest = z.object({
  orderNo,
  sku: z.string().trim().min(1, 'Please choose an item').max(60),
});

export const updateItemRequest = z.object({
  orderNo,
  item: z.object({
    id: z.union([z.number(), z.string().regex(/^\d{1,9}$/, 'Item not found')]).transform(Number).pipe(z.number().int().min(1, 'Item not found')),
    qty: integer(-999, 999).optional(),
    eachpriceinc: z.union([z.number(), z.string().max(20)]).optional(),
    disc_type: z.enum(DISCOUNT_TYPES, { message: 'The discount type is percent or fixed' }).optional(),
    disc_reason: z.string().max(40).nullable().optional(),
    /** percent: percentage points; fixed: dollars off each unit. */
    discount: z
      .union([z.number(), z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/, 'Wrong discount amount!')])
      .transform(Number)
      .pipe(z.number().min(0, 'Wrong discount amount!').max(10_000_000))
      .optional(),
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
    branch: z.string().trim().regex(/^[A-Za-z0-9]{2,10}$/, 'Unknown branch').transform((v) => v.toUpperCase()).optional(),
    acquisition: z.union([z.enum(ACQUISITION_CHANNELS), z.literal('')], { message: UNKNOWN_ACQUISITION }).optional(),
    assembly_cost: moneyCents().optional(),
    rubbish_cost: moneyCents().optional(),
    shippingcost: z.union([z.number(), z.string().max(12)]).optional(),
  }),
  useSameAddress: flag,
  /** Absent means the automatic delivery fee. */
  useAutoShippingCost: z.union([z.boolean(), z.number(), z.string().max(5)]).optional().transform((v, ctx) => {
    if (v === undefined) return true;
    const parsed = flag.safeParse(v);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: 'Invalid flag' });
    return z.NEVER;
  }),
  /** The manual delivery fee (when useAutoShippingCost is off); else cart.shippingcost. */
  shippingcost: z.union([z.number(), z.string().max(12)]).optional(),
});

/** The manual delivery fee: digits and one decimal point (spec §5) → cents; null when not valid. */
export function deliveryFeeCents(v: unknown): number | null {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{0,7}(\.\d{0,2})?$/.test(text) || !/\d/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** One allocation of the shipping-allocation modal (pos spec §3 'Allocation entry'). */
const allocationEntry = z.object({
  method: z.enum(['DEL', 'COU', 'PCK']),
  /** A location code, 'BACK-ORDER', or a purchase order id; '' or null when not chosen (a save rule answers). */
  from: z.union([z.string().trim().max(40), z.number().int().min(1).max(2_147_483_647), z.null()]).optional().transform((v) => (v === undefined || v === null ? '' : String(v))),
  to: z.union([z.string().trim().max(40), z.null()]).optional().transform((v) => (v ? v : null)),
  qty: integer(0, 999),
  dispatch_date: z.union([z.string().trim().max(10), z.null()]).optional().transform((v) => v ?? ''),
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

/** POST /pos/cart/complete/ */
export const completeRequest = z.object({
  orderNo,
  option: z.enum(['order', 'quote', 'quote_email']),
  updateCus: flag,
  approval: z.string().max(200).optional(),
});
