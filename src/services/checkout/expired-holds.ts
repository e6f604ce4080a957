// Web orders not paid within their hold give their stock back (the lead runs this on an interval).
// One order per transaction, so stock rows are only ever locked in one order's sorted sequence (no
// deadlock with checkouts); SKIP LOCKED lets several instances share the work, and skips an order
// whose payment verdict is being recorded right now.
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { orders, payments } from '../../db/schema-sales.ts';
import { releaseStock } from '../stock/index.ts';
import { type CheckoutContext, asDatabase } from './context.ts';
import { restoreCart } from './restore-cart.ts';

/** Releases every hold past its time; answers how many orders expired. */
export async function releaseExpiredHolds(ctx: CheckoutContext, now: Date = ctx.now(), limit = 500): Promise<number> {
  let expired = 0;
  while (expired < limit) {
    const done = await ctx.db.transaction(async (handle) => {
      const tx = asDatabase(handle);
      const [due] = await queryRows<{ id: number; cart_id: number | null; order_no: string }>(
        tx,
        sql`select id, cart_id, order_no from orders
            where status = 'pending' and kind = 'order' and hold_until < ${now}
            order by hold_until limit 1 for update skip locked`,
      );
      if (!due) return false;
      const orderId = Number(due.id);
      await tx.update(payments).set({ status: 2, updatedAt: now }).where(and(eq(payments.orderId, orderId), eq(payments.status, 0)));
      await tx.update(orders).set({ status: 'expired', holdUntil: null, updatedAt: now }).where(eq(orders.id, orderId));
      await releaseStock(tx, orderId);
      await restoreCart(tx, due.cart_id === null ? null : Number(due.cart_id), now);
      ctx.log.info({ orderNo: due.order_no }, 'unpaid order expired; stock released');
      return true;
    });
    if (!done) break;
    expired++;
  }
  return expired;
}
