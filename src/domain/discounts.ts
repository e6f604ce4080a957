// A staff member's direct discount on a POS cart line (the DISCOUNT WINDOW; beyond the role's limit a manager's PIN):
// the window's checks and the role limit, in cents. Pure, so the browser can run the same rule
// before it asks the server (which runs it again).

import { DISCOUNT_TYPES, type DiscountType } from '../contract/pos-words.ts';
import { centsOf } from './money.ts';

export { DISCOUNT_TYPES, type DiscountType };

export const DISCOUNT_REASONS = [
  'Price Match',
  'Reduced to Clear',
  'Damaged Stock',
  'Loyal Customer',
  'Other',
] as const;
export type DiscountReason = (typeof DISCOUNT_REASONS)[number];

export const NEED_A_REASON = 'Need a reason for the discount!';
export const WRONG_DISCOUNT_AMOUNT = 'Wrong discount amount!';

/** The refusal when a discount passes the staff member's own limit (a manager's PIN then approves it). */
export const overLimitMessage = (maxPercent: number) =>
  `Discount over your limit of ${maxPercent}%. A manager needs to approve it.`;

/** The refusal when the approving manager's own limit is passed too (an admin's PIN then approves it). */
export const approverOverLimitMessage = (maxPercent: number) =>
  `Discount over the approving manager's limit of ${maxPercent}%. An admin needs to approve it.`;

export interface DiscountAsk {
  retailCents: number;
  type: DiscountType;
  /** percent: percentage points (12.5 = 12.5%); fixed: dollars off each unit. */
  amount: number;
  reason: string | null | undefined;
}

export type DiscountResult =
  /** No discount: the line goes back to its current price and loses its reason. */
  | { ok: true; cleared: true }
  | { ok: true; cleared: false; saleCents: number; type: DiscountType; reason: DiscountReason }
  | { ok: false; msg: string };

/** The sale price a discount gives (percent: retail × (100 − amount) / 100; fixed: retail − amount), in cents. */
export function discountedCents(retailCents: number, type: DiscountType, amount: number): number {
  return type === 'percent' ? Math.round((retailCents * (100 - amount)) / 100) : retailCents - centsOf(amount);
}

export function applyDiscount(ask: DiscountAsk): DiscountResult {
  if (!Number.isFinite(ask.amount)) return { ok: false, msg: WRONG_DISCOUNT_AMOUNT };
  if (ask.amount === 0) return { ok: true, cleared: true };
  const reason = DISCOUNT_REASONS.find((r) => r === ask.reason);
  if (!reason) return { ok: false, msg: NEED_A_REASON };
  const saleCents = discountedCents(ask.retailCents, ask.type, ask.amount);
  if (ask.amount < 0 || saleCents < 0 || saleCents > ask.retailCents) return { ok: false, msg: WRONG_DISCOUNT_AMOUNT };
  return { ok: true, cleared: false, saleCents, type: ask.type, reason };
}

/** Whether selling at `saleCents` stays within `maxPercent` off retail (a price above retail is no discount). */
export function withinLimit(retailCents: number, saleCents: number, maxPercent: number): boolean {
  const off = retailCents - saleCents;
  if (off <= 0) return true;
  return off * 100 <= retailCents * maxPercent;
}
