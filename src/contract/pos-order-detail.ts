// The order or quote detail page's calls (specs/pos.md "Order or quote detail", /pos/order-detail/{orderNo}):
// GET /pos/{type}-info/{orderNo}, the allocation check, Back to Quote, No deposit, overwriting the
// customer's details from the order, and the GA4 purchase event sent once. Issue 11 (detail) owns this file.
import { z } from 'zod';
import { orderNoParam } from './pos-order-list.ts';

/** GET /pos/order-info/:orderNo and /pos/quote-info/:orderNo; GET /pos/check-allocation/:orderNo */
export const orderInfoRequest = z.object({ orderNo: orderNoParam });

/** A payment line of an order (specs/pos.md "Payment line"). status: 0 unpaid, 1/5/6 paid, 2 cancelled, 4 check status. */
export interface OrderPaymentLine {
  id: number;
  gateway: string;
  name: string;
  amount: string;
  reference: string;
  status: number;
  type: number;
}

/** Refined by the detail work: every field of the spec's order, items and payments. */
export interface OrderDetail {
  id: number;
  order_no: string;
  status: string;
  payments: OrderPaymentLine[];
  grandtotal: string;
  customer_id: number | null;
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
}

/** POST /pos/order-to-quote/ and /pos/update-cus-by-order/ (the spec's lower-case `orderno`). */
export const ordernoRequest = z.object({ orderno: orderNoParam });

/** POST /pos/order/noDeposit (a manager's PIN approval, type no_deposit) */
export const noDepositRequest = z.object({ orderNo: orderNoParam, approval: z.string().max(200).optional() });

/** POST /pos/order/markGaSent */
export const markGaSentRequest = z.object({ orderNo: orderNoParam });
