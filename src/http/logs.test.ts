// What the app writes to its log: one JSON line per checkout event, carrying the request's id, and
// failed queries without the values they were given (a session's id, an email). The app's own logger
// writes to a stream the test reads. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import {
  createSimulatorSigner,
  SIGNATURE_HEADER,
  simNotification,
  type SimFields,
} from '../integrations/payments/simulator.ts';
import { createServices, errorForLog } from '../services/index.ts';
import { processLog } from '../services/log.ts';
import { newSessionId, openSeededShop, readyCart, setStock, variantPicker } from '../testing/checkout-fixture.ts';
import { testDatabases } from '../testing/databases.ts';
import { SESSION_COOKIE } from '../contract/cookies.ts';
import { buildApp } from './app.ts';
import { simulatorKey } from '../services/outside/outside.service.ts';

type LogLine = Record<string, unknown> & { reqId?: string; event?: string; msg: string };

describe.each(testDatabases())('log lines on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Database;
  let app: FastifyInstance;
  let written: string[];
  let nextVariant: ReturnType<typeof variantPicker>;

  beforeAll(async () => {
    handle = await openSeededShop(target);
    db = handle.db;
    nextVariant = variantPicker(db);
    written = [];
    const config = readConfig({ NODE_ENV: 'test', CAPTCHA: 'test', LOG_LEVEL: 'info' } as NodeJS.ProcessEnv);
    app = await buildApp({
      config,
      services: createServices(db, config),
      sessionSecret: 'test-secret',
      pages: false,
      logStream: { write: (line: string) => void written.push(line) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const lines = (): LogLine[] => written.map((l) => JSON.parse(l) as LogLine);
  const eventsOf = (reqId: string) => lines().filter((l) => l.reqId === reqId && l.event);

  async function shopper() {
    const res = await app.inject({ method: 'GET', url: '/v1/csrf' });
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const sid = app.unsignCookie(decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1))).value!;
    return { cookie, sid, token: res.json().token as string };
  }
  /** A shopper who pressed COMPLETE on a ready cart: the payment page's fields. */
  async function completed(free = 3) {
    const v = await nextVariant();
    await setStock(db, v.id, { DC1: free });
    const s = await shopper();
    await readyCart(db, s.sid, [{ variantId: v.id, qty: 1 }]);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/cart/complete',
      payload: { 'g-recaptcha-response': 'pass' },
      headers: { cookie: s.cookie, 'x-csrf-token': s.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { v, params: res.json().params as SimFields & Record<string, string> };
  }
  async function notify(body: string, reqId: string, signature?: string) {
    return app.inject({
      method: 'POST',
      url: '/v1/payments/notify/simulator',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-request-id': reqId,
        [SIGNATURE_HEADER]: signature ?? (await createSimulatorSigner(simulatorKey(db)).signBody(body)),
      },
    });
  }

  it('a signed notification that matches no payment: refused 409, and one line says so', async () => {
    const { params } = await completed();
    const body = JSON.stringify({
      ...simNotification(params, true),
      notificationId: `odd-${params.session}`,
      amount: '1.00',
    });
    const res = await notify(body, 'notify-mismatch');
    expect(res.statusCode).toBe(409);
    expect(eventsOf('notify-mismatch')).toEqual([
      expect.objectContaining({ event: 'payment.mismatch', level: 40, orderNo: params.orderNo }),
    ]);
  });

  it('a notification with a bad signature: refused, and one line says so', async () => {
    const { params } = await completed();
    const res = await notify(JSON.stringify(simNotification(params, true)), 'notify-forged', '0'.repeat(64));
    expect(res.statusCode).toBe(403);
    expect(eventsOf('notify-forged')).toEqual([
      expect.objectContaining({ event: 'payment.notification_refused', provider: 'simulator' }),
    ]);
  });

  it('declined, then paid too late with the stock gone: a line each, the refund needed an error', async () => {
    const { v, params } = await completed(1);
    await notify(JSON.stringify(simNotification(params, false)), 'notify-declined');
    expect(eventsOf('notify-declined')).toEqual([
      expect.objectContaining({ event: 'payment.declined', orderNo: params.orderNo }),
    ]);
    // The provider let the shopper try the card again; meanwhile someone else bought the last unit.
    await setStock(db, v.id, { DC1: 0 });
    const late = JSON.stringify({ ...simNotification(params, true), notificationId: `again-${params.session}` });
    expect((await notify(late, 'notify-late')).json()).toEqual({ success: true });
    expect(eventsOf('notify-late')).toEqual([
      expect.objectContaining({ event: 'payment.refund_needed', level: 50, orderNo: params.orderNo }),
    ]);
  });

  it("a failed query's line names the statement and the database's code, never the session id it was given", async () => {
    const s = await shopper();
    await db.execute(sql`alter table carts rename to carts_away`);
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/v1/cart/content',
        headers: { cookie: s.cookie, 'x-request-id': 'failing-query' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table carts_away rename to carts`);
    }
    const [failed] = lines().filter((l) => l.reqId === 'failing-query' && l.msg === 'request failed');
    expect(failed?.err).toMatchObject({ query: expect.stringContaining('$1'), cause: { code: '42P01' } });
    expect(written.join('\n')).not.toContain(s.sid);
  });

  it('an error holds no value of its query, even where the database repeats it in its message', async () => {
    const secret = newSessionId();
    const err = await db.execute(sql`select ${secret}::int`).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(err).toBeInstanceOf(Error);
    expect(JSON.stringify(err, Object.getOwnPropertyNames(err)) + String(err!.cause)).toContain(secret);
    const logged = errorForLog(err!);
    expect(logged).toMatchObject({ cause: { code: '22P02' } });
    expect(JSON.stringify(logged)).not.toContain(secret);

    // Without a request, a service writes the same one JSON line to stderr.
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      processLog.error({ event: 'payment.refund_needed', err }, 'refund needed');
      expect(stderr).toHaveBeenCalledTimes(1);
      const out = String(stderr.mock.calls[0]![0]);
      expect(out.endsWith('\n')).toBe(true);
      expect(JSON.parse(out)).toMatchObject({ level: 50, event: 'payment.refund_needed', msg: 'refund needed' });
      expect(out).not.toContain(secret);
    } finally {
      stderr.mockRestore();
    }
  });
});
