// Payments on an order after the sale (the detail page's payment panel): the lines kept with the
// order's number (POST /pos/order/updatePayment), Pay Now or Approve Refund on one line (POST
// /pos/pay-order/) and a manager's refund of a paid line (POST /pos/order/refund, our address).
//
import { z } from 'zod';
import type { OrderPaymentLine } from './pos-order-detail.ts';
import { orderNoParam } from './pos-order-list.ts';

/** POST /pos/order/updatePayment: the order's unpaid lines as the panel has them (paid lines are kept as they are). */
export const orderUpdatePaymentRequest = z.object({
  orderNo: orderNoParam,
  payments: z
    .array(
      z.object({
        id: z.union([z.number(), z.string().max(12)]).optional(),
        gateway: z.string().min(1).max(40),
        name: z.string().max(100).optional(),
        amount: z.union([z.number(), z.string().max(20)]),
        reference: z.string().max(100).optional(),
      }),
    )
    .max(20),
});

const lineId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/)]).transform(Number);

/**
 * POST /pos/pay-order/. `reference`: what staff confirmed in the Pay Now or Approve Refund dialog (the
 * offline, direct credit and finance methods record it); left out, the line keeps its own.
 */
export const payOrderRequest = z.object({
  pId: lineId,
  orderNo: orderNoParam,
  reference: z.string().trim().max(100).optional(),
});

/** POST /pos/order/refund: `amount` to give back from the paid line `pId`; `approval` a manager's PIN (type refund). */
export const refundRequest = z.object({
  orderNo: orderNoParam,
  pId: lineId,
  amount: z.union([z.number(), z.string().max(20)]),
  approval: z.string().max(200).optional(),
});

/** A method with a hosted page answers where to send the browser; others are marked paid at once. */
export interface PayOrderResponse {
  success: true;
  msg: string;
  redirect?: string;
  params?: Record<string, string>;
  /** POST (the default): form-post params to redirect; GET: redirect is the whole address to go to. */
  method?: 'POST' | 'GET';
}

/** POST /pos/order/refund's answer: the order's lines with the new refund line. */
export interface RefundAnswer extends OrderPaymentsAnswer {
  msg: string;
}

/** POST /pos/order/updatePayment's answer: the order's lines as kept (the page then reloads the detail). */
export interface OrderPaymentsAnswer {
  success: true;
  payments: OrderPaymentLine[];
  paidAmount: string;
}
