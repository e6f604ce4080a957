import { describe, expect, it } from 'vitest';
import { STAFF_PASSWORD_MIN, isStaffPassword } from './staff-password.ts';

describe('the staff password rule', () => {
  it('takes a passphrase of 12 characters or more', () => {
    expect(isStaffPassword('correct horse battery')).toBe(true);
    expect(isStaffPassword('x'.repeat(STAFF_PASSWORD_MIN))).toBe(true);
  });

  it('refuses the short, the blank and the absurdly long', () => {
    expect(isStaffPassword('Kauri!2026')).toBe(false);
    expect(isStaffPassword('x'.repeat(STAFF_PASSWORD_MIN - 1))).toBe(false);
    expect(isStaffPassword(' '.repeat(20))).toBe(false);
    expect(isStaffPassword('x'.repeat(201))).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(isStaffPassword('🔑'.repeat(STAFF_PASSWORD_MIN - 1))).toBe(false);
  });
});
