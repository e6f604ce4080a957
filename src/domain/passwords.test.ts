import { describe, expect, it } from 'vitest';
import { hashSecret, verifySecret } from './passwords.ts';

describe('passwords', () => {
  it('stores scrypt parameters, salt and hash, and verifies the right secret only', async () => {
    const stored = await hashSecret('Kauri!2026');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifySecret('Kauri!2026', stored)).toBe(true);
    expect(await verifySecret('kauri!2026', stored)).toBe(false);
    expect(await verifySecret('', stored)).toBe(false);
  });

  it('salts every hash, so equal PINs do not give equal rows', async () => {
    const [a, b] = await Promise.all([hashSecret('1111'), hashSecret('1111')]);
    expect(a).not.toBe(b);
    expect(await verifySecret('1111', a)).toBe(true);
    expect(await verifySecret('1112', b)).toBe(false);
  });

  it('refuses malformed or tampered hashes without throwing', async () => {
    const stored = await hashSecret('2222');
    expect(await verifySecret('2222', 'plain-text')).toBe(false);
    expect(await verifySecret('2222', stored.replace('$16384$', '$1000000000$'))).toBe(false);
    expect(await verifySecret('2222', stored.replace(/\$[\w-]+$/, '$short'))).toBe(false);
    expect(await verifySecret('2222', `bcrypt${stored.slice(6)}`)).toBe(false);
  });
});
