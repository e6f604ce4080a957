// Payments on an order. To be built (issue 11).
import type { OrderContext } from './context.ts';

export function orderPaymentCalls(_ctx: OrderContext) {
  return {};
}
