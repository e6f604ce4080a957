// The methods a payment on an order can use: the counter's (marked for staff) and the shop's hosted
// card page, which staff open for a customer paying by card on the order detail (Pay Now). The POS
// checkout's payment tab keeps the counter's methods only (services/cart/payment-methods.ts).
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema-sales.ts';
import { type StaffMethod, staffMethods } from '../cart/cart.service.ts';

/** The kind of the shop's hosted card page method (payment_methods.kind). */
export const HOSTED_CARD_KIND = 'card';

/** The enabled methods for an order's payments, counter's first then the hosted card page. */
export async function orderMethods(db: Database): Promise<StaffMethod[]> {
  const counter = await staffMethods(db);
  const cards = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.kind, HOSTED_CARD_KIND), eq(paymentMethods.enabled, true)))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.code));
  const more = cards
    .filter((c) => !counter.some((m) => m.code === c.code))
    .map((r) => ({
      code: r.code,
      name: r.name,
      kind: r.kind,
      minCents: r.minCents,
      maxCents: r.maxCents,
      months: r.months,
      weeks: r.weeks,
      needsReference: r.needsReference,
    }));
  return [...counter, ...more];
}

/** The order detail's pMethods: code to name of every method a payment on an order can use. */
export async function orderPaymentMethods(db: Database): Promise<Record<string, string>> {
  return Object.fromEntries((await orderMethods(db)).map((m) => [m.code, m.name]));
}
