// Orders and quotes after the sale (specs/pos.md: the lists, the order detail, payments on an order and
// the order's life): the lists and their row actions (list.ts, life.ts), the detail page's answer and
// actions (detail.ts), payments on an order and store credit (payments.ts, credit.ts). Stock moves only
// through services/stock; every status change under its PIN approval (staff/approvals.ts).
import { nzToday } from '../../domain/dates.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../integrations/payments/index.ts';
import type { DocumentLinks, OrderContext, OrderPaid } from './context.ts';
import { orderDetailCalls } from './detail.ts';
import { orderDispatchCalls } from './dispatch.ts';
import { orderLifeCalls } from './life.ts';
import { orderListCalls } from './list.ts';
import { orderPaymentCalls } from './payments.ts';

export type { DocumentLinks, OrderContext, OrderPaid } from './context.ts';
// An order is written only here (one-writer.test.ts): the checkout, the counter and the terminals ask for these.
export { createOrder } from './create-order.ts';
// A coupon's use follows its order's life wherever the order is placed, released or restored.
export { couponCounts, giveBackCouponUse, holdCouponUse, retakeCouponUse, takeCouponUse } from './coupon-use.ts';
export { markLinePaid, markPaid } from './mark-paid.ts';
export { reopenQuote, settlePaidQuote } from './quote-reopen.ts';
export {
  CART_NOT_FOUND,
  type QuoteFacts,
  quoteEditUrl,
  quoteFacts,
  quoteFactsOf,
  setQuoteExpiry,
} from './quote-facts.ts';
export * from './writes.ts';
// For the card terminals (services/terminals), which pay an order's lines the way Pay Now does.
export { orderMethods } from './pay-methods.ts';
export { lockOrderForPayment, paymentLinesOfOrder } from './pay-order-row.ts';
export { LINE_ALREADY_PAID, LINE_AWAITING_CHECK, LINE_CANCELLED, PAYMENT_NOT_FOUND, lineWords } from './pay-words.ts';

export interface OrderServiceDeps {
  paymentGateway: PaymentGateway;
  orderPaid?: OrderPaid;
  /** The detail's document links (services/documents documentUrls). */
  documentLinks: DocumentLinks;
  now?: () => Date;
  today?: () => string;
}

export function createOrderService(db: Database, deps: OrderServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const ctx: OrderContext = {
    db,
    now,
    today: deps.today ?? (() => nzToday(now())),
    paymentGateway: deps.paymentGateway,
    orderPaid: deps.orderPaid ?? (async () => {}),
    documentLinks: deps.documentLinks,
  };
  return {
    ...orderListCalls(ctx),
    ...orderLifeCalls(ctx),
    ...orderDetailCalls(ctx),
    ...orderPaymentCalls(ctx),
    ...orderDispatchCalls(ctx),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
