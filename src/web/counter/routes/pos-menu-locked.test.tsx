// The POS menu's "Locked staff" list: a manager's page lists who is locked out with an Unlock button;
// a staff member's page has no list (the unlock call refuses them too: src/http/routes/pos/address-limits.test.ts).
import { renderToString } from 'react-dom/server';
import { Outlet, createRoutesStub, useLoaderData } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { DEMO_STAFF_PASSWORD } from '../../../db/seed/people.ts';
import { LOGIN_FROM_RULE, PIN_RULE } from '../../../services/staff/staff.service.ts';
import { takeAttempt, lockIfSpent } from '../../../services/staff/attempts.ts';
import { type Services, createServices } from '../../../services/index.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { EMAILS, STAFF, insertStaffFixture } from '../../../testing/staff-fixture.ts';
import PosMenu, { loader } from './pos.menu.tsx';

function MenuPage() {
  const loaderData = useLoaderData();
  return <PosMenu {...({ loaderData } as unknown as Parameters<typeof PosMenu>[0])} />;
}
const Stub = createRoutesStub([
  { id: 'root', path: '/', Component: Outlet, children: [{ id: 'menu', index: true, Component: MenuPage }] },
]);

describe.each(testDatabases())('POS menu, locked staff ($name)', (target) => {
  let handle: DatabaseHandle;
  let services: Services;
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
    services = createServices(handle.db, readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv));
    // Lucy's PIN locked, and her sign-in from one address.
    const now = new Date();
    for (let i = 0; i < PIN_RULE.limit; i++) await takeAttempt(handle.db, PIN_RULE, String(STAFF.lucy), now);
    await lockIfSpent(handle.db, PIN_RULE, String(STAFF.lucy), now);
    const here = `203.0.113.5 ${EMAILS.lucy}`;
    for (let i = 0; i < LOGIN_FROM_RULE.limit; i++) await takeAttempt(handle.db, LOGIN_FROM_RULE, here, now);
    await lockIfSpent(handle.db, LOGIN_FROM_RULE, here, now);
  });
  afterAll(() => handle?.close());

  const pageOf = async (email: string) => {
    const { sessionId } = await services.staff.signIn(`menu-${email}`, email, DEMO_STAFF_PASSWORD, '192.0.2.1');
    const data = await loader({ context: { services, sessionId } } as never);
    // The page reads the root route's anti-forgery token (its sign-out form), so it renders inside a router.
    const html = renderToString(
      <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: { csrfToken: 'token' }, menu: data } }} />,
    );
    return { data, html };
  };

  it('shows a manager who is locked out, and of what, with an Unlock button', async () => {
    const { data, html } = await pageOf(EMAILS.manager);
    expect(data.locked).toEqual([
      { id: STAFF.lucy, firstname: 'Lucy', lastname: 'Chen', pinLocked: true, signInLocked: true },
    ]);
    expect(html).toContain('Locked staff');
    expect(html).toMatch(/Lucy.*Chen.*sign-in and PIN/);
    expect(html).toContain('Unlock');
  });

  it('shows a staff member no list', async () => {
    const { data, html } = await pageOf(EMAILS.staff);
    expect(data.locked).toBeNull();
    expect(html).not.toContain('Locked staff');
  });
});
