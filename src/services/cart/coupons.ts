// Coupons as the cart sees them: found by code (any letter case), and why one does not apply.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { CartTotals } from '../../domain/cart-pricing.ts';
import { COUPON_MESSAGES, COUPON_NOT_FOUND, type Coupon } from '../../domain/coupons.ts';
import { couponFromJson } from '../../db/records.ts';
import { PLACED_ORDER_STATUSES } from '../../domain/order-status.ts';

export async function findCoupon(db: Database, code: string): Promise<Coupon | null> {
  const [row] = await queryRows<{ coupon: Record<string, unknown> }>(
    db,
    sql`select to_jsonb(k) as coupon from coupons k where upper(k.code) = upper(${code})`,
  );
  return row ? couponFromJson(row.coupon) : null;
}

/** The shopper's words for a cart's coupon: '' when it applies (or there is none), else the reason it does not. */
export function couponMessage(code: string, coupon: Coupon | null, totals: Pick<CartTotals, 'couponRefusal'>): string {
  if (!code) return '';
  if (!coupon) return COUPON_NOT_FOUND;
  return totals.couponRefusal ? COUPON_MESSAGES[totals.couponRefusal](coupon) : '';
}

/**
 * Whether the buyer has a placed order (domain/order-status.ts PLACED_ORDER_STATUSES), for a coupon
 * for first orders only: by account, and by email (any letter case) where one is given (a guest at
 * COMPLETE PURCHASE). null, without asking the database, when the coupon is not such a coupon or no
 * one is known: couponUsable then accepts it for now.
 */
export async function buyerHasOrdered(
  db: Database,
  coupon: Pick<Coupon, 'firstOrderOnly'> | null,
  who: { userId: number | null; email?: string },
): Promise<boolean | null> {
  const email = who.email?.trim().toLowerCase() ?? '';
  if (!coupon?.firstOrderOnly || (who.userId === null && email === '')) return null;
  const statuses = sql.join(
    PLACED_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const [row] = await queryRows<{ placed: boolean }>(
    db,
    sql`select exists (select 1 from orders o where o.kind = 'order' and o.status in (${statuses})
        and (o.user_id = ${who.userId}::int or (${email} <> '' and lower(o.email) = ${email}))) as placed`,
  );
  return Boolean(row?.placed);
}
