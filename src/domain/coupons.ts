// Coupons (made by staff, used by the storefront and POS carts): percent or fixed, a minimum grand total, free
// shipping, hot deals or sale items excluded, a use limit, an expiry, enabled or not, first orders only or not.

export interface Coupon {
  code: string;
  name: string;
  type: 'percent' | 'fixed';
  /** percent: hundredths of a percent (1000 = 10%); fixed: cents. */
  amount: number;
  minGrandTotalCents: number;
  isShipping: boolean;
  excludeHot: boolean;
  excludeSale: boolean;
  enabled: boolean;
  useCount: number;
  useLimit: number;
  /** ISO date (inclusive, NZ time), or null for no expiry. */
  expiry: string | null;
  /** The one customer (users.id) who may use it; null for anyone. */
  customerId: number | null;
  /** Refused to a buyer who already has a placed order. */
  firstOrderOnly: boolean;
}

export interface CouponLine {
  rowCents: number;
  isHotDeal: boolean;
  isOnSale: boolean;
}

export type CouponRefusal =
  | 'disabled'
  | 'sign-in'
  | 'not-yours'
  | 'expired'
  | 'used-up'
  | 'first-order'
  | 'minimum'
  | 'no-eligible-items';

export const COUPON_NOT_FOUND = 'This coupon code is not valid';

export const COUPON_MESSAGES: Record<CouponRefusal, (c: Coupon) => string> = {
  disabled: () => COUPON_NOT_FOUND,
  'sign-in': () => 'Please sign in to use this coupon',
  // Another customer's code reads as an unknown one: a stranger learns nothing of it.
  'not-yours': () => COUPON_NOT_FOUND,
  expired: () => 'This coupon has expired',
  'used-up': () => 'This coupon has already been used',
  'first-order': () => 'This coupon is for a first order',
  minimum: (c) => `Spend at least $${(c.minGrandTotalCents / 100).toFixed(2)} to use this coupon`,
  'no-eligible-items': () => 'This coupon does not apply to the items in your cart',
};

export interface CouponResult {
  discountCents: number;
  freeShipping: boolean;
  refusal: CouponRefusal | null;
}

/** Past its expiry date (the date itself is still good), by New Zealand's today (YYYY-MM-DD). */
export function couponExpired(coupon: Pick<Coupon, 'expiry'>, todayNz: string): boolean {
  return coupon.expiry !== null && coupon.expiry !== '' && todayNz > coupon.expiry;
}

/** The coupon list's status word: an expired coupon reads Expired whether switched on or off. */
export function couponStatusWord(coupon: Pick<Coupon, 'enabled' | 'expiry'>, todayNz: string) {
  if (couponExpired(coupon, todayNz)) return 'Expired';
  return coupon.enabled ? 'Enabled' : 'Disabled';
}

/**
 * The rules that do not depend on the cart: enabled, whose it is, not expired, a use left, a first
 * order when it must be. `buyerId` is who is buying (users.id): the signed-in shopper at the
 * storefront, the chosen customer at the POS; null for nobody. The owner is checked before the expiry
 * and the uses, so another customer's code says only "not valid". `buyerHasOrdered` says whether the
 * buyer has a placed order; null when nobody is known yet (a guest before COMPLETE PURCHASE), who is
 * given the benefit of the doubt until then.
 */
export function couponUsable(
  coupon: Coupon,
  buyerId: number | null,
  todayNz: string,
  buyerHasOrdered: boolean | null = null,
): CouponRefusal | null {
  if (!coupon.enabled) return 'disabled';
  if (coupon.customerId !== null) {
    if (buyerId === null) return 'sign-in';
    if (buyerId !== coupon.customerId) return 'not-yours';
  }
  if (couponExpired(coupon, todayNz)) return 'expired';
  if (coupon.useLimit > 0 && coupon.useCount >= coupon.useLimit) return 'used-up';
  if (coupon.firstOrderOnly && buyerHasOrdered === true) return 'first-order';
  return null;
}

/**
 * What a coupon takes off. `grandTotalBeforeCents` is the total it is checked against (items after
 * their own discounts, plus delivery). `todayNz` is today's date in New Zealand (YYYY-MM-DD); `buyerId`
 * and `buyerHasOrdered` as couponUsable.
 */
export function applyCoupon(
  coupon: Coupon,
  lines: CouponLine[],
  grandTotalBeforeCents: number,
  todayNz: string,
  buyerId: number | null = null,
  buyerHasOrdered: boolean | null = null,
): CouponResult {
  const none = (refusal: CouponRefusal): CouponResult => ({ discountCents: 0, freeShipping: false, refusal });
  const unusable = couponUsable(coupon, buyerId, todayNz, buyerHasOrdered);
  if (unusable) return none(unusable);
  if (grandTotalBeforeCents < coupon.minGrandTotalCents) return none('minimum');
  const eligible = lines
    .filter((l) => !(coupon.excludeHot && l.isHotDeal) && !(coupon.excludeSale && l.isOnSale))
    .reduce((sum, l) => sum + l.rowCents, 0);
  if (eligible <= 0 && !coupon.isShipping) return none('no-eligible-items');
  const discountCents =
    coupon.type === 'percent'
      ? Math.round((eligible * Math.min(coupon.amount, 10000)) / 10000)
      : Math.min(coupon.amount, eligible);
  return { discountCents, freeShipping: coupon.isShipping, refusal: null };
}
