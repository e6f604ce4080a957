import { describe, expect, it } from 'vitest';
import { formatNzd, gstOf, parseCents, toDecimal } from './money.ts';

describe('money', () => {
  it('takes GST out of inclusive amounts as cents × 3 / 23', () => {
    expect(gstOf(11500)).toBe(1500);
    expect(gstOf(129900)).toBe(16943);
    expect(gstOf(0)).toBe(0);
  });
  it('writes decimal strings with two places', () => {
    expect(toDecimal(129900)).toBe('1299.00');
    expect(toDecimal(5)).toBe('0.05');
    expect(toDecimal(-250)).toBe('-2.50');
  });
  it('formats for people', () => {
    expect(formatNzd(129900)).toBe('$1,299.00');
    expect(formatNzd(129950, { whole: true })).toBe('$1,300');
    expect(formatNzd(123456789)).toBe('$1,234,567.89');
    expect(formatNzd(5)).toBe('$0.05');
    expect(formatNzd(-1050)).toBe('-$10.50');
  });
  it('parses amounts into cents and refuses anything else', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents(0.1 + 0.2)).toBe(30);
    expect(parseCents('-1')).toBeNull();
    expect(parseCents('1e3')).toBeNull();
    expect(parseCents({})).toBeNull();
  });
});
