import { describe, expect, it } from 'vitest';
import { applyDiscount } from '../../../domain/discounts.ts';
import { currentDiscount, discountText, parseDiscountAmount, previewCents } from './pos-discount.ts';

const line = (over: object = {}) => ({
  disc_type: null as 'percent' | 'fixed' | null,
  disc_reason: null as string | null,
  eachpriceinc: '800.00',
  eachpriceorg: '1000.00',
  price_sale: '800.00',
  ...over,
});

describe('the discount window', () => {
  it('reads the current staff discount back from the prices', () => {
    expect(currentDiscount(line())).toBeNull();
    expect(currentDiscount(line({ disc_type: 'percent', disc_reason: 'Price Match', eachpriceinc: '875.00' }))).toEqual(
      {
        type: 'percent',
        amount: 12.5,
        reason: 'Price Match',
      },
    );
    expect(currentDiscount(line({ disc_type: 'fixed', disc_reason: 'Other', eachpriceinc: '949.50' }))).toEqual({
      type: 'fixed',
      amount: 50.5,
      reason: 'Other',
    });
    // A discount type left on a line charged at retail is no discount.
    expect(currentDiscount(line({ disc_type: 'fixed', eachpriceinc: '1000.00' }))).toBeNull();
    expect(discountText({ type: 'percent', amount: 12.5 })).toBe('12.5% off');
    expect(discountText({ type: 'fixed', amount: 1250 })).toBe('$1,250.00 off each');
  });

  it('takes digits with at most two decimals; blank is not 0', () => {
    expect(parseDiscountAmount('10')).toBe(10);
    expect(parseDiscountAmount(' 12.5 ')).toBe(12.5);
    expect(parseDiscountAmount('.5')).toBe(0.5);
    expect(parseDiscountAmount('0')).toBe(0);
    expect(parseDiscountAmount('')).toBeNaN();
    expect(parseDiscountAmount('1.234')).toBeNaN();
    expect(parseDiscountAmount('1.2.3')).toBeNaN();
  });

  it('previews the price each from retail, the sale price for 0, nothing for a bad amount', () => {
    expect(previewCents(line(), 'percent', 10)).toBe(90_000);
    expect(previewCents(line(), 'fixed', 150)).toBe(85_000);
    expect(previewCents(line(), 'percent', 0)).toBe(80_000);
    expect(previewCents(line(), 'percent', Number.NaN)).toBeNull();
  });

  it('checks in the spec order with the parsed amount: 0 clears, then the reason, then the price', () => {
    const ask = (text: string, reason: string, type: 'percent' | 'fixed' = 'percent') =>
      applyDiscount({ retailCents: 100_000, type, amount: parseDiscountAmount(text), reason });
    expect(ask('0', '')).toEqual({ ok: true, cleared: true });
    expect(ask('10', '')).toEqual({ ok: false, msg: 'Need a reason for the discount!' });
    expect(ask('', 'Other')).toEqual({ ok: false, msg: 'Wrong discount amount!' });
    expect(ask('101', 'Other')).toEqual({ ok: false, msg: 'Wrong discount amount!' });
    expect(ask('1000.01', 'Other', 'fixed')).toEqual({ ok: false, msg: 'Wrong discount amount!' });
    expect(ask('10', 'Damaged Stock')).toMatchObject({ ok: true, saleCents: 90_000, reason: 'Damaged Stock' });
  });
});
