// Web orders not paid within their hold give their stock back (the lead runs this on an interval).
// One order per transaction, so stock rows are only ever locked in one order's sorted sequence (no
// deadlock with checkouts); which order is next, and its lock, is the stock module's (release.ts).
import { and, eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema-sales.ts';
import { lockNextExpiredHold, releaseStock } from '../stock/stock.service.ts';
import { type CheckoutContext, asDatabase } from './context.ts';
import { giveBackCouponUse } from './coupon-use.ts';
import { reopenQuote } from './quote-reopen.ts';
import { restoreCart } from './restore-cart.ts';

/** Releases every hold past its time; answers how many orders expired. */
export async function releaseExpiredHolds(ctx: CheckoutContext, now: Date = ctx.now(), limit = 500): Promise<number> {
  let expired = 0;
  while (expired < limit) {
    const done = await ctx.db.transaction(async (handle) => {
      const tx = asDatabase(handle);
      const due = await lockNextExpiredHold(tx, now);
      if (!due) return false;
      const { orderId } = due;
      await tx
        .update(payments)
        .set({ status: 2, updatedAt: now })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 0)));
      await tx.update(orders).set({ status: 'expired', holdUntil: null, updatedAt: now }).where(eq(orders.id, orderId));
      // The coupon's use goes back with the stock, coupon row first (coupon-use.ts).
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
