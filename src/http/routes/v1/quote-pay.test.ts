// Paying a quote online over HTTP (POST /v1/quote/pay), with the payment simulator's page and its
// signed notification reaching the app on a real port, as in checkout.test.ts. The quote fixture
// (testing/quote-fixture.ts): two sofas and a lounge bundle (one more sofa, two lamps), $4,797.00.
// On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { Database, DatabaseHandle } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import { CAPTCHA_FAILED_MESSAGE } from '../../../domain/checkout-rules.ts';
import {
  createSimulatorSigner,
  SIGNATURE_HEADER,
  SIMULATOR_PAGE,
  simNotification,
  type SimFields,
} from '../../../integrations/payments/simulator.ts';
import { QUOTE_PAY_WORDS } from '../../../services/checkout/checkout.service.ts';
import { createServices, type Services } from '../../../services/index.ts';
import { documentToken, payQuoteUrl } from '../../../services/pos-cart/quote-link.ts';
import { quoteMail } from '../../../services/pos-cart/quote-mail.ts';
import { quoteSheet } from '../../../services/pos-cart/quote-print.ts';
import { shopSnapshot, stockOf } from '../../../testing/checkout-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { freePort } from '../../../testing/free-port.ts';
import { insertQuote } from '../../../testing/quote-fixture.ts';
import { insertStaffFixture } from '../../../testing/staff-fixture.ts';
import { buildApp } from '../../app.ts';

const SOFA = 1;
const LAMP = 3;
const FAR = '2099-12-31';

interface Answer {
  success: true;
  orderNo: string;
  redirect: string;
  params: Record<string, string>;
  method: string;
}

describe.each(testDatabases())('paying a quote online on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Database;
  let app: FastifyInstance;
  let services: Services;
  let base: string;
  let next = 100_950;

  beforeAll(async () => {
    handle = await target.open();
    db = handle.db;
    await insertStaffFixture(db);
    // Enough sofas at Auckland for several quotes (each takes three: two, and one in the bundle).
    await db.execute(
      sql`update stock set free = 12, on_hand = 12 where variant_id = ${SOFA} and location_code = 'AKL'`,
    );
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = readConfig({ NODE_ENV: 'test', CAPTCHA: 'test', PUBLIC_URL: base } as NodeJS.ProcessEnv);
    services = createServices(db, config);
    app = await buildApp({ config, services, sessionSecret: 'test-secret', pages: false });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  /** A new payable quote and its pay link's token. */
  async function quote(over: Parameters<typeof insertQuote>[1] | object = {}) {
    const orderNo = `P${next++}`;
    const { orderId } = await insertQuote(db, { orderNo, expiryDate: FAR, ...over });
    const path = await payQuoteUrl(db, orderNo);
    return { orderNo, orderId, t: new URL(path, base).searchParams.get('t')! };
  }

  async function browser() {
    const res = await fetch(`${base}/v1/csrf`);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const { token } = (await res.json()) as { token: string };
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const form = (path: string, fields: Record<string, string>) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    const decide = async (params: Record<string, string>, decision: 'approve' | 'decline') => {
      const page = await form(SIMULATOR_PAGE, params);
      const payer = /name="payer" value="([0-9a-f]{64})"/.exec(await page.text())?.[1] ?? '';
      return form('/gateway-sim/decide', { ...params, payer, decision });
    };
    const pay = (q: { orderNo: string; t: string }, over: Record<string, unknown> = {}) =>
      post('/v1/quote/pay', {
        orderNo: q.orderNo,
        t: q.t,
        payment: 'windcave',
        comment: 'Please ring before delivery',
        agree: 1,
        token: 'pass',
        ...over,
      });
    return { post, decide, pay };
  }

  const msgOf = async (res: Response) => ((await res.json()) as { msg: string }).msg;
  const orderRow = async (orderNo: string) =>
    (
      await queryRows<{ kind: string; status: string; channel: string; comment: string; hold_until: string | null }>(
        db,
        sql`select kind, status, channel, comment, hold_until::text from orders where order_no = ${orderNo}`,
      )
    )[0]!;
  const held = async (orderId: number) =>
    Number(
      (
        await queryRows<{ n: number }>(
          db,
          sql`select coalesce(sum(qty), 0)::int as n from stock_reservations where order_id = ${orderId} and status = 'held'`,
        )
      )[0]!.n,
    );
  const today = '2026-11-26';

  it("says each of the form's words, and a method that cannot take the total in the cart's words", async () => {
    const q = await quote();
    const b = await browser();
    const cases: [Record<string, unknown>, string][] = [
      [{ payment: '' }, QUOTE_PAY_WORDS.noMethod],
      [{ agree: 0 }, "Sorry to be a bore - but can you please agree to the T&C's?"],
      [{ token: 'fail' }, CAPTCHA_FAILED_MESSAGE],
      [{ payment: 'laybuy' }, '[Laybuy] can not pay $4797.00'],
    ];
    for (const [over, words] of cases) {
      const res = await b.pay(q, over);
      expect(res.status).toBe(422);
      expect(await msgOf(res)).toBe(words);
    }
    expect(QUOTE_PAY_WORDS.noMethod).toBe('How do you want to pay?');
    expect((await orderRow(q.orderNo)).kind).toBe('quote');
    // The page offers only the methods that can take $4,797.00.
    const page = await services.quotePay.page(q.orderNo, q.t, today);
    expect(page?.methods.map((m) => m.code)).toEqual(['windcave', 'gem', 'q']);
    expect(page).toMatchObject({ state: 'payable', grandTotal: '4797.00', declined: '' });
  });

  it('only the link opens it: wrong or missing token 403, the print token 403, no such quote 404', async () => {
    const q = await quote();
    const b = await browser();
    expect((await b.pay({ ...q, t: 'x'.repeat(32) })).status).toBe(403);
    expect((await b.pay({ ...q, t: '' })).status).toBe(403);
    expect((await b.pay({ ...q, t: await documentToken(db, 'quote', q.orderNo) })).status).toBe(403);
    expect((await b.pay({ orderNo: 'P999999', t: q.t })).status).toBe(404);
    expect(await services.quotePay.page(q.orderNo, 'nope', today)).toBeNull();
  });

  it('an expired quote, one no longer pending and one already paid are refused, with a page saying so', async () => {
    const b = await browser();
    const expired = await quote({ expiryDate: '2020-01-31' });
    const res = await b.pay(expired);
    expect(res.status).toBe(409);
    expect(await msgOf(res)).toBe('This quote has expired');
    expect(await services.quotePay.page(expired.orderNo, expired.t, today)).toMatchObject({
      state: 'expired',
      message: 'This quote has expired',
    });
    const locked = await quote({ status: 'locked' });
    expect(await msgOf(await b.pay(locked))).toBe(QUOTE_PAY_WORDS.closed);
    const paid = await quote();
    await db.execute(
      sql`update orders set kind = 'order', status = 'paid', paid_at = now() where id = ${paid.orderId}`,
    );
    expect(await msgOf(await b.pay(paid))).toBe('This quote has already been paid');
    expect(await held(paid.orderId)).toBe(0);
  });

  it('approve: the quote becomes the order in place with its stock held, then paid; a replay changes nothing', async () => {
    const q = await quote();
    const b = await browser();
    const sofaBefore = (await stockOf(db, SOFA)).AKL!;
    const res = await b.pay(q);
    expect(res.status).toBe(200);
    const done = (await res.json()) as Answer;
    expect(done).toMatchObject({ success: true, orderNo: q.orderNo, redirect: '/gateway-sim/pay', method: 'POST' });
    expect(done.params.returnUrl).toBe(`${base}/quote/${q.orderNo}/pay?t=${q.t}`);
    expect(done.params.amount).toBe('4797.00');
    expect(await orderRow(q.orderNo)).toMatchObject({
      kind: 'order',
      status: 'pending',
      channel: 'web',
      comment: 'Paying online: Please ring before delivery',
    });
    expect((await orderRow(q.orderNo)).hold_until).not.toBeNull();
    // Three sofas (two, and one in the bundle) and two lamps, held as the checkout holds them.
    expect(await held(q.orderId)).toBe(5);
    expect((await stockOf(db, SOFA)).AKL).toMatchObject({ free: sofaBefore.free - 3, alloc: sofaBefore.alloc + 3 });
    expect((await services.quotePay.page(q.orderNo, q.t, today))?.state).toBe('paying');

    const decided = await b.decide(done.params, 'approve');
    expect(decided.status).toBe(303);
    expect(await orderRow(q.orderNo)).toMatchObject({ kind: 'order', status: 'paid', hold_until: null });
    expect(await held(q.orderId)).toBe(5);
    expect(await services.quotePay.page(q.orderNo, q.t, today)).toMatchObject({
      state: 'paid',
      message: 'This quote has already been paid',
    });

    const body = JSON.stringify(simNotification(done.params as unknown as SimFields, false));
    const signature = await createSimulatorSigner(db).signBody(body);
    const before = await shopSnapshot(db);
    const replay = await fetch(`${base}/v1/payments/notify/simulator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
    });
    expect(replay.status).toBe(200);
    expect(await shopSnapshot(db)).toEqual(before);
    expect(await msgOf(await b.pay(q))).toBe('This quote has already been paid');
  });

  it('decline: stock released, the quote payable again, and paid with another method', async () => {
    const q = await quote();
    const b = await browser();
    const lampBefore = await stockOf(db, LAMP);
    const first = (await (await b.pay(q)).json()) as Answer;
    expect(await held(q.orderId)).toBe(5);
    expect((await b.decide(first.params, 'decline')).status).toBe(303);
    expect(await orderRow(q.orderNo)).toMatchObject({
      kind: 'quote',
      status: 'pending',
      channel: 'pos',
      hold_until: null,
    });
    expect(await held(q.orderId)).toBe(0);
    expect(await stockOf(db, LAMP)).toEqual(lampBefore);
    const page = await services.quotePay.page(q.orderNo, q.t, today);
    expect(page?.state).toBe('payable');
    expect(page?.declined).not.toBe('');

    const again = await b.pay(q, { payment: 'gem' });
    expect(again.status).toBe(200);
    const second = (await again.json()) as Answer;
    expect(second.params.session).not.toBe(first.params.session);
    expect(await held(q.orderId)).toBe(5);
    await b.decide(second.params, 'approve');
    expect((await orderRow(q.orderNo)).status).toBe('paid');
  });

  it('an online payment not made within the hold gives the stock and the quote back', async () => {
    const q = await quote();
    const b = await browser();
    expect((await b.pay(q)).status).toBe(200);
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    expect(await services.checkout.releaseExpiredHolds(later)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(q.orderNo)).toMatchObject({ kind: 'quote', status: 'pending' });
    expect(await held(q.orderId)).toBe(0);
  });

  it('two pays of one quote at once: one order, one payment started, both answered with its page', async () => {
    const q = await quote();
    const b = await browser();
    const [one, two] = await Promise.all([b.pay(q), b.pay(q)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const [a, c] = (await Promise.all([one.json(), two.json()])) as Answer[];
    expect(a!.params.session).toBe(c!.params.session);
    const payments = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments where order_id = ${q.orderId}`,
    );
    expect(Number(payments[0]!.n)).toBe(1);
    expect(await held(q.orderId)).toBe(5);
    expect(
      Number(
        (
          await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders where order_no = ${q.orderNo}`)
        )[0]!.n,
      ),
    ).toBe(1);
  });

  it("the quote email and the printed quote carry the pay page's link", async () => {
    const q = await quote();
    const sheet = (await quoteSheet(db, q.orderNo))!;
    const link = `${base}${await payQuoteUrl(db, q.orderNo)}`;
    const mail = quoteMail(
      sheet,
      'a@example.co.nz',
      `${base}/print`,
      { firstname: 'Sam', lastname: 'Staff' } as never,
      link,
    );
    expect(mail.text).toContain(`Pay online: ${link}`);
    expect(mail.html).toContain('Pay online');
    expect(await services.quotes.payUrl(q.orderNo)).toBe(await payQuoteUrl(db, q.orderNo));
    const expired = await quote({ expiryDate: '2020-01-31' });
    expect(await services.quotes.payUrl(expired.orderNo)).toBeNull();
  });
});
