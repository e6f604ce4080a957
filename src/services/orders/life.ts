// Delete a quote, cancel and restore an order, a quote's expiry. To be built (issue 11).
import type { OrderContext } from './context.ts';

export function orderLifeCalls(_ctx: OrderContext) {
  return {};
}
