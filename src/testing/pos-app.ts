// The app over the staff fixture for the /pos tests, with a clock the tests move, and browsers that
// keep their own cookie and anti-forgery token (both change when a sign-in rotates the session).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { nzToday } from '../domain/dates.ts';
import { readConfig } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { DEMO_STAFF_PASSWORD } from '../db/seed/people.ts';
import { createCustomerService } from '../services/customers/customers.service.ts';
import { createAddressLimits } from '../services/limits/limits.service.ts';
import { type Services, createServices } from '../services/index.ts';
import type { Mailer } from '../integrations/mail/index.ts';
import { createPosAllocationService } from '../services/pos-cart/allocations.ts';
import { createActivityService } from '../services/activity/activity.service.ts';
import { createTerminalService } from '../services/terminals/terminals.service.ts';
import type { CardTerminal } from '../integrations/terminals/index.ts';
import { createSimulatorTerminal } from '../integrations/terminals/simulator.ts';
import { createFrameSimulator } from '../integrations/terminals/frame-simulator.ts';
import { createBankingService } from '../services/banking/banking.service.ts';
import { createCouponService } from '../services/coupons/coupons.service.ts';
import { createStockPageService } from '../services/stock-page/stock-page.service.ts';
import { documentUrls } from '../services/documents/documents.service.ts';
import { carrySession, createOrderService } from '../services/orders/orders.service.ts';
import { createPosCartService } from '../services/pos-cart/pos-cart.service.ts';
import { attributeSentCart } from '../services/pos-cart/send-cart.ts';
import { type EntraSettings, createStaffService } from '../services/staff/staff.service.ts';
import { EMAILS, insertStaffFixture } from './staff-fixture.ts';
import type { TestDatabase } from './databases.ts';
import { buildApp } from '../http/app.ts';
import { SESSION_COOKIE } from '../contract/cookies.ts';

export const START = new Date('2026-11-02T01:00:00Z');

export interface Browser {
  /** The client address the app sees (each browser its own unless given one: the rate limits count per address). */
  address: string;
  cookie: string;
  token: string;
  sid(): string;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Any request; the browser keeps a session cookie the answer sets. */
  send(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Asks for a token for the current session (after a sign-in rotated it). */
  refreshToken(): Promise<void>;
  signIn(email: string, password?: string): Promise<LightMyRequestResponse>;
}

export interface PosTestApp {
  handle: DatabaseHandle;
  app: FastifyInstance;
  /** The services the app was built with (page loaders are called with them, as the pages would). */
  services: Services;
  clock: { now: Date; advance(ms: number): void };
  browser(opts?: { address?: string }): Promise<Browser>;
  staffBrowser(email: string, opts?: { address?: string }): Promise<Browser>;
  close(): Promise<void>;
}

export interface PosTestAppOptions {
  entra?: EntraSettings | null;
  mailer?: (db: Database) => Mailer;
  env?: Record<string, string>;
  /** Card terminal A (the simulator by default): a test's own terminal or an adapter on a stand-in. */
  terminalA?: CardTerminal;
}

export async function openPosTestApp(target: TestDatabase, opts: PosTestAppOptions = {}): Promise<PosTestApp> {
  const handle = await target.open();
  await insertStaffFixture(handle.db);
  const config = readConfig({ NODE_ENV: 'test', ...opts.env } as NodeJS.ProcessEnv);
  const clock = {
    now: new Date(START),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const services = createServices(handle.db, config);
  services.staff = createStaffService(handle.db, { now: () => clock.now, entra: opts.entra ?? null, carrySession });
  services.customers = createCustomerService(handle.db, { now: () => clock.now });
  services.addressLimits = createAddressLimits(handle.db, { now: () => clock.now });
  services.posCart = createPosCartService(handle.db, { now: () => clock.now });
  if (opts.mailer) services.mailer = opts.mailer(handle.db);
  services.posAllocations = createPosAllocationService(handle.db, {
    now: () => clock.now,
    today: () => nzToday(clock.now),
    mailer: services.mailer,
  });
  services.orders = createOrderService(handle.db, {
    paymentGateway: services.paymentGateway,
    orderPaid: attributeSentCart,
    documentLinks: (orderNo, kind) => documentUrls(handle.db, orderNo, kind),
    now: () => clock.now,
  });
  services.activity = createActivityService(handle.db, { now: () => clock.now });
  services.terminals = createTerminalService(handle.db, {
    now: () => clock.now,
    terminalA: opts.terminalA ?? createSimulatorTerminal(),
    terminalB: createFrameSimulator(),
    orderPaid: attributeSentCart,
  });
  services.banking = createBankingService(handle.db, { now: () => clock.now });
  services.coupons = createCouponService(handle.db, { mailer: services.mailer, now: () => clock.now });
  // A product's stock: its adjustments use PIN approvals issued on the test clock.
  services.stockPage = createStockPageService(handle.db, { now: () => clock.now, changed: services.catalogueChanged });
  const app = await buildApp({ config, services, sessionSecret: 'test-secret', pages: false });

  let browsers = 0;
  async function browser(opts: { address?: string } = {}): Promise<Browser> {
    browsers++;
    const b: Browser = {
      address: opts.address ?? `10.0.${Math.floor(browsers / 250)}.${(browsers % 250) + 1}`,
      cookie: '',
      token: '',
      sid: () => app.unsignCookie(decodeURIComponent(b.cookie.slice(SESSION_COOKIE.length + 1))).value!,
      async send(inject) {
        const res = await app.inject({
          remoteAddress: b.address,
          ...inject,
          headers: { cookie: b.cookie, ...(inject.headers ?? {}) },
        });
        const set = ([] as string[])
          .concat(res.headers['set-cookie'] ?? [])
          .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
        if (set) b.cookie = set.split(';')[0]!;
        return res;
      },
      // Like the browser's api() (src/web/common/lib/api.ts), a GET carries the token: some GETs change something.
      get: (url, headers = {}) => b.send({ method: 'GET', url, headers: { 'x-csrf-token': b.token, ...headers } }),
      post: (url, payload = {}, headers = {}) =>
        b.send({ method: 'POST', url, payload: payload as never, headers: { 'x-csrf-token': b.token, ...headers } }),
      async refreshToken() {
        b.token = (await b.get('/v1/csrf')).json().token;
      },
      async signIn(email, password = DEMO_STAFF_PASSWORD) {
        const res = await b.post('/pos/login', { email, password });
        await b.refreshToken();
        return res;
      },
    };
    await b.refreshToken();
    return b;
  }

  return {
    handle,
    app,
    services,
    clock,
    browser,
    async staffBrowser(email, opts) {
      const b = await browser(opts);
      const res = await b.signIn(email);
      if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.body}`);
      return b;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** Marks a browser's session as a shopper's (what the storefront's sign-in will write). */
export async function signInShopper(handle: DatabaseHandle, b: Browser, userId: number, now: Date): Promise<void> {
  await handle.db.execute(
    sql`insert into sessions (id, user_id, expires_at) values (${b.sid()}, ${userId}, ${new Date(now.getTime() + 86_400_000).toISOString()}::timestamptz)
      on conflict (id) do update set user_id = excluded.user_id`,
  );
}

/**
 * The app for one describe block: opened before its tests with the staff of `signIn` signed in (a
 * browser each, in the order named; Sam, the salesperson at AKL, when it is not given), and closed
 * after them. A suite's own beforeAll hooks, registered after this call, run once the app is open.
 * What it returns stands for what the hook opens, so a suite names it in one line; touched before
 * the hook has run (at collection), it throws rather than answer undefined.
 */
export function usePosTestApp<Name extends string = 'sam'>(
  target: TestDatabase,
  opts: PosTestAppOptions & { signIn?: Record<Name, string> } = {},
): { t: PosTestApp } & Record<Name, Browser> {
  const { signIn = { sam: EMAILS.staff }, ...appOpts } = opts;
  let app: PosTestApp | undefined;
  const browsers = new Map<string, Browser>();
  beforeAll(async () => {
    app = await openPosTestApp(target, appOpts);
    for (const [name, email] of Object.entries<string>(signIn)) browsers.set(name, await app.staffBrowser(email));
  });
  afterAll(() => app?.close());
  const named = Object.keys(signIn).map((name) => [name, openedLater(() => browsers.get(name), `${name}'s browser`)]);
  return { ...Object.fromEntries(named), t: openedLater(() => app, 'the POS test app') };
}

function openedLater<T extends object>(get: () => T | undefined, what: string): T {
  const open = (): T => {
    const value = get();
    if (!value) throw new Error(`${what} is not open: use it inside a test or a hook`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(open(), key),
    set: (_, key, value) => Reflect.set(open(), key, value),
    has: (_, key) => Reflect.has(open(), key),
  });
}
