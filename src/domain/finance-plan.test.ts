import { describe, expect, it } from 'vitest';
import {
  canPay,
  cannotPayMessage,
  financeCartText,
  financeOffers,
  financePlan,
  type PaymentRule,
} from './finance-plan.ts';

const gem: PaymentRule = {
  code: 'gem',
  name: 'Gem Interest Free',
  kind: 'finance',
  minCents: 25_000,
  maxCents: 0,
  months: 6,
  weeks: 0,
};
const laybuy: PaymentRule = {
  code: 'laybuy',
  name: 'Laybuy',
  kind: 'finance',
  minCents: 100,
  maxCents: 150_000,
  months: 0,
  weeks: 6,
};
const card: PaymentRule = {
  code: 'windcave',
  name: 'Credit / Debit Card',
  kind: 'card',
  minCents: 0,
  maxCents: 0,
  months: 0,
  weeks: 0,
};

describe('who can pay what', () => {
  it('keeps to the minimum and the maximum, and never pays nothing', () => {
    expect(canPay(gem, 24_999)).toBe(false);
    expect(canPay(gem, 25_000)).toBe(true);
    expect(canPay(laybuy, 150_000)).toBe(true);
    expect(canPay(laybuy, 150_001)).toBe(false);
    expect(canPay(card, 1)).toBe(true);
    expect(canPay(card, 0)).toBe(false);
  });

  it('words the refusal as the cart page shows it', () => {
    expect(cannotPayMessage('Gem Interest Free', 12_000)).toBe('[Gem Interest Free] can not pay $120.00');
    expect(cannotPayMessage('Laybuy', 250_000)).toBe('[Laybuy] can not pay $2500.00');
  });
});

describe('finance plans', () => {
  it('pays a monthly plan weekly across its months, rounding the payment up', () => {
    expect(financePlan(gem, 100_000, '2026-11-02')).toEqual({
      months: 6,
      weeks: 26,
      weeklyCents: 3847,
      endDate: '2027-05-02',
    });
    expect(financePlan({ months: 12, weeks: 0 }, 52_000, '2026-01-15')).toEqual({
      months: 12,
      weeks: 52,
      weeklyCents: 1000,
      endDate: '2027-01-15',
    });
  });

  it('ends a monthly plan on the last day of a shorter month', () => {
    expect(financePlan(gem, 30_000, '2026-08-31')!.endDate).toBe('2027-02-28');
  });

  it('counts an instalment plan in weeks from today', () => {
    expect(financePlan(laybuy, 60_000, '2026-11-02')).toEqual({
      months: 1,
      weeks: 6,
      weeklyCents: 10_000,
      endDate: '2026-12-07',
    });
  });

  it('has no plan for a card or for nothing to pay', () => {
    expect(financePlan(card, 10_000, '2026-11-02')).toBeNull();
    expect(financePlan(gem, 0, '2026-11-02')).toBeNull();
  });

  it('tells the shopper what the cart costs a week, or why the plan is not offered', () => {
    expect(financeCartText(gem, 100_000, '2026-11-02')).toBe('$38.47 per week over 6 months');
    expect(financeCartText(gem, 12_000, '2026-11-02')).toBe('Available on purchases over $250');
    expect(financeCartText(laybuy, 60_000, '2026-11-02')).toBe('6 weekly payments of $100.00');
    expect(financeCartText(laybuy, 200_000, '2026-11-02')).toBe('Available on purchases up to $1,500');
    expect(financeCartText(card, 60_000, '2026-11-02')).toBe('');
  });

  it('offers beside a price every plan that can pay it, by the same rules as the cart', () => {
    const gem = {
      code: 'gem',
      name: 'Gem Interest Free',
      kind: 'finance',
      minCents: 25_000,
      maxCents: 0,
      months: 6,
      weeks: 0,
    };
    const laybuy = {
      code: 'laybuy',
      name: 'Laybuy',
      kind: 'finance',
      minCents: 100,
      maxCents: 150_000,
      months: 0,
      weeks: 6,
    };
    const card = { code: 'windcave', name: 'Card', kind: 'card', minCents: 0, maxCents: 0, months: 0, weeks: 0 };
    expect(financeOffers([gem, laybuy, card], 60_000, '2026-11-22')).toEqual({
      gem: 'Gem Interest Free: $23.08 per week over 6 months',
      laybuy: 'Laybuy: 6 weekly payments of $100.00',
    });
    expect(financeOffers([gem, laybuy], 20_000, '2026-11-22')).toEqual({
      laybuy: 'Laybuy: 6 weekly payments of $33.34',
    });
    expect(financeOffers([gem, laybuy], 200_000, '2026-11-22')).toEqual({
      gem: 'Gem Interest Free: $76.93 per week over 6 months',
    });
  });
});
