// Staff sign-in with Microsoft Entra ID against a local stand-in provider (node:http on 127.0.0.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EntraStandIn, startEntraStandIn } from '../../../testing/entra-stand-in.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type Browser, type PosTestApp, START, openPosTestApp } from '../../../testing/pos-app.ts';

describe.each(testDatabases())('Microsoft sign-in ($name)', (target) => {
  let t: PosTestApp;
  let provider: EntraStandIn;
  beforeAll(async () => {
    let clock = () => START;
    provider = await startEntraStandIn(() => clock());
    t = await openPosTestApp(target, {
      entra: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      env: { PUBLIC_URL: 'https://pos.kauri.test' },
    });
    clock = () => t.clock.now;
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** Starts sign-in as the browser would and answers what the provider needs to issue a code. */
  async function begin(b: Browser) {
    // Microsoft sends the browser back to the shop's configured origin, whatever address the request names.
    const res = await b.get('/pos/microsoftlogin', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(provider.issuer.replace('/tenant/v2.0', '/authorize'));
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid profile email',
    });
    expect(q.redirect_uri).toBe('https://pos.kauri.test/pos/microsoftlogin/callback');
    return { state: q.state!, nonce: q.nonce!, codeChallenge: q.code_challenge!, redirectUri: q.redirect_uri! };
  }

  it('signs in the staff member whose Microsoft account has their email, on a new session id', async () => {
    const b = await t.browser();
    const before = b.sid();
    const { state, ...grant } = await begin(b);
    const code = provider.authorize({ ...grant, email: 'Manager@Kauri.test' });
    const back = await b.get(`/pos/microsoftlogin/callback?code=${code}&state=${state}`);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/pos');
    // The storefront header's hint that staff are signed in on this browser, as at a password sign-in.
    expect(String(back.headers['set-cookie'])).toMatch(/kauri_staff=1; Max-Age=43200; Path=\/; SameSite=Lax/);
    expect(b.sid()).not.toBe(before);
    expect((await b.get('/pos/me')).json().staff).toMatchObject({ id: 2, role: 'manager' });
    expect(provider.tokenRequests.at(-1)).toMatchObject({
      client_secret: provider.clientSecret,
      code_verifier: expect.any(String),
    });
    // The callback works once.
    const replay = await b.get(`/pos/microsoftlogin/callback?code=${code}&state=${state}`);
    expect(replay.headers.location).toBe('/pos/login?error=microsoft-expired');
  });

  it('refuses a callback whose state is not the one this browser was given', async () => {
    const b = await t.browser();
    const { state: _state, ...grant } = await begin(b);
    const code = provider.authorize({ ...grant, email: 'manager@kauri.test' });
    const res = await b.get(`/pos/microsoftlogin/callback?code=${code}&state=someone-elses`);
    expect(res.headers.location).toBe('/pos/login?error=microsoft-expired');
    expect((await b.get('/pos/me')).statusCode).toBe(401);
    // Another browser cannot finish this browser's sign-in either.
    const other = await t.browser();
    expect((await other.get(`/pos/microsoftlogin/callback?code=${code}&state=x`)).headers.location).toBe(
      '/pos/login?error=microsoft-expired',
    );
  });

  it('refuses an account that is not staff, a forged signature, another audience, and a cancelled sign-in', async () => {
    const cases: [Partial<Parameters<EntraStandIn['authorize']>[0]>, string][] = [
      [{ email: 'shopper@kauri.test' }, 'microsoft-not-staff'],
      [{ email: 'manager@kauri.test', forgeSignature: true }, 'microsoft-provider'],
      [{ email: 'manager@kauri.test', claims: { aud: 'another-app' } }, 'microsoft-provider'],
      [{ email: 'manager@kauri.test', claims: { nonce: 'other' } }, 'microsoft-provider'],
      [
        { email: 'manager@kauri.test', claims: { exp: Math.floor(START.getTime() / 1000) - 3600 } },
        'microsoft-provider',
      ],
    ];
    for (const [change, error] of cases) {
      const b = await t.browser();
      const { state, ...grant } = await begin(b);
      const code = provider.authorize({ ...grant, email: 'x', ...change });
      const res = await b.get(`/pos/microsoftlogin/callback?code=${code}&state=${state}`);
      expect({ change, location: res.headers.location }).toEqual({ change, location: `/pos/login?error=${error}` });
      expect((await b.get('/pos/me')).statusCode).toBe(401);
    }
    const b = await t.browser();
    const { state } = await begin(b);
    const res = await b.get(`/pos/microsoftlogin/callback?error=access_denied&state=${state}`);
    expect(res.headers.location).toBe('/pos/login?error=microsoft-cancelled');
    const page = await b.get('/pos/login?error=microsoft-cancelled', { accept: 'text/html' });
    expect(page.body).toContain('Microsoft sign-in was cancelled.');
    expect(page.body).toContain('href="/pos/microsoftlogin"');
  });

  it('refuses a sign-in left waiting more than ten minutes', async () => {
    const b = await t.browser();
    const { state, ...grant } = await begin(b);
    const code = provider.authorize({ ...grant, email: 'manager@kauri.test' });
    t.clock.advance(11 * 60_000);
    const res = await b.get(`/pos/microsoftlogin/callback?code=${code}&state=${state}`);
    expect(res.headers.location).toBe('/pos/login?error=microsoft-expired');
  });
});
