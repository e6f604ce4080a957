// Staff accounts made outside the POS (a new shop's first admin) and the demonstration's staff retired:
// what a production start and `npm run staff:create` / `staff:remove-demo` rest on.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import * as schema from '../../db/schema.ts';
import { LOCATIONS } from '../../db/seed/locations.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, buildStaff } from '../../db/seed/people.ts';
import { Refusal } from '../../domain/refusal.ts';
import { STAFF_PASSWORD_RULE } from '../../domain/staff-password.ts';
import { testDatabases } from '../../testing/databases.ts';
import { DEMO_EMAIL_REFUSED, STAFF_EMAIL_TAKEN, addStaff, demoStaffLeft, retireDemoStaff } from './accounts.ts';
import { UNKNOWN_BRANCH } from './menu.ts';
import { signIn } from './sessions.ts';
import { carrySession } from '../orders/orders.service.ts';
import { checkPin } from './pin.ts';

const TILL = '203.0.113.5';
const OWNER = {
  email: 'Owner@Example.co.nz ',
  password: 'a long passphrase for the till',
  pin: '4821',
  role: 'admin',
  firstname: 'Ngaio',
  lastname: 'Owner',
  locationCode: 'web',
};

async function refusal(work: Promise<unknown>): Promise<Refusal> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Refusal);
  return err as Refusal;
}

describe.each(testDatabases())('staff accounts ($name)', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(() => handle?.close());

  it("makes a new shop's first admin, who signs in and gives their PIN", async () => {
    const made = await addStaff(handle.db, OWNER);
    expect(made.email).toBe('owner@example.co.nz');
    const [row] = await queryRows<{ role: string; location_code: string; password_hash: string }>(
      handle.db,
      sql`select role, location_code, password_hash from staff where id = ${made.id}`,
    );
    expect(row).toMatchObject({ role: 'admin', location_code: 'WEB' });
    expect(row!.password_hash).not.toContain(OWNER.password);
    await signIn(
      handle.db,
      'till-1',
      { email: 'owner@example.co.nz', password: OWNER.password, address: TILL },
      carrySession,
    );
    const pin = await checkPin(handle.db, { staffId: made.id, pin: '4821', type: 'order', managerId: 0 });
    expect(pin.success).toBe(true);
  });

  it('refuses a second account with the same email, whatever its case, and writes nothing', async () => {
    const err = await refusal(addStaff(handle.db, { ...OWNER, email: 'OWNER@example.co.nz', firstname: 'Other' }));
    expect([err.status, err.message]).toEqual([409, STAFF_EMAIL_TAKEN]);
    const rows = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from staff`);
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a short password, a bad PIN, an unknown role, a bad email and a demo address', async () => {
    const tries: [Partial<typeof OWNER>, string][] = [
      [{ password: DEMO_STAFF_PASSWORD }, STAFF_PASSWORD_RULE],
      [{ pin: '12a4' }, 'The PIN is 4 digits'],
      [{ pin: '12345' }, 'The PIN is 4 digits'],
      [{ role: 'owner' }, 'The role is one of staff, manager, admin'],
      [{ email: 'not an address' }, 'The email address is not valid'],
      [{ email: 'Admin@Kauri.test' }, DEMO_EMAIL_REFUSED],
      [{ firstname: ' ' }, 'A staff member needs a first name'],
    ];
    for (const [change, message] of tries) {
      const err = await refusal(addStaff(handle.db, { ...OWNER, email: 'second@example.co.nz', ...change }));
      expect([err.status, err.message]).toEqual([422, message]);
    }
    const rows = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from staff`);
    expect(rows[0]!.n).toBe(1);
  });

  it("takes only a selling place as home branch once the shop's places are loaded", async () => {
    await handle.db.insert(schema.locations).values([...LOCATIONS]);
    const depot = LOCATIONS.find((l) => !l.isWebsite && !(l.isPhysical && !l.isThirdParty));
    for (const code of ['NOWHERE', ...(depot ? [depot.code] : [])]) {
      const err = await refusal(addStaff(handle.db, { ...OWNER, email: 'third@example.co.nz', locationCode: code }));
      expect([err.status, err.message]).toEqual([422, UNKNOWN_BRANCH]);
    }
    const made = await addStaff(handle.db, {
      ...OWNER,
      email: 'third@example.co.nz',
      role: 'staff',
      locationCode: 'AKL',
    });
    expect(made.id).toBeGreaterThan(1);
  });

  it("finds the demonstration's staff and retires them: no sign-in, no PIN, the rows kept", async () => {
    await handle.db.insert(schema.staff).values(await buildStaff());
    expect(await demoStaffLeft(handle.db)).toEqual(DEMO_STAFF.map((s) => s.email));
    const [admin] = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from staff where email = 'admin@kauri.test'`,
    );
    expect(await retireDemoStaff(handle.db)).toHaveLength(DEMO_STAFF.length);
    expect(await demoStaffLeft(handle.db)).toEqual([]);
    const err = await refusal(
      signIn(
        handle.db,
        'till-2',
        { email: 'admin@kauri.test', password: DEMO_STAFF_PASSWORD, address: TILL },
        carrySession,
      ),
    );
    expect(err.status).toBe(401);
    await refusal(checkPin(handle.db, { staffId: Number(admin!.id), pin: '1111', type: 'order', managerId: 0 }));
    const rows = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from staff`);
    expect(rows[0]!.n).toBe(2 + DEMO_STAFF.length);
    // Nobody else was touched.
    await signIn(
      handle.db,
      'till-3',
      { email: 'third@example.co.nz', password: OWNER.password, address: TILL },
      carrySession,
    );
  });
});
