// POST /v1/getItems, GET /v1/getCategoriesInfo and POST /v1/product/confselect over the demo seed,
// on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { GetItemsResponse } from '../../../contract/catalog.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import { seedDatabase } from '../../../db/seed/index.ts';
import { PAGE_SIZE, PRICE_STEPS, SORTS } from '../../../domain/listing.ts';
import { createServices } from '../../../services/index.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { keptCards } from '../../../web/card-html.server.tsx';
import { buildApp } from '../../app.ts';

interface Product {
  sku: string;
  name: string;
  price_cents: number;
  popularity: number;
  created_at: string;
  room: string;
  type: string;
  variant: string | null;
  is_sale: boolean;
  is_new: boolean;
}

describe.each(testDatabases())('catalogue API on $name', (target) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let cookie = '';
  let token = '';
  let products: Map<string, Product>;
  const active = () => [...products.values()];

  beforeAll(async () => {
    handle = await target.open();
    await seedDatabase(handle.db, { products: 120 });
    const config = readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    app = await buildApp({
      config,
      services: createServices(handle.db, config),
      sessionSecret: 'test-secret',
      pages: false,
      // The cards' markup the pages' build would hand the API.
      cards: keptCards,
    });
    const csrf = await app.inject({ method: 'GET', url: '/v1/csrf' });
    token = csrf.json().token;
    cookie = String(csrf.headers['set-cookie']).split(';')[0]!;
    const rows = await queryRows<Product>(
      handle.db,
      sql`select p.sku, p.name, p.price_cents, p.popularity, p.created_at::text, c1.url as room, c2.url as type, c3.url as variant,
            p.is_sale, p.is_new
          from products p join categories c1 on c1.id = p.cat1_id join categories c2 on c2.id = p.cat2_id
          left join categories c3 on c3.id = p.cat3_id where p.active`,
    );
    products = new Map(rows.map((r) => [r.sku, r]));
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as never,
      headers: { cookie, 'x-csrf-token': token, ...headers },
    });
  const getItems = async (payload: Record<string, unknown>) => {
    const res = await post('/v1/getItems/', payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as GetItemsResponse;
  };
  /** Every item of a listing, following Show Me More to the end. */
  const allItems = async (payload: Record<string, unknown>) => {
    const first = await getItems(payload);
    const items = [...first.items];
    for (let page = 2; items.length < first.count; page++)
      items.push(...(await getItems({ ...payload, pageNum: page })).items);
    return { count: first.count, items };
  };
  const skus = (items: { sku: string }[]) => items.map((i) => i.sku).sort();
  const expected = (keep: (p: Product) => boolean) =>
    active()
      .filter(keep)
      .map((p) => p.sku)
      .sort();

  it('GET /v1/getCategoriesInfo gives the three-level tree', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/getCategoriesInfo' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.categories.map((c: { url: string }) => c.url)).toEqual([
      'living',
      'dining',
      'bedroom',
      'office',
      'outdoor',
      'mattresses',
    ]);
    const sofas = body.categories[0].children.find((c: { url: string }) => c.url === 'sofas');
    expect(sofas).toMatchObject({ name: 'Sofas', url: 'sofas' });
    expect(sofas.children.length).toBeGreaterThan(1);
    expect(sofas.children[0]).toEqual({ name: expect.any(String), url: expect.any(String), children: [] });
  });

  it('lists a room with html, breadcrumbs, analytics and its address', async () => {
    const body = await getItems({ routeType: 'category', pageStr: 'living' });
    const living = expected((p) => p.room === 'living');
    expect(body).toMatchObject({
      success: true,
      count: living.length,
      loaded: Math.min(living.length, PAGE_SIZE),
      pageName: 'Living',
      fullUrl: '/living',
    });
    expect(body.pageDesc.length).toBeGreaterThan(10);
    expect(body.items).toHaveLength(Math.min(living.length, PAGE_SIZE));
    for (const item of body.items) {
      expect(living).toContain(item.sku);
      expect(body.html).toContain(`data-sku="${item.sku}"`);
    }
    expect(body.bcHtml).toContain('Home');
    expect(body.bcHtml).toContain('Living');
    expect(body.listdataGA4.item_list_name).toBe('Living');
    expect(body.listdataGA4.items[0]).toMatchObject({
      item_id: body.items[0]!.sku,
      item_name: body.items[0]!.name,
      index: 0,
      price: Number(body.items[0]!.price),
    });
  });

  it('lists a type and a variant', async () => {
    const beds = await allItems({ routeType: 'type', pageStr: 'bedroom/beds' });
    expect(skus(beds.items)).toEqual(expected((p) => p.room === 'bedroom' && p.type === 'beds'));
    const sofa = active().find((p) => p.room === 'living' && p.type === 'sofas' && p.variant)!;
    const variant = await allItems({ routeType: 'variant', pageStr: `living/sofas/${sofa.variant}` });
    expect(skus(variant.items)).toEqual(expected((p) => p.type === 'sofas' && p.variant === sofa.variant));
    expect((await getItems({ routeType: 'variant', pageStr: `living/sofas/${sofa.variant}` })).fullUrl).toBe(
      `/living?type=sofas&variant=${sofa.variant}`,
    );
  });

  it('pages with count and loaded, without overlaps', async () => {
    const one = await getItems({ routeType: 'category', pageStr: 'bedroom' });
    const two = await getItems({ routeType: 'category', pageStr: 'bedroom', pageNum: 2 });
    expect(one.count).toBeGreaterThan(PAGE_SIZE);
    expect(two.count).toBe(one.count);
    expect(two.loaded).toBe(Math.min(one.count, 2 * PAGE_SIZE));
    expect(two.items).toHaveLength(Math.min(PAGE_SIZE, one.count - PAGE_SIZE));
    expect(two.fullUrl).toBe('/bedroom?page=2');
    expect(new Set([...skus(one.items), ...skus(two.items)]).size).toBe(one.items.length + two.items.length);
    expect(two.listdataGA4.items[0]!.index).toBe(PAGE_SIZE);
    const beyond = await getItems({ routeType: 'category', pageStr: 'bedroom', pageNum: 50 });
    expect(beyond).toMatchObject({ count: one.count, loaded: one.count, items: [] });
  });

  it('filters by categories, flags and price steps', async () => {
    const inRooms = await allItems({ routeType: 'new', cat1Arr: ['living', 'dining'] });
    expect(skus(inRooms.items)).toEqual(expected((p) => p.is_new && (p.room === 'living' || p.room === 'dining')));
    const sofas = await allItems({ routeType: 'category', pageStr: 'living', cat2Arr: ['sofas', 'armchairs'] });
    expect(skus(sofas.items)).toEqual(
      expected((p) => p.room === 'living' && (p.type === 'sofas' || p.type === 'armchairs')),
    );
    const v = active().find((p) => p.room === 'bedroom' && p.variant)!;
    const byVariant = await allItems({
      routeType: 'category',
      pageStr: 'bedroom',
      cat2Arr: [v.type],
      cat3Arr: [v.variant],
    });
    expect(skus(byVariant.items)).toEqual(
      expected((p) => p.room === 'bedroom' && p.type === v.type && p.variant === v.variant),
    );
    const sale = await allItems({ routeType: 'category', pageStr: 'living', sale: true });
    expect(skus(sale.items)).toEqual(expected((p) => p.room === 'living' && p.is_sale));

    const between = await allItems({ routeType: 'category', pageStr: 'bedroom', over: 500, under: 1500 });
    expect(skus(between.items)).toEqual(
      expected((p) => p.room === 'bedroom' && p.price_cents >= 50_000 && p.price_cents <= 150_000),
    );
    const unlimited = await allItems({ routeType: 'category', pageStr: 'bedroom', over: 1000, under: 0 });
    expect(unlimited.count).toBeGreaterThan(0);
    expect(skus(unlimited.items)).toEqual(expected((p) => p.room === 'bedroom' && p.price_cents >= 100_000));
    expect((await getItems({ routeType: 'category', pageStr: 'bedroom', over: 1000, under: 0 })).fullUrl).toBe(
      '/bedroom?over=1000',
    );
    expect(PRICE_STEPS).toContain(1500);
  });

  it('sorts by each code', async () => {
    const byName = (a: string, b: string) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
    for (const { code } of SORTS.filter((s) => s.code !== 'relevant')) {
      const { items } = await allItems({ routeType: 'category', pageStr: 'living', sort: code });
      const rows = items.map((i) => products.get(i.sku)!);
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1]!, rows[i]!];
        const order = {
          sort: a.popularity - b.popularity,
          new: Date.parse(a.created_at) - Date.parse(b.created_at),
          nasc: -byName(a.name, b.name),
          ndsc: byName(a.name, b.name),
          pasc: b.price_cents - a.price_cents,
          pdsc: a.price_cents - b.price_cents,
        }[code as 'sort'];
        expect(order, `${code}: ${a.name} before ${b.name}`).toBeGreaterThanOrEqual(0);
      }
      expect(new Set(items.map((i) => i.sku)).size).toBe(items.length);
    }
  });

  it('searches by prefix and forgives typos', async () => {
    const sof = await getItems({ routeType: 'search', search: 'sof' });
    expect(sof.count).toBeGreaterThan(0);
    expect(sof.items.some((i) => /sofa/i.test(i.name))).toBe(true);
    expect(sof.pageName).toBe('Search results for "sof"');
    expect(sof.fullUrl).toBe('/search?q=sof');

    const byRelevance = await allItems({ routeType: 'search', search: 'sof' });
    const byName = await allItems({ routeType: 'search', search: 'sof', sort: 'nasc' });
    expect(skus(byRelevance.items)).toEqual(skus(byName.items));

    const typo = await getItems({ routeType: 'search', pageStr: 'sofe bed' });
    const sofaBeds = expected((p) => p.variant === 'sofa-beds');
    expect(sofaBeds.length).toBeGreaterThan(0);
    for (const sku of sofaBeds) expect(typo.items.map((i) => i.sku)).toContain(sku);
    expect(sofaBeds).toContain(typo.items[0]!.sku);
  });

  it('refuses an empty search with 422', async () => {
    const res = await post('/v1/getItems', { routeType: 'search', search: '   ', pageStr: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, msg: 'Please enter something to search for' });
  });

  it('refuses bad input with 422, never 500', async () => {
    const bad: Record<string, unknown>[] = [
      { routeType: 'garage' },
      { routeType: 'category', pageStr: 'living', pageNum: 'two' },
      { routeType: 'category', pageStr: 'living', pageNum: -1 },
      { routeType: 'category', pageStr: 'living', cat1Arr: ['Living Room!'] },
      { routeType: 'category', pageStr: 'living', cat1Arr: { a: 1 } },
      { routeType: 'search', search: 'x'.repeat(10_000) },
      { routeType: 'category', pageStr: 'l'.repeat(5_000) },
      { routeType: 'category', pageStr: 'living', over: 123 },
      { routeType: 'category', pageStr: 'living', under: '99999999999' },
      { routeType: 'category', pageStr: 'living', sort: 'cheapest' },
      { routeType: 'category', pageStr: 'living', sale: 'maybe' },
      { routeType: 'collection', collection: "aria'; drop table products;--" },
    ];
    for (const payload of bad) {
      const res = await post('/v1/getItems/', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json().success).toBe(false);
    }
    const notJson = await post('/v1/getItems/', '{"routeType":', { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
  });

  it('accepts form posts with cat1Arr[] keys', async () => {
    const res = await post(
      '/v1/getItems',
      'routeType=new&pageStr=new&cat1Arr%5B%5D=living&cat1Arr%5B%5D=dining&sale=1',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as GetItemsResponse;
    expect(body.fullUrl).toBe('/new?cat1=living,dining&sale=1');
    expect(skus(body.items)).toEqual(
      expected((p) => p.is_new && p.is_sale && (p.room === 'living' || p.room === 'dining'))
        .slice(0, PAGE_SIZE)
        .sort(),
    );
  });

  it('answers 404 for a category, collection or tag that does not exist', async () => {
    for (const payload of [
      { routeType: 'category', pageStr: 'garage' },
      { routeType: 'type', pageStr: 'living/beds' },
      { routeType: 'collection', collection: 'nope' },
      { routeType: 'tag', pageStr: 'nope' },
    ]) {
      const res = await post('/v1/getItems/', payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, msg: 'Page not found' });
    }
  });

  it('requires the anti-forgery token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/getItems/',
      payload: { routeType: 'new' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(419);
    const wrong = await app.inject({
      method: 'POST',
      url: '/v1/product/confselect',
      payload: { sku: 'x' },
      headers: { cookie, 'x-csrf-token': 'nope' },
    });
    expect(wrong.statusCode).toBe(419);
  });

  describe('POST /v1/product/confselect', () => {
    it('prices the chosen cell', async () => {
      const [cell] = await queryRows<{
        product_sku: string;
        sku: string;
        xsel: string;
        ysel: string;
        price: number;
        msrp: number;
      }>(
        handle.db,
        sql`select p.sku as product_sku, v.sku, v.xsel, v.ysel, coalesce(v.sale_cents, v.retail_cents) as price, v.msrp_cents as msrp
            from product_variants v join products p on p.id = v.product_id
            where p.active and v.sellable and not v.is_default and v.xsel <> '' and v.msrp_cents > coalesce(v.sale_cents, v.retail_cents)
            order by v.id limit 1`,
      );
      const res = await post('/v1/product/confselect', { sku: cell!.product_sku, xsel: cell!.xsel, ysel: cell!.ysel });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-NZ', { minimumFractionDigits: 2 })}`;
      expect(body).toMatchObject({
        success: true,
        sku: cell!.sku,
        pricestring: dollars(cell!.price),
        msrpstring: `RRP ${dollars(cell!.msrp)}`,
        msrp: (cell!.msrp / 100).toFixed(2),
      });
      expect(typeof body.eta).toBe('string');
      expect(body.eta.length).toBeGreaterThan(0);
      expect(typeof body.finance).toBe('object');

      const byVariantSku = await post('/v1/product/confselect', `sku=${encodeURIComponent(cell!.sku)}`, {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(byVariantSku.json().sku).toBe(cell!.sku);
    });

    it('answers 404 for an unknown product or cell, 422 for bad input', async () => {
      const unknown = await post('/v1/product/confselect', { sku: 'NOPE-1', xsel: '', ysel: '' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, msg: 'Product not found' });
      const [p] = await queryRows<{ sku: string }>(
        handle.db,
        sql`select sku from products where active order by id limit 1`,
      );
      const badCell = await post('/v1/product/confselect', {
        sku: p!.sku,
        xsel: 'no-such-size',
        ysel: 'no-such-colour',
      });
      expect(badCell.statusCode).toBe(404);
      expect((await post('/v1/product/confselect', { xsel: 'queen' })).statusCode).toBe(422);
      expect((await post('/v1/product/confselect', { sku: 'x'.repeat(500) })).statusCode).toBe(422);
    });
  });
  it('answers brotli to a browser that takes it: the same JSON, the same html byte for byte', async () => {
    const payload = { routeType: 'category', pageStr: 'living' };
    const plain = await post('/v1/getItems', payload);
    const packed = await post('/v1/getItems', payload, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(plain.body);
    const refused = await post('/v1/getItems', payload, { 'accept-encoding': 'gzip, br;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });
});
