import { describe, expect, it } from 'vitest';
import { isShopLink, isShopPath } from './shop-links.ts';

// What a browser makes of each: '/\' and '//' start another host, and tabs and newlines inside a URL
// are dropped before it is read, so '/\t/evil' is '//evil'.
const OFF_THE_SHOP = [
  '/\\evil.example/',
  '//evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F%2Fevil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/ /evil.example',
  '/sale\\..\\..\\evil',
  'evil.example',
  'javascript:alert(1)',
  ' /outdoor',
  '',
];

describe('a path on the shop', () => {
  it('is one slash and then the path', () => {
    for (const ok of ['/', '/outdoor', '/p/rimu-bed?colour=oak#sizes', '/search?q=a%2Fb', '/cart']) {
      expect(isShopPath(ok), ok).toBe(true);
    }
  });

  it('refuses backslashes, protocol-relative forms, their encodings, and tabs or newlines inside', () => {
    for (const bad of OFF_THE_SHOP) expect(isShopPath(bad), JSON.stringify(bad)).toBe(false);
    expect(isShopPath('https://kauri.example/outdoor')).toBe(false);
  });
});

describe('a link a pop-up or a post may carry', () => {
  it('is a path on the shop or an https address', () => {
    expect(isShopLink('/outdoor')).toBe(true);
    expect(isShopLink('https://kauri.example/outdoor?x=1')).toBe(true);
  });

  it('refuses what leaves the shop unseen, and https addresses with the same tricks', () => {
    for (const bad of OFF_THE_SHOP) expect(isShopLink(bad), JSON.stringify(bad)).toBe(false);
    for (const bad of [
      'http://plain.example',
      'https://',
      'https:/\\evil.example',
      'https://\\evil.example',
      'https://ev\til.example',
      'HTTPS://x',
    ]) {
      expect(isShopLink(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
