// The order detail's answer and its actions. To be built (issue 11).
import type { OrderContext } from './context.ts';

export function orderDetailCalls(_ctx: OrderContext) {
  return {};
}
