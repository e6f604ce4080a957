// The transfers screen as the server renders it (/pos/stock/transfers): the loader's staff check, the
// filters read from the address (a hand-edited one falls back to the plain list), and what each role
// sees: New transfer for managers only, Receive on a transfer coming to the staff member's branch.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { DEMO_STAFF_PASSWORD } from '../../../db/seed/people.ts';
import { type Services, createServices } from '../../../services/index.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { EMAILS, SIGNED_IN, insertStaffFixture } from '../../../testing/staff-fixture.ts';
import { resetTransferStock } from '../../../testing/transfer-fixture.ts';
import PosStockTransfers, { loader } from '../../../web/counter/routes/pos.stock-transfers.tsx';

type LoaderData = Awaited<ReturnType<typeof loader>>;

function render(data: LoaderData): string {
  const Page = () =>
    createElement(PosStockTransfers, { loaderData: data } as unknown as Parameters<typeof PosStockTransfers>[0]);
  const Stub = createRoutesStub([
    { id: 'root', path: '/', children: [{ path: 'pos/stock/transfers', Component: Page }] },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: ['/pos/stock/transfers'],
      hydrationData: { loaderData: { root: { csrfToken: 't' } } },
    }),
  );
}

describe.each(testDatabases())('the transfers screen ($name)', (target) => {
  let handle: DatabaseHandle;
  let services: Services;
  const sessions: Record<string, string> = {};
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
    await resetTransferStock(handle.db);
    services = createServices(handle.db, readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv));
    for (const [who, email] of Object.entries({ sam: EMAILS.staff, mere: EMAILS.manager, lucy: EMAILS.lucy }))
      sessions[who] = (await services.staff.signIn(`before-${who}`, email, DEMO_STAFF_PASSWORD, '127.0.0.1')).sessionId;
    await services.transfers.send(SIGNED_IN.mere, {
      from: 'AKL',
      to: 'CHC',
      note: 'For the sale',
      lines: [{ sku: 'LAMP-1', fromBin: 'FLOOR', toBin: '', qty: 2 }],
    });
  });
  afterAll(() => handle?.close());

  const args = (query: string, sessionId: string) =>
    ({
      params: {},
      request: new Request(`http://localhost/pos/stock/transfers${query}`),
      context: { services, sessionId, csrfToken: 't', cspNonce: 'n', requestId: 'r' },
    }) as never;

  it('sends a visitor without a staff session to the sign-in page', async () => {
    const thrown = await loader(args('', 'a-visitor')).catch((e: unknown) => e);
    expect((thrown as Response).headers.get('location')).toBe('/pos/login');
  });

  it('shows the list with New transfer to a manager, and Receive to staff of the branch it goes to', async () => {
    const asMere = render(await loader(args('', sessions.mere!)));
    expect(asMere).toContain('New transfer');
    expect(asMere).toContain('LAMP-1');
    expect(asMere).toContain('For the sale');
    expect(asMere).toContain('In transit');
    expect(asMere).toContain('Receive');
    const asSam = render(await loader(args('', sessions.sam!)));
    expect(asSam).not.toContain('New transfer');
    expect(asSam).not.toContain('data-testid="transfer-receive"');
    expect(render(await loader(args('', sessions.lucy!)))).toContain('data-testid="transfer-receive"');
  });

  it('reads its filters from the address, and falls back to the plain list on a bad one', async () => {
    expect((await loader(args('?status=received', sessions.sam!))).list.total).toBe(0);
    expect((await loader(args('?location=CHC&status=in_transit', sessions.sam!))).list.total).toBe(1);
    const fallback = await loader(args('?status=lost&page=x', sessions.sam!));
    expect(fallback.query).toEqual({ page: 1 });
    expect(fallback.list.total).toBe(1);
  });
});
