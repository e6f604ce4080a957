import { describe, expect, it } from 'vitest';
import {
  NEED_A_REASON,
  WRONG_DISCOUNT_AMOUNT,
  applyDiscount,
  discountedCents,
  overLimitMessage,
  withinLimit,
} from './discounts.ts';

describe('staff discounts', () => {
  it('computes the sale price by percent or fixed amount', () => {
    expect(discountedCents(100_000, 'percent', 10)).toBe(90_000);
    expect(discountedCents(99_900, 'percent', 12.5)).toBe(87_413);
    expect(discountedCents(100_000, 'fixed', 150.5)).toBe(84_950);
  });

  it('an amount of 0 clears the discount and its reason', () => {
    expect(applyDiscount({ retailCents: 1000, type: 'percent', amount: 0, reason: 'Other' })).toEqual({
      ok: true,
      cleared: true,
    });
    expect(applyDiscount({ retailCents: 1000, type: 'fixed', amount: 0, reason: '' })).toEqual({
      ok: true,
      cleared: true,
    });
  });

  it('needs one of the five reasons', () => {
    expect(applyDiscount({ retailCents: 1000, type: 'percent', amount: 5, reason: '' })).toEqual({
      ok: false,
      msg: NEED_A_REASON,
    });
    expect(applyDiscount({ retailCents: 1000, type: 'percent', amount: 5, reason: 'Because' })).toEqual({
      ok: false,
      msg: NEED_A_REASON,
    });
    expect(applyDiscount({ retailCents: 1000, type: 'percent', amount: 5, reason: 'Price Match' })).toEqual({
      ok: true,
      cleared: false,
      saleCents: 950,
      type: 'percent',
      reason: 'Price Match',
    });
  });

  it('keeps the sale price between 0 and retail', () => {
    expect(applyDiscount({ retailCents: 1000, type: 'percent', amount: 101, reason: 'Other' })).toEqual({
      ok: false,
      msg: WRONG_DISCOUNT_AMOUNT,
    });
    expect(applyDiscount({ retailCents: 1000, type: 'fixed', amount: 10.01, reason: 'Other' })).toEqual({
      ok: false,
      msg: WRONG_DISCOUNT_AMOUNT,
    });
    expect(applyDiscount({ retailCents: 1000, type: 'fixed', amount: -1, reason: 'Other' })).toEqual({
      ok: false,
      msg: WRONG_DISCOUNT_AMOUNT,
    });
    expect(applyDiscount({ retailCents: 1000, type: 'fixed', amount: 10, reason: 'Damaged Stock' })).toMatchObject({
      ok: true,
      saleCents: 0,
    });
    expect(applyDiscount({ retailCents: 1000, type: 'percent', amount: Number.NaN, reason: 'Other' })).toEqual({
      ok: false,
      msg: WRONG_DISCOUNT_AMOUNT,
    });
  });

  it('checks the role limit against retail', () => {
    expect(withinLimit(100_000, 90_000, 10)).toBe(true);
    expect(withinLimit(100_000, 89_999, 10)).toBe(false);
    expect(withinLimit(100_000, 120_000, 0)).toBe(true);
    expect(withinLimit(100_000, 0, 100)).toBe(true);
    expect(overLimitMessage(10)).toBe('Discount over your limit of 10%. A manager needs to approve it.');
  });
});
