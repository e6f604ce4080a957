// The simulator gateway on its own: signed start fields, and notifications checked byte for byte.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openEmbeddedTestDatabase } from '../../testing/databases.ts';
import type { HostedPaymentRequest } from './gateway.ts';
import { createPaymentGateway } from './index.ts';
import {
  createSimulatorGateway,
  createSimulatorSigner,
  SIGNATURE_HEADER,
  simNotification,
  type SimFields,
} from './simulator.ts';
import { simulatorKey } from '../../services/outside/outside.service.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openEmbeddedTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const request: HostedPaymentRequest = {
  orderNo: 'W100123',
  amountCents: 129_950,
  currency: 'NZD',
  returnUrl: 'http://localhost:3000/checkout/result?order=W100123',
  notifyUrl: 'http://localhost:3000/v1/payments/notify/simulator',
  email: 'shopper@kauri.test',
  description: 'Kauri order W100123',
};

async function signedNotification(approved: boolean) {
  const gateway = createSimulatorGateway(simulatorKey(handle.db));
  const start = await gateway.startHostedPayment(request);
  const body = JSON.stringify(simNotification(start.params as unknown as SimFields, approved));
  const signature = await createSimulatorSigner(simulatorKey(handle.db)).signBody(body);
  return { gateway, start, body, signature };
}

describe('simulator gateway', () => {
  it('is the default and starts a payment at its own page with signed fields', async () => {
    const gateway = createPaymentGateway({ paymentGateway: 'simulator' }, { simulatorKey: simulatorKey(handle.db) });
    expect(gateway.name).toBe('simulator');
    const start = await gateway.startHostedPayment(request);
    expect(start.redirect).toBe('/gateway-sim/pay');
    expect(start.method).toBe('POST');
    expect(start.params).toMatchObject({
      orderNo: 'W100123',
      amount: '1299.50',
      returnUrl: request.returnUrl,
      notifyUrl: request.notifyUrl,
      session: start.providerRef,
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const signer = createSimulatorSigner(simulatorKey(handle.db));
    expect(await signer.fieldsAreSigned(start.params as unknown as SimFields)).toBe(true);
    expect(await signer.fieldsAreSigned({ ...(start.params as unknown as SimFields), amount: '1.00' })).toBe(false);
    // Two payments never share a session.
    expect((await gateway.startHostedPayment(request)).providerRef).not.toBe(start.providerRef);
  });

  it('turns a correctly signed notification into an outcome', async () => {
    const { gateway, start, body, signature } = await signedNotification(true);
    const outcome = await gateway.verifyNotification({
      headers: { [SIGNATURE_HEADER]: signature },
      body: JSON.parse(body),
      rawBody: body,
    });
    expect(outcome).toEqual({
      provider: 'simulator',
      notificationId: `sim-${start.providerRef}`,
      orderNo: 'W100123',
      providerRef: start.providerRef,
      approved: true,
      amountCents: 129_950,
      reason: '',
    });
  });

  it('gives a declined outcome the bank’s words', async () => {
    const { gateway, body, signature } = await signedNotification(false);
    const outcome = await gateway.verifyNotification({
      headers: { [SIGNATURE_HEADER]: signature },
      body: undefined,
      rawBody: body,
    });
    expect(outcome).toMatchObject({ approved: false, reason: 'Declined by the bank' });
  });

  it('refuses a forged, altered or unsigned notification', async () => {
    const { gateway, body, signature } = await signedNotification(false);
    const verify = (rawBody: string, headers: Record<string, string>) =>
      gateway.verifyNotification({ headers, body: undefined, rawBody });
    const approvedInstead = body.replace('"declined"', '"approved"');
    expect(approvedInstead).not.toBe(body);
    expect(await verify(approvedInstead, { [SIGNATURE_HEADER]: signature })).toBeNull();
    expect(
      await verify(body, { [SIGNATURE_HEADER]: signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }),
    ).toBeNull();
    expect(await verify(body, {})).toBeNull();
    expect(await verify('', { [SIGNATURE_HEADER]: signature })).toBeNull();
    // Signed, but not a notification.
    const signer = createSimulatorSigner(simulatorKey(handle.db));
    expect(await verify('{"hello":1}', { [SIGNATURE_HEADER]: await signer.signBody('{"hello":1}') })).toBeNull();
    expect(await verify('not json', { [SIGNATURE_HEADER]: await signer.signBody('not json') })).toBeNull();
  });

  it('has nothing to tell on the browser’s return: the notification is the record', async () => {
    const gateway = createSimulatorGateway(simulatorKey(handle.db));
    expect(await gateway.fetchOutcome?.('whatever')).toBeNull();
  });
});
