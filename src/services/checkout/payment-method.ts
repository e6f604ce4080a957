// The shopper's chosen payment method, read inside the checkout's transaction (fresh, not the cart
// page's cached list): whether it can pay the grand total is domain/finance-plan.ts's rule, the same
// one POST /v1/cart/checkPayment answers with.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema-sales.ts';

export { canPay, cannotPayMessage } from '../../domain/finance-plan.ts';

export type ShopperPaymentMethod = typeof paymentMethods.$inferSelect;

/** The method, when it exists, is switched on and is offered to shoppers; null otherwise. */
export async function shopperPaymentMethod(db: Database, code: string): Promise<ShopperPaymentMethod | null> {
  if (!code) return null;
  const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.code, code)).limit(1);
  return method?.enabled && method.forShoppers ? method : null;
}
