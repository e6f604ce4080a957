// POST /v1/email and POST /v1/logout over HTTP, on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
// found / not found / signed in, the new session id and the visitor's cart joining the account's,
// wrong passwords (429 per address and per account), a customer made at the counter without a
// password, bad input, and sign-out to a fresh anonymous session.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { CAPTCHA_FAILED_MESSAGE } from '../../../domain/checkout-rules.ts';
import { hashSecret } from '../../../domain/passwords.ts';
import { SESSION_COOKIE } from '../../../contract/cookies.ts';
import {
  INVALID_EMAIL,
  LINK_MAILED,
  TOO_MANY_PASSWORDS,
  WRONG_PASSWORD,
} from '../../../services/shoppers/shoppers.service.ts';
import { type CartTestApp, openCartTestApp } from '../../../testing/cart-app.ts';
import { testDatabases } from '../../../testing/databases.ts';

const PASSWORD = 'Shopper#2026';

describe.each(testDatabases())('shopper sign-in on $name', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await openCartTestApp(target, { CAPTCHA: 'test' });
    const hash = await hashSecret(PASSWORD);
    // Pita has a password; Mere was made at the counter without one (cart-fixture.ts); Aroha is for the per-account lock.
    await t.handle.db.execute(sql`update users set password_hash = ${hash} where id = 1`);
    await t.handle.db.execute(
      sql`insert into users (id, email, firstname, password_hash) values (3, 'aroha@kauri.test', 'Aroha', ${hash})`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The session id a Set-Cookie names, when the answer set one. */
  const newSid = (res: LightMyRequestResponse): string | null => {
    const cookie = [res.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (!cookie) return null;
    const signed = decodeURIComponent(cookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1));
    return t.app.unsignCookie(signed).value;
  };
  const cookieOf = (sid: string) => `${SESSION_COOKIE}=${encodeURIComponent(t.app.signCookie(sid))}`;
  const sessionRow = async (sid: string) =>
    (await queryRows<{ user_id: number | null }>(t.handle.db, sql`select user_id from sessions where id = ${sid}`))[0];

  async function ask(body: Record<string, unknown>, remoteAddress = '10.1.0.1') {
    const s = await t.shopper();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/email',
      payload: { token: 'pass', ...body },
      headers: { cookie: s.cookie, 'x-csrf-token': s.token },
      remoteAddress,
    });
    return { s, res };
  }

  it('says whether an account has the email, without signing in', async () => {
    const found = await ask({ email: ' PITA@kauri.test ' });
    expect(found.res.statusCode).toBe(200);
    expect(found.res.json()).toEqual({ success: true, found: 1, logged: 0, message: '' });
    expect(newSid(found.res)).toBeNull();
    const none = await ask({ email: 'nobody@kauri.test' });
    expect(none.res.json()).toEqual({ success: true, found: 0, logged: 0, message: '' });
    const wrongForNobody = await ask({ email: 'nobody@kauri.test', password: 'whatever1!' });
    expect(wrongForNobody.res.json()).toMatchObject({ found: 0, logged: 0 });
  });

  it('signs in on a new session id with the right password, and the visitor cart joins the account', async () => {
    const s = await t.shopper();
    expect((await s.post('/v1/cart/add', { sku: 'SOFA-CHA', qty: 1 })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/email',
      payload: { email: 'pita@kauri.test', password: PASSWORD, token: 'pass' },
      headers: { cookie: s.cookie, 'x-csrf-token': s.token },
      remoteAddress: '10.1.0.2',
    });
    expect(res.json()).toEqual({ success: true, found: 1, logged: 1, message: '' });
    const sid = newSid(res);
    expect(sid).toBeTruthy();
    expect(sid).not.toBe(s.sid);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(await sessionRow(sid!)).toEqual({ user_id: 1 });
    // The old id signs nobody in any more.
    expect(await sessionRow(s.sid)).toBeUndefined();
    const [cart] = await queryRows<{ user_id: number; session_id: string; items: number }>(
      t.handle.db,
      sql`select c.user_id, c.session_id, (select count(*)::int from cart_items i where i.cart_id = c.id) as items
        from carts c where c.user_id = 1 and c.status = 'open' and c.kind = 'shopper'`,
    );
    expect(cart).toMatchObject({ user_id: 1, items: 1 });
    const content = await t.app.inject({ method: 'GET', url: '/v1/cart/content', headers: { cookie: cookieOf(sid!) } });
    expect(content.json().itemcount).toBe(1);
    // The old cookie's session no longer reaches the account's cart.
    const old = await t.app.inject({ method: 'GET', url: '/v1/cart/content', headers: { cookie: s.cookie } });
    expect(old.json().itemcount).toBe(0);
  });

  it('refuses a wrong password in words, and a counter-made customer has no password to sign in with', async () => {
    const wrong = await ask({ email: 'pita@kauri.test', password: 'Wrong#2026' }, '10.1.0.3');
    expect(wrong.res.json()).toEqual({ success: true, found: 1, logged: 0, message: WRONG_PASSWORD });
    expect(newSid(wrong.res)).toBeNull();
    const counter = await ask({ email: 'mere@kauri.test', password: 'Anything#1' }, '10.1.0.3');
    expect(counter.res.json()).toEqual({ success: true, found: 1, logged: 0, message: LINK_MAILED });
    expect(newSid(counter.res)).toBeNull();
  });

  it('answers 429 after ten wrong passwords from one address, whatever the account', async () => {
    for (let i = 0; i < 10; i++) {
      const email = i % 2 ? 'pita@kauri.test' : 'aroha@kauri.test';
      const { res } = await ask({ email, password: `Wrong#${i}` }, '10.2.0.1');
      expect(res.json()).toMatchObject({ logged: 0, message: WRONG_PASSWORD });
    }
    const locked = await ask({ email: 'pita@kauri.test', password: PASSWORD }, '10.2.0.1');
    expect(locked.res.statusCode).toBe(429);
    expect(locked.res.json()).toMatchObject({ success: false, msg: TOO_MANY_PASSWORDS });
    // Another address still signs in.
    const elsewhere = await ask({ email: 'pita@kauri.test', password: PASSWORD }, '10.2.0.2');
    expect(elsewhere.res.json()).toMatchObject({ logged: 1 });
  });

  it('answers 429 after twenty wrong passwords at one account from several addresses', async () => {
    await t.handle.db.execute(sql`delete from wrong_attempts where kind = 'shopper_login'`);
    for (let i = 0; i < 20; i++) {
      const { res } = await ask({ email: 'aroha@kauri.test', password: `Wrong#${i}` }, `10.3.${i % 3}.1`);
      expect(res.json()).toMatchObject({ logged: 0 });
    }
    const locked = await ask({ email: 'aroha@kauri.test', password: PASSWORD }, '10.3.9.9');
    expect(locked.res.statusCode).toBe(429);
    // Another account from the same new address is not locked.
    expect((await ask({ email: 'pita@kauri.test', password: PASSWORD }, '10.3.9.9')).res.json()).toMatchObject({
      logged: 1,
    });
  });

  it('refuses bad input: an invalid email, a failed human check, a missing token header', async () => {
    const bad = await ask({ email: 'not-an-email' });
    expect(bad.res.statusCode).toBe(422);
    expect(bad.res.json()).toMatchObject({ success: false, msg: INVALID_EMAIL });
    const missing = await ask({});
    expect(missing.res.statusCode).toBe(422);
    const human = await ask({ email: 'pita@kauri.test', token: 'fail' });
    expect(human.res.statusCode).toBe(422);
    expect(human.res.json()).toMatchObject({ msg: CAPTCHA_FAILED_MESSAGE });
    const s = await t.shopper();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/v1/email',
      payload: { email: 'pita@kauri.test', password: PASSWORD, token: 'pass' },
      headers: { cookie: s.cookie },
    });
    expect(forged.statusCode).toBe(419);
    const long = await ask({ email: `${'a'.repeat(300)}@kauri.test` });
    expect(long.res.statusCode).toBe(422);
  });

  it('signs out to a fresh anonymous session; the account keeps its cart', async () => {
    const s = await t.shopper();
    await s.post('/v1/cart/add', { sku: 'SOFA-CHA', qty: 1 });
    const signedIn = await s.post('/v1/email', { email: 'pita@kauri.test', password: PASSWORD, token: 'pass' });
    const sid = newSid(signedIn)!;
    const token = (await t.app.inject({ method: 'GET', url: '/v1/csrf', headers: { cookie: cookieOf(sid) } })).json()
      .token as string;
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: { cookie: cookieOf(sid), 'x-csrf-token': token },
    });
    expect(out.json()).toEqual({ success: true });
    const anon = newSid(out)!;
    expect(anon).not.toBe(sid);
    expect(await sessionRow(sid)).toBeUndefined();
    expect((await sessionRow(anon))?.user_id ?? null).toBeNull();
    const content = await t.app.inject({ method: 'GET', url: '/v1/cart/content', headers: { cookie: cookieOf(anon) } });
    expect(content.json().itemcount).toBe(0);
    const [own] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from carts where user_id = 1 and status = 'open' and kind = 'shopper'`,
    );
    expect(own!.n).toBe(1);
  });
});
