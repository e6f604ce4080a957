// The POS's GETs that change something (select, clear or load a customer, mini menu, branch) and
// sign-out: none acts on a request another site could make. The five GETs need the anti-forgery
// header like a POST; sign-out is a POST with the token, and GET /pos/logout only offers its button.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type Browser, type PosTestApp, openPosTestApp } from '../../../testing/pos-app.ts';

/** In the order a salesperson would make them, so each succeeds when its token is there. */
const CHANGING_GETS = [
  '/pos/cus-select/3',
  '/pos/load-cus-cart/',
  '/pos/cus-clear/',
  '/pos/change-menu/1',
  '/pos/change-branch/WEB',
];

describe.each(testDatabases())('state-changing GETs and sign-out ($name)', (target) => {
  let t: PosTestApp;
  beforeAll(async () => {
    t = await openPosTestApp(target);
  });
  afterAll(() => t?.close());

  const me = async (b: Browser) => (await b.get('/pos/me')).json().staff as { branch: string; miniMenu: boolean };
  const noToken = (b: Browser, url: string, headers: Record<string, string> = {}) =>
    b.send({ method: 'GET', url, headers });

  it('refuses each without the anti-forgery header, or with another session’s, and changes nothing', async () => {
    const sam = await t.staffBrowser(EMAILS.staff);
    const other = await t.browser();
    const before = await me(sam);
    for (const url of CHANGING_GETS) {
      for (const res of [
        await noToken(sam, url),
        await noToken(sam, url, { 'sec-fetch-site': 'same-origin' }),
        await noToken(sam, url, { 'x-csrf-token': other.token }),
        await noToken(sam, url, { 'x-csrf-token': '' }),
      ]) {
        expect({ url, status: res.statusCode }).toEqual({ url, status: 419 });
        expect(res.json()).toEqual({
          success: false,
          msg: 'Your session has expired. Please refresh the page and try again.',
        });
      }
    }
    expect(await me(sam)).toEqual(before);
    // Nothing was selected, so there is nothing to load.
    expect((await sam.get('/pos/load-cus-cart/')).json().msg).toBe('Please select a customer first');
  });

  it('refuses each that the browser says another site started, even with a token, and changes nothing', async () => {
    const sam = await t.staffBrowser(EMAILS.staff);
    const before = await me(sam);
    for (const url of CHANGING_GETS) {
      const withToken = await sam.get(url, { 'sec-fetch-site': 'cross-site' });
      const without = await noToken(sam, url, { 'sec-fetch-site': 'cross-site' });
      expect({ url, withToken: withToken.statusCode, without: without.statusCode }).toEqual({
        url,
        withToken: 403,
        without: 419,
      });
    }
    expect(await me(sam)).toEqual(before);
  });

  it('accepts each with the session’s token', async () => {
    const sam = await t.staffBrowser(EMAILS.staff);
    for (const url of CHANGING_GETS) {
      const res = await sam.get(url);
      expect({ url, status: res.statusCode, success: res.json().success }).toEqual({
        url,
        status: 200,
        success: true,
      });
    }
    expect(await me(sam)).toMatchObject({ branch: 'WEB', miniMenu: true });
  });

  it('GET /pos/logout signs nobody out: it offers a sign-out button carrying the token', async () => {
    const sam = await t.staffBrowser(EMAILS.staff);
    for (const headers of [{}, { 'sec-fetch-site': 'cross-site' }, { accept: 'text/html' }] as Record<
      string,
      string
    >[]) {
      const res = await noToken(sam, '/pos/logout', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<form method="post" action="/pos/logout">');
      expect(res.body).toContain(`name="_csrf" value="${sam.token}"`);
      expect(res.body).toContain('Sam Staff');
      expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/kauri_staff=;/);
      expect((await sam.get('/pos/me')).statusCode).toBe(200);
    }
    // Without a staff session there is nothing to offer: the sign-in page.
    const anon = await t.browser();
    const res = await anon.get('/pos/logout');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/pos/login');
  });

  it('POST /pos/logout without the token, or with another session’s, signs nobody out', async () => {
    const sam = await t.staffBrowser(EMAILS.staff);
    const other = await t.browser();
    for (const [payload, headers] of [
      ['', { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }],
      [`_csrf=${encodeURIComponent(other.token)}`, { 'content-type': 'application/x-www-form-urlencoded' }],
      ['{}', { 'content-type': 'application/json', 'x-csrf-token': other.token }],
      ['', {}],
    ] as const) {
      const res = await sam.send({ method: 'POST', url: '/pos/logout', payload, headers });
      expect(res.statusCode).toBe(419);
      // The page offers the button again, with this session's token.
      expect(res.body).toContain(`name="_csrf" value="${sam.token}"`);
      expect((await sam.get('/pos/me')).statusCode).toBe(200);
    }
  });

  it('POST /pos/logout with the form’s `_csrf` signs out to the sign-in page and clears the staff hint', async () => {
    const sam = await t.staffBrowser(EMAILS.staff);
    const res = await sam.send({
      method: 'POST',
      url: '/pos/logout',
      payload: `_csrf=${encodeURIComponent(sam.token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/pos/login');
    expect(String(res.headers['set-cookie'])).toMatch(/kauri_staff=;/);
    expect((await sam.get('/pos/me')).statusCode).toBe(401);
  });

  it('POST /pos/logout with the header signs out too (a script)', async () => {
    const sam = await t.staffBrowser(EMAILS.staff);
    const res = await sam.post('/pos/logout');
    expect(res.statusCode).toBe(302);
    expect((await sam.get('/pos/me')).statusCode).toBe(401);
  });
});
