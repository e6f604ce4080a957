import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, type Coupon, couponStatusWord, couponUsable } from './coupons.ts';

const welcome: Coupon = {
  code: 'WELCOME10',
  name: '10% off your first order over $200',
  type: 'percent',
  amount: 1000,
  minGrandTotalCents: 20_000,
  isShipping: false,
  excludeHot: false,
  excludeSale: false,
  enabled: true,
  useCount: 0,
  useLimit: 0,
  expiry: null,
  customerId: null,
  firstOrderOnly: true,
};

describe('a coupon for a first order only', () => {
  it('is refused to a buyer who has a placed order, in the shop words', () => {
    expect(couponUsable(welcome, 7, '2026-11-22', true)).toBe('first-order');
    expect(COUPON_MESSAGES['first-order'](welcome)).toBe('This coupon is for a first order');
  });

  it('is accepted for a first order, and while nobody is known yet', () => {
    expect(couponUsable(welcome, 7, '2026-11-22', false)).toBeNull();
    expect(couponUsable(welcome, null, '2026-11-22', null)).toBeNull();
    expect(couponUsable(welcome, null, '2026-11-22')).toBeNull();
  });

  it('any coupon else does not ask', () => {
    expect(couponUsable({ ...welcome, firstOrderOnly: false }, 7, '2026-11-22', true)).toBeNull();
  });

  it('says expired before first order', () => {
    expect(couponUsable({ ...welcome, expiry: '2026-11-21' }, 7, '2026-11-22', true)).toBe('expired');
  });
});

describe("the coupon list's status word", () => {
  it('is Expired past the expiry date, whether switched on or off', () => {
    expect(couponStatusWord({ enabled: true, expiry: '2026-11-21' }, '2026-11-22')).toBe('Expired');
    expect(couponStatusWord({ enabled: false, expiry: '2026-11-21' }, '2026-11-22')).toBe('Expired');
  });

  it('is Enabled or Disabled up to and on the expiry day, or with none', () => {
    expect(couponStatusWord({ enabled: true, expiry: '2026-11-22' }, '2026-11-22')).toBe('Enabled');
    expect(couponStatusWord({ enabled: false, expiry: null }, '2026-11-22')).toBe('Disabled');
  });
});
