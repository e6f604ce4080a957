// The route table: every JSON call of the storefront and POS specs, one row each, named `area.verb`
// in the shop's words. The server registers its routes from these rows (src/http/route.ts) and the
// browser calls through them (`api(name, body)`), so a renamed field or path breaks both ends' types.
//
// A row: method and path (from contract/addresses.ts, the one list of where each call goes, which the
// browser reads without Zod), request (a Zod object: what the call takes) and response (the answer's
// type). How a request reaches the server:
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
// The catalogue's CSV file (contract/catalogue-csv.ts): GET /pos/catalogue/export.csv answers CSV, and
// POST /pos/catalogue/import takes a multipart file; both registered in http/routes/pos/catalogue-csv.ts.
import type { BlogPageResponse, InstagramResponse } from './blog.ts';
import { blogPageRequest } from './blog-calls.ts';
import { sendToRequest } from './documents-calls.ts';
import type { SendToResponse } from './documents.ts';
// The catalogue (/pos/catalogue).
import {
  type CatalogueListResponse,
  type ProductGetResponse,
  type ProductHistoryResponse,
  type ProductPreviewResponse,
  type ProductSaveResponse,
  catalogueListRequest,
  productGetRequest,
  productHistoryRequest,
  productPreviewRequest,
  productSaveRequest,
} from './catalogue.ts';
import {
  type ContentListResponse,
  type ContentPreviewResponse,
  type PageSaveResponse,
  type PostSaveResponse,
  contentListRequest,
  contentPreviewRequest,
  pageSaveRequest,
  postSaveRequest,
} from './content.ts';
// The catalogue's pictures.
import { type PicturesResponse, picturesSaveRequest, picturesUploadRequest } from './catalogue.ts';
// Purchase orders (/pos/purchase-orders).
import {
  type PoChangeResponse,
  type PoGetResponse,
  type PoListResponse,
  poEndRequest,
  poGetRequest,
  poListRequest,
  poRaiseRequest,
  poReceiveRequest,
  poSaveRequest,
} from './purchase-orders.ts';
// Transfers of stock between places and bins.
import {
  type TransferAnswer,
  type TransferBinsResponse,
  type TransferListResponse,
  transferBinsRequest,
  transferCancelRequest,
  transferListRequest,
  transferReceiveRequest,
  transferSendRequest,
} from './transfers.ts';
// A product's stock: the ledger of a SKU and a manager's adjustment.
import {
  type StockAdjustResponse,
  type StockLedgerResponse,
  stockAdjustRequest,
  stockLedgerRequest,
} from './stock-page.ts';
import { z } from 'zod';
import {
  type GetLogsResponse,
  type RemindersResponse,
  activityStoreRequest,
  getLogsRequest,
  reminderReadRequest,
} from './pos-activity.ts';
import { type TakeNowResponse, takeNowRequest } from './pos-order-dispatch.ts';
import { type PopupListResponse, type PopupSaveResponse, popupSaveRequest } from './popups.ts';
import {
  type CouponAnswer,
  type CouponListResponse,
  couponCreateRequest,
  couponEmailRequest,
  couponListRequest,
  couponStatusRequest,
} from './pos-coupons.ts';
import {
  type HitStartResponse,
  type HitStationsResponse,
  type HitStatusResponse,
  hitButtonRequest,
  hitStartRequest,
  hitStatusRequest,
} from './pos-terminals.ts';
import {
  type WeftInitResponse,
  type WeftResultResponse,
  type WeftStartResponse,
  weftInitRequest,
  weftStartRequest,
  weftStatusRequest,
  weftSuccessRequest,
} from './pos-terminal-b.ts';
import {
  type BankingCreateResponse,
  type BankingListResponse,
  type BankingStartResponse,
  bankingCreateRequest,
  bankingListRequest,
  bankingStartRequest,
} from './pos-banking.ts';
import { type Addresses, type CallName, addresses } from './addresses.ts';
import {
  type FakeRegisterResponse,
  type PasswordForgotResponse,
  type PasswordSetResponse,
  type ShopperEmailResponse,
  type ShopperLogoutResponse,
  type ShopperRegisterResponse,
  fakeRegisterRequest,
  passwordForgotRequest,
  passwordSetRequest,
  shopperEmailRequest,
  shopperRegisterRequest,
} from './shoppers.ts';
import {
  type AccountDetailsResponse,
  type AccountOrdersResponse,
  type AccountWishlistResponse,
  type WishlistToggleResponse,
  accountDetailsRequest,
  wishlistToggleRequest,
} from './account.ts';
import { type QuotePayResponse, quotePayRequest } from './quote-pay.ts';
// Contact and stores, the newsletter.
import { type ContactFormResponse, contactFormRequest } from './contact.ts';
import {
  type AddressPlaceResponse,
  type AddressesResponse,
  type CartAddResponse,
  type CartContentResponse,
  type CartZipResponse,
  type LocationsResponse,
  type PaymentCalculatorResponse,
  type SuburbsResponse,
  addressPlaceQuery,
  addressQuery,
  cartAddRequest,
  cartAddSetRequest,
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
import {
  type CategoryNode,
  type ConfSelectResponse,
  type GetItemsResponse,
  confSelectRequest,
  getItemsRequest,
} from './catalog.ts';
import type { CartCompleteResponse, OrderResult } from './checkout.ts';
import type { MattressBuilderResponse, MattressItemsResponse } from './mattress.ts';
import { mattressBuilderRequest, mattressItemsRequest } from './mattress-calls.ts';
import {
  type PosCartResponse,
  type PosCompleteResponse,
  type PosCouponAnswer,
  type PosRemoveAnswer,
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
  removeItemRequest,
} from './pos-cart.ts';
import { type PosMailResponse, emailQuoteRequest, sendCartRequest } from './pos-mail.ts';
import {
  type CustomerFound,
  type LockedStaff,
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
  unlockStaffRequest,
} from './pos.ts';
import {
  type OrderActionResponse,
  type OrderListResponse,
  orderActionRequest,
  orderListRequest,
  quoteExpiryRequest,
} from './pos-order-list.ts';
import {
  type OrderInfoResponse,
  markGaSentRequest,
  noDepositRequest,
  orderInfoRequest,
  ordernoRequest,
} from './pos-order-detail.ts';
import {
  type OrderPaymentsAnswer,
  type PayOrderResponse,
  orderUpdatePaymentRequest,
  payOrderRequest,
  refundRequest,
  type RefundAnswer,
} from './pos-order-payments.ts';

/** The answer's type of a row; nothing at run time (the answers are plain JSON). */
export interface Answer<T> {
  readonly __answer?: T;
}
export const as = <T>(): Answer<T> => ({});

/** What a row adds to its address: the request it takes and the answer's type. */
interface Exchange {
  request: z.ZodObject;
  response: Answer<unknown>;
  /** An upload's file field: the body is multipart/form-data with that one file (for the API's document). */
  file?: string;
}

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

/**
 * Each call's request and answer, by name. A name that contract/addresses.ts lacks, or one it has and
 * this list lacks, fails the typecheck.
 */
const exchanges = {
  // ---------------------------------------------------------------- storefront (/v1)
  'session.csrf': { request: none, response: as<{ token: string }>() },
  'catalog.categories': { request: none, response: as<{ success: true; categories: CategoryNode[] }>() },
  'catalog.items': { request: getItemsRequest, response: as<GetItemsResponse>() },
  'catalog.confSelect': { request: confSelectRequest, response: as<ConfSelectResponse>() },

  'cart.content': { request: none, response: as<CartContentResponse>() },
  'cart.add': { request: cartAddRequest, response: as<CartAddResponse>() },
  'cart.addSet': { request: cartAddSetRequest, response: as<CartAddResponse>() },
  'cart.remove': { request: cartRemoveRequest, response: as<CartAddResponse>() },
  'cart.updateItem': { request: cartUpdateItemRequest, response: as<CartContentResponse>() },
  'cart.zip': { request: cartZipRequest, response: as<CartZipResponse>() },
  'cart.updateBasic': { request: cartUpdateBasicRequest, response: as<CartContentResponse>() },
  'cart.checkPayment': { request: checkPaymentRequest, response: as<Done>() },
  'cart.updatePayment': { request: updatePaymentRequest, response: as<CartContentResponse>() },
  'cart.paymentCalculator': { request: paymentCalculatorRequest, response: as<PaymentCalculatorResponse>() },
  'cart.complete': { request: cartCompleteRequest, response: as<CartCompleteResponse>() },
  'order.result': { request: z.object({ orderNo: z.string().max(200) }), response: as<OrderResult>() },

  'store.locations': { request: getLocationsQuery, response: as<LocationsResponse>() },
  'store.suburbs': { request: suburbQuery, response: as<SuburbsResponse>() },
  'store.addresses': { request: addressQuery, response: as<AddressesResponse>() },
  'store.addressPlace': { request: addressPlaceQuery, response: as<AddressPlaceResponse>() },
  'captcha.challenge': {
    request: none,
    response: as<{ success: true; kind: 'altcha' | 'recaptcha' | 'test'; challenge: Record<string, unknown> | null }>(),
  },
  // Shopper sign-in.
  'shopper.email': { request: shopperEmailRequest, response: as<ShopperEmailResponse>() },
  'shopper.logout': { request: none, response: as<ShopperLogoutResponse>() },
  // Accounts (registration, mailed links, leads).
  'shopper.register': { request: shopperRegisterRequest, response: as<ShopperRegisterResponse>() },
  'shopper.passwordForgot': { request: passwordForgotRequest, response: as<PasswordForgotResponse>() },
  'shopper.passwordSet': { request: passwordSetRequest, response: as<PasswordSetResponse>() },
  'shopper.fakeRegister': { request: fakeRegisterRequest, response: as<FakeRegisterResponse>() },

  // The wishlist and My Details.
  'wishlist.toggle': { request: wishlistToggleRequest, response: as<WishlistToggleResponse>() },
  'account.wishlist': { request: none, response: as<AccountWishlistResponse>() },
  'account.details': { request: none, response: as<AccountDetailsResponse>() },
  'account.saveDetails': { request: accountDetailsRequest, response: as<AccountDetailsResponse>() },
  'account.orders': { request: none, response: as<AccountOrdersResponse>() },

  // Paying a quote.
  'quote.pay': { request: quotePayRequest, response: as<QuotePayResponse>() },

  // Contact and stores, the newsletter.
  'contact.form': { request: contactFormRequest, response: as<ContactFormResponse>() },

  // The blog, Instagram, the sliders, the outdoor landing page.
  'blog.page': { request: blogPageRequest, response: as<BlogPageResponse>() },
  'instagram.feed': { request: none, response: as<InstagramResponse>() },

  // The mattress builder.
  'mattress.builder': { request: mattressBuilderRequest, response: as<MattressBuilderResponse>() },
  'mattress.items': { request: mattressItemsRequest, response: as<MattressItemsResponse>() },

  // Pop-ups and analytics.
  'pos.popups.list': { request: none, response: as<PopupListResponse>() },
  'pos.popups.save': { request: popupSaveRequest, response: as<PopupSaveResponse>() },

  // ---------------------------------------------------------------- staff (/pos)
  'pos.signIn': { request: staffLoginRequest, response: as<{ success: true; redirect: string }>() },
  'pos.menu': { request: none, response: as<{ success: true; staff: SignedInStaff }>() },
  'pos.me': { request: none, response: as<{ success: true; staff: SignedInStaff }>() },
  'pos.changeMenu': {
    request: z.object({ flag: menuFlagParam }),
    response: as<{ success: true; miniMenu: boolean }>(),
  },
  'pos.changeBranch': {
    request: z.object({ code: branchCodeParam }),
    response: as<{ success: true; branch: string }>(),
  },
  'pos.staffs': { request: getStaffsRequest, response: as<{ success: true; staffs: StaffSummary[] }>() },
  'pos.checkPin': { request: checkPinRequest, response: as<{ success: true; approval: string }>() },
  'pos.staff.locked': { request: none, response: as<{ success: true; staffs: LockedStaff[] }>() },
  'pos.staff.unlock': { request: unlockStaffRequest, response: as<{ success: true }>() },

  'pos.customers.search': {
    request: cusSearchQuery.extend({ text: cusSearchText.optional().default('') }),
    response: as<{ success: true; users: CustomerFound[] }>(),
  },
  'pos.customers.recent': { request: none, response: as<{ success: true; users: CustomerFound[] }>() },
  'pos.customers.select': { request: customerCart.extend({ customerId: customerIdParam }), response: as<Done>() },
  'pos.customers.clear': { request: customerCart, response: as<Done>() },
  'pos.customers.loadCart': { request: none, response: as<{ success: true; itemcount: number; loaded: number }>() },

  'pos.cart.get': { request: posCartGetRequest, response: as<PosCartResponse>() },
  'pos.cart.searchItems': { request: searchItemsRequest, response: as<PosSearchResponse>() },
  'pos.cart.addItem': { request: addItemRequest, response: as<{ success: true; itemcount: number }>() },
  'pos.cart.updateItem': { request: updateItemRequest, response: as<PosCouponAnswer>() },
  'pos.cart.removeItem': { request: removeItemRequest, response: as<PosRemoveAnswer>() },
  'pos.cart.checkDiscountLimit': { request: checkDiscountLimitRequest, response: as<Done>() },
  'pos.cart.updateBasic': { request: updateBasicRequest, response: as<PosCouponAnswer>() },
  'pos.cart.saveAllocation': { request: saveAllocationRequest, response: as<Done>() },
  'pos.cart.complete': { request: completeRequest, response: as<PosCompleteResponse>() },
  /**
   * The POS checkout's payment lines. The same address as cart.updatePayment: with a staff session
   * and an `orderNo` key the server answers for that POS cart (the open one for '' or null).
   */
  'pos.cart.updatePayment': { request: posUpdatePaymentRequest, response: as<PosCartResponse>() },
  'pos.quote.emailCustomer': { request: emailQuoteRequest, response: as<PosMailResponse>() },
  'pos.cart.sendCart': { request: sendCartRequest, response: as<PosMailResponse>() },

  'pos.orders.list': { request: orderListRequest, response: as<OrderListResponse>() },
  'pos.quotes.delete': { request: orderActionRequest, response: as<OrderActionResponse>() },
  'pos.orders.cancel': { request: orderActionRequest, response: as<OrderActionResponse>() },
  'pos.orders.restore': { request: orderActionRequest, response: as<OrderActionResponse>() },
  'pos.quotes.expiry': { request: quoteExpiryRequest, response: as<OrderActionResponse>() },

  'pos.order.info': { request: orderInfoRequest, response: as<OrderInfoResponse>() },
  'pos.quote.info': { request: orderInfoRequest, response: as<OrderInfoResponse>() },
  'pos.order.checkAllocation': { request: orderInfoRequest, response: as<{ success: true; msg: string }>() },
  'pos.order.toQuote': { request: ordernoRequest, response: as<{ success: true; redirect: string; msg: string }>() },
  'pos.order.noDeposit': { request: noDepositRequest, response: as<{ success: true; msg: string }>() },
  'pos.order.updateCustomer': { request: ordernoRequest, response: as<{ success: true; msg: string }>() },
  'pos.order.markGaSent': { request: markGaSentRequest, response: as<Done>() },

  'pos.order.updatePayment': { request: orderUpdatePaymentRequest, response: as<OrderPaymentsAnswer>() },
  'pos.order.pay': { request: payOrderRequest, response: as<PayOrderResponse>() },
  'pos.order.refund': { request: refundRequest, response: as<RefundAnswer>() },

  // Daily banking.
  'pos.banking.list': { request: bankingListRequest, response: as<BankingListResponse>() },
  'pos.banking.start': { request: bankingStartRequest, response: as<BankingStartResponse>() },
  'pos.banking.create': { request: bankingCreateRequest, response: as<BankingCreateResponse>() },

  'pos.order.takeNow': { request: takeNowRequest, response: as<TakeNowResponse>() },
  'pos.activity.store': { request: activityStoreRequest, response: as<{ success: true; msg: string; id: number }>() },
  'pos.activity.logs': { request: getLogsRequest, response: as<GetLogsResponse>() },
  'pos.activity.reminders': { request: none, response: as<RemindersResponse>() },
  'pos.activity.read': { request: reminderReadRequest, response: as<Done>() },

  // Coupon administration.
  'pos.coupons.list': { request: couponListRequest, response: as<CouponListResponse>() },
  'pos.coupons.create': { request: couponCreateRequest, response: as<CouponAnswer>() },
  'pos.coupons.status': { request: couponStatusRequest, response: as<CouponAnswer>() },
  'pos.coupons.email': { request: couponEmailRequest, response: as<CouponAnswer>() },

  // The order's documents.
  'pos.order.sendTo': { request: sendToRequest, response: as<SendToResponse>() },

  // The content editor (help and policy pages, blog posts).
  'pos.content.list': { request: contentListRequest, response: as<ContentListResponse>() },
  'pos.content.page.save': { request: pageSaveRequest, response: as<PageSaveResponse>() },
  'pos.content.post.save': { request: postSaveRequest, response: as<PostSaveResponse>() },
  'pos.content.preview': { request: contentPreviewRequest, response: as<ContentPreviewResponse>() },

  // The catalogue's pictures: the upload's schema is its path only, its file comes as multipart
  // (contract/catalogue.ts picturesUploadRequest).
  'pos.catalogue.pictures.upload': {
    request: picturesUploadRequest,
    response: as<PicturesResponse>(),
    file: 'picture',
  },
  'pos.catalogue.pictures.save': { request: picturesSaveRequest, response: as<PicturesResponse>() },
  // The catalogue (/pos/catalogue).
  'pos.catalogue.list': { request: catalogueListRequest, response: as<CatalogueListResponse>() },
  'pos.catalogue.product': { request: productGetRequest, response: as<ProductGetResponse>() },
  'pos.catalogue.save': { request: productSaveRequest, response: as<ProductSaveResponse>() },
  'pos.catalogue.history': { request: productHistoryRequest, response: as<ProductHistoryResponse>() },
  'pos.catalogue.preview': { request: productPreviewRequest, response: as<ProductPreviewResponse>() },
  // A product's stock: the ledger of a SKU and a manager's adjustment.
  'pos.stock.ledger': { request: stockLedgerRequest, response: as<StockLedgerResponse>() },
  'pos.stock.adjust': { request: stockAdjustRequest, response: as<StockAdjustResponse>() },

  // Transfers of stock between places and bins (/pos/stock/transfers).
  'pos.transfers.list': { request: transferListRequest, response: as<TransferListResponse>() },
  'pos.transfers.send': { request: transferSendRequest, response: as<TransferAnswer>() },
  'pos.transfers.bins': { request: transferBinsRequest, response: as<TransferBinsResponse>() },
  'pos.transfers.receive': { request: transferReceiveRequest, response: as<TransferAnswer>() },
  'pos.transfers.cancel': { request: transferCancelRequest, response: as<TransferAnswer>() },

  // Purchase orders (/pos/purchase-orders).
  'pos.purchaseOrders.list': { request: poListRequest, response: as<PoListResponse>() },
  'pos.purchaseOrders.get': { request: poGetRequest, response: as<PoGetResponse>() },
  'pos.purchaseOrders.raise': { request: poRaiseRequest, response: as<PoChangeResponse>() },
  'pos.purchaseOrders.save': { request: poSaveRequest, response: as<PoChangeResponse>() },
  'pos.purchaseOrders.receive': { request: poReceiveRequest, response: as<PoChangeResponse>() },
  'pos.purchaseOrders.close': { request: poEndRequest, response: as<PoChangeResponse>() },
  'pos.purchaseOrders.cancel': { request: poEndRequest, response: as<PoChangeResponse>() },

  // Card terminals.
  'pos.hit.stations': { request: none, response: as<HitStationsResponse>() },
  'pos.hit.start': { request: hitStartRequest, response: as<HitStartResponse>() },
  'pos.hit.status': { request: hitStatusRequest, response: as<HitStatusResponse>() },
  'pos.hit.button': { request: hitButtonRequest, response: as<{ success: true }>() },
  'pos.weftpos.init': { request: weftInitRequest, response: as<WeftInitResponse>() },
  'pos.weftpos.start': { request: weftStartRequest, response: as<WeftStartResponse>() },
  'pos.weftpos.success': { request: weftSuccessRequest, response: as<WeftResultResponse>() },
  'pos.weftpos.status': { request: weftStatusRequest, response: as<WeftResultResponse>() },
} satisfies { [N in CallName]: Exchange };

/** The route table: each call's address and exchange, by name. */
export const calls = Object.fromEntries(
  Object.entries(exchanges as Record<CallName, Exchange>).map(([name, exchange]) => [
    name,
    { method: addresses[name as CallName][0], path: addresses[name as CallName][1], ...exchange },
  ]),
) as { readonly [N in CallName]: Row<N> };

/** A row as one object type (not an intersection), so `Calls[N]` of a generic name stays one of the rows. */
type Row<N extends CallName> = {
  readonly method: Addresses[N][0];
  readonly path: Addresses[N][1];
  readonly request: (typeof exchanges)[N]['request'];
  readonly response: (typeof exchanges)[N]['response'];
  readonly file?: string;
};

export type { CallName };
export type Calls = typeof calls;
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
