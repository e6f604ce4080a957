// Hashing of staff and shopper passwords and of staff PINs. scrypt is memory-hard, so a stolen
// table cannot be brute-forced cheaply on GPUs; a 4-digit PIN is still guessable offline, which is
// why PIN attempts are also counted and locked out online (docs/architecture.md, Staff access).
// Stored form: `scrypt$N$r$p$salt$hash`, salt and hash base64url; the parameters travel with the
// hash so they can be raised later without breaking old rows.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// scrypt needs 128·N·r bytes (16 MiB here); Node's default cap is 32 MiB, so allow room to raise N later.
const MAX_MEM = 256 * 1024 * 1024;

function derive(plain: string, salt: Buffer, opts: ScryptOptions, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keylen, { ...opts, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashSecret(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, { N, r: R, p: P }, KEY_BYTES);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `plain` matches `stored`; false for a wrong secret or a malformed/unknown hash. */
export async function verifySecret(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Refuse absurd parameters from a tampered row instead of burning CPU and memory on them.
  if (
    ![n, r, p].every(Number.isInteger) ||
    n < 2 ||
    n > 1 << 20 ||
    (n & (n - 1)) !== 0 ||
    r < 1 ||
    r > 32 ||
    p < 1 ||
    p > 16
  ) {
    return false;
  }
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (salt.length === 0 || expected.length < 16) return false;
  const actual = await derive(plain, salt, { N: n, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}
