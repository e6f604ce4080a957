// The checkout: COMPLETE PURCHASE, the payment provider's verdict, the order result page, and the
// release of holds nobody paid for. Built once per process (services/index.ts).
import type { Database } from '../../db/client.ts';
import type { HumanCheck } from '../../integrations/human-check/human-check.ts';
import type { PaymentGateway, PaymentOutcome } from '../../integrations/payments/gateway.ts';
import type { CartIdentity } from '../cart/cart.service.ts';
import { processLog } from '../log.ts';
import { type CompleteRequest, completePurchase } from './complete.ts';
import type { CheckoutCart, CheckoutContext, CheckoutLog, OrderPaid } from './context.ts';
import { releaseExpiredHolds } from './expired-holds.ts';
import { orderResult } from './order-result.ts';
import { recordPaymentOutcome } from './payment-outcome.ts';
import { type QuotePayRequest, payQuote, quoteState } from './quote-pay.ts';

export type { CompleteAnswer, CompleteRequest } from './complete.ts';
export type { CheckoutCart, CheckoutLog, OrderPaid } from './context.ts';
export type { OrderResult, OrderSummary, PurchaseEvent } from './order-result.ts';
export type { OutcomeResult } from './payment-outcome.ts';
export { QUOTE_PAY_WORDS, type QuotePayRequest, type QuoteState } from './quote-pay.ts';

export interface CheckoutDeps {
  cart: CheckoutCart;
  humanCheck: Pick<HumanCheck, 'verify'>;
  paymentGateway: PaymentGateway;
  config?: {
    /** Minutes a web order's stock stays held while the shopper pays (default 30). */
    holdMinutes?: number;
  };
  /** What happens elsewhere when an order is paid; nothing by default (services/index.ts wires it). */
  orderPaid?: OrderPaid;
  now?: () => Date;
  /** The log of calls made without a request's (src/services/log.ts); JSON lines on stderr by default. */
  log?: CheckoutLog;
}

export function createCheckoutService(db: Database, deps: CheckoutDeps) {
  const ctx: CheckoutContext = {
    db,
    cart: deps.cart,
    humanCheck: deps.humanCheck,
    paymentGateway: deps.paymentGateway,
    holdMinutes: deps.config?.holdMinutes ?? 30,
    orderPaid: deps.orderPaid ?? (async () => {}),
    now: deps.now ?? (() => new Date()),
    log: deps.log ?? processLog,
  };
  return { ...calls(ctx), withLog: (log: CheckoutLog) => calls({ ...ctx, log }) };
}

/**
 * The checkout's calls over one context. `withLog(req.log)` gives the same calls logging to a
 * request's log, so what they report carries the request's id (src/services/log.ts).
 */
function calls(ctx: CheckoutContext) {
  return {
    complete: (ident: CartIdentity, req: CompleteRequest) => completePurchase(ctx, ident, req),
    recordPaymentOutcome: (outcome: PaymentOutcome) => recordPaymentOutcome(ctx, outcome),
    orderResult: (orderNo: string, ident: CartIdentity) => orderResult(ctx, orderNo, ident),
    releaseExpiredHolds: (now?: Date) => releaseExpiredHolds(ctx, now),
    /** Paying a quote online (quote-pay.ts); the link's token is the caller's to check. */
    payQuote: (payer: CartIdentity, req: QuotePayRequest) => payQuote(ctx, payer, req),
    quoteState: (orderNo: string) => quoteState(ctx, orderNo),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
