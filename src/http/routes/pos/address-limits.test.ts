// Limits per client address, counted in the database (src/http/plugins/rate-limit.ts): staff sign-in,
// check-pin and captcha challenges; a stranger's wrong passwords lock a staff member out only for the
// stranger's address; a manager opens a lock; the try that locks is logged.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAILS, PINS, STAFF } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type PosTestApp, openPosTestApp } from '../../../testing/pos-app.ts';

const MINUTE = 60_000;
const TOO_MANY_15 = 'Too many attempts. Please wait 15 minutes and try again.';

describe.each(testDatabases())('limits per address ($name)', (target) => {
  let t: PosTestApp;
  beforeAll(async () => {
    t = await openPosTestApp(target);
  });
  afterAll(() => t?.close());

  it('lets one address try 20 sign-ins in 15 minutes, whatever the emails, then answers 429 until they pass', async () => {
    const address = '198.51.100.7';
    const b = await t.browser({ address });
    for (let i = 0; i < 20; i++) {
      const res = await b.post('/pos/login', { email: `someone${i}@kauri.test`, password: 'guess' });
      expect(res.statusCode, `try ${i + 1}`).toBe(401);
    }
    // Another browser at the same address is the same address; the right password does not help.
    const other = await t.browser({ address });
    const refused = await other.post('/pos/login', { email: EMAILS.staff, password: 'Kauri!2026' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, msg: TOO_MANY_15 });
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    // The plain form is told on its page.
    const form = await other.send({
      method: 'POST',
      url: '/pos/login',
      payload: `email=${encodeURIComponent(EMAILS.staff)}&password=x&_csrf=${encodeURIComponent(other.token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(form.statusCode).toBe(429);
    expect(form.body).toContain(TOO_MANY_15);
    // Another address is not held up.
    expect((await (await t.browser()).signIn(EMAILS.staff)).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE);
    expect((await other.signIn(EMAILS.staff)).statusCode).toBe(200);
  });

  it("cannot lock a staff member out of the shop's tills from another address", async () => {
    const stranger = await t.browser({ address: '203.0.113.66' });
    for (let i = 0; i < 10; i++)
      expect((await stranger.post('/pos/login', { email: EMAILS.lucy, password: `guess${i}` })).statusCode).toBe(401);
    expect((await stranger.post('/pos/login', { email: EMAILS.lucy, password: 'Kauri!2026' })).statusCode).toBe(429);
    const till = await t.browser({ address: '192.0.2.10' });
    expect((await till.signIn(EMAILS.lucy)).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE);
  });

  it('locks an email from every address after 30 wrong passwords from several', async () => {
    for (const n of [1, 2, 3]) {
      const guesser = await t.browser({ address: `203.0.113.${n}` });
      for (let i = 0; i < 10; i++) await guesser.post('/pos/login', { email: EMAILS.admin, password: `guess${i}` });
    }
    const till = await t.browser({ address: '192.0.2.11' });
    const res = await till.post('/pos/login', { email: EMAILS.admin, password: 'Kauri!2026' });
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    t.clock.advance(15 * MINUTE);
    expect((await till.signIn(EMAILS.admin)).statusCode).toBe(200);
  });

  it('answers 429 to the 61st check-pin from one address in 15 minutes', async () => {
    const address = '198.51.100.8';
    const sam = await t.staffBrowser(EMAILS.staff, { address });
    // A PIN check that tries nobody's PIN (not a manager's id) still counts against the address.
    for (let i = 0; i < 60; i++) {
      const res = await sam.post('/pos/check-pin', { pin: '0000', type: 'discount', managerId: STAFF.staff });
      expect(res.statusCode, `try ${i + 1}`).toBe(422);
    }
    const lucy = await t.staffBrowser(EMAILS.lucy, { address });
    const refused = await lucy.post('/pos/check-pin', { pin: PINS.lucy, type: 'order', managerId: 0 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, msg: TOO_MANY_15 });
    expect(refused.headers['retry-after']).toBeDefined();
    t.clock.advance(15 * MINUTE);
    expect((await lucy.post('/pos/check-pin', { pin: PINS.lucy, type: 'order', managerId: 0 })).statusCode).toBe(200);
  });

  it('answers 429 to the 61st captcha challenge from one address in a minute', async () => {
    const shopper = await t.browser({ address: '198.51.100.9' });
    for (let i = 0; i < 60; i++) expect((await shopper.get('/v1/captcha/challenge')).statusCode).toBe(200);
    const refused = await shopper.get('/v1/captcha/challenge');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      msg: 'Too many attempts. Please wait 1 minute and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBe(60);
    expect((await (await t.browser()).get('/v1/captcha/challenge')).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expect((await shopper.get('/v1/captcha/challenge')).statusCode).toBe(200);
  });
});

describe.each(testDatabases())("a manager opens a staff member's lock ($name)", (target) => {
  let t: PosTestApp;
  beforeAll(async () => {
    t = await openPosTestApp(target);
  });
  afterAll(() => t?.close());

  const lockLucy = async () => {
    const stranger = await t.browser({ address: '203.0.113.77' });
    for (let i = 0; i < 10; i++) await stranger.post('/pos/login', { email: EMAILS.lucy, password: `guess${i}` });
    const lucy = await t.staffBrowser(EMAILS.lucy);
    for (let i = 0; i < 5; i++) await lucy.post('/pos/check-pin', { pin: '9999', type: 'order', managerId: 0 });
    expect((await lucy.post('/pos/check-pin', { pin: PINS.lucy, type: 'order', managerId: 0 })).statusCode).toBe(429);
    expect((await stranger.post('/pos/login', { email: EMAILS.lucy, password: 'Kauri!2026' })).statusCode).toBe(429);
    return { stranger, lucy };
  };

  it('lists the locked staff member and opens their sign-in and PIN at once', async () => {
    const { stranger, lucy } = await lockLucy();
    const mere = await t.staffBrowser(EMAILS.manager);
    const locked = await mere.get('/pos/staff/locked');
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toEqual({
      success: true,
      staffs: [{ id: STAFF.lucy, firstname: 'Lucy', lastname: 'Chen', pinLocked: true, signInLocked: true }],
    });
    const opened = await mere.post('/pos/staff/unlock', { staffId: STAFF.lucy });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ success: true });
    expect((await lucy.post('/pos/check-pin', { pin: PINS.lucy, type: 'order', managerId: 0 })).statusCode).toBe(200);
    expect((await stranger.signIn(EMAILS.lucy)).statusCode).toBe(200);
    expect((await mere.get('/pos/staff/locked')).json().staffs).toEqual([]);
  });

  it('lets only a manager or an admin unlock, never themselves, and a manager not an admin', async () => {
    const sam = await t.staffBrowser(EMAILS.staff);
    expect((await sam.post('/pos/staff/unlock', { staffId: STAFF.lucy })).statusCode).toBe(403);
    expect((await sam.get('/pos/staff/locked')).statusCode).toBe(403);
    const mere = await t.staffBrowser(EMAILS.manager);
    expect((await mere.post('/pos/staff/unlock', { staffId: STAFF.admin })).statusCode).toBe(403);
    const self = await mere.post('/pos/staff/unlock', { staffId: STAFF.manager });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ success: false, msg: 'Another manager needs to unlock you' });
    expect((await mere.post('/pos/staff/unlock', { staffId: 999 })).statusCode).toBe(404);
    expect((await mere.post('/pos/staff/unlock', { staffId: 'x' })).statusCode).toBe(422);
    const admin = await t.staffBrowser(EMAILS.admin);
    expect((await admin.post('/pos/staff/unlock', { staffId: STAFF.manager })).statusCode).toBe(200);
    expect((await (await t.browser()).post('/pos/staff/unlock', { staffId: STAFF.lucy })).statusCode).toBe(401);
  });

  it('logs the try that locks (a JSON line: event, staff, address; never the PIN or password), refused as any wrong try', async () => {
    t.clock.advance(15 * MINUTE);
    // Each request's logger is a child of the app's: keep what they warn.
    const warned: Record<string, unknown>[] = [];
    const child = t.app.log.child.bind(t.app.log);
    const spy = vi.spyOn(t.app.log, 'child').mockImplementation((bindings, opts) => {
      const log = child(bindings, opts);
      const warn = log.warn.bind(log);
      log.warn = ((obj: Record<string, unknown>, ...rest: never[]) => {
        warned.push(obj);
        return warn(obj, ...rest);
      }) as typeof log.warn;
      return log;
    });
    try {
      const lucy = await t.staffBrowser(EMAILS.lucy, { address: '192.0.2.20' });
      const refusals = [];
      for (let i = 0; i < 5; i++)
        refusals.push((await lucy.post('/pos/check-pin', { pin: '9999', type: 'order', managerId: 0 })).statusCode);
      expect(refusals).toEqual([422, 422, 422, 422, 429]);
      const stranger = await t.browser({ address: '203.0.113.78' });
      const tries = [];
      for (let i = 0; i < 10; i++)
        tries.push((await stranger.post('/pos/login', { email: EMAILS.manager, password: `guess${i}` })).statusCode);
      expect(tries).toEqual(Array(10).fill(401));
    } finally {
      spy.mockRestore();
    }
    expect(warned).toEqual([
      { event: 'pin_locked', staffId: STAFF.lucy, scope: 'everywhere', address: '192.0.2.20' },
      {
        event: 'sign_in_locked',
        email: EMAILS.manager,
        staffId: STAFF.manager,
        scope: 'address',
        address: '203.0.113.78',
      },
    ]);
    expect(JSON.stringify(warned)).not.toMatch(/9999|guess/);
  });
});
