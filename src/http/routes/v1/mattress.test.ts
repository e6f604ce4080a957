// GET /v1/mattressbuilder/{size} and GET /v1/sleep-zone/mattressitem/{page} through the app, over a
// seeded shop: the answers, 404 for an unknown size, 422 for bad input, and nothing changed by either.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import { NO_MORE_PRODUCT, UNKNOWN_MATTRESS_SIZE } from '../../../contract/mattress.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import { createServices } from '../../../services/index.ts';
import { openSeededShop } from '../../../testing/checkout-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { buildApp } from '../../app.ts';

describe.each(testDatabases())('mattress calls on $name', (target) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await openSeededShop(target, 200);
    const config = readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    app = await buildApp({
      config,
      services: createServices(handle.db, config),
      sessionSecret: 'test-secret',
      pages: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const get = async (url: string, status = 200) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    return res.json();
  };
  const snapshot = async () =>
    queryRows<{ n: string }>(
      handle.db,
      sql`select (select count(*) from mattress_builder_items) || '/' || (select count(*) from carts) || '/' ||
        (select coalesce(sum(free), 0) from stock) || '/' || (select count(*) from mattress_sizes where active) as n`,
    );

  it('answers the builder for a size: the size, the sizes, the comforts and the three steps', async () => {
    const body = await get('/v1/mattressbuilder/queen');
    expect(body).toMatchObject({
      success: true,
      size: { code: 'queen', name: 'Queen', widthCm: 153, lengthCm: 203, dimensions: '153 × 203 cm' },
      comfort: '',
    });
    expect(body.sizes.map((s: { code: string }) => s.code)).toEqual([
      'single',
      'king-single',
      'double',
      'queen',
      'king',
      'super-king',
    ]);
    expect(body.steps.map((s: { step: string }) => s.step)).toEqual(['mattress', 'base', 'accessory']);
    const item = body.steps[0].items[0];
    expect(Object.keys(item).sort()).toEqual(
      [
        'collection',
        'colour',
        'comfort',
        'eta',
        'image',
        'imageAlt',
        'inStock',
        'name',
        'onSale',
        'price',
        'productSku',
        'retail',
        'sku',
        'url',
        'xsel',
        'ysel',
      ].sort(),
    );
    expect(item.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('narrows by ?comfort= and refuses a comfort it does not know', async () => {
    const body = await get('/v1/mattressbuilder/king?comfort=plush');
    expect(body.comfort).toBe('plush');
    expect(body.steps[0].items.length).toBeGreaterThan(0);
    expect(body.steps[0].items.every((i: { comfort: string }) => i.comfort === 'plush')).toBe(true);
    expect((await get('/v1/mattressbuilder/king?comfort=')).comfort).toBe('');
    for (const q of ['soft', 'PLUSH', 'x'.repeat(5000)]) {
      expect(await get(`/v1/mattressbuilder/king?comfort=${q}`, 422)).toMatchObject({ success: false });
    }
  });

  it('answers 404 with a clear message for a size it does not offer, a 4xx for a huge one', async () => {
    expect(await get('/v1/mattressbuilder/california-king', 404)).toEqual({
      success: false,
      msg: UNKNOWN_MATTRESS_SIZE,
    });
    expect(await get(`/v1/mattressbuilder/${encodeURIComponent("queen'; drop table products;--")}`, 404)).toEqual({
      success: false,
      msg: UNKNOWN_MATTRESS_SIZE,
    });
    expect((await get(`/v1/mattressbuilder/${'q'.repeat(70)}`, 422)).success).toBe(false);
    // Past Fastify's longest path parameter the address itself is unknown.
    expect((await get(`/v1/mattressbuilder/${'q'.repeat(5000)}`, 404)).success).toBe(false);
  });

  it('pages the sleep zone to NO MORE PRODUCT', async () => {
    const first = await get('/v1/sleep-zone/mattressitem/1');
    expect(first).toMatchObject({ success: true, page: 1, more: true, msg: '', loaded: 12 });
    expect(first.items).toHaveLength(12);
    const pages = Math.ceil(first.count / 12);
    const last = await get(`/v1/sleep-zone/mattressitem/${pages}`);
    expect(last).toMatchObject({ more: false, msg: NO_MORE_PRODUCT, loaded: first.count });
    expect(await get('/v1/sleep-zone/mattressitem/999')).toMatchObject({
      items: [],
      more: false,
      msg: NO_MORE_PRODUCT,
    });
    expect((await get('/v1/sleep-zone/mattressitem/1?uzip=1060')).items).toHaveLength(12);
  });

  it('refuses a page that is not a whole number from 1 to 1000 with 422', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '1001', '9'.repeat(40), '%20']) {
      expect(await get(`/v1/sleep-zone/mattressitem/${page}`, 422)).toMatchObject({ success: false });
    }
    expect(await get(`/v1/sleep-zone/mattressitem/1?uzip=${'x'.repeat(200)}`, 422)).toMatchObject({ success: false });
  });

  it('changes nothing, whatever it is asked', async () => {
    const before = await snapshot();
    await app.inject({ method: 'GET', url: '/v1/mattressbuilder/queen?comfort=firm' });
    await app.inject({ method: 'GET', url: '/v1/mattressbuilder/nowhere' });
    await app.inject({ method: 'GET', url: '/v1/sleep-zone/mattressitem/2' });
    await app.inject({ method: 'GET', url: '/v1/sleep-zone/mattressitem/0' });
    expect(await snapshot()).toEqual(before);
  });
});
