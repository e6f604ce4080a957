// An order paid: its payment taken, its stock kept for it, its coupon counted as used.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, payments } from '../../db/schema-sales.ts';
import type { OrderPaid } from './context.ts';

export async function markPaid(
  tx: Database,
  p: { orderId: number; paymentId: number; couponCode: string; now: Date; orderPaid: OrderPaid },
): Promise<void> {
  await tx.update(payments).set({ status: 1, updatedAt: p.now }).where(eq(payments.id, p.paymentId));
  await tx
    .update(orders)
    .set({ status: 'paid', paidAt: p.now, holdUntil: null, updatedAt: p.now })
    .where(eq(orders.id, p.orderId));
  // Such as: a cart a salesperson sent this customer within 60 days earns them the sale.
  const [paid] = await tx
    .select({ userId: orders.userId, email: orders.email })
    .from(orders)
    .where(eq(orders.id, p.orderId));
  if (paid) await p.orderPaid(tx, { orderId: p.orderId, userId: paid.userId, email: paid.email, at: p.now });
  // A coupon counts as used once its order is paid, not when the cart was priced.
  if (p.couponCode)
    await tx.execute(sql`update coupons set use_count = use_count + 1 where upper(code) = upper(${p.couponCode})`);
}
