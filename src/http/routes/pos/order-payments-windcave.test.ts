// Pay Now on an order's card line with the Windcave adapter (against its local stand-in, never the
// internet): the browser is sent to Windcave's page (GET), a second press answers the same page, and
// Windcave's notification for the session pays the line; the order is paid once its lines reach the total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApproval } from '../../../services/staff/approvals.ts';
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

    // A manager refunds $10 of it. A declined refund leaves the line to approve again; a lost answer
    // leaves it awaiting a check, and asking again (Check Status) gets the same refund, never a second.
    const approval = await issueApproval(
      t.handle.db,
      { staffId: STAFF.staff, approverId: STAFF.manager, type: 'refund' },
      t.clock.now,
    );
    const asked = await sam.post('/pos/order/refund', { orderNo: o.orderNo, pId: line.id, amount: '10.00', approval });
    const refundId = Number(asked.json().payments.at(-1).id);
    const approve = () => sam.post('/pos/pay-order/', { orderNo: o.orderNo, pId: refundId });
    standIn.refundGoes = 'decline';
    expect((await approve()).json()).toEqual({ success: false, msg: 'The refund was not approved: DECLINED' });
    expect((await linesOf(t, o.orderId)).at(-1)).toMatchObject({ amount_cents: -1000, status: 0 });
    standIn.refundGoes = 'lose';
    expect((await approve()).statusCode).toBe(502);
    expect((await linesOf(t, o.orderId)).at(-1)).toMatchObject({ status: 4 });
    standIn.refundGoes = 'approve';
    expect((await approve()).json()).toEqual({ success: true, msg: 'Refund approved' });
    const made = [...standIn.refunds.values()].filter((r) => r.authorised);
    expect(made).toHaveLength(1);
    expect(standIn.refunds.size).toBe(2);
    const [given] = made;
    expect(given).toMatchObject({ amount: '10.00', transactionId: session!.transaction!.id });
    expect((await linesOf(t, o.orderId)).at(-1)).toMatchObject({ status: 1, reference: given!.id });
  });
});
