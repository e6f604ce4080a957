// Payments on an order after the sale (the detail page's payment panel): the lines kept with the
// order's number (POST /pos/order/updatePayment) and Pay Now on one line (POST /pos/pay-order/).
// Issue 11 (payments) owns this file.
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

/** POST /pos/pay-order/ */
export const payOrderRequest = z.object({
  pId: z.union([z.number(), z.string().regex(/^\d{1,9}$/)]).transform(Number),
  orderNo: orderNoParam,
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

/** POST /pos/order/updatePayment's answer: the order's lines as kept (the page then reloads the detail). */
export interface OrderPaymentsAnswer {
  success: true;
  payments: OrderPaymentLine[];
  paidAmount: string;
}
