// The shopper's cart and checkout calls. Field names are the ones the shop's pages use,
// typos included (ga4Itmes, disclaime). Money is a decimal string with two places.
import { z } from 'zod';
import type { CustomerDetails } from './customer.ts';
import { MAX_QTY } from './cart-words.ts';
import { flag, wholeNumber } from './fields.ts';

const text = (max: number) => z.string().max(max).optional();
export { MAX_QTY };

/** POST /v1/cart/add */
export const cartAddRequest = z.object({
  sku: z.string().min(1).max(60),
  xsel: z.string().max(60).optional().default(''),
  ysel: z.string().max(60).optional().default(''),
  qty: wholeNumber(MAX_QTY)
    .optional()
    .default(1)
    .refine((n) => n >= 1, 'Quantity must be at least 1'),
});

/** The most items one set holds (the mattress builder's mattress, base and accessories). */
export const MAX_SET_ITEMS = 12;

/**
 * POST /v1/cart/addSet (ours): the mattress builder's choice, each item by its variant sku, added in one
 * transaction: all of it, or (any item unknown, sold out or past the cart's caps) none of it.
 */
export const cartAddSetRequest = z.object({
  items: z
    .array(
      z.object({
        sku: z.string().min(1).max(60),
        qty: wholeNumber(MAX_QTY)
          .optional()
          .default(1)
          .refine((n) => n >= 1, 'Quantity must be at least 1'),
      }),
    )
    .min(1, 'Please choose at least one item')
    .max(MAX_SET_ITEMS, `A set holds at most ${MAX_SET_ITEMS} items`),
});

/** POST /v1/cart/remove: `sku` is the cart item's sku (the variant sku). */
export const cartRemoveRequest = z.object({ sku: z.string().min(1).max(60) });

/** POST /v1/cart/zip */
export const cartZipRequest = z.object({ zip: z.string().max(10) });

/** POST /v1/cart/updateItem: the item as the page holds it, identified by its id. */
export const cartUpdateItemRequest = z.object({
  item: z.object({
    id: wholeNumber(2_147_483_647),
    qty: wholeNumber(MAX_QTY).optional(),
    shipmethod: z.enum(['DEL', 'PCK']).optional(),
    pick_location: z.string().max(20).optional().nullable(),
  }),
  qty_diff: z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^-?\d{1,3}$/)
        .transform(Number),
    ])
    .optional(),
});

/** POST /v1/cart/updateBasic: the shopper's details as typed so far. */
export const cartUpdateBasicRequest = z.object({
  cart: z.object({
    firstname: text(60),
    lastname: text(60),
    company: text(100),
    email: text(254),
    mobile: text(20),
    address: text(300),
    zip: text(10),
    baddress: text(300),
    comment: text(2000),
    coupon: text(40),
    // Optional flags: one the page did not send is not saved (absent, not false), so a partial save keeps it.
    agree_terms: flag.optional(),
    newsletter: flag.optional(),
  }),
  useSameAddress: flag.optional(),
});

/**
 * POST /v1/cart/checkPayment. The order detail's payment panel adds the line's reference and the
 * order's registered customer (cusId: empty, 0 or null when it has none), whose store credit the
 * credit method checks.
 */
export const checkPaymentRequest = z.object({
  code: z.string().min(1).max(40),
  amount: z.union([z.number(), z.string().max(20)]),
  orderNo: z.string().max(40).optional(),
  reference: z.string().max(100).optional(),
  cusId: z.union([z.number().int().min(0), z.string().regex(/^\d{0,9}$/), z.null()]).optional(),
});

/** POST /v1/cart/updatePayment */
export const updatePaymentRequest = z.object({
  payments: z
    .array(
      z.object({
        gateway: z.string().min(1).max(40),
        name: z.string().max(100).optional().default(''),
        amount: z.union([z.number(), z.string().max(20)]),
      }),
    )
    .max(10),
  orderNo: z.string().max(40).optional(),
});

/** POST /v1/cart/paymentcalculator */
export const paymentCalculatorRequest = z.object({ amount: z.union([z.number(), z.string().max(20)]) });

/** POST /v1/cart/complete */
export const cartCompleteRequest = z.object({ 'g-recaptcha-response': z.string().max(5000).optional().default('') });

/** GET /v1/store/getLocations */
export const getLocationsQuery = z.object({
  physical: flag,
  collect: flag,
  website: flag,
  third_party: z.string().max(1).optional(),
});

/** GET /v1/suburb */
export const suburbQuery = z.object({ term: z.string().trim().min(2, 'Please type at least 2 characters').max(60) });

/**
 * One shopper's typing until they pick an address (the provider bills a session, not each key): the
 * browser makes it, a UUID or any URL-safe text of up to 36 characters, as Google's session tokens are.
 */
const addressSession = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,36}$/, 'Please start a new address search')
  .optional();

/** GET /v1/address: our own call (the shop's pages had none), the street-address picker's source. */
export const addressQuery = z.object({
  term: z.string().trim().min(3, 'Please type at least 3 characters').max(120),
  session: addressSession,
});

/** GET /v1/address/place: the address the shopper picked, whole, with its postcode. */
export const addressPlaceQuery = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,400}$/, 'Please pick an address from the list'),
  session: addressSession,
});

// ---------------------------------------------------------------- answers

/** The shopper's cart as the calls answer it: the customer's details (flags as 0 or 1), then the cart's own fields. */
export interface ShopperCart extends Omit<CustomerDetails, 'newsletter' | 'useSameAddress'> {
  id: number;
  /** Comma list of the methods in use: DEL, PCK, COU. */
  shipmethod: string;
  shippingcost: string;
  subtotal: string;
  taxamount: string;
  includingtax: string;
  item_dis: string;
  coupon_dis: string;
  discamt: string;
  grandtotal: string;
  coupon: string;
  agree_terms: 0 | 1;
  newsletter: 0 | 1;
  totalcbm: string;
  eta_padding: number;
  branch: string;
  useSameAddress: 0 | 1;
}

export interface ShopperCartItem {
  id: number;
  sku: string;
  url: string;
  thumb: string;
  collection: string;
  qrdesc: string;
  desc_colour: string;
  /** Free units the item can draw on. */
  stock: number;
  qty: number;
  rowpriceinc: string;
  rowtaxamount: string;
  eachpriceinc: string;
  eachpriceorg: string;
  price_sale: string;
  shipmethod: 'DEL' | 'PCK';
  pick_location: string | null;
  eta_text: string;
  eta_pickup: string;
  name: string;
  /** Free stock below the quantity (the spec's Out of Stock marker), whether or not more is coming. */
  outOfStock: boolean;
  /**
   * What the shopper's cart row says when the line cannot be had as it stands (domain/cart-eta.ts
   * lineStockNote): 'Sold out', 'Only 2 left', or '' when it can (its ETA then says when).
   */
  stock_note?: string;
}

export interface PaymentMethod {
  code: string;
  name: string;
  nameHTML: string;
  isFinance: boolean;
  finance: string;
  financeCart: string;
  descCart: string;
  icon: string;
}

export interface PaymentLine {
  gateway: string;
  name: string;
  amount: string;
}

export interface CartContentResponse {
  success: true;
  cart: ShopperCart;
  payments: PaymentLine[];
  cartItems: ShopperCartItem[];
  wishitems: string[];
  coupon: string;
  couponMsg: string;
  pMethods: PaymentMethod[];
  ga4Itmes: Record<string, unknown>[];
  itemcount: number;
}

export interface CartAddResponse {
  success: true;
  itemcount: number;
  datalayer_ga4: Record<string, unknown>;
  datalayer_klaviyo: Record<string, unknown>;
}

export interface CartLocation {
  code: string;
  name: string;
  shortname: string;
  address: string;
}

export interface PaymentCalculatorResponse {
  success: true;
  finance: Record<string, string>;
  enable: Record<string, boolean>;
  params: Record<string, { months: number; pay: string; end_date: string }>;
  rule: Record<string, string>;
  disclaime: Record<string, string>;
}

/** POST /v1/cart/complete (declared with the checkout's answers). */
export type { CartCompleteResponse } from './checkout.ts';

/** POST /v1/cart/zip: the cart, and the zip as saved. */
export type CartZipResponse = CartContentResponse & { zip: string };

/** GET /v1/store/getLocations: the places asked for, and the branch of this session's cart. */
export interface LocationsResponse {
  success: true;
  locations: CartLocation[];
  location: string;
}

/** An NZ suburb or town for the delivery address (GET /v1/suburb). */
export interface Suburb {
  /** 'Ponsonby, Auckland 1011' */
  label: string;
  locality: string;
  city: string;
  postcode: string;
  region: string;
}

export interface SuburbsResponse {
  success: true;
  suburbs: Suburb[];
}

/** A street address a provider suggests (GET /v1/address): what the list shows; the postcode comes on a pick. */
export interface AddressSuggestion {
  /** The provider's id of the place, for GET /v1/address/place. */
  id: string;
  /** The whole line, e.g. '12 Ponsonby Road, Ponsonby, Auckland, New Zealand'. */
  label: string;
  /** The street part ('12 Ponsonby Road') and the rest ('Ponsonby, Auckland'). */
  main: string;
  secondary: string;
}

/** The address the shopper picked, as the checkout keeps it. */
export interface AddressPlace {
  /** As the shopper would write it: '12 Ponsonby Road, Ponsonby, Auckland 1011'. */
  label: string;
  street: string;
  suburb: string;
  city: string;
  postcode: string;
}

/** GET /v1/address/place */
export interface AddressPlaceResponse {
  success: true;
  address: AddressPlace;
}

/** GET /v1/address: without a provider, `addresses` is null and the page keeps the address as typed. */
export interface AddressesResponse {
  success: true;
  provider: string;
  addresses: AddressSuggestion[] | null;
}
