// The order or quote detail page's calls (specs/pos.md "Order or quote detail", /pos/order-detail/{orderNo}):
// GET /pos/{type}-info/{orderNo}, the allocation check, Back to Quote, No deposit, overwriting the
// customer's details from the order, and the GA4 purchase event sent once.
import { z } from 'zod';
import { orderNoParam } from './pos-order-list.ts';

/** GET /pos/order-info/:orderNo and /pos/quote-info/:orderNo; GET /pos/check-allocation/:orderNo */
export const orderInfoRequest = z.object({ orderNo: orderNoParam });

/** The words of a missing order or quote (specs/pos.md, verbatim). */
export const ORDER_NOT_EXIST = 'The order is not exist';
/** Shown under a failed allocation check, with Back to Quote and Not Now. */
export const RESTORE_TO_QUOTE_QUESTION = 'Do you want restore this order to quote?';

/** A payment line of an order (specs/pos.md "Payment line"). status: 0 unpaid, 1/5/6 paid, 2 cancelled, 4 check status. */
export interface OrderPaymentLine {
  id: number;
  gateway: string;
  name: string;
  amount: string;
  reference: string;
  status: number;
  type: number;
  /** A refund names the paid line it gives back from (its amount is negative); null for a payment. */
  refund_of: number | null;
}

/** An allocation of an order's line (order_allocations): how many units, how many dispatched, and when. */
export interface TakenAllocation {
  id: number;
  qty: number;
  qty_dispatched: number;
  /** YYYY-MM-DD, or null when none was promised (a web order's plan). */
  dispatch_date: string | null;
  dispatch_confirmed: boolean;
  /** DEL, COU or PCK */
  method: string;
  /** A location code, 'PO {id}' for a purchase order, or BACK-ORDER. */
  from: string;
  /** The collect location (PCK), else null. */
  to: string | null;
}

/** An order's line (specs/pos.md "Order item"): a bundle's components carry their line's id in group_code. */
export interface OrderDetailItem {
  id: number;
  sku: string;
  name: string;
  /** -1 for a line of its own; a component's parent line id. */
  group_code: number;
  each_price_inc: string;
  row_price_inc: string;
  qty_ordered: number;
  /** Units the line's allocations from a stock location hold and have not yet dispatched. */
  can_be_taken: number;
  /** Units dispatched. */
  already_taken: number;
  /**
   * The bins units can be taken from now: '{place} {bin code}' ('AKL FLOOR') → units of the line's
   * variant in it, at the places its allocations still to dispatch leave from. The key is what
   * POST /pos/order/updateQTYTaken/ takes as `binTaken`.
   */
  take_now_bins: Record<string, number>;
  take_allocations: TakenAllocation[];
}

/** The order or quote (specs/pos.md "Order or quote"). Money is a decimal string with two places. */
export interface OrderDetail {
  id: number;
  order_no: string;
  kind: 'order' | 'quote';
  status: string;
  /** The creation time in New Zealand, as staff read it ('25/11/2026, 9:21 am'). */
  nztime: string;
  /** The creation time (ISO 8601). */
  createdAt: string;
  /** The branch's code, and its name for the page. */
  location: string;
  location_name: string;
  customer_id: number | null;
  /** The registered customer the order is bound to, or null. */
  customer: { firstname: string; lastname: string; email: string } | null;
  company: string;
  coupon_code: string;
  /** The coupon's name and what it took off, or null without one. */
  couponInfo: { code: string; name: string; discount: string } | null;
  firstname: string;
  lastname: string;
  mobile: string;
  email: string;
  shipping_address: string;
  shipping_zip: string;
  billing_address: string;
  comment: string;
  subtotal_inc: string;
  shipping_cost: string;
  assembly_cost: string;
  rubbish_cost: string;
  total_discount: string;
  grandtotal: string;
  total_tax: string;
  /** What the payment lines assign (every line not cancelled, paid or not). */
  assignedAmount: string;
  payment_method: string;
  /** A quote's last day (YYYY-MM-DD); null for an order. */
  expiry_date: string | null;
  /** Whether the GA4 purchase event has been sent for this order (POST /pos/order/markGaSent). */
  gaSent: boolean;
  items: OrderDetailItem[];
  payments: OrderPaymentLine[];
  [field: string]: unknown;
}

export interface OrderInfoResponse {
  success: true;
  order: OrderDetail;
  printUrl: string;
  proFormaUrl: string;
  printLabelUrl: string;
  sendToUrl: string;
  pMethods: Record<string, string>;
  ga4Itmes: unknown[];
  paidAmount: string;
  /** The customer's store credit available (decimal string), or false when they have none to pay with. */
  canPayCredit: string | false;
  /** The methods paid on the provider's page (Pay Now opens it rather than recording money received). */
  pageMethods: string[];
  /** Every payment it took has been refunded: the detail offers Cancel order (its stock comes back). */
  canCancel: boolean;
  /** POST /pos/order-to-quote/ would take it back to a quote (services/orders/detail.ts backToQuoteRefusal): the detail offers Back to Quote. */
  canBackToQuote: boolean;
}

/** POST /pos/order-to-quote/ and /pos/update-cus-by-order/ (the spec's lower-case `orderno`). */
export const ordernoRequest = z.object({ orderno: orderNoParam });

/** POST /pos/order/noDeposit (a manager's PIN approval, type no_deposit) */
export const noDepositRequest = z.object({ orderNo: orderNoParam, approval: z.string().max(200).optional() });

/** POST /pos/order/markGaSent */
export const markGaSentRequest = z.object({ orderNo: orderNoParam });
