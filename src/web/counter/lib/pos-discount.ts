// The DISCOUNT WINDOW's figures: the line's current staff discount, the typed amount, and the price it
// would give. The rule itself is domain/discounts.ts.
import type { PosCartItem } from '../../../contract/pos-cart.ts';
import { type DiscountType, discountedCents } from '../../../domain/discounts.ts';
import { centsOf, formatNzd } from '../../../domain/money.ts';
import { cents } from '../../common/lib/format.ts';

export interface CurrentDiscount {
  type: DiscountType;
  /** percent: percentage points; fixed: dollars off each unit. */
  amount: number;
  reason: string;
}

/** The staff discount the line carries now (charged below retail with a discount type), or null. */
export function currentDiscount(
  item: Pick<PosCartItem, 'disc_type' | 'disc_reason' | 'eachpriceinc' | 'eachpriceorg'>,
): CurrentDiscount | null {
  if (!item.disc_type) return null;
  const retail = cents(item.eachpriceorg);
  const off = retail - cents(item.eachpriceinc);
  if (off <= 0 || retail <= 0) return null;
  const amount = item.disc_type === 'percent' ? Math.round((off * 10_000) / retail) / 100 : off / 100;
  return { type: item.disc_type, amount, reason: item.disc_reason ?? '' };
}

/** '12.5% off' or '$50.00 off each'. */
export function discountText(d: Pick<CurrentDiscount, 'type' | 'amount'>): string {
  return d.type === 'percent' ? `${d.amount}% off` : `${formatNzd(centsOf(d.amount))} off each`;
}

/**
 * A typed amount: digits with at most two decimals (what updateItem takes), else NaN, which the
 * rule answers with 'Wrong discount amount!'. Blank is NaN too, not 0: 0 would clear the discount.
 */
export function parseDiscountAmount(text: string): number {
  const t = text.trim();
  return /^\d{1,7}(\.\d{1,2})?$/.test(t) || /^\d{0,7}\.\d{1,2}$/.test(t) ? Number(t) : Number.NaN;
}

/** The price each the window would give, in cents: the current sale price for 0, null while the amount is not a number. */
export function previewCents(
  item: Pick<PosCartItem, 'eachpriceorg' | 'price_sale'>,
  type: DiscountType,
  amount: number,
): number | null {
  if (!Number.isFinite(amount)) return null;
  if (amount === 0) return cents(item.price_sale);
  return discountedCents(cents(item.eachpriceorg), type, amount);
}
