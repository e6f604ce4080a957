// The pages' addresses, sent hostile input on the built server (the unit suite's src/http/fuzz.test.ts
// covers the JSON calls; the pages' loaders need the build): NUL, lone surrogates as raw bytes, escapes
// that are no UTF-8, huge and odd values in the path and the query, hostile cookies and form bodies.
// A page may answer 400, 404 or a redirect; never a 500. The same requests on every run.
import { describe, expect, inject, it } from 'vitest';
import { DEMO_STAFF, STAFF_PASSWORD } from './staff.ts';

const baseUrl = inject('baseUrl');

const PAGES = [
  '/',
  '/p/:v',
  '/cart',
  '/checkout/result/:v',
  '/search',
  '/hot-deals',
  '/new',
  '/clearance',
  '/collection/:v',
  '/style/:v',
  '/tag/:v',
  '/:v',
  '/living',
  '/quote/:v/print',
  '/pos',
  '/pos/checkout',
  '/pos/quote-edit/:v',
  '/pos/outbox',
  '/cart/sent/:v',
  // The shopper's account pages.
  '/account',
  '/account/details',
  '/account/orders',
];
const PATH_VALUES = ['%00', 'a%00b', '%ED%A0%80', '%E0%A4%A', '%', '-1', '1e309', 'NaN', 'x'.repeat(300), '..%2F..'];
const QUERIES = [
  'q=%00',
  'q=%ED%A0%80',
  'q=%',
  `q=${'x'.repeat(5000)}`,
  'type=%00&variant=%ED%A0%80',
  'page=1e309&sort=%00&over=-1&under=NaN',
  'page=-1&cat1=%00,a&cat2=%ED%A0%80',
  'cat1[]=a&cat1[a]=b&q[]=x',
  't=%00',
  'payment=declined&reason=%00',
  'orderNo=%ED%A0%80',
];
const COOKIES = ['uzip=%', 'uzip=%ED%A0%80; kauri_sid=%00', 'kauri_sid=s%3Anot-signed.x', 'kauri_staff=1; uzip=%00'];

async function staffCookie(): Promise<string> {
  const first = await fetch(`${baseUrl}/v1/csrf`);
  const cookie = first.headers.getSetCookie()[0]!.split(';')[0]!;
  const { token } = (await first.json()) as { token: string };
  const res = await fetch(`${baseUrl}/pos/login`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_STAFF.staff.email, password: STAFF_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('kauri_sid='))!
    .split(';')[0]!;
}

describe('the pages, sent hostile input', () => {
  it('answer no request with a 500', { timeout: 240_000 }, async () => {
    const staff = await staffCookie();
    const urls: string[] = [];
    for (const page of PAGES) {
      const values = page.includes(':v') ? PATH_VALUES : [''];
      for (const v of values) urls.push(page.replace(':v', v));
      const plain = page.replace(':v', 'oak');
      for (const q of QUERIES) urls.push(`${plain}?${q}`);
    }
    const failures: string[] = [];
    const check = async (url: string, init: RequestInit) => {
      const res = await fetch(`${baseUrl}${url}`, { redirect: 'manual', ...init });
      await res.arrayBuffer();
      if (res.status >= 500)
        failures.push(`${init.method ?? 'GET'} ${url} ${JSON.stringify(init.headers)} → ${res.status}`);
    };
    for (const url of urls) {
      const cookie = url.startsWith('/pos') ? staff : '';
      await check(url, { headers: { accept: 'text/html', cookie } });
    }
    for (const cookie of COOKIES)
      for (const url of ['/', '/living', '/p/oak', '/cart', '/search?q=sofa', '/pos'])
        await check(url, { headers: { accept: 'text/html', cookie } });
    // Form posts to pages: one with an action (the product page's add to cart), others without.
    for (const url of ['/p/oak', '/cart', '/living', '/'])
      for (const body of ['sku=%00&qty=1e309', 'sku[a][b][c][d][e][f]=1', `sku=${'x'.repeat(100_000)}`, '%ED%A0%80=1'])
        await check(url, {
          method: 'POST',
          headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
    expect(urls.length).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });
});
