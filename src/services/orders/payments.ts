// Payments on an order after the sale (specs/pos.md "Payments", "Payment line status"): the
// payment panel's lines (pay-lines.ts), Pay Now on one line (pay-now.ts), refunds (refunds.ts), the customer's store credit
// (credit.ts) and the methods an order's payment can use (pay-methods.ts, for the detail's pMethods).
import type { OrderContext } from './context.ts';
import { type CreditGift, creditBalance, giveCredit } from './credit.ts';
import { type OrderLineAsk, updateOrderPayments } from './pay-lines.ts';
import { orderPaymentMethods } from './pay-methods.ts';
import { type PayNow, payOrderLine } from './pay-now.ts';
import { type RefundAsk, requestRefund } from './refunds.ts';

export { creditBalance, giveCredit } from './credit.ts';
export { orderMethods, orderPaymentMethods } from './pay-methods.ts';

export function orderPaymentCalls(ctx: OrderContext) {
  return {
    /** POST /pos/order/updatePayment: the order's unpaid lines become `payments`. */
    updatePayment: (staffId: number, orderNo: string, payments: readonly OrderLineAsk[]) =>
      updateOrderPayments(ctx, orderNo, payments, staffId),
    /** POST /pos/pay-order/: Pay Now on one unpaid line. */
    payOrder: (ask: PayNow) => payOrderLine(ctx, ask),
    /** POST /pos/order/refund: a manager's refund of a paid line, to be approved with Approve Refund. */
    refund: (ask: RefundAsk) => requestRefund(ctx, ask),
    /** The customer's store credit in cents. */
    creditBalance: (userId: number) => creditBalance(ctx.db, userId),
    /** Gives a customer store credit (a refund, goodwill), with its movement. */
    giveCredit: (gift: Omit<CreditGift, 'now'>) =>
      ctx.db.transaction((tx) => giveCredit(tx, { ...gift, now: ctx.now() })),
    /** The order detail's pMethods. */
    orderPaymentMethods: () => orderPaymentMethods(ctx.db),
  };
}
