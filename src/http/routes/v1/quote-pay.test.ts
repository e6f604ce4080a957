// Paying a quote online over HTTP (POST /v1/quote/pay): the form's words, the link's token, the quotes
// that cannot be paid, an approved payment, the race, and the links to the pay page. Declines, lapses
// and coupons: quote-pay-release.test.ts. The app and quotes: src/testing/quote-pay-app.ts. On PGlite
// and (with TEST_DATABASE_URL) PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { CAPTCHA_FAILED_MESSAGE } from '../../../domain/checkout-rules.ts';
import {
  createSimulatorSigner,
  SIGNATURE_HEADER,
  simNotification,
  type SimFields,
} from '../../../integrations/payments/simulator.ts';
import { QUOTE_PAY_WORDS } from '../../../services/checkout/checkout.service.ts';
import { documentToken, payQuoteUrl } from '../../../services/pos-cart/quote-link.ts';
import { quoteMail } from '../../../services/pos-cart/quote-mail.ts';
import { quoteSheet } from '../../../services/pos-cart/quote-print.ts';
import { shopSnapshot, stockOf } from '../../../testing/checkout-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type PayAnswer, type QuotePayApp, SOFA, openQuotePayApp } from '../../../testing/quote-pay-app.ts';
import { simulatorKey } from '../../../services/outside/outside.service.ts';

describe.each(testDatabases())('paying a quote online on $name', (target) => {
  let app: QuotePayApp;
  beforeAll(async () => {
    app = await openQuotePayApp(target, 100_950);
  });
  afterAll(() => app?.close());

  it("says each of the form's words, and a method that cannot take the total in the cart's words", async () => {
    const q = await app.quote();
    const b = await app.browser();
    const cases: [Record<string, unknown>, string][] = [
      [{ payment: '' }, QUOTE_PAY_WORDS.noMethod],
      [{ agree: 0 }, "Sorry to be a bore - but can you please agree to the T&C's?"],
      [{ token: 'fail' }, CAPTCHA_FAILED_MESSAGE],
      [{ payment: 'laybuy' }, '[Laybuy] can not pay $4797.00'],
    ];
    for (const [over, words] of cases) {
      const res = await b.pay(q, over);
      expect(res.status).toBe(422);
      expect(await app.msgOf(res)).toBe(words);
    }
    expect(QUOTE_PAY_WORDS.noMethod).toBe('How do you want to pay?');
    expect((await app.orderRow(q.orderNo)).kind).toBe('quote');
    // The page offers only the methods that can take $4,797.00.
    const page = await app.services.quotePay.page(q.orderNo, q.t, app.today);
    expect(page?.methods.map((m) => m.code)).toEqual(['windcave', 'gem', 'q']);
    expect(page).toMatchObject({ state: 'payable', grandTotal: '4797.00', declined: '' });
  });

  it('only the link opens it: wrong or missing token 403, the print token 403, no such quote 404', async () => {
    const q = await app.quote();
    const b = await app.browser();
    expect((await b.pay({ ...q, t: 'x'.repeat(32) })).status).toBe(403);
    expect((await b.pay({ ...q, t: '' })).status).toBe(403);
    expect((await b.pay({ ...q, t: await documentToken(app.db, 'quote', q.orderNo) })).status).toBe(403);
    expect((await b.pay({ orderNo: 'P999999', t: q.t })).status).toBe(404);
    expect(await app.services.quotePay.page(q.orderNo, 'nope', app.today)).toBeNull();
  });

  it('an expired quote, one no longer pending and one already paid are refused, with a page saying so', async () => {
    const b = await app.browser();
    const expired = await app.quote({ expiryDate: '2020-01-31' });
    const res = await b.pay(expired);
    expect(res.status).toBe(409);
    expect(await app.msgOf(res)).toBe('This quote has expired');
    expect(await app.services.quotePay.page(expired.orderNo, expired.t, app.today)).toMatchObject({
      state: 'expired',
      message: 'This quote has expired',
    });
    const locked = await app.quote({ status: 'locked' });
    expect(await app.msgOf(await b.pay(locked))).toBe(QUOTE_PAY_WORDS.closed);
    const paid = await app.quote();
    await app.db.execute(
      sql`update orders set kind = 'order', status = 'paid', paid_at = now() where id = ${paid.orderId}`,
    );
    expect(await app.msgOf(await b.pay(paid))).toBe('This quote has already been paid');
    expect(await app.held(paid.orderId)).toBe(0);
  });

  it('approve: the quote becomes the order in place with its stock held, then paid; a replay changes nothing', async () => {
    const q = await app.quote();
    const b = await app.browser();
    const sofaBefore = (await stockOf(app.db, SOFA)).AKL!;
    const res = await b.pay(q);
    expect(res.status).toBe(200);
    const done = (await res.json()) as PayAnswer;
    expect(done).toMatchObject({ success: true, orderNo: q.orderNo, redirect: '/gateway-sim/pay', method: 'POST' });
    expect(done.params.returnUrl).toBe(`${app.base}/quote/${q.orderNo}/pay?t=${q.t}`);
    expect(done.params.amount).toBe('4797.00');
    expect(await app.orderRow(q.orderNo)).toMatchObject({
      kind: 'order',
      status: 'pending',
      channel: 'web',
      comment: 'Paying online: Please ring before delivery',
    });
    expect((await app.orderRow(q.orderNo)).hold_until).not.toBeNull();
    // Three sofas (two, and one in the bundle) and two lamps, held as the checkout holds them.
    expect(await app.held(q.orderId)).toBe(5);
    expect((await stockOf(app.db, SOFA)).AKL).toMatchObject({ free: sofaBefore.free - 3, alloc: sofaBefore.alloc + 3 });
    expect((await app.services.quotePay.page(q.orderNo, q.t, app.today))?.state).toBe('paying');

    const decided = await b.decide(done.params, 'approve');
    expect(decided.status).toBe(303);
    expect(await app.orderRow(q.orderNo)).toMatchObject({ kind: 'order', status: 'paid', hold_until: null });
    // An order for good: the counter's cart of the quote is closed, the quote's last day gone.
    const [left] = await queryRows<{ open: number; expiry: string | null }>(
      app.db,
      sql`select (select count(*)::int from carts where order_id = ${q.orderId} and status = 'open') as open,
          (select expiry_date::text from orders where id = ${q.orderId}) as expiry`,
    );
    expect(left).toMatchObject({ open: 0, expiry: null });
    expect(await app.held(q.orderId)).toBe(5);
    expect(await app.services.quotePay.page(q.orderNo, q.t, app.today)).toMatchObject({
      state: 'paid',
      message: 'This quote has already been paid',
    });

    const body = JSON.stringify(simNotification(done.params as unknown as SimFields, false));
    const signature = await createSimulatorSigner(simulatorKey(app.db)).signBody(body);
    const before = await shopSnapshot(app.db);
    const replay = await fetch(`${app.base}/v1/payments/notify/simulator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
    });
    expect(replay.status).toBe(200);
    expect(await shopSnapshot(app.db)).toEqual(before);
    expect(await app.msgOf(await b.pay(q))).toBe('This quote has already been paid');
  });

  it('two pays of one quote at once: one order, one payment started, both answered with its page', async () => {
    const q = await app.quote();
    const b = await app.browser();
    const [one, two] = await Promise.all([b.pay(q), b.pay(q)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const [a, c] = (await Promise.all([one.json(), two.json()])) as PayAnswer[];
    expect(a!.params.session).toBe(c!.params.session);
    const payments = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from payments where order_id = ${q.orderId}`,
    );
    expect(Number(payments[0]!.n)).toBe(1);
    expect(await app.held(q.orderId)).toBe(5);
    expect(
      Number(
        (
          await queryRows<{ n: number }>(
            app.db,
            sql`select count(*)::int as n from orders where order_no = ${q.orderNo}`,
          )
        )[0]!.n,
      ),
    ).toBe(1);
  });

  it("the quote email and the printed quote carry the pay page's link", async () => {
    const q = await app.quote();
    const sheet = (await quoteSheet(app.db, q.orderNo))!;
    const link = `${app.base}${await payQuoteUrl(app.db, q.orderNo)}`;
    const mail = quoteMail(
      sheet,
      'a@example.co.nz',
      `${app.base}/print`,
      { firstname: 'Sam', lastname: 'Staff' } as never,
      link,
    );
    expect(mail.text).toContain(`Pay online: ${link}`);
    expect(mail.html).toContain('Pay online');
    expect(await app.services.quotes.payUrl(q.orderNo)).toBe(await payQuoteUrl(app.db, q.orderNo));
    const expired = await app.quote({ expiryDate: '2020-01-31' });
    expect(await app.services.quotes.payUrl(expired.orderNo)).toBeNull();
  });
});
