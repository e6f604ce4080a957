import { describe, expect, it } from 'vitest';
import { priceCart, type PricingLine } from './cart-pricing.ts';
import { COUPON_MESSAGES, COUPON_NOT_FOUND, type Coupon, couponUsable } from './coupons.ts';
import type { DeliveryZone } from './delivery-fee.ts';

const zone: DeliveryZone = {
  code: 'AKL',
  name: 'Auckland',
  baseCents: 7900,
  includedCbm: 1,
  perCbmCents: 3000,
  courierCents: 1500,
};
const sofa: PricingLine = {
  qty: 1,
  retailCents: 199900,
  saleCents: 149900,
  eachCents: 149900,
  shipmethod: 'DEL',
  cbm: 2,
  isHotDeal: false,
  isOnSale: true,
};
const lamp: PricingLine = {
  qty: 2,
  retailCents: 8900,
  saleCents: 8900,
  eachCents: 8900,
  shipmethod: 'DEL',
  cbm: 0.05,
  isHotDeal: false,
  isOnSale: false,
};
const coupon: Coupon = {
  code: 'SAVE10',
  name: '10% off',
  type: 'percent',
  amount: 1000,
  minGrandTotalCents: 0,
  isShipping: false,
  excludeHot: false,
  excludeSale: false,
  enabled: true,
  useCount: 0,
  useLimit: 0,
  expiry: null,
  customerId: null,
  firstOrderOnly: false,
};
const base = { zip: '1011', zone, coupon: null, todayNz: '2026-11-22' };

describe('cart pricing', () => {
  it('adds rows, delivery by volume and GST of the grand total', () => {
    const t = priceCart({ ...base, lines: [sofa, lamp] });
    expect(t.subtotalCents).toBe(149900 + 17800);
    expect(t.delivery.method).toBe('DEL');
    // 2.1 cbm: base for 1 cbm + 1.1 × $30
    expect(t.shippingCents).toBe(7900 + 3300);
    expect(t.grandTotalCents).toBe(149900 + 17800 + 11200);
    expect(t.taxCents).toBe(Math.round((t.grandTotalCents * 3) / 23));
  });

  it('charges nothing to deliver collected items and sends small parcels by courier', () => {
    const collected = priceCart({ ...base, lines: [{ ...sofa, shipmethod: 'PCK' }, lamp] });
    expect(collected.delivery.method).toBe('COU');
    expect(collected.shippingCents).toBe(1500);
    const allCollected = priceCart({ ...base, lines: [{ ...sofa, shipmethod: 'PCK' }] });
    expect(allCollected.shippingCents).toBe(0);
    expect(allCollected.delivery.method).toBeNull();
  });

  it('follows the POS allocations: collected units cost nothing to deliver, unallocated ones go as the line does', () => {
    // The figures: a 1.332 cbm sofa delivered and a 0.746 cbm chair allocated "collect AKL".
    const sofaLine: PricingLine = { ...sofa, cbm: 1.332 };
    const chair: PricingLine = { ...sofa, cbm: 0.746, eachCents: 39900, saleCents: 39900, retailCents: 39900 };
    const ways = (method: 'DEL' | 'COU' | 'PCK', qty = 1) => [{ qty, cbm: 0.746, allocations: [{ method, qty }] }];
    // Both volumes delivered: $79 + 1.078 × $30.
    expect(priceCart({ ...base, lines: [sofaLine, { ...chair, subItems: ways('DEL') }] }).shippingCents).toBe(11134);
    // The chair collected: the sofa alone, $79 + 0.332 × $30.
    const collected = priceCart({ ...base, lines: [sofaLine, { ...chair, subItems: ways('PCK') }] });
    expect(collected.shippingCents).toBe(8896);
    expect(collected.delivery.method).toBe('DEL');
    // A courier allocation is delivered too.
    expect(priceCart({ ...base, lines: [sofaLine, { ...chair, subItems: ways('COU') }] }).shippingCents).toBe(11134);
    // Everything collected: no fee.
    expect(priceCart({ ...base, lines: [{ ...chair, subItems: ways('PCK') }] }).shippingCents).toBe(0);
    // Two chairs, one collected and one not allocated yet: the unallocated one is delivered as its line is.
    const two = {
      ...chair,
      qty: 2,
      subItems: [{ qty: 2, cbm: 0.746, allocations: [{ method: 'PCK' as const, qty: 1 }] }],
    };
    expect(priceCart({ ...base, lines: [sofaLine, two] }).shippingCents).toBe(11134);
    // A bundle's own volume is shared out by its components' volumes: its 2 cbm sofa collected, its two lamps delivered.
    const bundle: PricingLine = {
      ...sofa,
      cbm: 2.1,
      subItems: [
        { qty: 1, cbm: 2, allocations: [{ method: 'PCK', qty: 1 }] },
        { qty: 2, cbm: 0.05, allocations: [{ method: 'DEL', qty: 2 }] },
      ],
    };
    const parcel = priceCart({ ...base, lines: [bundle] });
    expect(parcel.delivery.method).toBe('COU');
    expect(parcel.shippingCents).toBe(1500);
  });

  it('waits for a zip before charging delivery', () => {
    const t = priceCart({ ...base, zip: '', lines: [sofa] });
    expect(t.shippingCents).toBe(0);
    expect(t.delivery.pending).toBe('no-zip');
  });

  it('counts direct discounts apart from the coupon', () => {
    const discounted = { ...sofa, eachCents: 139900 };
    const t = priceCart({ ...base, lines: [discounted], coupon });
    expect(t.itemDiscountCents).toBe(10000);
    expect(t.couponDiscountCents).toBe(13990);
    expect(t.discountCents).toBe(23990);
    expect(t.grandTotalCents).toBe(139900 - 13990 + t.shippingCents);
  });

  it('leaves sale items out of a coupon that excludes them, and refuses below the minimum', () => {
    const t = priceCart({ ...base, lines: [sofa, lamp], coupon: { ...coupon, excludeSale: true } });
    expect(t.couponDiscountCents).toBe(1780);
    const min = priceCart({ ...base, lines: [lamp], coupon: { ...coupon, minGrandTotalCents: 100000 } });
    expect(min.couponDiscountCents).toBe(0);
    expect(min.couponRefusal).toBe('minimum');
  });

  it('honours free shipping, fixed amounts, expiry and use limits', () => {
    const free = priceCart({
      ...base,
      lines: [sofa],
      coupon: { ...coupon, type: 'fixed', amount: 5000, isShipping: true },
    });
    expect(free.shippingCents).toBe(0);
    expect(free.couponDiscountCents).toBe(5000);
    expect(priceCart({ ...base, lines: [sofa], coupon: { ...coupon, expiry: '2026-11-21' } }).couponRefusal).toBe(
      'expired',
    );
    expect(priceCart({ ...base, lines: [sofa], coupon: { ...coupon, useLimit: 1, useCount: 1 } }).couponRefusal).toBe(
      'used-up',
    );
    expect(priceCart({ ...base, lines: [sofa], coupon: { ...coupon, enabled: false } }).couponRefusal).toBe('disabled');
  });

  it('never lets a fixed coupon take the total below zero', () => {
    const t = priceCart({
      ...base,
      lines: [{ ...lamp, shipmethod: 'PCK' }],
      coupon: { ...coupon, type: 'fixed', amount: 999999 },
    });
    expect(t.couponDiscountCents).toBe(17800);
    expect(t.grandTotalCents).toBe(0);
  });
});

describe("a customer's coupon (coupons.ts couponUsable)", () => {
  const theirs = { ...coupon, customerId: 7 };
  it('applies for its customer only: nobody signed in is asked to sign in, anyone else hears "not valid"', () => {
    expect(priceCart({ ...base, lines: [sofa], coupon: theirs, buyerId: 7 }).couponRefusal).toBeNull();
    expect(priceCart({ ...base, lines: [sofa], coupon: theirs, buyerId: 7 }).couponDiscountCents).toBeGreaterThan(0);
    expect(priceCart({ ...base, lines: [sofa], coupon: theirs }).couponRefusal).toBe('sign-in');
    expect(priceCart({ ...base, lines: [sofa], coupon: theirs, buyerId: 8 }).couponRefusal).toBe('not-yours');
    expect(COUPON_MESSAGES['not-yours'](theirs)).toBe(COUPON_NOT_FOUND);
    expect(COUPON_MESSAGES['sign-in'](theirs)).toBe('Please sign in to use this coupon');
  });
  it('tells a stranger nothing more: another customer\'s expired or used-up coupon is "not valid" too', () => {
    expect(couponUsable({ ...theirs, expiry: '2026-01-01' }, 8, '2026-11-22')).toBe('not-yours');
    expect(couponUsable({ ...theirs, useLimit: 1, useCount: 1 }, 8, '2026-11-22')).toBe('not-yours');
    expect(couponUsable({ ...theirs, useLimit: 1, useCount: 1 }, 7, '2026-11-22')).toBe('used-up');
    expect(couponUsable({ ...coupon }, null, '2026-11-22')).toBeNull();
  });
});
