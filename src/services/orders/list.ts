// The five lists (POST /pos/order-list). To be built (issue 11).
import type { OrderContext } from './context.ts';

export function orderListCalls(_ctx: OrderContext) {
  return {};
}
