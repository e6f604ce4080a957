// The whole purchase over HTTP, as a browser and the payment simulator do it: the app listens on a
// real port, so the simulator's signed notification reaches the notify route the way it would live.
// On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { Database, DatabaseHandle } from '../../../db/client.ts';
import { cartItems } from '../../../db/schema-sales.ts';
import { CAPTCHA_FAILED_MESSAGE, SOLD_OUT_MESSAGE } from '../../../domain/checkout-rules.ts';
import { createTestCheck } from '../../../integrations/human-check/index.ts';
import {
  createSimulatorGateway,
  createSimulatorSigner,
  DECLINED_REASON,
  SIGNATURE_HEADER,
  SIMULATOR_PAGE,
  simNotification,
  type SimFields,
} from '../../../integrations/payments/simulator.ts';
import { identifyShopper, openCartId } from '../../../services/cart/lookup.ts';
import { priceForCheckout } from '../../../services/cart/priced.ts';
import { createCheckoutService } from '../../../services/checkout/checkout.service.ts';
import {
  openSeededShop,
  readyCart,
  setStock,
  shopSnapshot,
  stockOf,
  variantPicker,
  type ShopVariant,
} from '../../../testing/checkout-fixture.ts';
import { createServices } from '../../../services/index.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { freePort } from '../../../testing/free-port.ts';
import { buildApp } from '../../app.ts';
import { registerGatewaySimulator } from '../gateway-sim.ts';
import { registerCheckoutRoutes } from './checkout.ts';
import { registerPaymentNotifyRoute } from './payments.ts';
import { simulatorKey } from '../../../services/outside/outside.service.ts';

describe.each(testDatabases())('checkout over HTTP on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Database;
  let app: FastifyInstance;
  let base: string;
  let nextVariant: () => Promise<ShopVariant>;

  beforeAll(async () => {
    handle = await openSeededShop(target);
    db = handle.db;
    nextVariant = variantPicker(db);
    // The shop's configured origin is where this app listens: the simulator's notification reaches it.
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = readConfig({ NODE_ENV: 'test', CAPTCHA: 'test', PUBLIC_URL: base } as NodeJS.ProcessEnv);
    const gateway = createSimulatorGateway(simulatorKey(db));
    const checkout = createCheckoutService(db, {
      cart: { openCartId, priceForCheckout },
      humanCheck: createTestCheck(),
      paymentGateway: gateway,
    });
    app = await buildApp({
      config,
      services: createServices(db, config),
      sessionSecret: 'test-secret',
      pages: false,
      routes: false,
    });
    await app.register(
      async (api) => {
        await registerCheckoutRoutes(
          api,
          { checkout, shopperOf: (sessionId) => identifyShopper(db, sessionId) },
          config,
        );
        await registerPaymentNotifyRoute(api, {
          gateway,
          onOutcome: (outcome) => checkout.recordPaymentOutcome(outcome),
        });
      },
      { prefix: '/v1' },
    );
    await registerGatewaySimulator(app, { signer: createSimulatorSigner(simulatorKey(db)) });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  /** A browser: its session cookie, its anti-forgery token, and the session id the cart is keyed on. */
  async function browser() {
    const res = await fetch(`${base}/v1/csrf`);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const { token } = (await res.json()) as { token: string };
    const sessionId = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const form = (path: string, fields: Record<string, string>) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie } });
    /** Opens the payment page and presses one of its buttons, as the shopper does. */
    const decide = async (params: Record<string, string>, decision: 'approve' | 'decline') => {
      const page = await form(SIMULATOR_PAGE, params);
      const payer = /name="payer" value="([0-9a-f]{64})"/.exec(await page.text())?.[1] ?? '';
      return form('/gateway-sim/decide', { ...params, payer, decision });
    };
    return { sessionId, cookie, post, form, get, decide };
  }

  async function shopperWith(free: number, qty: number) {
    const v = await nextVariant();
    await setStock(db, v.id, { DC1: free });
    const b = await browser();
    await readyCart(db, b.sessionId, [{ variantId: v.id, qty }]);
    return { v, b };
  }

  interface Completed {
    success: true;
    orderNo: string;
    redirect: string;
    params: Record<string, string>;
    method: string;
  }

  it('approve: pay page, signed notification, paid order, thank-you data with the purchase event', async () => {
    const { v, b } = await shopperWith(3, 1);
    const res = await b.post('/v1/cart/complete', { 'g-recaptcha-response': 'pass' });
    expect(res.status).toBe(200);
    const done = (await res.json()) as Completed;
    expect(done).toMatchObject({ success: true, redirect: '/gateway-sim/pay', method: 'POST' });
    expect(done.params.returnUrl).toBe(`${base}/checkout/result/${done.orderNo}`);

    const page = await b.form(done.redirect, done.params);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(done.orderNo);
    const decided = await b.decide(done.params, 'approve');
    expect(decided.status).toBe(303);
    expect(decided.headers.get('location')).toBe(
      `${base}/checkout/result/${done.orderNo}?session=${done.params.session}`,
    );

    const result = await b.get(`/v1/order/result/${done.orderNo}`);
    expect(result.status).toBe(200);
    expect(await result.json()).toMatchObject({
      success: true,
      paid: true,
      declined: false,
      order: { order_no: done.orderNo, status: 'paid' },
      purchaseEvent: { transaction_id: done.orderNo, currency: 'NZD', value: Number(done.params.amount) },
    });
    expect((await stockOf(db, v.id)).DC1).toMatchObject({ free: 2, alloc: 1 });

    // The same notification again (a provider retry or a replay): accepted, nothing changes.
    const body = JSON.stringify(simNotification(done.params as unknown as SimFields, false));
    const signature = await createSimulatorSigner(simulatorKey(db)).signBody(body);
    const before = await shopSnapshot(db);
    const replay = await fetch(`${base}/v1/payments/notify/simulator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
    });
    expect(replay.status).toBe(200);
    expect(await shopSnapshot(db)).toEqual(before);
    // Deciding the same payment page twice (back button): the shop ignores the second verdict.
    const twice = await b.decide(done.params, 'decline');
    expect(twice.status).toBe(303);
    expect(await shopSnapshot(db)).toEqual(before);
  });

  it('a forged X-Forwarded-Host moves neither the return nor the notification: both are on PUBLIC_URL', async () => {
    const { b } = await shopperWith(3, 1);
    const res = await b.post(
      '/v1/cart/complete',
      { 'g-recaptcha-response': 'pass' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'also-evil.example' },
    );
    expect(res.status).toBe(200);
    const done = (await res.json()) as Completed;
    expect(done.params.returnUrl).toBe(`${base}/checkout/result/${done.orderNo}`);
    expect(done.params.notifyUrl).toBe(`${base}/v1/payments/notify/simulator`);
  });

  it('tampered notifications are refused and change nothing', async () => {
    const { b } = await shopperWith(3, 1);
    const done = (await (await b.post('/v1/cart/complete', { 'g-recaptcha-response': 'pass' })).json()) as Completed;
    const genuine = simNotification(done.params as unknown as SimFields, true);
    const signer = createSimulatorSigner(simulatorKey(db));
    const signature = await signer.signBody(JSON.stringify(genuine));
    const before = await shopSnapshot(db);
    const send = (body: string, sig: string) =>
      fetch(`${base}/v1/payments/notify/simulator`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sig },
        body,
      });

    expect((await send(JSON.stringify({ ...genuine, amount: '1.00' }), signature)).status).toBe(403);
    expect((await send(JSON.stringify({ ...genuine, orderNo: 'W100001' }), signature)).status).toBe(403);
    expect((await send(JSON.stringify(genuine), '0'.repeat(64))).status).toBe(403);
    // Signed, but for an amount that is not the order's (a fields signature cannot be forged, a bug could):
    // refused, nothing happens (payments-mismatch.test.ts has the log line).
    const wrongAmount = JSON.stringify({ ...genuine, notificationId: 'x-1', amount: '1.00' });
    expect((await send(wrongAmount, await signer.signBody(wrongAmount))).status).toBe(409);
    expect(await shopSnapshot(db)).toEqual(before);
    // The pay page refuses altered fields too.
    expect((await b.form(done.redirect, { ...done.params, amount: '1.00' })).status).toBe(403);
  });

  it('decline: stock exactly as before, back to the cart with the reason', async () => {
    const { v, b } = await shopperWith(2, 2);
    const stockBefore = await stockOf(db, v.id);
    const done = (await (await b.post('/v1/cart/complete', { 'g-recaptcha-response': 'pass' })).json()) as Completed;
    expect((await stockOf(db, v.id)).DC1!.free).toBe(0);
    const decided = await b.decide(done.params, 'decline');
    expect(decided.status).toBe(303);
    expect(await stockOf(db, v.id)).toEqual(stockBefore);
    expect(await (await b.get(`/v1/order/result/${done.orderNo}`)).json()).toMatchObject({
      paid: false,
      declined: true,
      reason: DECLINED_REASON,
      purchaseEvent: null,
    });
    const cartId = await openCartId(db, { sessionId: b.sessionId, userId: null });
    expect(await db.select({ qty: cartItems.qty }).from(cartItems).where(eq(cartItems.cartId, cartId!))).toEqual([
      { qty: 2 },
    ]);
  });

  it('two browsers racing for the last unit: one order, the other a 409 with the message', async () => {
    const v = await nextVariant();
    await setStock(db, v.id, { DC1: 1 });
    const a = await browser();
    const c = await browser();
    await readyCart(db, a.sessionId, [{ variantId: v.id, qty: 1 }]);
    await readyCart(db, c.sessionId, [{ variantId: v.id, qty: 1 }]);
    const answers = await Promise.all(
      [a, c].map((b) => b.post('/v1/cart/complete', { 'g-recaptcha-response': 'pass' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = answers.find((r) => r.status === 409)!;
    expect(await lost.json()).toEqual({ success: false, msg: SOLD_OUT_MESSAGE, soldOutItems: [v.name] });
    expect((await stockOf(db, v.id)).DC1).toEqual({ free: 0, alloc: 1, onHand: 1 });
  });

  it("counts the cart's own items, however carts and items happen to be numbered", async () => {
    // On a shop that has run a while no item shares its number with its own cart.
    await db.execute(sql`select setval('cart_items_id_seq', (select max(id) from cart_items) + 1000)`);
    // (The seed's POS carts keep allocations and sub-item notes on their items: those stay as they are.)
    await db.execute(
      sql`update cart_items i set id = nextval('cart_items_id_seq') where i.id = i.cart_id
        and not exists (select 1 from cart_allocations a where a.cart_item_id = i.id)
        and not exists (select 1 from cart_sub_items s where s.cart_item_id = i.id)`,
    );
    const { b } = await shopperWith(3, 1);
    const res = await b.post('/v1/cart/complete', { 'g-recaptcha-response': 'pass' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
  });

  it('a double click: one order, the same answer twice', async () => {
    const { b } = await shopperWith(3, 1);
    const [one, two] = await Promise.all(
      [1, 2].map(() => b.post('/v1/cart/complete', { 'g-recaptcha-response': 'pass' })),
    );
    expect(one!.status).toBe(200);
    expect(two!.status).toBe(200);
    expect(await two!.json()).toEqual(await one!.json());
  });

  describe('bad input: the contract 4xx, nothing written', () => {
    it('no anti-forgery token, no or failed human check, a malformed body', async () => {
      const { b } = await shopperWith(3, 1);
      const before = await shopSnapshot(db);
      const noCsrf = await fetch(`${base}/v1/cart/complete`, {
        method: 'POST',
        headers: { cookie: b.cookie, 'content-type': 'application/json' },
        body: '{"g-recaptcha-response":"pass"}',
      });
      expect(noCsrf.status).toBe(419);
      const missing = await b.post('/v1/cart/complete', {});
      expect(missing.status).toBe(422);
      expect(await missing.json()).toEqual({ success: false, msg: CAPTCHA_FAILED_MESSAGE });
      expect((await b.post('/v1/cart/complete', { 'g-recaptcha-response': 'nope' })).status).toBe(422);
      expect((await b.post('/v1/cart/complete', { 'g-recaptcha-response': { $ne: 1 } })).status).toBe(422);
      const broken = await b.post('/v1/cart/complete', '{"g-recaptcha', { 'content-type': 'application/json' });
      expect(broken.status).toBe(400);
      const asForm = await fetch(`${base}/v1/cart/complete`, {
        method: 'POST',
        headers: {
          cookie: b.cookie,
          'x-csrf-token': ((await (await b.get('/v1/csrf')).json()) as { token: string }).token,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'g-recaptcha-response=wrong',
      });
      expect(asForm.status).toBe(422);
      expect(await shopSnapshot(db)).toEqual(before);
    });

    it("someone else's order result, or none at all, is not found", async () => {
      const { b } = await shopperWith(3, 1);
      const done = (await (await b.post('/v1/cart/complete', { 'g-recaptcha-response': 'pass' })).json()) as Completed;
      const stranger = await browser();
      expect((await stranger.get(`/v1/order/result/${done.orderNo}`)).status).toBe(404);
      expect((await fetch(`${base}/v1/order/result/${done.orderNo}`)).status).toBe(404);
      expect((await b.get('/v1/order/result/..%2F..%2Fetc')).status).toBe(404);
      expect((await b.get(`/v1/order/result/${done.orderNo}`)).status).toBe(200);
    });
  });
});
