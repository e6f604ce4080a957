// The staff service without HTTP: sessions, deactivated staff, attempt counting, approvals' edges.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { testDatabases } from '../../testing/databases.ts';
import { APPROVAL_TTL_MS, useApproval } from './approvals.ts';
import { PIN_RULE, giveBackAttempt, lockIfSpent, takeAttempt } from './attempts.ts';
import { checkPin } from './pin.ts';
import { listStaff } from './list.ts';
import { signIn, signOut, staffOfSession } from './sessions.ts';
import { carrySession } from '../orders/orders.service.ts';
import { EMAILS, PINS, STAFF, insertStaffFixture } from '../../testing/staff-fixture.ts';

const NOW = new Date('2026-11-02T01:00:00Z');
/** The shop's address, as the rate limits see it. */
const TILL = '203.0.113.5';
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(testDatabases())('staff service ($name)', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
  });
  afterAll(() => handle?.close());

  it('moves the anonymous cart and the guest orders to the new session on sign-in', async () => {
    await handle.db.execute(sql`insert into carts (kind, session_id) values ('shopper', 'browser-1')`);
    const done = await signIn(
      handle.db,
      'browser-1',
      { email: EMAILS.staff, password: 'Kauri!2026', address: TILL },
      carrySession,
      NOW,
    );
    const carts = await queryRows<{ session_id: string }>(
      handle.db,
      sql`select session_id from carts where kind = 'shopper' and user_id is null`,
    );
    expect(carts.map((c) => c.session_id)).toContain(done.sessionId);
    expect(carts.map((c) => c.session_id)).not.toContain('browser-1');
    expect(await staffOfSession(handle.db, 'browser-1', NOW)).toBeNull();
    expect(await staffOfSession(handle.db, done.sessionId, NOW)).toMatchObject({ id: STAFF.staff, branch: 'AKL' });
    await signOut(handle.db, done.sessionId);
    expect(await staffOfSession(handle.db, done.sessionId, NOW)).toBeNull();
  });

  it('keeps a shopper signed in on the same browser through a staff sign-in and out', async () => {
    await handle.db.execute(
      sql`insert into sessions (id, user_id, expires_at) values ('browser-2', 3, ${later(86_400_000).toISOString()}::timestamptz)`,
    );
    const done = await signIn(
      handle.db,
      'browser-2',
      { email: EMAILS.manager, password: 'Kauri!2026', address: TILL },
      carrySession,
      NOW,
    );
    await signOut(handle.db, done.sessionId);
    const [row] = await queryRows<{ user_id: number; staff_id: number | null }>(
      handle.db,
      sql`select user_id, staff_id from sessions where id = ${done.sessionId}`,
    );
    expect(row).toEqual({ user_id: 3, staff_id: null });
    expect(await staffOfSession(handle.db, null, NOW)).toBeNull();
  });

  it('signs a deactivated staff member out and lists only active staff', async () => {
    const done = await signIn(
      handle.db,
      'browser-3',
      { email: 'hemi.parata@kauri.test', password: 'Kauri!2026', address: TILL },
      carrySession,
      NOW,
    );
    await handle.db.execute(sql`update staff set active = false where id = ${STAFF.hemi}`);
    expect(await staffOfSession(handle.db, done.sessionId, NOW)).toBeNull();
    expect((await listStaff(handle.db)).map((s) => s.id)).not.toContain(STAFF.hemi);
    await expect(
      signIn(
        handle.db,
        'browser-4',
        { email: 'hemi.parata@kauri.test', password: 'Kauri!2026', address: TILL },
        carrySession,
        NOW,
      ),
    ).rejects.toMatchObject({
      status: 401,
    });
    await handle.db.execute(sql`update staff set active = true where id = ${STAFF.hemi}`);
  });

  it('counts tries before the secret is checked and gives a right one back', async () => {
    const rule = { ...PIN_RULE, kind: 'login' as const, limit: 3 };
    expect(await takeAttempt(handle.db, rule, 'subject-a', NOW)).toBe(true);
    await giveBackAttempt(handle.db, rule, 'subject-a');
    for (let i = 0; i < 3; i++) expect(await takeAttempt(handle.db, rule, 'subject-a', NOW)).toBe(true);
    // Three in flight: a fourth is refused before any of them is known to be wrong.
    expect(await takeAttempt(handle.db, rule, 'subject-a', NOW)).toBe(false);
    expect(await lockIfSpent(handle.db, rule, 'subject-a', NOW)).toBe(true);
    expect(await takeAttempt(handle.db, rule, 'subject-a', later(rule.lockMs - 1))).toBe(false);
    expect(await takeAttempt(handle.db, rule, 'subject-a', later(rule.lockMs + 1))).toBe(true);
  });

  it('makes an approval usable until just before two minutes, and never after', async () => {
    const { approval } = await checkPin(
      handle.db,
      { staffId: STAFF.admin, pin: PINS.admin, type: 'order', managerId: 0 },
      NOW,
    );
    const ask = { approval, type: 'order' as const, staffId: STAFF.admin };
    expect(await useApproval(handle.db, ask, later(APPROVAL_TTL_MS))).toBeNull();
    expect(await useApproval(handle.db, ask, later(APPROVAL_TTL_MS - 1))).toEqual({
      approverId: STAFF.admin,
      approverRole: 'admin',
    });
    for (const bad of [undefined, null, '', 'x'.repeat(500)])
      expect(await useApproval(handle.db, { ...ask, approval: bad }, NOW)).toBeNull();
  });

  it('refuses a manager-only approval given by someone who has since stopped being a manager', async () => {
    const { approval } = await checkPin(
      handle.db,
      { staffId: STAFF.staff, pin: PINS.tane, type: 'no_deposit', managerId: STAFF.tane },
      NOW,
    );
    await handle.db.execute(sql`update staff set role = 'staff' where id = ${STAFF.tane}`);
    expect(await useApproval(handle.db, { approval, type: 'no_deposit', staffId: STAFF.staff }, NOW)).toBeNull();
    await handle.db.execute(sql`update staff set role = 'manager' where id = ${STAFF.tane}`);
    expect(await useApproval(handle.db, { approval, type: 'no_deposit', staffId: STAFF.staff }, NOW)).not.toBeNull();
  });
});
