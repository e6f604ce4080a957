// Coupons as the cart sees them: found by code (any letter case), and why one does not apply.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { CartTotals } from '../../domain/cart-pricing.ts';
import { COUPON_MESSAGES, COUPON_NOT_FOUND, type Coupon } from '../../domain/coupons.ts';
import { couponFromJson } from '../../db/records.ts';

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
