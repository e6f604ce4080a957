// The coupon page as the server renders it (/pos/coupons?s=&sort=&direction=&page=): the loader's staff
// check, the list the address asks for (bad values fall back to the defaults), the columns, and Add
// new coupon and the row changes only for a manager or an admin. Both databases.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { DEMO_STAFF_PASSWORD } from '../../../db/seed/people.ts';
import { type Services, createServices } from '../../../services/index.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { EMAILS, insertStaffFixture } from '../../../testing/staff-fixture.ts';
import PosCoupons, { loader } from '../../../web/counter/routes/pos.coupons.tsx';

/** A page inside a router with the root's data (the sign-out button reads its token there). */
function render(loaderData: unknown): string {
  const Page = () => createElement(PosCoupons as never, { loaderData } as never);
  const Stub = createRoutesStub([{ id: 'root', path: '/', children: [{ path: 'page', Component: Page }] }]);
  return renderToString(
    createElement(Stub, { initialEntries: ['/page'], hydrationData: { loaderData: { root: { csrfToken: 't' } } } }),
  );
}

describe.each(testDatabases())('the coupon page ($name)', (target) => {
  let handle: DatabaseHandle;
  let services: Services;
  const sessions = { staff: '', manager: '' };

  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
    services = createServices(handle.db, readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv));
    for (const who of ['staff', 'manager'] as const)
      sessions[who] = (
        await services.staff.signIn(`before-${who}`, EMAILS[who], DEMO_STAFF_PASSWORD, '127.0.0.1')
      ).sessionId;
  });
  afterAll(() => handle?.close());

  const args = (url: string, sessionId: string) =>
    ({
      params: {},
      request: new Request(`http://localhost${url}`),
      context: { services, sessionId, csrfToken: 't', cspNonce: 'n', requestId: 'r' },
    }) as never;

  it('sends a visitor without a staff session to the sign-in page', async () => {
    const thrown = await loader(args('/pos/coupons', 'a-visitor')).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/pos/login');
  });

  it('shows a manager the list with Add new coupon, and Enable or Disable per row', async () => {
    const answer = await loader(args('/pos/coupons', sessions.manager));
    expect(answer.mayChange).toBe(true);
    expect(answer.first.total).toBe(7);
    const page = render(answer);
    for (const text of ['Coupons', 'Time', 'Code', 'Description', 'Status', 'Actions', 'Add new coupon'])
      expect(page, text).toContain(text);
    expect(page).toContain('aria-sort="descending"');
    expect(page).toContain('WELCOME10');
    expect(page).toContain('Disable WELCOME10');
    expect(page).toContain('Enable STAFFONLY');
  });

  it('shows plain staff the list and the history only', async () => {
    const answer = await loader(args('/pos/coupons', sessions.staff));
    expect(answer.mayChange).toBe(false);
    const page = render(answer);
    expect(page).toContain('History of WELCOME10');
    expect(page).not.toContain('Add new coupon');
    expect(page).not.toContain('Disable WELCOME10');
  });

  it('reads the search, sort, direction and page from the address; bad values are the defaults', async () => {
    const asked = await loader(args('/pos/coupons?s=off&sort=code&direction=asc&page=1', sessions.staff));
    expect(asked.query).toEqual({ search: 'off', sort: 'code', direction: 'asc', page: 1 });
    expect(asked.first.coupons.map((c) => c.code)).toEqual(['NODEALS15', 'ONCE100', 'SAVE50', 'SPRING20', 'WELCOME10']);
    expect(render(asked)).toContain('aria-sort="ascending"');
    const bad = await loader(args('/pos/coupons?sort=price&direction=up&page=-3', sessions.staff));
    expect(bad.query).toEqual({ search: '', sort: 'time', direction: 'desc', page: 1 });
    const far = await loader(args('/pos/coupons?page=9', sessions.staff));
    expect(far.first.coupons).toEqual([]);
    expect(render(far)).toContain('No result(s)');
  });
});
