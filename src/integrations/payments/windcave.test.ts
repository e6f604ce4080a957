// The Windcave adapter against a local stand-in of Windcave's REST API (never the internet).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HostedPaymentRequest, PaymentGateway } from './gateway.ts';
import { createPaymentGateway } from './index.ts';
import { startWindcaveStandIn, type WindcaveStandIn } from '../../testing/windcave-stand-in.ts';

let standIn: WindcaveStandIn;
let gateway: PaymentGateway;

const request: HostedPaymentRequest = {
  orderNo: 'W100300',
  amountCents: 45_990,
  currency: 'NZD',
  returnUrl: 'https://shop.example/checkout/result',
  notifyUrl: 'https://shop.example/v1/payments/notify/windcave',
  email: 'shopper@kauri.test',
  description: 'Kauri order W100300',
};

/** Windcave signs nothing with the simulator's key. */
const noKey = () => Promise.reject(new Error('not the simulator'));

function windcave(env: Record<string, string>) {
  return createPaymentGateway({ paymentGateway: 'windcave' }, { simulatorKey: noKey, env: env as NodeJS.ProcessEnv });
}

beforeAll(async () => {
  standIn = await startWindcaveStandIn('KauriREST', 'secret-key');
  gateway = windcave({ WINDCAVE_URL: standIn.url, WINDCAVE_USERNAME: 'KauriREST', WINDCAVE_API_KEY: 'secret-key' });
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  standIn.failWith = 0;
  standIn.seen.length = 0;
});

describe('windcave gateway', () => {
  it('creates a session with Basic auth and sends the browser to the hosted page', async () => {
    const start = await gateway.startHostedPayment(request);
    expect(gateway.name).toBe('windcave');
    const session = standIn.sessions.get(start.providerRef)!;
    expect(session.request).toEqual({
      type: 'purchase',
      amount: '459.90',
      currency: 'NZD',
      merchantReference: 'W100300',
      language: 'en',
      callbackUrls: { approved: request.returnUrl, declined: request.returnUrl, cancelled: request.returnUrl },
      notificationUrl: request.notifyUrl,
    });
    expect(start).toEqual({
      redirect: `${standIn.url}/pxmi3/${start.providerRef.toUpperCase()}`,
      method: 'GET',
      params: {},
      providerRef: start.providerRef,
    });
    expect(standIn.seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/sessions',
      authorization: `Basic ${Buffer.from('KauriREST:secret-key').toString('base64')}`,
    });
  });

  it('fails to start with the wrong credentials or when Windcave fails', async () => {
    const wrong = windcave({ WINDCAVE_URL: standIn.url, WINDCAVE_USERNAME: 'KauriREST', WINDCAVE_API_KEY: 'guess' });
    await expect(wrong.startHostedPayment(request)).rejects.toThrow(/401/);
    standIn.failWith = 503;
    await expect(gateway.startHostedPayment(request)).rejects.toThrow(/503/);
  });

  it('reads an approved outcome from the session, not from the notification', async () => {
    const start = await gateway.startHostedPayment(request);
    expect(await gateway.fetchOutcome!(start.providerRef)).toBeNull();
    standIn.pay(start.providerRef, true);
    const tx = standIn.sessions.get(start.providerRef)!.transaction!;
    const expected = {
      provider: 'windcave',
      notificationId: tx.id,
      orderNo: 'W100300',
      providerRef: start.providerRef,
      approved: true,
      amountCents: 45_990,
      reason: '',
    };
    expect(await gateway.fetchOutcome!(start.providerRef)).toEqual(expected);
    // A notification names the session (query or body); whatever else it says is ignored.
    const lying = { sessionId: start.providerRef, authorised: false, amount: '0.01' };
    expect(
      await gateway.verifyNotification({
        headers: {},
        body: undefined,
        rawBody: '',
        query: { sessionId: start.providerRef },
      }),
    ).toEqual(expected);
    expect(await gateway.verifyNotification({ headers: {}, body: lying, rawBody: JSON.stringify(lying) })).toEqual(
      expected,
    );
    expect(
      standIn.seen.filter((s) => s.method === 'GET').every((s) => s.path === `/api/v1/sessions/${start.providerRef}`),
    ).toBe(true);
  });

  it('reads a declined outcome with the bank’s words', async () => {
    const start = await gateway.startHostedPayment(request);
    standIn.pay(start.providerRef, false, 'DECLINED');
    expect(await gateway.fetchOutcome!(start.providerRef)).toMatchObject({
      approved: false,
      reason: 'DECLINED',
      amountCents: 45_990,
    });
  });

  it('answers null for a session it does not know, a missing or odd session id', async () => {
    const verify = (query: Record<string, string>, body?: unknown) =>
      gateway.verifyNotification({ headers: {}, body, rawBody: '', query });
    expect(await verify({ sessionId: '00000000000000000000000000000000' })).toBeNull();
    expect(await verify({})).toBeNull();
    expect(await verify({ sessionId: '../../transactions' })).toBeNull();
    expect(await verify({}, { sessionId: 42 })).toBeNull();
  });

  it('throws when Windcave cannot answer, so the notification is sent again', async () => {
    const start = await gateway.startHostedPayment(request);
    standIn.failWith = 500;
    await expect(gateway.fetchOutcome!(start.providerRef)).rejects.toThrow(/500/);
  });

  it('will not start without credentials', () => {
    expect(() => windcave({})).toThrow(/WINDCAVE_USERNAME/);
  });
});
