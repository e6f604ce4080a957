// Taking stock now (POST /pos/order/updateQTYTaken/, specs/pos.md "Item dispatch", "Taking stock").
// (Issue 12, to build: the stock moves in services/stock/dispatch.ts.)
import type { TakeNowResponse } from '../../contract/pos-order-dispatch.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { OrderContext } from './context.ts';

export function orderDispatchCalls(_ctx: OrderContext) {
  return {
    async takeNow(
      _signed: SignedInStaff,
      _ask: { detailId: number; allocId: number; qtyTaken: number | string; binTaken: string },
    ): Promise<TakeNowResponse> {
      throw new Error('not built yet');
    },
  };
}
