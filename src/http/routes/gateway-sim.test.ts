// The simulator's hosted page: the shopper's browser posts the signed fields, sees the amount,
// approves or declines; the shop gets a signed notification and the browser goes back with a 303.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { openEmbeddedTestDatabase } from '../../testing/databases.ts';
import type { HostedPaymentRequest, PaymentGateway } from '../../integrations/payments/gateway.ts';
import {
  createSimulatorGateway,
  createSimulatorSigner,
  SIGNATURE_HEADER,
  SIMULATOR_PAGE,
} from '../../integrations/payments/simulator.ts';
import { createServices } from '../../services/index.ts';
import { buildApp } from '../app.ts';
import { registerGatewaySimulator } from './gateway-sim.ts';
import { simulatorKey } from '../../services/outside/outside.service.ts';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

let handle: DatabaseHandle;
let app: FastifyInstance;
let gateway: PaymentGateway;
const sent: Sent[] = [];
let shopAnswers = 200;

beforeAll(async () => {
  handle = await openEmbeddedTestDatabase();
  const config = readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv);
  app = await buildApp({
    config,
    services: createServices(handle.db, config),
    sessionSecret: 'test',
    pages: false,
    routes: false,
  });
  await registerGatewaySimulator(app, {
    signer: createSimulatorSigner(simulatorKey(handle.db)),
    notify: async (url, init) => {
      sent.push({ url, headers: init.headers, body: init.body });
      return { ok: shopAnswers < 300, status: shopAnswers };
    },
  });
  gateway = createSimulatorGateway(simulatorKey(handle.db));
});
afterAll(async () => {
  await app.close();
  await handle.close();
});
beforeEach(() => {
  sent.length = 0;
  shopAnswers = 200;
});

const request: HostedPaymentRequest = {
  orderNo: 'W100200',
  amountCents: 129_900,
  currency: 'NZD',
  returnUrl: 'http://localhost:3000/checkout/result?order=W100200',
  notifyUrl: 'http://localhost:3000/v1/payments/notify/simulator',
  email: 'shopper@kauri.test',
  description: 'Kauri order W100200',
};

function form(fields: Record<string, string>, cookie = '') {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  };
}

/** A browser of the shop: the session cookie the checkout gave it. */
async function shopBrowser(): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/v1/csrf' });
  return String(res.headers['set-cookie']).split(';')[0]!;
}

/** Opens the payment page in a browser, as the checkout's form post does: its cookie and the page's payer field. */
async function openPage(params: Record<string, string>, cookie?: string) {
  const browser = cookie ?? (await shopBrowser());
  const res = await app.inject({ method: 'POST', url: SIMULATOR_PAGE, ...form(params, browser) });
  expect(res.statusCode).toBe(200);
  const payer = /name="payer" value="([0-9a-f]{64})"/.exec(res.body)![1]!;
  return { cookie: browser, payer };
}

/** Presses a button of the opened page: its fields, the decision and what else the test adds. */
async function decide(
  params: Record<string, string>,
  opened: { cookie: string; payer: string },
  fields: Record<string, string>,
) {
  return app.inject({
    method: 'POST',
    url: '/gateway-sim/decide',
    ...form({ ...params, payer: opened.payer, ...fields }, opened.cookie),
  });
}

describe('POST /gateway-sim/pay', () => {
  it('shows the order, the amount in NZD, a card field and the two decisions', async () => {
    const start = await gateway.startHostedPayment(request);
    const res = await app.inject({ method: 'POST', url: start.redirect, ...form(start.params, await shopBrowser()) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('Kauri test payment gateway');
    expect(html).toContain('W100200');
    expect(html).toContain('$1,299.00 NZD');
    expect(html).toContain('value="4111 1111 1111 1111"');
    expect(html.match(/<form method="post" action="\/gateway-sim\/decide">/g)).toHaveLength(2);
    expect(html).toContain('value="approve"');
    expect(html).toContain('value="decline"');
    expect(html).toContain(`name="signature" value="${start.params.signature}"`);
    expect(html).not.toMatch(/<script/i);
  });

  it('accepts the fields as JSON too', async () => {
    const start = await gateway.startHostedPayment(request);
    const res = await app.inject({
      method: 'POST',
      url: '/gateway-sim/pay',
      payload: start.params,
      headers: { cookie: await shopBrowser() },
    });
    expect(res.statusCode).toBe(200);
  });

  it('escapes what it shows', async () => {
    const start = await gateway.startHostedPayment({ ...request, orderNo: '<b>W1</b>"' });
    const res = await app.inject({
      method: 'POST',
      url: '/gateway-sim/pay',
      ...form(start.params, await shopBrowser()),
    });
    expect(res.body).toContain('&lt;b&gt;W1&lt;/b&gt;&quot;');
    expect(res.body).not.toContain('<b>W1');
  });

  it('refuses changed fields with 403 and missing ones with 422', async () => {
    const start = await gateway.startHostedPayment(request);
    const cheaper = await app.inject({
      method: 'POST',
      url: '/gateway-sim/pay',
      ...form({ ...start.params, amount: '1.00' }),
    });
    expect(cheaper.statusCode).toBe(403);
    expect(cheaper.json()).toEqual({ success: false, msg: expect.any(String) });
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/gateway-sim/pay',
      ...form({ ...start.params, notifyUrl: 'http://evil.test/' }),
    });
    expect(elsewhere.statusCode).toBe(403);
    const { signature: _dropped, ...unsigned } = start.params;
    const missing = await app.inject({ method: 'POST', url: '/gateway-sim/pay', ...form(unsigned) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ success: false });
    const empty = await app.inject({ method: 'POST', url: '/gateway-sim/pay' });
    expect(empty.statusCode).toBe(422);
  });
});

describe('POST /gateway-sim/decide', () => {
  it('approve: notifies the shop with a signed body, then sends the browser back with 303', async () => {
    const start = await gateway.startHostedPayment(request);
    const res = await decide(start.params, await openPage(start.params), {
      card: '4111 1111 1111 1111',
      decision: 'approve',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${request.returnUrl}&session=${start.providerRef}`);

    expect(sent).toHaveLength(1);
    const [note] = sent;
    expect(note!.url).toBe(request.notifyUrl);
    expect(note!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(note!.body)).toEqual({
      notificationId: `sim-${start.providerRef}`,
      session: start.providerRef,
      orderNo: 'W100200',
      amount: '1299.00',
      result: 'approved',
      reason: '',
    });
    const outcome = await gateway.verifyNotification({
      headers: note!.headers,
      body: JSON.parse(note!.body),
      rawBody: note!.body,
    });
    expect(outcome).toMatchObject({
      approved: true,
      amountCents: 129_900,
      orderNo: 'W100200',
      providerRef: start.providerRef,
    });
  });

  it('decline: the notification says so, with the reason', async () => {
    const start = await gateway.startHostedPayment({ ...request, returnUrl: '/checkout/result' });
    const res = await decide(start.params, await openPage(start.params), { decision: 'decline' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/checkout/result?session=${start.providerRef}`);
    const outcome = await gateway.verifyNotification({
      headers: sent[0]!.headers,
      body: undefined,
      rawBody: sent[0]!.body,
    });
    expect(outcome).toMatchObject({ approved: false, reason: 'Declined by the bank', amountCents: 129_900 });
    expect(sent[0]!.headers[SIGNATURE_HEADER]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('deciding a session again sends the same notification id (a replay for the shop)', async () => {
    const start = await gateway.startHostedPayment(request);
    const opened = await openPage(start.params);
    await decide(start.params, opened, { decision: 'decline' });
    await decide(start.params, opened, { decision: 'approve' });
    const ids = sent.map((s) => JSON.parse(s.body).notificationId);
    expect(ids[0]).toBe(ids[1]);
  });

  it('refuses a tampered form with 403 and sends nothing', async () => {
    const start = await gateway.startHostedPayment(request);
    const opened = await openPage(start.params);
    const forged = await decide(start.params, opened, { returnUrl: 'http://evil.test/', decision: 'approve' });
    expect(forged.statusCode).toBe(403);
    const badSignature = await decide(start.params, opened, { signature: '0'.repeat(64), decision: 'approve' });
    expect(badSignature.statusCode).toBe(403);
    const noDecision = await decide(start.params, opened, {});
    expect(noDecision.statusCode).toBe(422);
    expect(sent).toHaveLength(0);
  });

  it('when the shop cannot be told, shows a page to try again instead of sending the browser back', async () => {
    shopAnswers = 500;
    const start = await gateway.startHostedPayment(request);
    const opened = await openPage(start.params);
    const res = await decide(start.params, opened, { decision: 'approve' });
    expect(res.statusCode).toBe(502);
    expect(res.body).toContain('Try again');
    expect(res.body).toContain('value="approve"');
    expect(res.body).toContain(`name="payer" value="${opened.payer}"`);
  });

  it('only the browser that opened the page can decide it: another one gets 403 and nothing is sent', async () => {
    const start = await gateway.startHostedPayment(request);
    const opened = await openPage(start.params);
    const approve = { decision: 'approve' };

    // The fields and the page's own payer field, but no cookie (another browser, or another site's form).
    expect((await decide(start.params, { ...opened, cookie: '' }, approve)).statusCode).toBe(403);
    // Another shopper's session with this page's fields.
    const other = await shopBrowser();
    const elsewhere = await decide(start.params, { ...opened, cookie: other }, approve);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ success: false, msg: 'This payment page was opened in another browser.' });
    // Nor does opening its own page for this payment let it use the first browser's payer field.
    const theirs = await openPage(start.params, other);
    expect(theirs.payer).not.toBe(opened.payer);
    expect((await decide(start.params, { ...theirs, payer: opened.payer }, approve)).statusCode).toBe(403);
    expect(sent).toHaveLength(0);

    // The browser that opened it can.
    expect((await decide(start.params, opened, approve)).statusCode).toBe(303);
    expect(sent).toHaveLength(1);
  });

  it('a payment page opened without the shop session is refused: no one could decide it', async () => {
    const start = await gateway.startHostedPayment(request);
    const res = await app.inject({ method: 'POST', url: SIMULATOR_PAGE, ...form(start.params) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, msg: 'Open the payment page from the shop’s checkout.' });
  });
});
