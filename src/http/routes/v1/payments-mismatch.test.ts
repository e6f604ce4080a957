// A genuine payment notification that does not match its order (another amount, another order's
// session) pays nothing, is answered 409 in the failure envelope, and leaves one JSON log line saying
// what was expected and what came; a replay of a matching one is answered as before. Through the
// whole app, with the simulator's signed notifications and with Windcave's (its local stand-in), on
// PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { Database, DatabaseHandle } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import {
  createSimulatorSigner,
  SIGNATURE_HEADER,
  simNotification,
  type SimFields,
} from '../../../integrations/payments/simulator.ts';
import { createServices } from '../../../services/index.ts';
import { openSeededShop, readyCart, setStock, shopSnapshot, variantPicker } from '../../../testing/checkout-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { startWindcaveStandIn, type WindcaveStandIn } from '../../../testing/windcave-stand-in.ts';
import { buildApp } from '../../app.ts';
import { SESSION_COOKIE } from '../../../contract/cookies.ts';
import { simulatorKey } from '../../../services/outside/outside.service.ts';

type LogLine = Record<string, unknown> & { reqId?: string; event?: string };
const MISMATCH = { success: false, msg: 'Notification does not match its order' };

describe.each(testDatabases())('a notification that does not match its order, on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Database;
  let standIn: WindcaveStandIn;
  let nextVariant: ReturnType<typeof variantPicker>;
  const written: string[] = [];
  const apps: Record<'simulator' | 'windcave', FastifyInstance> = {} as never;

  beforeAll(async () => {
    handle = await openSeededShop(target);
    db = handle.db;
    nextVariant = variantPicker(db);
    standIn = await startWindcaveStandIn('KauriREST', 'secret-key');
    for (const gateway of ['simulator', 'windcave'] as const) {
      const env = { NODE_ENV: 'test', CAPTCHA: 'test', LOG_LEVEL: 'info', PAYMENT_GATEWAY: gateway };
      // The gateway reads its credentials from the environment as the app starts.
      vi.stubEnv('WINDCAVE_URL', standIn.url);
      vi.stubEnv('WINDCAVE_USERNAME', 'KauriREST');
      vi.stubEnv('WINDCAVE_API_KEY', 'secret-key');
      const config = readConfig(env as unknown as NodeJS.ProcessEnv);
      apps[gateway] = await buildApp({
        config,
        services: createServices(db, config),
        sessionSecret: 'test-secret',
        pages: false,
        logStream: { write: (line: string) => void written.push(line) },
      });
      vi.unstubAllEnvs();
    }
  });
  afterAll(async () => {
    await apps.simulator?.close();
    await apps.windcave?.close();
    await standIn?.close();
    await handle?.close();
  });

  const eventsOf = (reqId: string) =>
    written.map((l) => JSON.parse(l) as LogLine).filter((l) => l.reqId === reqId && l.event);

  /** A shopper pressed COMPLETE PURCHASE: the order's number, its payment page fields, its session. */
  async function completed(app: FastifyInstance) {
    const v = await nextVariant();
    await setStock(db, v.id, { DC1: 3 });
    const csrf = await app.inject({ method: 'GET', url: '/v1/csrf' });
    const cookie = String(csrf.headers['set-cookie']).split(';')[0]!;
    const sid = app.unsignCookie(decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1))).value!;
    await readyCart(db, sid, [{ variantId: v.id, qty: 1 }]);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/cart/complete',
      payload: { 'g-recaptcha-response': 'pass' },
      headers: { cookie, 'x-csrf-token': csrf.json().token as string },
    });
    expect(res.statusCode, res.body).toBe(200);
    const orderNo = res.json().orderNo as string;
    const [pay] = await queryRows<{ provider_ref: string; amount_cents: number }>(
      db,
      sql`select p.provider_ref, p.amount_cents from payments p join orders o on o.id = p.order_id where o.order_no = ${orderNo}`,
    );
    return {
      orderNo,
      params: res.json().params as SimFields & Record<string, string>,
      session: pay!.provider_ref,
      amount: (Number(pay!.amount_cents) / 100).toFixed(2),
    };
  }
  const paid = async (orderNo: string) =>
    (await queryRows<{ status: string }>(db, sql`select status from orders where order_no = ${orderNo}`))[0]!.status;

  describe('simulator', () => {
    async function notify(fields: Record<string, unknown>, reqId: string) {
      const body = JSON.stringify(fields);
      return apps.simulator.inject({
        method: 'POST',
        url: '/v1/payments/notify/simulator',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-request-id': reqId,
          [SIGNATURE_HEADER]: await createSimulatorSigner(simulatorKey(db)).signBody(body),
        },
      });
    }

    it('another amount: 409, nothing paid, one line with what was expected and what came', async () => {
      const order = await completed(apps.simulator);
      const before = await shopSnapshot(db);
      const res = await notify({ ...simNotification(order.params, true), amount: '1.00' }, 'sim-amount');
      expect([res.statusCode, res.json()]).toEqual([409, MISMATCH]);
      expect(await shopSnapshot(db)).toEqual(before);
      expect(await paid(order.orderNo)).toBe('pending');
      expect(eventsOf('sim-amount')).toEqual([
        expect.objectContaining({
          event: 'payment.mismatch',
          level: 40,
          provider: 'simulator',
          orderNo: order.orderNo,
          expected: expect.objectContaining({ amount: order.amount }),
          got: expect.objectContaining({ amount: '1.00' }),
        }),
      ]);
    });

    it("another order's session: 409, neither order paid", async () => {
      const [mine, theirs] = [await completed(apps.simulator), await completed(apps.simulator)];
      const before = await shopSnapshot(db);
      const crossed = { ...simNotification(mine.params, true), session: theirs.params.session };
      const res = await notify(crossed, 'sim-session');
      expect([res.statusCode, res.json()]).toEqual([409, MISMATCH]);
      expect(await shopSnapshot(db)).toEqual(before);
      expect([await paid(mine.orderNo), await paid(theirs.orderNo)]).toEqual(['pending', 'pending']);
      expect(eventsOf('sim-session')).toEqual([
        expect.objectContaining({
          event: 'payment.mismatch',
          orderNo: mine.orderNo,
          expected: { providerRefs: [mine.session] },
          got: expect.objectContaining({ providerRef: theirs.params.session }),
        }),
      ]);
    });

    it('a matching notification and its replay: answered as received', async () => {
      const order = await completed(apps.simulator);
      const genuine = simNotification(order.params, true);
      expect((await notify(genuine, 'sim-ok')).json()).toEqual({ success: true });
      expect(await paid(order.orderNo)).toBe('paid');
      const before = await shopSnapshot(db);
      const replay = await notify(genuine, 'sim-replay');
      expect([replay.statusCode, replay.json()]).toEqual([200, { success: true }]);
      expect(await shopSnapshot(db)).toEqual(before);
    });
  });

  describe('windcave', () => {
    const notify = (session: string, reqId: string) =>
      apps.windcave.inject({
        method: 'GET',
        url: `/v1/payments/notify/windcave?sessionId=${session}`,
        headers: { 'x-request-id': reqId },
      });

    it('Windcave reports another amount: 409, nothing paid, one line', async () => {
      const order = await completed(apps.windcave);
      standIn.sessions.get(order.session)!.request.amount = '1.00';
      standIn.pay(order.session, true);
      const before = await shopSnapshot(db);
      const res = await notify(order.session, 'wc-amount');
      expect([res.statusCode, res.json()]).toEqual([409, MISMATCH]);
      expect(await shopSnapshot(db)).toEqual(before);
      expect(await paid(order.orderNo)).toBe('pending');
      expect(eventsOf('wc-amount')).toEqual([
        expect.objectContaining({
          event: 'payment.mismatch',
          provider: 'windcave',
          orderNo: order.orderNo,
          expected: expect.objectContaining({ amount: order.amount }),
          got: expect.objectContaining({ amount: '1.00' }),
        }),
      ]);
    });

    it('a session naming another order: 409, neither paid; the right one then pays, and its replay is 200', async () => {
      const [mine, theirs] = [await completed(apps.windcave), await completed(apps.windcave)];
      standIn.sessions.get(theirs.session)!.request.merchantReference = mine.orderNo;
      standIn.pay(theirs.session, true);
      const res = await notify(theirs.session, 'wc-session');
      expect([res.statusCode, res.json()]).toEqual([409, MISMATCH]);
      expect([await paid(mine.orderNo), await paid(theirs.orderNo)]).toEqual(['pending', 'pending']);
      expect(eventsOf('wc-session')).toEqual([
        expect.objectContaining({
          event: 'payment.mismatch',
          orderNo: mine.orderNo,
          expected: { providerRefs: [mine.session] },
        }),
      ]);

      standIn.pay(mine.session, true);
      expect((await notify(mine.session, 'wc-ok')).statusCode).toBe(200);
      expect(await paid(mine.orderNo)).toBe('paid');
      expect((await notify(mine.session, 'wc-replay')).statusCode).toBe(200);
    });
  });
});
