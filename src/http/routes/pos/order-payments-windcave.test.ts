// Pay Now on an order's card line with the Windcave adapter (against its local stand-in, never the
// internet): the browser is sent to Windcave's page (GET), a second press answers the same page, and
// Windcave's notification for the session pays the line; the order is paid once its lines reach the total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS, STAFF } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type Browser, type PosTestApp, openPosTestApp } from '../../../testing/pos-app.ts';
import { type WindcaveStandIn, startWindcaveStandIn } from '../../../testing/windcave-stand-in.ts';
import { linesOf, orderRow, placeOrderToPay } from '../../../testing/order-payment-fixture.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

describe.each(testDatabases())('payments on an order by Windcave ($name)', (target) => {
  let standIn: WindcaveStandIn;
  let t: PosTestApp;
  let sam: Browser;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    standIn = await startWindcaveStandIn('KauriREST', 'secret-key');
    const env = { WINDCAVE_URL: standIn.url, WINDCAVE_USERNAME: 'KauriREST', WINDCAVE_API_KEY: 'secret-key' };
    // The gateway reads its credentials from the process's environment (integrations/payments/index.ts).
    for (const [key, value] of Object.entries(env)) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
    t = await openPosTestApp(target, { env: { ...env, PAYMENT_GATEWAY: 'windcave' } });
    sam = await t.staffBrowser(EMAILS.staff);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it("opens Windcave's page once for the line, and its notification pays the line and the order", async () => {
    const o = await placeOrderToPay(t, { browser: sam, staffId: STAFF.staff });
    const update = await sam.post('/pos/order/updatePayment', {
      orderNo: o.orderNo,
      payments: [{ gateway: 'windcave', amount: dollars(o.grandCents) }],
    });
    const [line] = update.json().payments;
    const first = await sam.post('/pos/pay-order/', { orderNo: o.orderNo, pId: line.id });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ success: true, method: 'GET' });
    expect(page.redirect).toContain(standIn.url);
    expect((await sam.post('/pos/pay-order/', { orderNo: o.orderNo, pId: line.id })).json()).toEqual(page);
    expect(standIn.sessions.size).toBe(1);
    const [session] = [...standIn.sessions.values()];
    expect(session!.request).toMatchObject({ amount: dollars(o.grandCents), merchantReference: o.orderNo });
    expect(JSON.stringify(session!.request)).toContain(`/pos/order-detail/${o.orderNo}`);

    standIn.pay(session!.id, true);
    const notified = await t.app.inject({
      method: 'GET',
      url: `/v1/payments/notify/windcave?sessionId=${session!.id}`,
    });
    expect(notified.statusCode).toBe(200);
    expect((await linesOf(t, o.orderId)).map((l) => [l.status, l.provider_ref])).toEqual([[1, session!.id]]);
    expect((await orderRow(t, o.orderId)).status).toBe('paid');
  });
});
