import { describe, expect, it } from 'vitest';
import { zipFromCookie } from './request.ts';

const withCookie = (cookie: string) => new Request('http://shop.test/living', { headers: { cookie } });

describe('zipFromCookie', () => {
  it('reads a 4-digit zip, and nothing else', () => {
    expect(zipFromCookie(withCookie('a=1; uzip=1011'))).toBe('1011');
    expect(zipFromCookie(withCookie('uzip=10111'))).toBe('');
    expect(zipFromCookie(withCookie('a=1'))).toBe('');
  });

  it('answers no zip, never an error, for a value that is no URI encoding (a page would answer 500)', () => {
    for (const bad of ['%', '%E0%A4%A', '%ED%A0%80', '10%1'])
      expect(zipFromCookie(withCookie(`uzip=${bad}`)), bad).toBe('');
  });
});
