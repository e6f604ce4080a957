// Paying a quote online when the money does not come: a decline (the quote payable again, another
// method), money approved late on a declined try, a payment page that never opened, a hold that ran
// out, and the quote's coupon use taken and given back (orders/coupon-use.ts). On PGlite and (with
// TEST_DATABASE_URL) PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { createTestCheck } from '../../../integrations/human-check/index.ts';
import {
  createSimulatorSigner,
  SIGNATURE_HEADER,
  simNotification,
  type SimFields,
} from '../../../integrations/payments/simulator.ts';
import { openCartId } from '../../../services/cart/lookup.ts';
import { priceForCheckout } from '../../../services/cart/priced.ts';
import { createCheckoutService } from '../../../services/checkout/checkout.service.ts';
import { stockOf } from '../../../testing/checkout-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { LAMP, type PayAnswer, type QuotePayApp, openQuotePayApp } from '../../../testing/quote-pay-app.ts';
import { simulatorKey } from '../../../services/outside/outside.service.ts';

describe.each(testDatabases())('a quote paid online and not paid on $name', (target) => {
  let app: QuotePayApp;
  beforeAll(async () => {
    app = await openQuotePayApp(target, 100_980);
  });
  afterAll(() => app?.close());

  it('decline: stock released, the quote payable again, and paid with another method', async () => {
    const q = await app.quote();
    const b = await app.browser();
    const lampBefore = await stockOf(app.db, LAMP);
    const first = (await (await b.pay(q)).json()) as PayAnswer;
    expect(await app.held(q.orderId)).toBe(5);
    expect((await b.decide(first.params, 'decline')).status).toBe(303);
    expect(await app.orderRow(q.orderNo)).toMatchObject({
      kind: 'quote',
      status: 'pending',
      channel: 'pos',
      hold_until: null,
    });
    expect(await app.held(q.orderId)).toBe(0);
    expect(await stockOf(app.db, LAMP)).toEqual(lampBefore);
    const page = await app.services.quotePay.page(q.orderNo, q.t, app.today);
    expect(page?.state).toBe('payable');
    expect(page?.declined).not.toBe('');

    const again = await b.pay(q, { payment: 'gem' });
    expect(again.status).toBe(200);
    const second = (await again.json()) as PayAnswer;
    expect(second.params.session).not.toBe(first.params.session);
    expect(await app.held(q.orderId)).toBe(5);
    await b.decide(second.params, 'approve');
    expect((await app.orderRow(q.orderNo)).status).toBe('paid');
  });

  it('money approved late on a declined try makes the quote the paid order again, its stock taken again', async () => {
    const q = await app.quote();
    const b = await app.browser();
    const done = (await (await b.pay(q)).json()) as PayAnswer;
    await b.decide(done.params, 'decline');
    expect((await app.orderRow(q.orderNo)).kind).toBe('quote');
    const late = { ...simNotification(done.params as unknown as SimFields, true), notificationId: `late-${q.orderNo}` };
    const body = JSON.stringify(late);
    const res = await fetch(`${app.base}/v1/payments/notify/simulator`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: await createSimulatorSigner(simulatorKey(app.db)).signBody(body),
      },
      body,
    });
    expect(res.status).toBe(200);
    expect(await app.orderRow(q.orderNo)).toMatchObject({ kind: 'order', status: 'paid', channel: 'web' });
    expect(await app.held(q.orderId)).toBe(5);
  });

  it('a payment page that cannot be opened gives the stock and the quote back (502)', async () => {
    const q = await app.quote();
    const failing = createCheckoutService(app.db, {
      cart: { openCartId, priceForCheckout },
      humanCheck: createTestCheck(),
      paymentGateway: {
        name: 'simulator',
        startHostedPayment: async () => {
          throw new Error('provider down');
        },
        verifyNotification: async () => null,
        refund: async () => {
          throw new Error('provider down');
        },
      },
      log: { info() {}, warn() {}, error() {} } as never,
    });
    const ask = { orderNo: q.orderNo, payment: 'windcave', comment: '', agree: true, token: 'pass', origin: app.base };
    await expect(
      failing.payQuote({ sessionId: 's-1', userId: null } as never, { ...ask, returnPath: '/' }),
    ).rejects.toMatchObject({ status: 502 });
    expect(await app.orderRow(q.orderNo)).toMatchObject({ kind: 'quote', status: 'pending', channel: 'pos' });
    expect(await app.held(q.orderId)).toBe(0);
    expect((await app.services.quotePay.page(q.orderNo, q.t, app.today))?.state).toBe('payable');
  });

  it('an online payment not made within the hold gives the stock and the quote back', async () => {
    const q = await app.quote();
    const b = await app.browser();
    expect((await b.pay(q)).status).toBe(200);
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    expect(await app.services.checkout.releaseExpiredHolds(later)).toBeGreaterThanOrEqual(1);
    expect(await app.orderRow(q.orderNo)).toMatchObject({ kind: 'quote', status: 'pending' });
    expect(await app.held(q.orderId)).toBe(0);
  });

  it("takes the quote's coupon use when paying and gives it back on a decline (coupon-use.ts)", async () => {
    await app.db.execute(sql`update coupons set use_limit = 1, use_count = 0 where code = 'SAVE50'`);
    const uses = async () =>
      Number(
        (await queryRows<{ n: number }>(app.db, sql`select use_count as n from coupons where code = 'SAVE50'`))[0]!.n,
      );
    const b = await app.browser();
    const first = await app.quote({ couponCode: 'SAVE50', couponDiscountCents: 5_000 });
    const second = await app.quote({ couponCode: 'SAVE50', couponDiscountCents: 5_000 });
    const paying = (await (await b.pay(first)).json()) as PayAnswer;
    expect(await uses()).toBe(1);
    // The last use is held by the first quote's payment: the second is refused, and stays a quote.
    const refused = await b.pay(second);
    expect(refused.status).toBe(409);
    expect((await app.orderRow(second.orderNo)).kind).toBe('quote');
    expect(await app.held(second.orderId)).toBe(0);
    await b.decide(paying.params, 'decline');
    expect(await uses()).toBe(0);
    expect((await b.pay(second)).status).toBe(200);
    expect(await uses()).toBe(1);
  });
});
