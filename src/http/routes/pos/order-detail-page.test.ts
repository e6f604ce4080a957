// The order detail page as the server renders it (/pos/order-detail/{orderNo}, ?type=quote): the
// loader's staff check, a missing order ('The order is not exist', status 404, also for the other
// kind), and what the page shows of an order and of a quote: its facts, the lines with a bundle's
// components under theirs, the summary, the actions a pending order offers and the documents the
// server gives links for (the order's documents).
import { createElement } from 'react';
import { createRoutesStub } from 'react-router';
import { renderToString } from 'react-dom/server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { DEMO_STAFF_PASSWORD } from '../../../db/seed/people.ts';
import { type Services, createServices } from '../../../services/index.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { insertQuote } from '../../../testing/quote-fixture.ts';
import { EMAILS, insertStaffFixture } from '../../../testing/staff-fixture.ts';
import PosOrderDetail, { headers, loader } from '../../../web/counter/routes/pos.order-detail.tsx';

type LoaderAnswer = Awaited<ReturnType<typeof loader>>;
/** The loader's data, whether it answered plainly or with a status (data(…, { status })). */
const dataOf = (answer: LoaderAnswer) =>
  ('data' in answer && 'init' in answer ? answer.data : answer) as {
    info: unknown;
    staff: unknown;
    type: string;
    orderNo: string;
  };
const statusOf = (answer: LoaderAnswer) =>
  'init' in answer ? ((answer.init as { status?: number } | null)?.status ?? 200) : 200;
/** The page inside a router with the root's data (the sign-out button reads its token there). */
function render(answer: LoaderAnswer): string {
  const Page = () =>
    createElement(PosOrderDetail, { loaderData: dataOf(answer) } as unknown as Parameters<typeof PosOrderDetail>[0]);
  const Stub = createRoutesStub([
    { id: 'root', path: '/', children: [{ path: 'pos/order-detail/:no', Component: Page }] },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: ['/pos/order-detail/x'],
      hydrationData: { loaderData: { root: { csrfToken: 't' } } },
    }),
  );
}

describe.each(testDatabases())('the order detail page ($name)', (target) => {
  let handle: DatabaseHandle;
  let services: Services;
  let staffSession = '';
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
    services = createServices(handle.db, readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv));
    await insertQuote(handle.db, { orderNo: 'P100801', userId: 3 });
    // An order like the quote (its lines, a bundle's components), pending and with no payment lines.
    await insertQuote(handle.db, { orderNo: 'P100802', userId: 3 });
    await handle.db.execute(sql`update orders set kind = 'order', expiry_date = null where order_no = 'P100802'`);
    staffSession = (await services.staff.signIn('before-sign-in', EMAILS.staff, DEMO_STAFF_PASSWORD, '127.0.0.1'))
      .sessionId;
  });
  afterAll(() => handle?.close());

  const args = (orderNo: string, query = '', sessionId = staffSession) =>
    ({
      params: { orderNo },
      request: new Request(`http://localhost/pos/order-detail/${orderNo}${query}`),
      context: { services, sessionId, csrfToken: 't', cspNonce: 'n', requestId: 'r' },
    }) as never;

  it('sends a visitor without a staff session to the sign-in page', async () => {
    const thrown = await loader(args('P100802', '', 'a-visitor')).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/pos/login');
  });

  it('says a missing order does not exist, with status 404, also when it is the other kind', async () => {
    for (const [orderNo, query] of [
      ['P999999', ''],
      ['P100801', ''],
      ['P100802', '?type=quote'],
      ['bad number!', ''],
    ] as const) {
      const answer = await loader(args(orderNo, query));
      expect(statusOf(answer), orderNo).toBe(404);
      expect(dataOf(answer).info, orderNo).toBeNull();
      expect(render(answer), orderNo).toContain('The order is not exist');
    }
  });

  it('shows an order: facts, lines with the bundle’s components under theirs, summary and its actions', async () => {
    const answer = await loader(args('P100802'));
    expect(statusOf(answer)).toBe(200);
    const page = render(answer);
    for (const text of [
      'ORDER #P100802',
      '>pending<',
      'Auckland – Mt Wellington',
      'Aroha<!-- --> <!-- -->Ngata',
      'Harbour Dental',
      '1 Jervois Road, Herne Bay, Auckland 1011',
      '1 Queen Street, Auckland 1010',
      'Back to Quote',
      'Pay it later / No deposit',
      'Update customer&#x27;s details',
      '$4,797.00',
    ])
      expect(page, text).toContain(text);
    // The bundle's line, then its two components, before nothing else.
    const rows = [...page.matchAll(/data-testid="(order-line|order-component)" data-sku="([^"]+)"/g)].map(
      (m) => `${m[1]}:${m[2]}`,
    );
    expect(rows).toEqual([
      'order-line:SOFA-CHA',
      'order-line:BUNDLE-1',
      'order-component:SOFA-CHA',
      'order-component:LAMP-1',
    ]);
    // The order's documents: the tax invoice, pro-forma and labels behind signed links, and Send-to.
    expect(page).toMatch(/href="\/order\/P100802\/invoice\?t=[^"]+"/);
    expect(page).toMatch(/href="\/order\/P100802\/pro-forma\?t=[^"]+"/);
    expect(page).toMatch(/href="\/order\/P100802\/labels\?t=[^"]+"/);
    expect(page).toContain('href="/pos/order-detail/P100802/send-to"');
    expect(new Headers(headers()).get('cache-control')).toBe('private, no-store');
  });

  it('shows a quote with its print link and Edit, and none of an order’s actions', async () => {
    const answer = await loader(args('P100801', '?type=quote'));
    expect(statusOf(answer)).toBe(200);
    const page = render(answer);
    expect(page).toContain('QUOTE #P100801');
    // Its lines and summary, as an order's are.
    for (const text of ['Harbour Dental', '1 Jervois Road, Herne Bay, Auckland 1011', '$4,797.00'])
      expect(page, text).toContain(text);
    expect(page).toMatch(/<a href="\/pos\/quote-edit\/P100801"[^>]*data-testid="quote-edit"/);
    expect(page).toMatch(/href="\/quote\/P100801\/print\?t=[^"]+"/);
    expect(page).not.toContain('Back to Quote');
    expect(page).not.toContain('Pay it later');
  });

  it('offers Back to Quote only where the server will do it: not on a pending web order', async () => {
    await handle.db.execute(sql`update orders set channel = 'web' where order_no = 'P100802'`);
    const page = render(await loader(args('P100802')));
    expect(page).toContain('>pending<');
    expect(page).toContain('Pay it later / No deposit');
    expect(page).not.toContain('Back to Quote');
    await handle.db.execute(sql`update orders set channel = 'pos' where order_no = 'P100802'`);
  });

  it('offers neither Back to Quote nor No deposit once the order is not pending', async () => {
    await handle.db.execute(sql`update orders set status = 'processing' where order_no = 'P100802'`);
    const page = render(await loader(args('P100802')));
    expect(page).toContain('>processing<');
    expect(page).not.toContain('data-testid="quote-edit"');
    expect(page).not.toContain('Back to Quote');
    expect(page).not.toContain('Pay it later');
  });
});
