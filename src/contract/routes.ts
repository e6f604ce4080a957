// The route table: every JSON call of the storefront and POS specs, one row each, named `area.verb`
// in the shop's words. The server registers its routes from these rows (src/http/route.ts) and the
// browser calls through them (`api(name, body)`), so a renamed field or path breaks both ends' types.
//
// A row: method, path, request (a Zod object: what the call takes) and response (the answer's type).
// How a request reaches the server:
//   - a path parameter `:name` is filled from the request field of the same name, URI-encoded
//     (`{ customerId: 12 }` on '/pos/cus-select/:customerId' calls '/pos/cus-select/12');
//   - the other fields go in the query string for a GET (fields that are undefined are left out),
//     and in the JSON body for a POST.
// The server checks the path parameters and the rest separately, each against its part of `request`.
// A failure of any call is the envelope `Failure` with a 4xx status (src/http/plugins/errors.ts).
//
// Not in the table (not JSON calls of the pages): the sign-in page and its redirects (GET /pos/login,
// /pos/logout, /pos/microsoftlogin…), payment providers' notifications (/v1/payments/notify/:provider),
// the gateway simulator's pages, images and the sent-cart link (GET /cart/sent/:token).
import { z } from 'zod';
import {
  type AddressesResponse,
  type CartAddResponse,
  type CartContentResponse,
  type CartZipResponse,
  type LocationsResponse,
  type PaymentCalculatorResponse,
  type SuburbsResponse,
  addressQuery,
  cartAddRequest,
  cartCompleteRequest,
  cartRemoveRequest,
  cartUpdateBasicRequest,
  cartUpdateItemRequest,
  cartZipRequest,
  checkPaymentRequest,
  getLocationsQuery,
  paymentCalculatorRequest,
  suburbQuery,
  updatePaymentRequest,
} from './cart.ts';
import { type CategoryNode, type ConfSelectResponse, type GetItemsResponse, confSelectRequest, getItemsRequest } from './catalog.ts';
import type { CartCompleteResponse, OrderResult } from './checkout.ts';
import {
  type PosCartResponse,
  type PosCompleteResponse,
  type PosCouponAnswer,
  type PosSearchResponse,
  addItemRequest,
  checkDiscountLimitRequest,
  completeRequest,
  posCartGetRequest,
  posUpdatePaymentRequest,
  saveAllocationRequest,
  searchItemsRequest,
  updateBasicRequest,
  updateItemRequest,
} from './pos-cart.ts';
import { type PosMailResponse, emailQuoteRequest, sendCartRequest } from './pos-mail.ts';
import {
  type CustomerFound,
  type SignedInStaff,
  type StaffSummary,
  branchCodeParam,
  checkPinRequest,
  cusSearchQuery,
  cusSearchText,
  customerCartQuery,
  customerIdParam,
  getStaffsRequest,
  menuFlagParam,
  staffLoginRequest,
} from './pos.ts';

/** The answer's type of a row; nothing at run time (the answers are plain JSON). */
export interface Answer<T> {
  readonly __answer?: T;
}
export const as = <T>(): Answer<T> => ({});

export type Method = 'GET' | 'POST';

export interface Call<M extends Method, P extends string, Q extends z.ZodObject, R> {
  method: M;
  path: P;
  request: Q;
  response: Answer<R>;
}

const call = <const M extends Method, const P extends string, Q extends z.ZodObject, R>(row: Call<M, P, Q, R>) => row;

/** Every failure: a 4xx (or 5xx) status and this body; some calls add fields (check-pin: `error`). */
export interface Failure {
  success: false;
  msg: string;
  [extra: string]: unknown;
}

export interface Done {
  success: true;
}

const none = z.object({});
/** A quote's cart (`?orderNo=`), else the staff member's open cart. */
const customerCart = customerCartQuery;

export const calls = {
  // ---------------------------------------------------------------- storefront (/v1)
  'session.csrf': call({ method: 'GET', path: '/v1/csrf', request: none, response: as<{ token: string }>() }),
  'catalog.categories': call({
    method: 'GET', path: '/v1/getCategoriesInfo', request: none, response: as<{ success: true; categories: CategoryNode[] }>(),
  }),
  'catalog.items': call({ method: 'POST', path: '/v1/getItems', request: getItemsRequest, response: as<GetItemsResponse>() }),
  'catalog.confSelect': call({ method: 'POST', path: '/v1/product/confselect', request: confSelectRequest, response: as<ConfSelectResponse>() }),

  'cart.content': call({ method: 'GET', path: '/v1/cart/content', request: none, response: as<CartContentResponse>() }),
  'cart.add': call({ method: 'POST', path: '/v1/cart/add', request: cartAddRequest, response: as<CartAddResponse>() }),
  'cart.remove': call({ method: 'POST', path: '/v1/cart/remove', request: cartRemoveRequest, response: as<CartAddResponse>() }),
  'cart.updateItem': call({ method: 'POST', path: '/v1/cart/updateItem', request: cartUpdateItemRequest, response: as<CartContentResponse>() }),
  'cart.zip': call({ method: 'POST', path: '/v1/cart/zip', request: cartZipRequest, response: as<CartZipResponse>() }),
  'cart.updateBasic': call({ method: 'POST', path: '/v1/cart/updateBasic', request: cartUpdateBasicRequest, response: as<CartContentResponse>() }),
  'cart.checkPayment': call({ method: 'POST', path: '/v1/cart/checkPayment', request: checkPaymentRequest, response: as<Done>() }),
  'cart.updatePayment': call({ method: 'POST', path: '/v1/cart/updatePayment', request: updatePaymentRequest, response: as<CartContentResponse>() }),
  'cart.paymentCalculator': call({
    method: 'POST', path: '/v1/cart/paymentcalculator', request: paymentCalculatorRequest, response: as<PaymentCalculatorResponse>(),
  }),
  'cart.complete': call({ method: 'POST', path: '/v1/cart/complete', request: cartCompleteRequest, response: as<CartCompleteResponse>() }),
  'order.result': call({
    method: 'GET', path: '/v1/order/result/:orderNo', request: z.object({ orderNo: z.string().max(200) }), response: as<OrderResult>(),
  }),

  'store.locations': call({ method: 'GET', path: '/v1/store/getLocations', request: getLocationsQuery, response: as<LocationsResponse>() }),
  'store.suburbs': call({ method: 'GET', path: '/v1/suburb', request: suburbQuery, response: as<SuburbsResponse>() }),
  'store.addresses': call({ method: 'GET', path: '/v1/address', request: addressQuery, response: as<AddressesResponse>() }),
  'captcha.challenge': call({
    method: 'GET', path: '/v1/captcha/challenge', request: none,
    response: as<{ success: true; kind: 'altcha' | 'recaptcha' | 'test'; challenge: Record<string, unknown> | null }>(),
  }),

  // ---------------------------------------------------------------- staff (/pos)
  'pos.signIn': call({ method: 'POST', path: '/pos/login', request: staffLoginRequest, response: as<{ success: true; redirect: string }>() }),
  'pos.menu': call({ method: 'GET', path: '/pos/', request: none, response: as<{ success: true; staff: SignedInStaff }>() }),
  'pos.me': call({ method: 'GET', path: '/pos/me', request: none, response: as<{ success: true; staff: SignedInStaff }>() }),
  'pos.changeMenu': call({
    method: 'GET', path: '/pos/change-menu/:flag', request: z.object({ flag: menuFlagParam }), response: as<{ success: true; miniMenu: boolean }>(),
  }),
  'pos.changeBranch': call({
    method: 'GET', path: '/pos/change-branch/:code', request: z.object({ code: branchCodeParam }), response: as<{ success: true; branch: string }>(),
  }),
  'pos.staffs': call({ method: 'POST', path: '/pos/get-staffs', request: getStaffsRequest, response: as<{ success: true; staffs: StaffSummary[] }>() }),
  'pos.checkPin': call({ method: 'POST', path: '/pos/check-pin', request: checkPinRequest, response: as<{ success: true; approval: string }>() }),

  'pos.customers.search': call({
    method: 'GET', path: '/pos/cus-search/:text', request: cusSearchQuery.extend({ text: cusSearchText.optional().default('') }),
    response: as<{ success: true; users: CustomerFound[] }>(),
  }),
  'pos.customers.recent': call({
    method: 'GET', path: '/pos/get-recent-customers/', request: none, response: as<{ success: true; users: CustomerFound[] }>(),
  }),
  'pos.customers.select': call({
    method: 'GET', path: '/pos/cus-select/:customerId', request: customerCart.extend({ customerId: customerIdParam }), response: as<Done>(),
  }),
  'pos.customers.clear': call({ method: 'GET', path: '/pos/cus-clear/', request: customerCart, response: as<Done>() }),
  'pos.customers.loadCart': call({
    method: 'GET', path: '/pos/load-cus-cart/', request: none, response: as<{ success: true; itemcount: number; loaded: number }>(),
  }),

  'pos.cart.get': call({ method: 'POST', path: '/pos/cart/get', request: posCartGetRequest, response: as<PosCartResponse>() }),
  'pos.cart.searchItems': call({ method: 'POST', path: '/pos/cart/searchItems', request: searchItemsRequest, response: as<PosSearchResponse>() }),
  'pos.cart.addItem': call({ method: 'POST', path: '/pos/cart/addItem', request: addItemRequest, response: as<{ success: true; itemcount: number }>() }),
  'pos.cart.updateItem': call({ method: 'POST', path: '/pos/cart/updateItem', request: updateItemRequest, response: as<PosCouponAnswer>() }),
  'pos.cart.checkDiscountLimit': call({
    method: 'POST', path: '/pos/cart/checkDiscountLimit', request: checkDiscountLimitRequest, response: as<Done>(),
  }),
  'pos.cart.updateBasic': call({ method: 'POST', path: '/pos/cart/updateBasic', request: updateBasicRequest, response: as<PosCouponAnswer>() }),
  'pos.cart.saveAllocation': call({ method: 'POST', path: '/pos/cart/saveAllocation', request: saveAllocationRequest, response: as<Done>() }),
  'pos.cart.complete': call({ method: 'POST', path: '/pos/cart/complete/', request: completeRequest, response: as<PosCompleteResponse>() }),
  /**
   * The POS checkout's payment lines. The same address as cart.updatePayment: with a staff session
   * and an `orderNo` key the server answers for that POS cart (the open one for '' or null).
   */
  'pos.cart.updatePayment': call({
    method: 'POST', path: '/v1/cart/updatePayment', request: posUpdatePaymentRequest, response: as<PosCartResponse>(),
  }),
  'pos.quote.emailCustomer': call({ method: 'POST', path: '/pos/quote/email-cus/', request: emailQuoteRequest, response: as<PosMailResponse>() }),
  'pos.cart.sendCart': call({ method: 'POST', path: '/pos/cart/send-cart/', request: sendCartRequest, response: as<PosMailResponse>() }),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What the browser sends (before the server's parsing: numbers may be strings, flags 1/'on'…). */
export type RequestOf<N extends CallName> = z.input<Calls[N]['request']>;
/** What the server's handler receives, after parsing. */
export type ParsedRequestOf<N extends CallName> = z.output<Calls[N]['request']>;
/** The answer's type. */
export type ResponseOf<N extends CallName> = Calls[N]['response'] extends Answer<infer T> ? T : never;

/** The names of a path's `:parameters`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The `:parameters` of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
}

/** A call's address with its path parameters filled from `input` (URI-encoded); the fields used are returned too. */
export function fillPath(path: string, input: Record<string, unknown>): { url: string; used: string[] } {
  const used: string[] = [];
  const url = path.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
    used.push(name);
    const value = input[name];
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  });
  return { url, used };
}
