// COMPLETE PURCHASE with a line to collect and no collection point chosen (the dialog closed without a
// pick, or updateItem with pick_location null): refused with the line named, nothing written.
// On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { readConfig } from '../../../config.ts';
import type { Database, DatabaseHandle } from '../../../db/client.ts';
import { cartItems } from '../../../db/schema-sales.ts';
import { SESSION_COOKIE } from '../../../contract/cookies.ts';
import { createServices } from '../../../services/index.ts';
import {
  openSeededShop,
  readyCart,
  setStock,
  shopSnapshot,
  stockOf,
  variantPicker,
  type ShopVariant,
} from '../../../testing/checkout-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { buildApp } from '../../app.ts';

describe.each(testDatabases())('collect with no collection point on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Database;
  let app: FastifyInstance;
  let nextVariant: () => Promise<ShopVariant>;

  beforeAll(async () => {
    handle = await openSeededShop(target);
    db = handle.db;
    nextVariant = variantPicker(db);
    const config = readConfig({ NODE_ENV: 'test', CAPTCHA: 'test' } as NodeJS.ProcessEnv);
    app = await buildApp({ config, services: createServices(db, config), sessionSecret: 'test-secret', pages: false });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  async function shopper() {
    const res = await app.inject({ method: 'GET', url: '/v1/csrf' });
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const sessionId = app.unsignCookie(decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1))).value!;
    const token = res.json().token as string;
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: { cookie, 'x-csrf-token': token } });
    return { sessionId, post };
  }

  it('updateItem with pick_location null, then COMPLETE PURCHASE: 422 naming the line, no order, no stock taken', async () => {
    const delivered = await nextVariant();
    const collected = await nextVariant();
    await setStock(db, delivered.id, { DC1: 3 });
    await setStock(db, collected.id, { DC1: 3 });
    const s = await shopper();
    const cartId = await readyCart(db, s.sessionId, [
      { variantId: delivered.id, qty: 1 },
      { variantId: collected.id, qty: 1, shipmethod: 'PCK', pickLocation: 'AKL' },
    ]);
    const [line] = await db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(eq(cartItems.variantId, collected.id))
      .limit(1);
    const cleared = await s.post('/v1/cart/updateItem', {
      item: { id: line!.id, shipmethod: 'PCK', pick_location: null },
    });
    expect(cleared.statusCode).toBe(200);
    const shown = cleared.json().cartItems.find((i: { id: number }) => i.id === line!.id);
    expect(shown).toMatchObject({ shipmethod: 'PCK', pick_location: null });

    const before = await shopSnapshot(db);
    const stockBefore = await stockOf(db, collected.id);
    const res = await s.post('/v1/cart/complete', { 'g-recaptcha-response': 'pass' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, msg: `Please choose a collection point for [${shown.name}]` });
    expect(shown.name).toBe(collected.name);
    expect(await shopSnapshot(db)).toEqual(before);
    expect(await stockOf(db, collected.id)).toEqual(stockBefore);

    // A point chosen: the same cart completes.
    await s.post('/v1/cart/updateItem', { item: { id: line!.id, shipmethod: 'PCK', pick_location: 'AKL' } });
    const done = await s.post('/v1/cart/complete', { 'g-recaptcha-response': 'pass' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true });
    expect(cartId).toBeGreaterThan(0);
  });
});
