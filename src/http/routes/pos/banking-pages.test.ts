// The two banking pages as the server renders them: /pos/daily-banking (?date=) and
// /pos/report/dailyBanking/view/{id}: the loaders' staff check, the list's columns and options, a
// date in the address that is not one, one banking as submitted, and a missing one (404, in words).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SUCH_BANKING } from '../../../contract/pos-banking.ts';
import type { SignedInStaff } from '../../../contract/pos.ts';
import { readConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { DEMO_STAFF_PASSWORD } from '../../../db/seed/people.ts';
import { type Services, createServices } from '../../../services/index.ts';
import { insertPaidLine } from '../../../testing/banking-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { EMAILS, insertStaffFixture } from '../../../testing/staff-fixture.ts';
import PosDailyBankingView, { loader as viewLoader } from '../../../web/counter/routes/pos.daily-banking-view.tsx';
import PosDailyBanking, { loader as listLoader } from '../../../web/counter/routes/pos.daily-banking.tsx';

const DAY = '2026-11-02';

/** The loader's data and status, whether it answered plainly or with data(…, { status }). */
function unwrap<T>(answer: unknown): { data: T; status: number } {
  const a = answer as { data?: T; init?: { status?: number } | null };
  return 'init' in (a as object) && 'data' in (a as object)
    ? { data: a.data as T, status: a.init?.status ?? 200 }
    : { data: answer as T, status: 200 };
}

/** A page inside a router with the root's data (the sign-out button reads its token there). */
function render(Component: (props: never) => unknown, loaderData: unknown): string {
  const Page = () => createElement(Component as never, { loaderData } as never);
  const Stub = createRoutesStub([{ id: 'root', path: '/', children: [{ path: 'page', Component: Page }] }]);
  return renderToString(
    createElement(Stub, { initialEntries: ['/page'], hydrationData: { loaderData: { root: { csrfToken: 't' } } } }),
  );
}

describe.each(testDatabases())('the banking pages ($name)', (target) => {
  let handle: DatabaseHandle;
  let services: Services;
  let session = '';
  let id = 0;

  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
    services = createServices(handle.db, readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv));
    await insertPaidLine(handle.db, {
      branch: 'AKL',
      gateway: 'veftpos',
      cents: 45_000,
      paidAt: '2026-11-01T23:00:00Z',
    });
    await insertPaidLine(handle.db, {
      branch: 'CHC',
      gateway: 'veftpos',
      cents: 10_000,
      paidAt: '2026-11-01T23:00:00Z',
    });
    session = (await services.staff.signIn('before-sign-in', EMAILS.staff, DEMO_STAFF_PASSWORD, '127.0.0.1')).sessionId;
    const sam = (await services.staff.staffOfSession(session)) as SignedInStaff;
    id = (
      await services.banking.create(sam, {
        date: DAY,
        branch: undefined,
        pMethods: [
          { gateway: 'veftpos', actual: '449' },
          { gateway: 'directcrd', actual: '0' },
          { gateway: 'offline', actual: '0' },
        ],
        comment: 'Short by a dollar <b>',
      })
    ).id;
  });
  afterAll(() => handle?.close());

  const args = (url: string, params: Record<string, string> = {}, sessionId = session) =>
    ({
      params,
      request: new Request(`http://localhost${url}`),
      context: { services, sessionId, csrfToken: 't', cspNonce: 'n', requestId: 'r' },
    }) as never;

  it('sends a visitor without a staff session to the sign-in page', async () => {
    for (const thrown of [
      await listLoader(args('/pos/daily-banking', {}, 'a-visitor')).catch((e: unknown) => e),
      await viewLoader(args(`/pos/report/dailyBanking/view/${id}`, { id: String(id) }, 'a-visitor')).catch(
        (e: unknown) => e,
      ),
    ]) {
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get('location')).toBe('/pos/login');
    }
  });

  it('lists the day asked per branch: the columns, View for the banked one, Can’t start for another branch', async () => {
    const answer = await listLoader(args(`/pos/daily-banking?date=${DAY}`));
    expect(answer.first.date).toBe(DAY);
    const page = render(PosDailyBanking as never, answer);
    for (const text of ['End Day Banking', 'Branch', 'Staff', 'Expected', 'Actual', 'Difference', 'Option'])
      expect(page, text).toContain(`>${text}<`);
    expect(page).toContain(`href="/pos/report/dailyBanking/view/${id}"`);
    expect(page).toContain('-$1.00');
    expect(page).toContain('$100.00');
    expect(page).toContain('Can&#x27;t start');
  });

  it('shows today for a date in the address that is not one', async () => {
    for (const bad of ['2026-13-01', 'soon', '']) {
      const answer = await listLoader(args(`/pos/daily-banking?date=${bad}`));
      expect(answer.first.date).toBe(answer.today);
    }
  });

  it('shows one banking as submitted, and says a missing one does not exist (404)', async () => {
    const { data, status } = unwrap(await viewLoader(args('', { id: String(id) })));
    expect(status).toBe(200);
    const page = render(PosDailyBankingView as never, data);
    for (const text of [
      'Auckland – Mt Wellington',
      'Sam Staff',
      '$450.00',
      '$449.00',
      '-$1.00',
      'Short by a dollar &lt;b&gt;',
    ])
      expect(page, text).toContain(text);
    for (const missing of [String(id + 100), '0', 'abc', '99999999999']) {
      const answer = unwrap<{ record: unknown }>(await viewLoader(args('', { id: missing })));
      expect(answer.status, missing).toBe(404);
      expect(render(PosDailyBankingView as never, answer.data)).toContain(NO_SUCH_BANKING);
    }
  });
});
