// The password rule at its edges: 7, 8, 40 and 41 characters, no digit, no special, a character outside the set.
import { describe, expect, it } from 'vitest';
import { isShopperPassword } from './shopper-password.ts';

const of = (n: number) => `a1!${'b'.repeat(n - 3)}`;

describe('isShopperPassword', () => {
  it('takes 8 to 40 characters, not 7 or 41', () => {
    expect(of(7)).toHaveLength(7);
    expect(isShopperPassword(of(7))).toBe(false);
    expect(isShopperPassword(of(8))).toBe(true);
    expect(isShopperPassword(of(40))).toBe(true);
    expect(of(41)).toHaveLength(41);
    expect(isShopperPassword(of(41))).toBe(false);
  });
  it('needs a digit and one of !@#$%^&*, and nothing else', () => {
    expect(isShopperPassword('abcdefg!')).toBe(false);
    expect(isShopperPassword('abcdefg1')).toBe(false);
    expect(isShopperPassword('Abcdef1*')).toBe(true);
    expect(isShopperPassword('abc def1!')).toBe(false);
    expect(isShopperPassword('abcdef1!?')).toBe(false);
    expect(isShopperPassword('ābcdef1!')).toBe(false);
  });
});
