// Shopper accounts over HTTP, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: registration (the
// password rule's words, the T&Cs, a new signed-in session with the visitor's cart and the newsletter),
// an email with a password already, a customer made at the counter who is mailed a link instead, the
// link setting the password and signing in once (used and expired links refused), forgot-password's
// same words for every email, leads, and the 429s.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { hashSecret } from '../../../domain/passwords.ts';
import { AGREE_TERMS_MESSAGE, PASSWORD_RULE_MESSAGE } from '../../../domain/shopper-password.ts';
import {
  ACCOUNT_EXISTS,
  LEAD_NEAREST,
  LEAD_THANKS,
  LINK_EXPIRED,
  LINK_MAILED,
  PASSWORD_FORGOT_SENT,
  hashToken,
} from '../../../services/shoppers/shoppers.service.ts';
import { type CartTestApp, openCartTestApp } from '../../../testing/cart-app.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { SESSION_COOKIE } from '../../../contract/cookies.ts';
import { recentOutbox } from '../../../services/outside/outside.service.ts';

const PASSWORD = 'Shopper#2026';
let addr = 0;
/** Each call from its own address, so the per-address limits count only where a test means them to. */
const nextAddress = () => `10.9.${Math.floor(++addr / 250)}.${(addr % 250) + 1}`;

describe.each(testDatabases())('shopper accounts on $name', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await openCartTestApp(target, { CAPTCHA: 'test' });
    await t.handle.db.execute(sql`update users set password_hash = ${await hashSecret(PASSWORD)} where id = 1`);
    // The fixture's users have fixed ids; new accounts take the next.
    await t.handle.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const newSid = (res: LightMyRequestResponse): string | null => {
    const cookie = [res.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (!cookie) return null;
    return t.app.unsignCookie(decodeURIComponent(cookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1))).value;
  };
  const signedInCookie = (res: LightMyRequestResponse) =>
    [res.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .find((c) => c.startsWith('signed_in='));
  const userOf = async (sid: string) =>
    (await queryRows<{ user_id: number | null }>(t.handle.db, sql`select user_id from sessions where id = ${sid}`))[0]
      ?.user_id ?? null;

  async function post(url: string, body: Record<string, unknown>, remoteAddress = nextAddress()) {
    const s = await t.shopper();
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { token: 'pass', ...body },
      headers: { cookie: s.cookie, 'x-csrf-token': s.token },
      remoteAddress,
    });
    return { s, res };
  }
  const registration = (email: string, extra: Record<string, unknown> = {}) => ({
    email,
    firstname: 'Hine',
    lastname: 'Walker',
    password: PASSWORD,
    news: 1,
    agree: 1,
    ...extra,
  });
  /** The token of the newest mailed link to `email`. */
  const mailedToken = async (email: string) => {
    const mail = (await recentOutbox(t.handle.db, 20)).find((m) => m.to === email);
    return mail?.text.match(/set-password\?t=([\w-]+)/)?.[1] ?? null;
  };

  it('refuses a bad password, no T&Cs tick, an invalid email in the spec words', async () => {
    for (const password of ['a1!bcde', 'abcdefgh1', 'abcdefgh!', `a1!${'b'.repeat(38)}`]) {
      const { res } = await post('/v1/register', registration('bad@kauri.test', { password }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, msg: PASSWORD_RULE_MESSAGE });
    }
    const noTick = await post('/v1/register', registration('bad@kauri.test', { agree: 0 }));
    expect(noTick.res.json()).toMatchObject({ msg: AGREE_TERMS_MESSAGE });
    const email = await post('/v1/register', registration('bad-at-kauri'));
    expect(email.res.json()).toMatchObject({ msg: 'This is not a valid email address' });
    const [none] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from users where email = 'bad@kauri.test'`,
    );
    expect(none!.n).toBe(0);
  });

  it('registers on a new signed-in session with the visitor cart, the newsletter and the signed_in cookie', async () => {
    const s = await t.shopper();
    await s.post('/v1/cart/add', { sku: 'SOFA-CHA', qty: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: { token: 'pass', ...registration(' Hine@Kauri.test ', { password: `a1!${'b'.repeat(37)}` }) },
      headers: { cookie: s.cookie, 'x-csrf-token': s.token },
      remoteAddress: nextAddress(),
    });
    expect(res.json()).toEqual({ success: true, logged: 1, message: '' });
    const sid = newSid(res)!;
    expect(sid).not.toBe(s.sid);
    expect(signedInCookie(res)).toMatch(/^signed_in=1/);
    const [user] = await queryRows<{ id: number; email: string; newsletter: boolean; firstname: string }>(
      t.handle.db,
      sql`select id, email, newsletter, firstname from users where email = 'hine@kauri.test'`,
    );
    expect(user).toMatchObject({ newsletter: true, firstname: 'Hine' });
    expect(await userOf(sid)).toBe(user!.id);
    const [cart] = await queryRows<{ items: number }>(
      t.handle.db,
      sql`select (select count(*)::int from cart_items i where i.cart_id = c.id) as items from carts c
        where c.user_id = ${user!.id} and c.status = 'open'`,
    );
    expect(cart!.items).toBe(1);
    // Registering the same email again is refused in words, and the password stays.
    const again = await post('/v1/register', registration('hine@kauri.test', { password: 'Other#2026' }));
    expect(again.res.json()).toEqual({ success: true, logged: 0, message: ACCOUNT_EXISTS });
    expect(newSid(again.res)).toBeNull();
    const signIn = await post('/v1/email', { email: 'hine@kauri.test', password: `a1!${'b'.repeat(37)}` });
    expect(signIn.res.json()).toMatchObject({ logged: 1 });
  });

  it('mails a counter-made customer a link instead of letting anyone claim the email; the link signs in once', async () => {
    const before = (await recentOutbox(t.handle.db, 50)).length;
    const typed = await post('/v1/email', { email: 'mere@kauri.test' });
    expect(typed.res.json()).toEqual({ success: true, found: 1, logged: 0, message: LINK_MAILED });
    const claimed = await post('/v1/register', registration('mere@kauri.test'));
    expect(claimed.res.json()).toEqual({ success: true, logged: 0, message: LINK_MAILED });
    expect(newSid(claimed.res)).toBeNull();
    const [mere] = await queryRows<{ password_hash: string | null }>(
      t.handle.db,
      sql`select password_hash from users where id = 2`,
    );
    expect(mere!.password_hash).toBeNull();
    expect((await recentOutbox(t.handle.db, 50)).length).toBe(before + 2);
    const token = (await mailedToken('mere@kauri.test'))!;
    expect(token).toBeTruthy();
    // Only the hash is kept.
    const links = await queryRows<{ token_hash: string; purpose: string }>(
      t.handle.db,
      sql`select token_hash, purpose from shopper_links where user_id = 2`,
    );
    expect(links.map((l) => l.token_hash)).toContain(hashToken(token));
    expect(links.every((l) => l.purpose === 'claim')).toBe(true);

    const weak = await post('/v1/password/set', { t: token, password: 'weakpass' });
    expect(weak.res.json()).toMatchObject({ msg: PASSWORD_RULE_MESSAGE });
    const set = await post('/v1/password/set', { t: token, password: 'Mere#2026!' });
    expect(set.res.json()).toEqual({ success: true, logged: 1, message: '' });
    expect(await userOf(newSid(set.res)!)).toBe(2);
    expect(signedInCookie(set.res)).toMatch(/^signed_in=1/);
    const twice = await post('/v1/password/set', { t: token, password: 'Other#2026' });
    expect(twice.res.statusCode).toBe(410);
    expect(twice.res.json()).toMatchObject({ msg: LINK_EXPIRED });
    expect((await post('/v1/email', { email: 'mere@kauri.test', password: 'Mere#2026!' })).res.json()).toMatchObject({
      logged: 1,
    });
  });

  it('forgot password: the same words for every email, a reset link for an account, an expired link refused', async () => {
    const before = (await recentOutbox(t.handle.db, 100)).length;
    const unknown = await post('/v1/password/forgot', { email: 'nobody@kauri.test' });
    const known = await post('/v1/password/forgot', { email: 'pita@kauri.test' });
    expect(unknown.res.json()).toEqual({ success: true, message: PASSWORD_FORGOT_SENT });
    expect(known.res.json()).toEqual(unknown.res.json());
    expect((await recentOutbox(t.handle.db, 100)).length).toBe(before + 1);
    const token = (await mailedToken('pita@kauri.test'))!;
    await t.handle.db.execute(
      sql`update shopper_links set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(token)}`,
    );
    const late = await post('/v1/password/set', { t: token, password: 'Pita#2027!' });
    expect(late.res.statusCode).toBe(410);
    expect((await post('/v1/password/set', { t: 'made-up', password: 'Pita#2027!' })).res.statusCode).toBe(410);
    // Three mails an hour to one email; the fourth ask answers the same and mails nothing.
    await post('/v1/password/forgot', { email: 'pita@kauri.test' });
    await post('/v1/password/forgot', { email: 'pita@kauri.test' });
    const fourth = await post('/v1/password/forgot', { email: 'pita@kauri.test' });
    expect(fourth.res.json()).toEqual(unknown.res.json());
    const toPita = (await recentOutbox(t.handle.db, 100)).filter((m) => m.to === 'pita@kauri.test');
    expect(toPita).toHaveLength(3);
  });

  it('keeps a lead with its nearest store, and refuses bad input', async () => {
    const lead = {
      type: 'account',
      email: 'lead@kauri.test',
      firstname: 'Tama',
      lastname: 'Ngata',
      address: '1 Queen St',
      mobile: '021 555 111',
      nearest: 'CHC',
    };
    const ok = await post('/v1/fakeRegister', lead);
    expect(ok.res.json()).toEqual({ success: true, message: LEAD_THANKS });
    const rows = await queryRows<{ nearest_location: string; mobile: string }>(
      t.handle.db,
      sql`select nearest_location, mobile from leads where email = 'lead@kauri.test'`,
    );
    expect(rows).toEqual([{ nearest_location: 'CHC', mobile: '021 555 111' }]);
    for (const nearest of ['', 'DC1', 'WEB', 'XYZ']) {
      const bad = await post('/v1/fakeRegister', { ...lead, nearest });
      expect(bad.res.json()).toMatchObject({ msg: LEAD_NEAREST });
    }
    expect((await post('/v1/fakeRegister', { ...lead, email: 'nope' })).res.statusCode).toBe(422);
    expect((await post('/v1/fakeRegister', { ...lead, token: 'fail' })).res.statusCode).toBe(422);
  });

  it('answers 429 past ten registrations and ten forgot-password asks from one address', async () => {
    for (let i = 0; i < 10; i++) {
      const { res } = await post('/v1/register', registration(`many${i}@kauri.test`, { agree: 0 }), '10.8.0.1');
      expect(res.statusCode).toBe(422);
    }
    expect((await post('/v1/register', registration('many@kauri.test'), '10.8.0.1')).res.statusCode).toBe(429);
    for (let i = 0; i < 10; i++) await post('/v1/password/forgot', { email: `x${i}@kauri.test` }, '10.8.0.2');
    expect((await post('/v1/password/forgot', { email: 'y@kauri.test' }, '10.8.0.2')).res.statusCode).toBe(429);
  });
});
