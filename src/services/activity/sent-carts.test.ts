// The sent-cart log: read from sent_carts, newest first, 20 a page; a salesperson sees only their own
// carts, a manager or an admin everyone's or their own (onlyMe); each entry says what was sent to whom
// and when it was opened, and names the order that credited the sale. And the page that shows it,
// which opens on the signed-in person's own carts for everyone.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInStaff } from '../../contract/pos.ts';
import { readConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { testDatabases } from '../../testing/databases.ts';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/people.ts';
import { EMAILS, STAFF, insertStaffFixture } from '../../testing/staff-fixture.ts';
import PosSentCarts, { loader } from '../../web/counter/routes/pos.sent-carts.tsx';
import { type Services, createServices } from '../index.ts';
import { createActivityService } from './activity.service.ts';
import { sentCartLog, sentCartScope } from './sent-carts.ts';

const SENT = new Date('2026-10-01T00:00:00Z');
const DAY = 86_400_000;
const person = (id: number, role: SignedInStaff['role']) => ({ id, role }) as SignedInStaff;

describe.each(testDatabases())('the sent-cart log ($name)', (target) => {
  let handle: DatabaseHandle;
  let services: Services;
  let creditedNo = '';
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
    // Sam sent 25 carts, a day apart (the newest last); Lucy sent 3. One of Sam's was bought.
    for (let i = 0; i < 25; i++)
      await handle.db.execute(
        sql`insert into sent_carts (token_hash, staff_id, email, items, sent_at, opened_at)
          values (${`sam-${i}`}, ${STAFF.staff}, ${`c${i}@example.co.nz`},
            ${JSON.stringify([
              { sku: 'LAMP-1', qty: 2 },
              { sku: 'SOFA-CHA', qty: 1 },
            ])}::jsonb,
            ${new Date(SENT.getTime() + i * DAY).toISOString()}::timestamptz,
            ${i === 24 ? new Date(SENT.getTime() + (i + 2) * DAY + 3600_000).toISOString() : null}::timestamptz)`,
      );
    for (let i = 0; i < 3; i++)
      await handle.db.execute(
        sql`insert into sent_carts (token_hash, staff_id, email, items, sent_at, opened_at)
          values (${`lucy-${i}`}, ${STAFF.lucy}, 'jo@x.nz', ${JSON.stringify([{ sku: 'LAMP-1', qty: 1 }])}::jsonb,
            ${new Date(SENT.getTime() + i * DAY + 1000).toISOString()}::timestamptz,
            ${new Date(SENT.getTime() + i * DAY + 2000).toISOString()}::timestamptz)`,
      );
    creditedNo = 'P900001';
    await handle.db.execute(
      sql`insert into orders (order_no, kind, status, channel, email, firstname, lastname, subtotal_cents, grandtotal_cents, tax_cents)
        values (${creditedNo}, 'order', 'paid', 'web', 'c24@example.co.nz', 'C', 'Buyer', 10000, 10000, 1304)`,
    );
    await handle.db.execute(
      sql`update sent_carts set order_id = (select id from orders where order_no = ${creditedNo}) where token_hash = 'sam-24'`,
    );
    services = createServices(handle.db, readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv));
    services.activity = createActivityService(handle.db);
  });
  afterAll(() => handle?.close());

  it('a salesperson reads only their own carts, whatever they ask; a manager or admin reads everyone’s, or their own', () => {
    expect(sentCartScope(person(STAFF.staff, 'staff'), false)).toBe(STAFF.staff);
    expect(sentCartScope(person(STAFF.staff, 'staff'), true)).toBe(STAFF.staff);
    expect(sentCartScope(person(STAFF.manager, 'manager'), false)).toBeNull();
    expect(sentCartScope(person(STAFF.admin, 'admin'), false)).toBeNull();
    expect(sentCartScope(person(STAFF.manager, 'manager'), true)).toBe(STAFF.manager);
  });

  it('pages 20 at a time, newest first, and says what was sent, to whom and when it was opened', async () => {
    const first = await services.activity.sentCarts(person(STAFF.staff, 'staff'), { page: 1, onlyMe: false });
    expect(first.total).toBe(25);
    expect(first.logs).toHaveLength(20);
    expect(first.logs.every((l) => l.causer_id === STAFF.staff)).toBe(true);
    expect(first.logs[0]).toEqual({
      id: expect.any(Number),
      created_at: new Date(SENT.getTime() + 24 * DAY).toISOString(),
      causer_id: STAFF.staff,
      description: 'Sent 3 items to c24@example.co.nz; opened 2 days later',
      remind_ids: [],
      order_no: creditedNo,
    });
    expect(first.logs[1]).toMatchObject({
      description: 'Sent 3 items to c23@example.co.nz; not opened yet',
      order_no: null,
    });
    expect(first.logStaffs).toEqual({ [STAFF.staff]: { name: 'Sam Staff', email: 'staff@kauri.test', branch: 'AKL' } });
    const second = await services.activity.sentCarts(person(STAFF.staff, 'staff'), { page: 2, onlyMe: false });
    expect(second.logs.map((l) => l.description.split(';')[0])).toEqual(
      [4, 3, 2, 1, 0].map((i) => `Sent 3 items to c${i}@example.co.nz`),
    );
    expect((await services.activity.sentCarts(person(STAFF.staff, 'staff'), { page: 9, onlyMe: false })).logs).toEqual(
      [],
    );
  });

  it('POST /pos/activity/getLogs with event email-cart answers the same log, in the same scope', async () => {
    const ask = { event: 'email-cart' as const, page: 1, pageSize: 20, onlyMe: false };
    const sam = await services.activity.getLogs(person(STAFF.staff, 'staff'), ask);
    expect([sam.total, sam.logs.every((l) => l.causer_id === STAFF.staff)]).toEqual([25, true]);
    expect((await services.activity.getLogs(person(STAFF.manager, 'manager'), ask)).total).toBe(28);
    expect((await services.activity.getLogs(person(STAFF.manager, 'manager'), { ...ask, onlyMe: true })).total).toBe(0);
    expect((await services.activity.getLogs(person(STAFF.lucy, 'staff'), { ...ask, pageSize: 2 })).logs).toHaveLength(
      2,
    );
  });

  it("a manager sees everyone's carts (both staff named), or only their own", async () => {
    const all = await services.activity.sentCarts(person(STAFF.manager, 'manager'), { page: 2, onlyMe: false });
    expect(all.total).toBe(28);
    expect(all.logs).toHaveLength(8);
    // Lucy's first went a second after Sam's first: the page's last two.
    expect(all.logs.at(-1)).toMatchObject({ causer_id: STAFF.staff });
    expect(all.logs.at(-2)).toMatchObject({
      causer_id: STAFF.lucy,
      description: 'Sent 1 item to jo@x.nz; opened the same day',
    });
    expect(Object.keys(all.logStaffs).sort()).toEqual([String(STAFF.staff), String(STAFF.lucy)].sort());
    const own = await services.activity.sentCarts(person(STAFF.manager, 'manager'), { page: 1, onlyMe: true });
    expect(own).toEqual({ success: true, logs: [], logStaffs: {}, total: 0, error: '' });
  });

  it('cuts a page size out of bounds and reads a bad page as the first', async () => {
    expect((await sentCartLog(handle.db, { page: 1, pageSize: 1000, staffId: null })).logs).toHaveLength(28);
    expect((await sentCartLog(handle.db, { page: 0, pageSize: 0, staffId: null })).logs).toHaveLength(20);
    expect((await sentCartLog(handle.db, { page: -3, pageSize: 5, staffId: STAFF.lucy })).logs).toHaveLength(3);
  });

  describe('the page', () => {
    const sessions = new Map<string, string>();
    const sessionOf = async (email: string) => {
      if (!sessions.has(email)) {
        const signed = await services.staff.signIn(
          'before-sign-in',
          email,
          DEMO_STAFF_PASSWORD,
          `10.1.0.${sessions.size + 1}`,
        );
        sessions.set(email, signed.sessionId);
      }
      return sessions.get(email)!;
    };
    const load = async (email: string | null, url: string) =>
      loader({
        context: { services, sessionId: email === null ? 'a-visitor' : await sessionOf(email) },
        request: new Request(`https://shop.kauri.test${url}`),
        params: {},
      } as unknown as Parameters<typeof loader>[0]);
    const render = (data: Awaited<ReturnType<typeof loader>>) => {
      const Page = () =>
        createElement(PosSentCarts, { loaderData: data } as unknown as Parameters<typeof PosSentCarts>[0]);
      const Stub = createRoutesStub([
        { id: 'root', path: '/', children: [{ path: 'pos/sent-carts', Component: Page }] },
      ]);
      return renderToString(
        createElement(Stub, {
          initialEntries: ['/pos/sent-carts'],
          hydrationData: { loaderData: { root: { csrfToken: 't' } } },
        }),
      );
    };

    it('sends a visitor without a staff session to the sign-in', async () => {
      const thrown = await load(null, '/pos/sent-carts').catch((e: unknown) => e);
      expect((thrown as Response).headers.get('location')).toBe('/pos/login');
    });

    it("shows a salesperson's own carts with the columns, the note, the crediting order's link and five page links", async () => {
      // Asking for everyone's changes nothing for a salesperson.
      const data = await load(EMAILS.staff, '/pos/sent-carts?everyone=1');
      expect(data).toMatchObject({ page: 1, manager: false, mine: true, log: { total: 25 } });
      const html = render(data);
      for (const words of ['Sent at', 'Staff', 'Activity', 'Sent Cart Log']) expect(html).toContain(`>${words}<`);
      expect(html).toContain('within 60 days of sending are attributed to the staff member');
      expect(html).toContain(`href="/pos/order-detail/${creditedNo}"`);
      expect(html).toContain('href="/pos/sent-carts?page=2"');
      expect(html).not.toContain('Only mine');
      expect(html).not.toContain('Everyone');
      expect(html.match(/aria-label="Page \d"/g)).toEqual(['aria-label="Page 1"', 'aria-label="Page 2"']);
    });

    it("opens on a manager's or an admin's own carts; they widen it to everyone's (?everyone=1); a bad page is the first", async () => {
      for (const email of [EMAILS.manager, EMAILS.admin]) {
        const own = await load(email, '/pos/sent-carts?page=x');
        expect(own, email).toMatchObject({ page: 1, manager: true, mine: true, log: { total: 0 } });
        const html = render(own);
        expect(html).toMatch(/<a href="\/pos\/sent-carts" aria-current="page"[^>]*>Only mine</);
        expect(html).toMatch(/<a href="\/pos\/sent-carts\?everyone=1"[^>]*>Everyone&#x27;s</);
        const all = await load(email, '/pos/sent-carts?everyone=1');
        expect(all, email).toMatchObject({ mine: false, log: { total: 28 } });
        // Its pages keep everyone's.
        expect(render(all)).toContain('href="/pos/sent-carts?page=2&amp;everyone=1"');
        expect(render(all)).toMatch(/<a href="\/pos\/sent-carts\?everyone=1" aria-current="page"/);
      }
    });
  });
});
