// Web orders not paid within their hold give their stock back (the lead runs this on an interval).
// One order per transaction, so stock rows are only ever locked in one order's sorted sequence (no
// deadlock with checkouts); which order is next, and its lock, is the stock module's (release.ts).
import { lockNextExpiredHold, releaseStock } from '../stock/stock.service.ts';
import { type CheckoutContext, asDatabase } from './context.ts';
import { cancelOpenPayments, endUnpaidOrder, giveBackCouponUse, reopenQuote } from '../orders/orders.service.ts';
import { restoreCart } from '../cart/cart.service.ts';

/** Releases every hold past its time; answers how many orders expired. */
export async function releaseExpiredHolds(ctx: CheckoutContext, now: Date = ctx.now(), limit = 500): Promise<number> {
  let expired = 0;
  while (expired < limit) {
    const done = await ctx.db.transaction(async (handle) => {
      const tx = asDatabase(handle);
      const due = await lockNextExpiredHold(tx, now);
      if (!due) return false;
      const { orderId } = due;
      await cancelOpenPayments(tx, orderId, now);
      await endUnpaidOrder(tx, orderId, 'expired', now);
      // The coupon's use goes back with the stock, coupon row first (orders/coupon-use.ts).
      await giveBackCouponUse(tx, orderId);
      await releaseStock(tx, orderId);
      await restoreCart(tx, due.cartId, now);
      // A quote whose online payment lapsed can be paid again (quote-pay.ts).
      await reopenQuote(tx, orderId, now);
      ctx.log.info({ event: 'order.hold_expired', orderNo: due.orderNo }, 'unpaid order expired; stock released');
      return true;
    });
    if (!done) break;
    expired++;
  }
  return expired;
}
