// A saved catalogue change shows at once, with every cache on at its normal time: the lamp's price,
// its Clearance flag and its new address, changed in SQL with the change counter moved (as any
// process's save does), read back through the app on the room's page and /v1 list, the search, the
// product page, the POS item search and the sitemap. Carts follow the new price; an order keeps what
// was paid. A product's old address answers 301 to its new one. On both databases.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductCardData, ProductPageData } from '../contract/catalog.ts';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { markCatalogueChanged } from '../services/catalogue/changes.ts';
import { testDatabases } from '../testing/databases.ts';
import { placePosOrder } from '../testing/order-fixture.ts';
import { type PosTestApp, usePosTestApp } from '../testing/pos-app.ts';
import { EMAILS, STAFF } from '../testing/staff-fixture.ts';
import { loader as listingLoader } from '../web/shop/routes/listing.tsx';
import { loader as productLoader } from '../web/shop/routes/product.tsx';

const ORIGIN = 'http://shop.test';
const LAMP_URL = 'tui-table-lamp';
const RENAMED = 'tui-reading-lamp';

/** The lamp (LAMP-1, 89.00) made 79.00, put on Clearance and given a new address; the counter moved only when asked. */
async function changeLamp(db: Database, opts: { count: boolean }) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update products set price_cents = 7900, retail_cents = 7900, msrp_cents = 7900,
        is_clearance = true, url = ${RENAMED} where id = 2`);
    await tx.execute(sql`update product_variants set retail_cents = 7900, msrp_cents = 7900 where sku = 'LAMP-1'`);
    await tx.execute(sql`insert into product_redirects (old_url, product_id) values (${LAMP_URL}, 2)`);
    if (opts.count) await markCatalogueChanged(tx);
  });
}

/** What each place shows of the lamp, read as a shopper and a salesperson would. */
function lampViews(t: PosTestApp, pos: { post(url: string, body: unknown): Promise<{ json(): unknown }> }) {
  const context = () => ({ services: t.services, publicUrl: ORIGIN }) as never;
  const lampOf = (items: ProductCardData[]) => items.find((i) => i.sku === 'P-LAMP');
  return {
    async roomPage() {
      const page = await listingLoader({
        request: new Request(`${ORIGIN}/living?type=lighting`),
        context: context(),
        params: {},
      } as never);
      const lamp = lampOf(page.items);
      return { price: lamp?.price, badges: lamp?.badges, url: lamp?.url, clearance: page.facets.flags };
    },
    async clearancePage() {
      const page = await listingLoader({
        request: new Request(`${ORIGIN}/clearance`),
        context: context(),
        params: {},
      } as never);
      return page.items.map((i) => i.sku);
    },
    async apiList() {
      const shopper = await t.browser();
      const res = await shopper.post('/v1/getItems/', { routeType: 'type', pageStr: 'living/lighting' });
      const lamp = lampOf((res.json() as { items: ProductCardData[] }).items);
      return { price: lamp?.price, badges: lamp?.badges };
    },
    async search() {
      const shopper = await t.browser();
      const res = await shopper.post('/v1/getItems/', { routeType: 'search', search: 'lamp' });
      const lamp = lampOf((res.json() as { items: ProductCardData[] }).items);
      return { price: lamp?.price, badges: lamp?.badges, url: lamp?.url };
    },
    async productPage(url: string) {
      const { product } = (await productLoader({
        request: new Request(`${ORIGIN}/p/${url}`),
        params: { url },
        context: context(),
      } as never)) as { product: ProductPageData };
      return { price: product.variants[0]!.price, badges: product.badges };
    },
    async posSearch() {
      const answer = (await pos.post('/pos/cart/searchItems', { str: 'LAMP' })).json() as {
        items: { sku: string; price: string }[];
      };
      return answer.items.find((i) => i.sku === 'LAMP-1')?.price;
    },
    async sitemap() {
      const res = await t.app.inject({ url: '/sitemap.xml' });
      return { old: res.body.includes(`/p/${LAMP_URL}<`), renamed: res.body.includes(`/p/${RENAMED}<`) };
    },
  };
}

/** The loader's thrown answer: a Response (a redirect) or React Router's data(null, { status }). */
async function thrownBy(run: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await run();
  } catch (err) {
    if (err instanceof Response) return { status: err.status, location: err.headers.get('location') };
    const init = (err as { init?: { status?: number } }).init;
    return { status: init?.status ?? 0, location: null };
  }
  return { status: 200, location: null };
}

describe.each(testDatabases())('a saved catalogue change, live at once ($name)', (target) => {
  const { t, sam } = usePosTestApp(target, { signIn: { sam: EMAILS.staff } });

  it('shows the new price, flag and address everywhere within a second, with the caches on', async () => {
    const views = lampViews(t, sam);
    // Warmed: every cache holds the lamp as it was.
    expect(await views.roomPage()).toMatchObject({ price: '89.00', url: `/p/${LAMP_URL}` });
    expect((await views.roomPage()).badges).not.toContain('Clearance');
    expect(await views.clearancePage()).not.toContain('P-LAMP');
    expect(await views.apiList()).toMatchObject({ price: '89.00' });
    expect(await views.search()).toMatchObject({ price: '89.00', url: `/p/${LAMP_URL}` });
    expect(await views.productPage(LAMP_URL)).toMatchObject({ price: '89.00' });
    expect(await views.posSearch()).toBe('89.00');
    expect(await views.sitemap()).toEqual({ old: true, renamed: false });
    const clearanceBefore = (await views.roomPage()).clearance;

    // A change that does not move the counter is not seen by the kept lists (they are on, for 20 s).
    await t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`update products set price_cents = 8500 where id = 2`);
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await views.apiList()).price).toBe('89.00');
    expect(await views.posSearch()).toBe('89.00');

    await changeLamp(t.handle.db, { count: true });
    const within = { timeout: 1000, interval: 50 };
    await expect.poll(() => views.apiList(), within).toEqual({ price: '79.00', badges: ['Clearance'] });
    // The same look dropped every copy, so the rest is fresh at once.
    expect(await views.roomPage()).toMatchObject({ price: '79.00', badges: ['Clearance'], url: `/p/${RENAMED}` });
    expect((await views.roomPage()).clearance).not.toEqual(clearanceBefore);
    expect(await views.clearancePage()).toContain('P-LAMP');
    expect(await views.search()).toMatchObject({ price: '79.00', badges: ['Clearance'], url: `/p/${RENAMED}` });
    expect(await views.productPage(RENAMED)).toMatchObject({ price: '79.00', badges: ['Clearance'] });
    expect(await views.posSearch()).toBe('79.00');
    expect(await views.sitemap()).toEqual({ old: false, renamed: true });
  });

  it("answers 301 from the lamp's old address to its new one, keeping the query; others as before", async () => {
    const context = { services: t.services, publicUrl: ORIGIN } as never;
    const open = (url: string, query = '') =>
      thrownBy(() =>
        productLoader({ request: new Request(`${ORIGIN}/p/${url}${query}`), params: { url }, context } as never),
      );
    expect(await open(LAMP_URL, '?colour=white&utm_source=mail')).toEqual({
      status: 301,
      location: `/p/${RENAMED}?colour=white&utm_source=mail`,
    });
    expect(await open(LAMP_URL)).toEqual({ status: 301, location: `/p/${RENAMED}` });
    expect(await open(RENAMED)).toEqual({ status: 200, location: null });
    expect(await open('aria-3-seater-sofa')).toEqual({ status: 200, location: null });
    expect(await open('no-such-lamp')).toEqual({ status: 404, location: null });
    // An old address of a product since taken off sale leads nowhere.
    await t.handle.db.execute(sql`insert into product_redirects (old_url, product_id) values ('old-hidden-sofa', 5)`);
    expect(await open('old-hidden-sofa')).toEqual({ status: 404, location: null });
  });
});

describe.each(testDatabases())('carts and orders after a price change ($name)', (target) => {
  const { t, sam } = usePosTestApp(target, { signIn: { sam: EMAILS.staff } });

  const orderSnapshot = (orderNo: string) =>
    queryRows(
      t.handle.db,
      sql`select to_jsonb(o) - 'updated_at' as o,
          (select json_agg(to_jsonb(i) order by i.id) from order_items i where i.order_id = o.id) as items
        from orders o where o.order_no = ${orderNo}`,
    );

  it('prices a cart holding the variant anew on its next read; an order keeps what was paid', async () => {
    const orderNo = await placePosOrder(t, { browser: sam, staffId: STAFF.staff, lines: [{ sku: 'LAMP-1', qty: 1 }] });
    const before = await orderSnapshot(orderNo);
    expect(JSON.stringify(before)).toContain('8900');

    const shopper = await t.browser();
    expect((await shopper.post('/v1/cart/add', { sku: 'LAMP-1', qty: 1 })).statusCode).toBe(200);
    const lampLine = async () => {
      const content = (await shopper.get('/v1/cart/content')).json() as {
        cartItems: { sku: string; eachpriceinc: string }[];
      };
      return content.cartItems.find((i) => i.sku === 'LAMP-1')?.eachpriceinc;
    };
    expect(await lampLine()).toBe('89.00');
    await sam.post('/pos/cart/addItem', { sku: 'LAMP-1' });
    const posLine = async () => {
      const cart = (await sam.post('/pos/cart/get', {})).json() as {
        cartItems: { sku: string; eachpriceinc: string }[];
      };
      return cart.cartItems.find((i) => i.sku === 'LAMP-1')?.eachpriceinc;
    };
    expect(await posLine()).toBe('89.00');

    await changeLamp(t.handle.db, { count: true });
    expect(await lampLine()).toBe('79.00');
    expect(await posLine()).toBe('79.00');
    expect(await orderSnapshot(orderNo)).toEqual(before);
  });
});

describe.each(testDatabases())('the saving process ($name)', (target) => {
  // No timer: what the saver sees comes from its own call alone.
  const { t, sam } = usePosTestApp(target, { signIn: { sam: EMAILS.staff }, env: { CATALOGUE_WATCH_MS: '0' } });

  it('reads its own change at once, without waiting for a look at the counter', async () => {
    const views = lampViews(t, sam);
    expect(await views.apiList()).toMatchObject({ price: '89.00' });
    expect(await views.posSearch()).toBe('89.00');
    await changeLamp(t.handle.db, { count: true });
    expect((await views.apiList()).price).toBe('89.00');
    t.services.catalogueChanged();
    expect(await views.apiList()).toEqual({ price: '79.00', badges: ['Clearance'] });
    expect(await views.roomPage()).toMatchObject({ price: '79.00', url: `/p/${RENAMED}` });
    expect(await views.posSearch()).toBe('79.00');
  });
});
