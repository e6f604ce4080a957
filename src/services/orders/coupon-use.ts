// A coupon's uses, taken when an order is placed and given back when the order is released unpaid:
// the same life as the order's stock reservation (services/stock/reserve.ts, release.ts). The use is
// taken under the coupon row's lock, so two checkouts racing for the last use queue on
// it: the first takes it, the second reads the count it left and is refused 'used-up' in the same
// transaction that would have written its order. `orders.coupon_use_held` (migration 0018) says
// whether the order holds a use, so it is given back exactly once however many paths release it.
// Lock order: every caller locks the coupon row before any stock row (a checkout: cart, coupon,
// stock; a release: order, coupon, stock), so a checkout and a release never wait on each other in a circle.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { couponFromJson } from '../../db/records.ts';
import { queryRows } from '../../db/rows.ts';
import { COUPON_MESSAGES, COUPON_NOT_FOUND, type Coupon, couponUsable } from '../../domain/coupons.ts';
import { Refusal } from '../../domain/refusal.ts';
import { buyerHasOrdered, type PricedCart } from '../cart/cart.service.ts';

/** Whether the order written from this priced cart records its coupon (create-order.ts keeps the same rule). */
export function couponCounts(priced: Pick<PricedCart, 'cart' | 'totals'>): boolean {
  const { cart, totals } = priced;
  return Boolean(cart.couponCode) && !totals.couponRefusal && (totals.couponDiscountCents > 0 || totals.freeShipping);
}

async function lockCoupon(tx: Database, code: string): Promise<(Coupon & { id: number }) | null> {
  const [row] = await queryRows<{ coupon: Record<string, unknown> }>(
    tx,
    sql`select to_jsonb(k) as coupon from coupons k where upper(k.code) = upper(${code}) for update`,
  );
  return row ? { ...couponFromJson(row.coupon), id: Number(row.coupon.id) } : null;
}

/**
 * Before the order is written, in its transaction: the cart's coupon, locked and checked again, and
 * one use taken. A coupon that no longer applies (gone, disabled, another customer's, expired, no use
 * left, a first order's for a buyer who has one, the cart no longer qualifying) refuses the checkout with its words rather than being dropped
 * from the order unseen. Answers the coupon's id when a use was taken (then call holdCouponUse with
 * the new order), or null when the cart has no coupon that counts.
 */
export async function takeCouponUse(
  tx: Database,
  priced: Pick<PricedCart, 'cart' | 'totals'>,
  buyerId: number | null,
  todayNz: string,
): Promise<number | null> {
  const code = priced.cart.couponCode;
  if (!code) return null;
  const coupon = await lockCoupon(tx, code);
  if (!coupon) throw new Refusal(422, COUPON_NOT_FOUND);
  // Fresh figures under the lock: the cart was priced from a read another checkout may have changed since.
  // A first-order coupon is checked here by account and by the email the order is for (a guest's too).
  const hasOrdered = await buyerHasOrdered(tx, coupon, { userId: buyerId, email: priced.cart.email });
  const refusal = couponUsable(coupon, buyerId, todayNz, hasOrdered) ?? priced.totals.couponRefusal;
  if (refusal) throw new Refusal(422, COUPON_MESSAGES[refusal](coupon));
  if (!couponCounts(priced)) return null;
  await tx.execute(sql`update coupons set use_count = use_count + 1 where id = ${coupon.id}`);
  return coupon.id;
}

/**
 * One line in the coupon's history (the POS coupon list's History, services/coupons/coupon-row.ts)
 * for a use taken or given back: the order's number, and its salesperson when the POS sold it.
 */
async function noteUse(tx: Database, code: string, orderId: number, words: string): Promise<void> {
  await tx.execute(
    sql`update coupons k set op_history = k.op_history || jsonb_build_array(jsonb_build_object(
        'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'staffId', o.staff_id,
        'action', ${words} || ' order #' || o.order_no))
      from orders o where o.id = ${orderId} and upper(k.code) = upper(${code})`,
  );
}

/** The new order holds the use takeCouponUse took (null: nothing taken, nothing to mark). */
export async function holdCouponUse(tx: Database, orderId: number, couponId: number | null): Promise<void> {
  if (couponId === null) return;
  const [order] = await queryRows<{ coupon_code: string }>(
    tx,
    sql`update orders set coupon_use_held = true where id = ${orderId} returning coupon_code`,
  );
  if (order) await noteUse(tx, order.coupon_code, orderId, 'Used on');
}

/**
 * The order is released unpaid (declined, failed to start, expired, cancelled, made a quote again):
 * its use goes back once. Call it with the order row locked, before its stock is released.
 */
export async function giveBackCouponUse(tx: Database, orderId: number): Promise<boolean> {
  const [held] = await queryRows<{ coupon_code: string }>(
    tx,
    sql`update orders set coupon_use_held = false where id = ${orderId} and coupon_use_held returning coupon_code`,
  );
  if (!held) return false;
  await tx.execute(
    sql`update coupons set use_count = greatest(use_count - 1, 0) where upper(code) = upper(${held.coupon_code})`,
  );
  await noteUse(tx, held.coupon_code, orderId, 'Use given back: unpaid');
  return true;
}

/**
 * A released order comes back (restored, or paid after its hold ran out): it takes its use again
 * under the coupon's lock. With no use left, `strict` refuses with the 'used-up' words (a restore
 * is then not made); otherwise answers false and the order goes on without holding one (money
 * already taken is not turned away; the count still never passes the limit).
 */
export async function retakeCouponUse(tx: Database, orderId: number, strict: boolean): Promise<boolean> {
  const [order] = await queryRows<{ coupon_code: string; coupon_use_held: boolean }>(
    tx,
    sql`select coupon_code, coupon_use_held from orders where id = ${orderId}`,
  );
  if (!order?.coupon_code || order.coupon_use_held) return false;
  const coupon = await lockCoupon(tx, order.coupon_code);
  if (!coupon) return false;
  if (coupon.useLimit > 0 && coupon.useCount >= coupon.useLimit) {
    if (strict) throw new Refusal(409, COUPON_MESSAGES['used-up'](coupon));
    return false;
  }
  await tx.execute(sql`update coupons set use_count = use_count + 1 where id = ${coupon.id}`);
  await tx.execute(sql`update orders set coupon_use_held = true where id = ${orderId}`);
  await noteUse(tx, order.coupon_code, orderId, 'Used again on');
  return true;
}
