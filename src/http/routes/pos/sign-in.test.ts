// Staff sign-in and sign-out, the login rate limit, and the staff guard over every /pos call.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { EMAILS } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type PosTestApp, openPosTestApp, signInShopper } from '../../../testing/pos-app.ts';

/** Every /pos call behind the guard, with a body good enough to pass validation. */
const GUARDED: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
  ['GET', '/pos'],
  ['GET', '/pos/'],
  ['GET', '/pos/me'],
  ['POST', '/pos/get-staffs', { roles: ['manager'] }],
  ['POST', '/pos/check-pin', { pin: '1111', type: 'order', managerId: 0 }],
  ['GET', '/pos/cus-search/pita'],
  ['GET', '/pos/cus-search/'],
  ['GET', '/pos/get-recent-customers/'],
  ['GET', '/pos/get-recent-customers'],
  ['GET', '/pos/cus-select/3'],
  ['GET', '/pos/load-cus-cart/'],
  ['GET', '/pos/load-cus-cart'],
  ['GET', '/pos/change-menu/1'],
  ['GET', '/pos/change-branch/AKL'],
  ['GET', '/pos/some-screen-to-come'],
  ['POST', '/pos/cart/get', { orderNo: '' }],
];

describe.each(testDatabases())('staff sign-in ($name)', (target) => {
  let t: PosTestApp;
  beforeAll(async () => {
    t = await openPosTestApp(target);
  });
  afterAll(() => t?.close());

  it('signs in with email and password, on a new session id', async () => {
    const b = await t.browser();
    const before = b.sid();
    const res = await b.post('/pos/login', { email: 'Staff@Kauri.test ', password: 'Kauri!2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, redirect: '/pos' });
    expect(String(res.headers['set-cookie'])).toMatch(/kauri_sid=.+HttpOnly; SameSite=Lax/);
    expect(b.sid()).not.toBe(before);
    const me = await b.get('/pos/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().staff).toMatchObject({
      id: 3,
      firstname: 'Sam',
      lastname: 'Staff',
      role: 'staff',
      locationCode: 'AKL',
      branch: 'AKL',
      miniMenu: false,
    });
    // The id the browser had before sign-in is not a staff session (session fixation).
    const old = await t.app.inject({
      method: 'GET',
      url: '/pos/me',
      headers: { cookie: `kauri_sid=${encodeURIComponent(t.app.signCookie(before))}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a wrong password or an unknown email with the same 401', async () => {
    const b = await t.browser();
    for (const body of [
      { email: EMAILS.manager, password: 'wrong' },
      { email: 'nobody@kauri.test', password: 'Kauri!2026' },
    ]) {
      const res = await b.post('/pos/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, msg: 'These credentials do not match our records.' });
    }
    expect((await b.get('/pos/me')).statusCode).toBe(401);
  });

  it('refuses a sign-in without the anti-forgery token (419) and bad input (422), writing nothing', async () => {
    const b = await t.browser();
    const [{ n: before }] = await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int as n from sessions`);
    expect(
      (await b.post('/pos/login', { email: EMAILS.staff, password: 'Kauri!2026' }, { 'x-csrf-token': 'nope' }))
        .statusCode,
    ).toBe(419);
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/pos/login',
      payload: { email: EMAILS.staff, password: 'Kauri!2026' },
    });
    expect(noSession.statusCode).toBe(419);
    const empty = await b.post('/pos/login', { email: '', password: 'x' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ success: false, msg: 'Please enter your email address' });
    expect((await b.post('/pos/login', { email: ['a'], password: 1 })).statusCode).toBe(422);
    expect((await b.post('/pos/login', 'not json', { 'content-type': 'application/json' })).statusCode).toBe(400);
    const [{ n: after }] = await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int as n from sessions`);
    expect(after).toBe(before);
  });

  it('signs in through the plain form page with its hidden token', async () => {
    const b = await t.browser();
    const page = await b.get('/pos/login', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect(token).toBeTruthy();
    expect(page.body).toContain(`<meta name="csrf-token" content="${token}">`);
    expect(page.body).not.toContain('<script');
    const form = (body: string) =>
      b.send({
        method: 'POST',
        url: '/pos/login',
        payload: body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      });

    const wrong = await form(`_csrf=${encodeURIComponent(token!)}&email=manager%40kauri.test&password=nope`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('These credentials do not match our records.');
    expect(wrong.body).toContain('value="manager@kauri.test"');

    const forged = await form('_csrf=forged&email=manager%40kauri.test&password=Kauri%212026');
    expect(forged.statusCode).toBe(419);

    const ok = await form(`_csrf=${encodeURIComponent(token!)}&email=manager%40kauri.test&password=Kauri%212026`);
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe('/pos');
    expect((await b.get('/pos/me')).json().staff.id).toBe(2);
    // Signed in already: the page sends them on.
    expect((await b.get('/pos/login', { accept: 'text/html' })).headers.location).toBe('/pos');
  });

  it('gives a first-time visitor the page with a session of its own, under the Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pos/login', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^kauri_sid=/);
    expect(String(res.headers['content-security-policy'])).toContain("form-action 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('accepts the JSON call form-encoded too', async () => {
    const b = await t.browser();
    const res = await b.send({
      method: 'POST',
      url: '/pos/login',
      payload: 'email=admin%40kauri.test&password=Kauri%212026',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': b.token },
    });
    expect(res.json()).toEqual({ success: true, redirect: '/pos' });
  });

  it('signs out to the sign-in page and the session is no longer a staff session', async () => {
    const b = await t.staffBrowser(EMAILS.staff);
    const res = await b.post('/pos/logout');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/pos/login');
    expect((await b.get('/pos/me')).statusCode).toBe(401);
  });

  it('sets the staff hint cookie the storefront script reads at sign-in, and clears it at sign-out', async () => {
    const hintOf = (res: { headers: Record<string, unknown> }) =>
      ([] as string[])
        .concat((res.headers['set-cookie'] as string | string[] | undefined) ?? [])
        .find((c) => c.startsWith('kauri_staff='));
    const b = await t.browser();
    // A refused sign-in says nothing to the storefront.
    expect(hintOf(await b.post('/pos/login', { email: EMAILS.staff, password: 'wrong' }))).toBeUndefined();

    const hint = hintOf(await b.post('/pos/login', { email: EMAILS.staff, password: 'Kauri!2026' }));
    expect(hint).toBeDefined();
    expect(hint!.split('; ')).toEqual(
      expect.arrayContaining(['kauri_staff=1', 'Path=/', 'SameSite=Lax', 'Max-Age=43200']),
    );
    // The page script must read it; it proves nothing (GET /pos/me decides).
    expect(hint).not.toMatch(/HttpOnly/i);

    // Signing out takes the token of the session the sign-in made.
    await b.refreshToken();
    const out = await b.post('/pos/logout');
    const cleared = hintOf(out);
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/^kauri_staff=;/);
    expect(cleared).toMatch(/Path=\//);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect((await b.get('/pos/me')).statusCode).toBe(401);
  });

  it('sets the staff hint cookie at a sign-in through the plain form page too', async () => {
    const b = await t.browser();
    const page = await b.get('/pos/login', { accept: 'text/html' });
    const token = /name="_csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const ok = await b.send({
      method: 'POST',
      url: '/pos/login',
      payload: `_csrf=${encodeURIComponent(token)}&email=staff%40kauri.test&password=Kauri%212026`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(ok.statusCode).toBe(302);
    expect(String(ok.headers['set-cookie'])).toMatch(/kauri_staff=1; Max-Age=43200; Path=\/; SameSite=Lax/);
  });

  it('goes back to the sign-in page from /pos/microsoftlogin when Microsoft sign-in is not configured', async () => {
    const b = await t.browser();
    const res = await b.get('/pos/microsoftlogin');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/pos/login');
  });

  it('answers 401 to every /pos call without a staff session, and to a shopper session', async () => {
    const none = await t.browser();
    const shopper = await t.browser();
    await signInShopper(t.handle, shopper, 3, t.clock.now);
    for (const b of [none, shopper]) {
      for (const [method, url, body] of GUARDED) {
        const res = method === 'GET' ? await b.get(url) : await b.post(url, body);
        expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
        expect(res.json()).toEqual({ success: false, msg: 'Please sign in' });
      }
    }
    // Without any session a POST fails its anti-forgery check first.
    const bare = await t.app.inject({ method: 'POST', url: '/pos/check-pin', payload: {} });
    expect(bare.statusCode).toBe(419);
    const bareGet = await t.app.inject({ method: 'GET', url: '/pos/me' });
    expect(bareGet.statusCode).toBe(401);
  });

  it('sends a page request without a staff session to the sign-in page', async () => {
    const b = await t.browser();
    for (const url of ['/pos', '/pos/quote?s=a@b.nz', '/pos/order-detail/1001', '/pos/me']) {
      const res = await b.get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/pos/login');
    }
  });

  it('ends a staff session after its twelve hours', async () => {
    const b = await t.staffBrowser(EMAILS.staff);
    t.clock.advance(12 * 60 * 60_000 + 1000);
    expect((await b.get('/pos/me')).statusCode).toBe(401);
  });

  it('refuses sign-in for an email after ten wrong passwords in 15 minutes, even the right one, until they pass', async () => {
    const b = await t.browser();
    for (let i = 0; i < 10; i++)
      expect((await b.post('/pos/login', { email: EMAILS.lucy, password: `guess${i}` })).statusCode).toBe(401);
    const locked = await b.post('/pos/login', { email: EMAILS.lucy, password: 'Kauri!2026' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ success: false, msg: 'Too many sign-in attempts. Try again in 15 minutes.' });
    // Another email is not affected.
    expect((await b.post('/pos/login', { email: EMAILS.admin, password: 'Kauri!2026' })).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    const c = await t.browser();
    expect((await c.post('/pos/login', { email: EMAILS.lucy, password: 'Kauri!2026' })).statusCode).toBe(200);
  });
});
