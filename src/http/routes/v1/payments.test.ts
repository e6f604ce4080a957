// POST/GET /v1/payments/notify/:provider: signed simulator notifications, Windcave's via its stand-in.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { openEmbeddedTestDatabase } from '../../../testing/databases.ts';
import type { HostedPaymentRequest, PaymentGateway, PaymentOutcome } from '../../../integrations/payments/gateway.ts';
import { createPaymentGateway } from '../../../integrations/payments/index.ts';
import {
  createSimulatorSigner,
  SIGNATURE_HEADER,
  simNotification,
  type SimFields,
} from '../../../integrations/payments/simulator.ts';
import { startWindcaveStandIn, type WindcaveStandIn } from '../../../testing/windcave-stand-in.ts';
import { createServices } from '../../../services/index.ts';
import { buildApp } from '../../app.ts';
import { registerPaymentNotifyRoute } from './payments.ts';
import { simulatorKey } from '../../../services/outside/outside.service.ts';

let handle: DatabaseHandle;
let standIn: WindcaveStandIn;
const apps: FastifyInstance[] = [];
const recorded: PaymentOutcome[] = [];

const request: HostedPaymentRequest = {
  orderNo: 'W100400',
  amountCents: 8_950,
  currency: 'NZD',
  returnUrl: 'http://localhost/checkout/result',
  notifyUrl: 'http://localhost/v1/payments/notify/simulator',
  email: 'shopper@kauri.test',
  description: 'Kauri order W100400',
};

async function appWith(gateway: PaymentGateway) {
  const config = readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv);
  const app = await buildApp({
    config,
    services: createServices(handle.db, config),
    sessionSecret: 'test',
    pages: false,
    routes: false,
  });
  await app.register(
    async (api) =>
      registerPaymentNotifyRoute(api, {
        gateway,
        onOutcome: async (outcome) => {
          recorded.push(outcome);
        },
      }),
    { prefix: '/v1' },
  );
  apps.push(app);
  return app;
}

beforeAll(async () => {
  handle = await openEmbeddedTestDatabase();
  standIn = await startWindcaveStandIn('KauriREST', 'secret-key');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await standIn.close();
  await handle.close();
});
beforeEach(() => {
  recorded.length = 0;
});

describe('simulator notifications', () => {
  let app: FastifyInstance;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    gateway = createPaymentGateway({ paymentGateway: 'simulator' }, { simulatorKey: simulatorKey(handle.db) });
    app = await appWith(gateway);
  });

  async function notification(approved: boolean) {
    const start = await gateway.startHostedPayment(request);
    const body = JSON.stringify(simNotification(start.params as unknown as SimFields, approved));
    return { start, body, signature: await createSimulatorSigner(simulatorKey(handle.db)).signBody(body) };
  }

  it('records a signed notification, without session or anti-forgery token', async () => {
    const { start, body, signature } = await notification(true);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/payments/notify/simulator',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(recorded).toEqual([
      expect.objectContaining({
        approved: true,
        amountCents: 8_950,
        orderNo: 'W100400',
        providerRef: start.providerRef,
      }),
    ]);
  });

  it('checks the signature over the bytes as sent, whatever the content type says', async () => {
    const { body, signature } = await notification(false);
    const spaced = body.replace(/,/g, ', ');
    const asText = await app.inject({
      method: 'POST',
      url: '/v1/payments/notify/simulator',
      headers: { 'content-type': 'text/plain', [SIGNATURE_HEADER]: signature },
      payload: body,
    });
    expect(asText.statusCode).toBe(200);
    // Same meaning, different bytes: not what was signed.
    const reformatted = await app.inject({
      method: 'POST',
      url: '/v1/payments/notify/simulator',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: spaced,
    });
    expect(reformatted.statusCode).toBe(403);
    expect(recorded).toHaveLength(1);
  });

  it('refuses a forged or altered notification with 403 and records nothing', async () => {
    const { body, signature } = await notification(false);
    const post = (payload: string, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/v1/payments/notify/simulator',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    const altered = await post(body.replace('"declined"', '"approved"'), { [SIGNATURE_HEADER]: signature });
    expect(altered.statusCode).toBe(403);
    expect(altered.json()).toEqual({ success: false, msg: 'Notification refused' });
    expect((await post(body, {})).statusCode).toBe(403);
    expect((await post(body, { [SIGNATURE_HEADER]: 'f'.repeat(64) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/v1/payments/notify/simulator' })).statusCode).toBe(403);
    expect(recorded).toHaveLength(0);
  });

  it('answers 404 for another provider', async () => {
    const { body, signature } = await notification(true);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/payments/notify/windcave',
      headers: { [SIGNATURE_HEADER]: signature },
      payload: body,
    });
    expect(res.statusCode).toBe(404);
    expect(recorded).toHaveLength(0);
  });
});

describe('windcave notifications', () => {
  let app: FastifyInstance;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    const env = {
      WINDCAVE_URL: standIn.url,
      WINDCAVE_USERNAME: 'KauriREST',
      WINDCAVE_API_KEY: 'secret-key',
    } as NodeJS.ProcessEnv;
    gateway = createPaymentGateway({ paymentGateway: 'windcave' }, { simulatorKey: simulatorKey(handle.db), env });
    app = await appWith(gateway);
  });

  it('records the outcome Windcave reports for a GET notification', async () => {
    const start = await gateway.startHostedPayment({
      ...request,
      notifyUrl: 'http://localhost/v1/payments/notify/windcave',
    });
    standIn.pay(start.providerRef, true);
    const res = await app.inject({ method: 'GET', url: `/v1/payments/notify/windcave?sessionId=${start.providerRef}` });
    expect(res.statusCode).toBe(200);
    expect(recorded).toEqual([
      expect.objectContaining({
        provider: 'windcave',
        approved: true,
        amountCents: 8_950,
        providerRef: start.providerRef,
      }),
    ]);
  });

  it('accepts a POST naming the session in a form body', async () => {
    const start = await gateway.startHostedPayment(request);
    standIn.pay(start.providerRef, false);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/payments/notify/windcave',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `sessionId=${start.providerRef}`,
    });
    expect(res.statusCode).toBe(200);
    expect(recorded).toEqual([expect.objectContaining({ approved: false, reason: 'DECLINED' })]);
  });

  it('refuses a notification for a session Windcave does not know', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1/payments/notify/windcave?sessionId=ffffffffffffffffffffffffffffffff',
    });
    expect(res.statusCode).toBe(403);
    expect(recorded).toHaveLength(0);
  });
});
