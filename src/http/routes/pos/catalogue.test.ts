// The catalogue's calls (/pos/catalogue/…) on both databases: the list's search, filters, sorts and
// pages; a product and its history; staff refused a save (403); bad input a 422 with the field named
// that writes nothing. And a save reads back at once on the storefront's listing, search and product
// page and in the POS item search, with the kept lists off (LISTING_CACHE_SECONDS=0).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueListResponse, CatalogueProduct, ProductDraftInput } from '../../../contract/catalogue.ts';
import { ONLY_MANAGERS_CATALOGUE, PRICE_FORMAT } from '../../../contract/catalogue.ts';
import type { ProductCardData, ProductPageData } from '../../../contract/catalog.ts';
import { queryRows } from '../../../db/rows.ts';
import { SALE_ABOVE_PRICE } from '../../../domain/catalogue-rules.ts';
import { createPosCartService } from '../../../services/pos-cart/pos-cart.service.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type Browser, type PosTestApp, openPosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS } from '../../../testing/staff-fixture.ts';
import { loader as productLoader } from '../../../web/shop/routes/product.tsx';

const ORIGIN = 'http://shop.test';

const draftOf = (p: CatalogueProduct): ProductDraftInput => ({
  ...p,
  variants: p.variants.map(({ id: _id, ...v }) => v),
});

describe.each(testDatabases())('catalogue calls ($name)', (target) => {
  let t: PosTestApp;
  let mere: Browser;
  let sam: Browser;
  let visitor: Browser;
  const list = async (query: string) => {
    const res = await sam.get(`/pos/catalogue/list${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CatalogueListResponse;
  };

  beforeAll(async () => {
    t = await openPosTestApp(target, { env: { LISTING_CACHE_SECONDS: '0' } });
    t.services.posCart = createPosCartService(t.handle.db, { searchTtlMs: 0 });
    [mere, sam, visitor] = [
      await t.staffBrowser(EMAILS.manager),
      await t.staffBrowser(EMAILS.staff),
      await t.browser(),
    ];
  });
  afterAll(() => t?.close());

  it('answers 401 without a staff session', async () => {
    expect((await visitor.get('/pos/catalogue/list')).statusCode).toBe(401);
    expect((await visitor.get('/pos/catalogue/product/1')).statusCode).toBe(401);
  });

  it('lists every product, searched by name, SKU or collection, filtered, sorted and paged', async () => {
    const all = await list('');
    expect(all).toMatchObject({ success: true, total: 5, page: 1, pages: 1 });
    expect(all.products.map((p) => p.name)).toEqual([
      'Aria 3 Seater Sofa',
      'Aria Lounge Bundle',
      'Hidden Sofa',
      'Kahu Bed',
      'Tui Table Lamp',
    ]);
    expect(all.products[0]).toMatchObject({
      sku: 'SOFA-CHA',
      skuCount: 2,
      collection: 'Aria',
      categories: 'Living › Sofas',
      price: '1299.00',
      retail: '1599.00',
      flags: ['sale'],
      active: true,
      hasPicture: false,
      pictureUrl: '/img/p/sofa/charcoal/1.svg',
    });
    expect((await list('?q=bed-k')).products.map((p) => p.name)).toEqual(['Kahu Bed']);
    expect((await list('?q=aria')).total).toBe(2);
    expect((await list('?category=4')).products.map((p) => p.name)).toEqual(['Kahu Bed']);
    expect((await list('?category=2')).total).toBe(3);
    expect((await list('?flag=deal')).products.map((p) => p.name)).toEqual(['Aria Lounge Bundle']);
    expect((await list('?active=no')).products.map((p) => p.name)).toEqual(['Hidden Sofa']);
    expect((await list('?noPicture=1')).total).toBe(5);
    expect((await list('?sort=price&dir=desc')).products.map((p) => p.price)).toEqual([
      '2099.00',
      '1299.00',
      '999.00',
      '100.00',
      '89.00',
    ]);
    expect((await list('?page=2')).products).toEqual([]);
  });

  it('refuses bad list input with a 422', async () => {
    for (const q of ['?sort=colour', '?page=0', '?flag=cheap', '?active=maybe']) {
      const res = await sam.get(`/pos/catalogue/list${q}`);
      expect(res.statusCode, q).toBe(422);
    }
  });

  it('refuses plain staff a save (403), and bad input (422, field named), writing nothing', async () => {
    const product = (await sam.get('/pos/catalogue/product/1')).json().product as CatalogueProduct;
    const draft = draftOf(product);
    const before = await queryRows(t.handle.db, sql`select * from products order by id`);
    const refused = await sam.post('/pos/catalogue/product/save', { ...draft, name: 'Changed' });
    expect([refused.statusCode, refused.json().msg]).toEqual([403, ONLY_MANAGERS_CATALOGUE]);
    const badPrice = await mere.post('/pos/catalogue/product/save', {
      ...draft,
      variants: [{ ...draft.variants[0], price: 'lots' }],
    });
    expect([badPrice.statusCode, badPrice.json().msg]).toEqual([422, PRICE_FORMAT]);
    const sale = await mere.post('/pos/catalogue/product/save', {
      ...draft,
      variants: draft.variants.map((v, i) => (i === 1 ? { ...v, salePrice: '99999.00' } : v)),
    });
    expect(sale.statusCode).toBe(422);
    expect(sale.json()).toMatchObject({
      success: false,
      msg: SALE_ABOVE_PRICE,
      errors: [{ field: 'variants.1.salePrice', message: SALE_ABOVE_PRICE }],
    });
    expect(await queryRows(t.handle.db, sql`select * from products order by id`)).toEqual(before);
    expect((await sam.get('/pos/catalogue/product/99')).statusCode).toBe(404);
  });

  it('reads a save back at once on the listing, the search, the product page and the POS item search', async () => {
    const lamp = (await mere.get('/pos/catalogue/product/2')).json().product as CatalogueProduct;
    const draft = draftOf(lamp);
    // The lamp's one cell is white, a colour the fixture never listed as an option.
    draft.options = {
      x: { label: '', values: [] },
      y: { label: 'Colour', values: [{ code: 'white', label: 'White' }] },
    };
    draft.variants = draft.variants.map((v) => ({ ...v, price: '79.00', msrp: '99.00' }));
    draft.flags = ['clearance'];
    const saved = await mere.post('/pos/catalogue/product/save', draft);
    expect(saved.statusCode, saved.body).toBe(200);

    const lampOf = (items: ProductCardData[]) => items.find((i) => i.sku === 'P-LAMP');
    const shopper = await t.browser();
    const listed = await shopper.post('/v1/getItems/', { routeType: 'type', pageStr: 'living/lighting' });
    expect(lampOf(listed.json().items)).toMatchObject({ price: '79.00', badges: ['Clearance'] });
    const found = await shopper.post('/v1/getItems/', { routeType: 'search', search: 'white lamp' });
    expect(lampOf(found.json().items)).toMatchObject({ price: '79.00', badges: ['Clearance'] });
    const { product } = (await productLoader({
      request: new Request(`${ORIGIN}/p/tui-table-lamp`),
      params: { url: 'tui-table-lamp' },
      context: { services: t.services, publicUrl: ORIGIN },
    } as never)) as { product: ProductPageData };
    expect(product.variants[0]!.price).toBe('79.00');
    expect(product.badges).toContain('Clearance');
    const pos = (await sam.post('/pos/cart/searchItems', { str: 'LAMP' })).json() as {
      items: { sku: string; price: string }[];
    };
    expect(pos.items.find((i) => i.sku === 'LAMP-1')?.price).toBe('79.00');

    const history = (await sam.get('/pos/catalogue/product/2/history')).json();
    expect(history).toMatchObject({
      success: true,
      total: 1,
      entries: [{ source: 'editor', staff: expect.any(String) }],
    });
    expect(history.entries[0].changes.map((c: { field: string }) => c.field)).toEqual(['flags', 'options', 'variants']);
  });

  it('previews a draft as a card for any staff member', async () => {
    const lamp = (await sam.get('/pos/catalogue/product/2')).json().product as CatalogueProduct;
    const res = await sam.post('/pos/catalogue/preview', { ...draftOf(lamp), name: 'Tui Preview Lamp' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().success).toBe(true);
  });
});
