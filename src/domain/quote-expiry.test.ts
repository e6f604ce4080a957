import { describe, expect, it } from 'vitest';
import {
  QUOTE_MAX_DAYS,
  QUOTE_VALID_DAYS,
  addDays,
  checkExpiry,
  expiresIn,
  expiryBounds,
  isCalendarDate,
  newQuoteExpiry,
} from './quote-expiry.ts';

describe('quote expiry', () => {
  it("keeps the shop's constants", () => {
    expect(QUOTE_VALID_DAYS).toBe(14);
    expect(QUOTE_MAX_DAYS).toBe(90);
  });

  it('adds calendar days across months, years and the daylight-saving change', () => {
    expect(addDays('2026-11-02', 14)).toBe('2026-11-16');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-09-20', 10)).toBe('2026-09-30');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('soon', 1)).toThrow();
  });

  it('gives a new quote fourteen days', () => {
    expect(newQuoteExpiry('2026-11-02')).toBe('2026-11-16');
  });

  it('counts days left: 0 on the last day, negative once expired', () => {
    expect(expiresIn('2026-11-16', '2026-11-02')).toBe(14);
    expect(expiresIn('2026-11-02', '2026-11-02')).toBe(0);
    expect(expiresIn('2026-11-01', '2026-11-02')).toBe(-1);
    expect(expiresIn('2027-01-01', '2026-12-31')).toBe(1);
  });

  it('bounds the expiry between today and ninety days after the quote was made', () => {
    expect(expiryBounds('2026-11-02', '2026-11-10')).toEqual({ min: '2026-11-10', max: '2027-01-31' });
  });

  it('refuses dates outside the bounds and things that are not dates', () => {
    const bounds = { min: '2026-11-10', max: '2027-01-31' };
    const msg = 'The expiry date should be between 2026-11-10 and 2027-01-31';
    expect(checkExpiry('2026-11-10', bounds)).toBeNull();
    expect(checkExpiry('2027-01-31', bounds)).toBeNull();
    expect(checkExpiry('2026-11-09', bounds)).toBe(msg);
    expect(checkExpiry('2027-02-01', bounds)).toBe(msg);
    expect(checkExpiry('2026-11-31', bounds)).toBe(msg);
    expect(checkExpiry('next week', bounds)).toBe(msg);
    expect(checkExpiry('', bounds)).toBe(msg);
    // A quote older than ninety days can only be left as it is.
    expect(checkExpiry('2027-03-01', { min: '2027-03-01', max: '2027-02-28' })).toBe(
      'The expiry date should be between 2027-03-01 and 2027-02-28',
    );
  });

  it('knows a calendar date', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-1')).toBe(false);
  });
});
