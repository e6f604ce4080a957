// get-staffs and check-pin: own PIN and manager PIN, approvals (single use, one action, one staff
// member, two minutes) and the lockout after five wrong PINs.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalType } from '../../../contract/pos.ts';
import { queryRows } from '../../../db/rows.ts';
import { carrySession } from '../../../services/orders/orders.service.ts';
import { type StaffService, createStaffService } from '../../../services/staff/staff.service.ts';
import { EMAILS, PINS, STAFF } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type Browser, usePosTestApp } from '../../../testing/pos-app.ts';

describe.each(testDatabases())('PIN approvals ($name)', (target) => {
  const { t, sam, mere } = usePosTestApp(target, { signIn: { sam: EMAILS.staff, mere: EMAILS.manager } });
  beforeAll(async () => {
    // The routes' service on the same clock, for the actions that will consume approvals.
    services = { staff: createStaffService(t.handle.db, { now: () => t.clock.now, entra: null, carrySession }) };
  });

  let services: { staff: StaffService };
  const use = (staffId: number, approval: string, type: ApprovalType) =>
    t.handle.db.transaction((tx) => services.staff.useApproval(tx, { approval, type, staffId }));

  it('lists staff, or only the roles asked for', async () => {
    const all = await sam.post('/pos/get-staffs', {});
    expect(all.statusCode).toBe(200);
    expect(all.json().success).toBe(true);
    expect(all.json().staffs).toHaveLength(7);
    const managers = await sam.post('/pos/get-staffs', { roles: ['admin', 'manager'] });
    expect(
      managers
        .json()
        .staffs.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([STAFF.admin, STAFF.manager, STAFF.tane, STAFF.priya]);
    expect(managers.json().staffs[0]).toEqual({
      id: STAFF.admin,
      firstname: 'Aroha',
      lastname: 'Admin',
      location: 'WEB',
    });
    const formList = await sam.send({
      method: 'POST',
      url: '/pos/get-staffs',
      payload: 'roles=admin&roles=manager',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': sam.token },
    });
    expect(formList.json().staffs).toHaveLength(4);
    const bad = await sam.post('/pos/get-staffs', { roles: ['owner'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ success: false, error: 'Unknown role', msg: 'Unknown role' });
  });

  it("answers an approval for the staff member's own PIN", async () => {
    const res = await sam.post('/pos/check-pin', { pin: PINS.staff, type: 'order', managerId: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, approval: expect.stringMatching(/^[\w-]{40,}$/) });
    // Only its hash is stored.
    const rows = await queryRows<{ token_hash: string }>(t.handle.db, sql`select token_hash from pin_approvals`);
    expect(rows.some((r) => r.token_hash === res.json().approval)).toBe(false);
  });

  it("refuses another staff member's PIN in own-PIN mode", async () => {
    const res = await sam.post('/pos/check-pin', { pin: PINS.manager, type: 'order', managerId: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      error: 'Wrong PIN, please try again',
      msg: 'Wrong PIN, please try again',
    });
  });

  it("needs a manager's id and that manager's PIN in manager mode", async () => {
    const ok = await sam.post('/pos/check-pin', { pin: PINS.manager, type: 'no_deposit', managerId: STAFF.manager });
    expect(ok.json().success).toBe(true);
    const admin = await sam.post('/pos/check-pin', {
      pin: PINS.admin,
      type: 'discount',
      managerId: String(STAFF.admin),
    });
    expect(admin.json().success).toBe(true);
    // Sam's own PIN with the manager's id: wrong.
    const ownPin = await sam.post('/pos/check-pin', { pin: PINS.staff, type: 'no_deposit', managerId: STAFF.manager });
    expect(ownPin.json()).toMatchObject({ success: false, error: 'Wrong PIN, please try again' });
    // A staff member's id (with their right PIN) is not a manager.
    const notManager = await mere.post('/pos/check-pin', { pin: PINS.lucy, type: 'no_deposit', managerId: STAFF.lucy });
    expect(notManager.statusCode).toBe(422);
    expect(notManager.json()).toMatchObject({ success: false, error: 'Please select a manager' });
    const nobody = await sam.post('/pos/check-pin', { pin: PINS.manager, type: 'no_deposit', managerId: 9999 });
    expect(nobody.json()).toMatchObject({ success: false, error: 'Please select a manager' });
    // A manager-only action with a staff member's own PIN.
    const own = await sam.post('/pos/check-pin', { pin: PINS.staff, type: 'discount', managerId: 0 });
    expect(own.json()).toMatchObject({ success: false, error: "This needs a manager's PIN" });
    // A manager's own PIN does for a manager-only action.
    expect(
      (await mere.post('/pos/check-pin', { pin: PINS.manager, type: 'discount', managerId: 0 })).json().success,
    ).toBe(true);
  });

  it('refuses bad input with 422 and the error, writing nothing', async () => {
    const [{ n: before }] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from pin_approvals`,
    );
    for (const body of [
      { pin: '333', type: 'order', managerId: 0 },
      { pin: '33334', type: 'order', managerId: 0 },
      { pin: 'abcd', type: 'order', managerId: 0 },
      { pin: PINS.staff, type: 'refund', managerId: 0 },
      { pin: PINS.staff, managerId: 0 },
      { pin: PINS.staff, type: 'order', managerId: -1 },
      { pin: PINS.staff, type: 'order', managerId: 'x' },
    ]) {
      const res = await sam.post('/pos/check-pin', body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, error: expect.any(String), msg: expect.any(String) });
    }
    expect((await sam.post('/pos/check-pin', { pin: 'abcd', type: 'order' })).json().error).toBe('The PIN is 4 digits');
    const [{ n: after }] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from pin_approvals`,
    );
    expect(after).toBe(before);
    // Bad input is no PIN guess.
    const [guard] = await queryRows<{ count: number }>(
      t.handle.db,
      sql`select count from wrong_attempts where kind = 'pin' and subject = ${String(STAFF.staff)}`,
    );
    expect(guard?.count ?? 0).toBeLessThanOrEqual(1);
  });

  it('refuses check-pin without the anti-forgery token', async () => {
    expect(
      (await sam.post('/pos/check-pin', { pin: PINS.staff, type: 'order', managerId: 0 }, { 'x-csrf-token': '' }))
        .statusCode,
    ).toBe(419);
  });

  it('makes an approval good once, for its action, for its staff member, for two minutes', async () => {
    const ask = async (b: Browser, type: string, pin: string, managerId = 0) =>
      (await b.post('/pos/check-pin', { pin, type, managerId })).json().approval as string;

    const once = await ask(sam, 'order', PINS.staff);
    expect(await use(STAFF.staff, once, 'order')).toEqual({ approverId: STAFF.staff, approverRole: 'staff' });
    expect(await use(STAFF.staff, once, 'order')).toBeNull();

    const forQuote = await ask(sam, 'quote', PINS.staff);
    expect(await use(STAFF.staff, forQuote, 'order')).toBeNull();
    expect(await use(STAFF.manager, forQuote, 'quote')).toBeNull();
    expect(await use(STAFF.staff, forQuote, 'quote')).not.toBeNull();

    const late = await ask(sam, 'quote_delete', PINS.staff);
    t.clock.advance(2 * 60_000 + 1);
    expect(await use(STAFF.staff, late, 'quote_delete')).toBeNull();

    const inTime = await ask(sam, 'quote_delete', PINS.staff);
    t.clock.advance(2 * 60_000 - 1000);
    expect(await use(STAFF.staff, inTime, 'quote_delete')).not.toBeNull();

    expect(await use(STAFF.staff, 'made-up-token', 'order')).toBeNull();
  });

  it("accepts only a manager's approval for a manager-only action, and refuses with 403 without one", async () => {
    const mgr = (
      await sam.post('/pos/check-pin', { pin: PINS.manager, type: 'no_deposit', managerId: STAFF.manager })
    ).json().approval;
    expect(await use(STAFF.staff, mgr, 'no_deposit')).toEqual({ approverId: STAFF.manager, approverRole: 'manager' });
    await expect(
      t.handle.db.transaction((tx) =>
        services.staff.requireApproval(tx, { approval: 'nothing', type: 'order', staffId: STAFF.staff }),
      ),
    ).rejects.toMatchObject({ status: 403, message: 'PIN approval required' });
    // A staff member's approval for an ordinary action does not pass a managerOnly check.
    const own = (await sam.post('/pos/check-pin', { pin: PINS.staff, type: 'order', managerId: 0 })).json().approval;
    await expect(
      t.handle.db.transaction((tx) =>
        services.staff.requireApproval(tx, { approval: own, type: 'order', staffId: STAFF.staff, managerOnly: true }),
      ),
    ).rejects.toMatchObject({ status: 403 });
    // …and the failed check did not use it up.
    expect(await use(STAFF.staff, own, 'order')).not.toBeNull();
  });

  it('keeps an approval when the action that used it rolls back', async () => {
    const approval = (await sam.post('/pos/check-pin', { pin: PINS.staff, type: 'send_cart', managerId: 0 })).json()
      .approval;
    await expect(
      t.handle.db.transaction(async (tx) => {
        await services.staff.requireApproval(tx, { approval, type: 'send_cart', staffId: STAFF.staff });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await use(STAFF.staff, approval, 'send_cart')).not.toBeNull();
  });

  it('locks PIN checks of a staff member for 15 minutes after five wrong PINs; others are unaffected', async () => {
    const lucy = await t.staffBrowser(EMAILS.lucy);
    const check = (b: Browser, pin: string, managerId = 0) =>
      b.post('/pos/check-pin', { pin, type: 'order', managerId });
    for (let i = 0; i < 4; i++) expect((await check(lucy, '0000')).statusCode).toBe(422);
    const fifth = await check(lucy, '0000');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      success: false,
      error: 'Too many wrong PINs. Try again in 15 minutes.',
      msg: 'Too many wrong PINs. Try again in 15 minutes.',
    });
    // The right PIN is refused too while locked.
    expect((await check(lucy, PINS.lucy)).statusCode).toBe(429);
    // Counted per staff member: Sam's PIN checks still work.
    expect((await check(sam, PINS.staff)).json().success).toBe(true);
    t.clock.advance(14 * 60_000);
    expect((await check(lucy, PINS.lucy)).statusCode).toBe(429);
    t.clock.advance(60_000 + 1000);
    expect((await check(lucy, PINS.lucy)).json().success).toBe(true);
    // After the lock the count starts again: one wrong is just wrong.
    expect((await check(lucy, '0000')).statusCode).toBe(422);
  });

  it('counts a wrong manager PIN against the manager, whoever typed it', async () => {
    const lucy = await t.staffBrowser(EMAILS.lucy);
    for (let i = 0; i < 5; i++) await check(lucy, '9999', STAFF.priya);
    expect((await check(sam, '7777', STAFF.priya)).statusCode).toBe(429);
    expect((await lucy.post('/pos/check-pin', { pin: PINS.lucy, type: 'order', managerId: 0 })).json().success).toBe(
      true,
    );
    function check(b: Browser, pin: string, managerId = 0) {
      return b.post('/pos/check-pin', { pin, type: 'discount', managerId });
    }
  });

  it('lets no more than five guesses through when they arrive at once', async () => {
    const tane = await t.staffBrowser('tane.walker@kauri.test');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        tane.post('/pos/check-pin', { pin: String(1000 + i), type: 'order', managerId: 0 }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 422).length).toBeLessThanOrEqual(4);
    expect(results.every((r) => r.statusCode === 422 || r.statusCode === 429)).toBe(true);
    const [guard] = await queryRows<{ count: number; locked_until: string | null }>(
      t.handle.db,
      sql`select count, locked_until from wrong_attempts where kind = 'pin' and subject = ${String(STAFF.tane)}`,
    );
    expect(guard!.count).toBe(5);
    expect(guard!.locked_until).not.toBeNull();
  });
});
