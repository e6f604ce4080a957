// The catalogue service over a small fixture with known stock (testing/catalog-fixture.ts), on every test database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getItemsRequest, type GetItemsInput } from '../../contract/catalog.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { testDatabases } from '../../testing/databases.ts';
import { type Catalog, EmptySearchError, createCatalog } from './catalog.service.ts';
import { FIXTURE_TODAY, insertCatalogFixture } from '../../testing/catalog-fixture.ts';

describe.each(testDatabases())('catalogue service on $name', (target) => {
  let handle: DatabaseHandle;
  let catalog: Catalog;
  const list = (input: GetItemsInput) => catalog.listItems(getItemsRequest.parse(input));
  const names = async (input: GetItemsInput) => (await list(input)).items.map((i) => i.name);

  beforeAll(async () => {
    handle = await target.open();
    await insertCatalogFixture(handle.db);
    catalog = createCatalog(handle.db, { today: () => FIXTURE_TODAY });
  });
  afterAll(async () => handle?.close());

  it('gives the category tree', async () => {
    const tree = await catalog.categoryTree();
    expect(tree.map((r) => r.url)).toEqual(['living', 'office']);
    expect(tree[0]!.children.map((t) => [t.url, t.children.map((v) => v.url)])).toEqual([
      ['sofas', ['3-seater', 'sofa-beds', 'corner']],
      ['armchairs', []],
    ]);
  });

  it('lists a room, a type and a variant by popularity, active products only', async () => {
    expect(await names({ routeType: 'category', pageStr: 'living' })).toEqual([
      'Nova Sofa Bed',
      'Tui Armchair',
      'Aria 3 Seater Sofa',
      'Aria Lounge Bundle',
      'Corner Sofa Moss',
    ]);
    expect(await names({ routeType: 'type', pageStr: 'living/sofas' })).toEqual([
      'Nova Sofa Bed',
      'Aria 3 Seater Sofa',
      'Aria Lounge Bundle',
      'Corner Sofa Moss',
    ]);
    expect(await names({ routeType: 'variant', pageStr: 'living/sofas/corner' })).toEqual(['Corner Sofa Moss']);
    expect(await names({ routeType: 'variant', pageStr: 'office/desks/corner' })).toEqual(['Kauri Corner Desk']);
  });

  it('answers notFound for a subject that does not exist', async () => {
    expect((await list({ routeType: 'category', pageStr: 'garage' })).notFound).toBe(true);
    expect((await list({ routeType: 'tag', pageStr: 'nope' })).notFound).toBe(true);
    expect((await list({ routeType: 'tag', pageStr: 'pet-friendly' })).items.map((i) => i.name)).toEqual([
      'Tui Armchair',
    ]);
  });

  it('fills the cards', async () => {
    const { items, count, loaded, fullUrl, breadcrumbs } = await list({
      routeType: 'type',
      pageStr: 'living/sofas',
      sort: 'pasc',
    });
    expect(count).toBe(4);
    expect(loaded).toBe(4);
    expect(fullUrl).toBe('/living?type=sofas&sort=pasc');
    expect(breadcrumbs.map((b) => b.name)).toEqual(['Home', 'Living', 'Sofas']);
    const aria = items.find((i) => i.sku === 'P1')!;
    expect(aria).toMatchObject({
      name: 'Aria 3 Seater Sofa',
      url: '/p/aria-3-seater-sofa',
      collection: 'Aria',
      price: '1299.00',
      retail: '1599.00',
      msrp: '1899.00',
      onSale: true,
      image: '/img/p/sofa/charcoal/1.svg',
      imageAlt: 'Aria 3 Seater Sofa in Charcoal',
      ysel: 'charcoal',
      sizes: [],
      badges: ['Sale'],
      category: 'Sofas',
      eta: 'In stock',
    });
    const desk = (await list({ routeType: 'clearance', pageStr: 'clearance' })).items[0]!;
    expect(desk.sizes).toEqual([
      { code: 'small', label: 'Small' },
      { code: 'large', label: 'Large' },
    ]);
    expect(desk.badges).toEqual(['Clearance']);
  });

  it('estimates delivery from stock in the shopper’s island, then purchase orders', async () => {
    const etas = async (uzip: string) =>
      Object.fromEntries(
        (await list({ routeType: 'category', pageStr: 'living', uzip })).items.map((i) => [i.sku, i.eta]),
      );
    expect(await etas('1010')).toEqual({
      P1: 'In stock – delivered in 2–4 working days',
      P2: 'Sold out', // its only purchase order is received
      P4: 'In stock – delivered in 2–4 working days', // one complete set: 2 sofas, 3 armchairs of 2
      P5: 'In stock – delivered in 2–4 working days',
      P7: 'ETA 12 Nov',
    });
    expect((await etas('8011')).P1).toBe('In stock – delivered in 5–7 working days');
    expect((await etas('')).P1).toBe('In stock');
    expect((await list({ routeType: 'clearance', uzip: '1010' })).items[0]!.eta).toBe(
      'In stock – delivered in 6–8 working days',
    );
  });

  it('filters by categories under their parents, flags and price steps', async () => {
    expect(await names({ routeType: 'search', search: 'corner', sort: 'nasc' })).toEqual([
      'Corner Sofa Moss',
      'Kauri Corner Desk',
    ]);
    expect(await names({ routeType: 'search', search: 'corner', cat1Arr: ['office'], cat3Arr: ['corner'] })).toEqual([
      'Kauri Corner Desk',
    ]);
    expect(await names({ routeType: 'search', search: 'corner', cat2Arr: ['sofas'], cat3Arr: ['corner'] })).toEqual([
      'Corner Sofa Moss',
    ]);
    expect(await names({ routeType: 'category', pageStr: 'living', sale: true })).toEqual(['Aria 3 Seater Sofa']);
    expect(await names({ routeType: 'category', pageStr: 'living', over: 1000, sort: 'pasc' })).toEqual([
      'Aria 3 Seater Sofa',
      'Aria Lounge Bundle',
      'Corner Sofa Moss',
    ]);
    expect(await names({ routeType: 'category', pageStr: 'living', over: 1000, under: 3000, sort: 'pasc' })).toEqual([
      'Aria 3 Seater Sofa',
      'Aria Lounge Bundle',
      'Corner Sofa Moss',
    ]);
    expect(await names({ routeType: 'category', pageStr: 'living', under: 1000, sort: 'pasc' })).toEqual([
      'Tui Armchair',
      'Nova Sofa Bed',
    ]);
  });

  it('sorts by each code', async () => {
    const by = (sort: string) => names({ routeType: 'category', pageStr: 'living', sort });
    expect(await by('nasc')).toEqual([
      'Aria 3 Seater Sofa',
      'Aria Lounge Bundle',
      'Corner Sofa Moss',
      'Nova Sofa Bed',
      'Tui Armchair',
    ]);
    expect(await by('ndsc')).toEqual([
      'Tui Armchair',
      'Nova Sofa Bed',
      'Corner Sofa Moss',
      'Aria Lounge Bundle',
      'Aria 3 Seater Sofa',
    ]);
    expect(await by('pdsc')).toEqual([
      'Corner Sofa Moss',
      'Aria Lounge Bundle',
      'Aria 3 Seater Sofa',
      'Nova Sofa Bed',
      'Tui Armchair',
    ]);
    expect(await by('new')).toEqual([
      'Corner Sofa Moss',
      'Tui Armchair',
      'Aria Lounge Bundle',
      'Nova Sofa Bed',
      'Aria 3 Seater Sofa',
    ]);
  });

  it('searches by prefix and corrects typos', async () => {
    expect(await names({ routeType: 'search', search: 'sof', sort: 'nasc' })).toEqual([
      'Aria 3 Seater Sofa',
      'Aria Lounge Bundle',
      'Corner Sofa Moss',
      'Nova Sofa Bed',
    ]);
    expect(await names({ routeType: 'search', search: 'sofe bed' })).toEqual(['Nova Sofa Bed']);
    // Stop words alone ('so', on its way to 'sofa') match as prefixes rather than not at all.
    expect(await names({ routeType: 'search', search: 'so' })).toContain('Nova Sofa Bed');
    expect(await names({ routeType: 'search', search: "lounje' & | !(aria" })).toEqual(['Aria Lounge Bundle']);
    expect((await list({ routeType: 'search', search: '!!!' })).count).toBe(0);
    await expect(list({ routeType: 'search', search: '  ' })).rejects.toThrow(EmptySearchError);
  });

  it('offers the facets of the route’s own results', async () => {
    const facets = await catalog.listingFacets(
      getItemsRequest.parse({ routeType: 'category', pageStr: 'living', sale: true }),
    );
    expect(facets.rooms).toEqual([{ url: 'living', name: 'Living', count: 5 }]);
    expect(facets.types).toEqual([
      { url: 'sofas', name: 'Sofas', parent: 'living', count: 4 },
      { url: 'armchairs', name: 'Armchairs', parent: 'living', count: 1 },
    ]);
    expect(facets.variants.map((v) => [v.url, v.count, v.group])).toEqual([
      ['3-seater', 2, 'Sofas'],
      ['sofa-beds', 1, 'Sofas'],
      ['corner', 1, 'Sofas'],
    ]);
    expect(facets.flags).toEqual([
      { flag: 'new', count: 1 },
      { flag: 'sale', count: 1 },
      { flag: 'bundle', count: 1 },
      { flag: 'deals', count: 1 },
    ]);
  });

  it('counts a list as many as its active products, with flags, ticked categories and a price band', async () => {
    const cases: [GetItemsInput, string][] = [
      [{ routeType: 'category', pageStr: 'living' }, 'cat1_id = 1'],
      [{ routeType: 'category', pageStr: 'living', sale: true }, 'cat1_id = 1 and is_sale'],
      [{ routeType: 'category', pageStr: 'living', cat2Arr: ['sofas'] }, 'cat1_id = 1 and cat2_id = 2'],
      [{ routeType: 'type', pageStr: 'living/sofas', new: true, pageNum: 2 }, 'cat2_id = 2 and is_new'],
      [{ routeType: 'hot-deals' }, 'is_deal'],
      [{ routeType: 'category', pageStr: 'living', over: 200 }, 'cat1_id = 1 and price_cents >= 20000'],
    ];
    for (const [input, where] of cases) {
      const [row] = await queryRows<{ n: number }>(
        handle.db,
        sql.raw(`select count(*)::int as n from products where active and ${where}`),
      );
      expect([input, (await list(input)).count]).toEqual([input, row!.n]);
    }
  });

  it('counts a room’s and a flag list’s facets and products from listing_counts, which follows every write to products', async () => {
    // Listings not kept, so facets and lists are counted afresh each time (as in the bench's uncached rows).
    const fresh = createCatalog(handle.db, { today: () => FIXTURE_TODAY, listingTtlMs: 0 });
    const facets = (input: GetItemsInput) => fresh.listingFacets(getItemsRequest.parse(input));
    const listCount = async (input: GetItemsInput) => (await fresh.listItems(getItemsRequest.parse(input))).count;
    const groups = `cat1_id, cat2_id, cat3_id, is_new, is_sale, is_bundle, is_ready, is_deal, is_clearance`;
    // Rows of listing_counts that a count of the active products would not give, either way round.
    const drift = async () => {
      const [row] = await queryRows<{ n: number }>(
        handle.db,
        sql.raw(`select count(*)::int as n from (
          (select ${groups}, n from listing_counts except all
            select ${groups}, count(*)::int from products where active group by ${groups})
          union all
          (select ${groups}, count(*)::int from products where active group by ${groups} except all
            select ${groups}, n from listing_counts)) d`),
      );
      return row!.n;
    };
    const roomCount = async (input: GetItemsInput) =>
      (await facets(input)).rooms.find((r) => r.url === 'living')?.count ?? 0;
    const deals = { routeType: 'hot-deals' } as const;
    const living = { routeType: 'category', pageStr: 'living' } as const;

    expect(await drift()).toBe(0);
    const before = { deals: await facets(deals), living: await facets(living), dealCount: await listCount(deals) };
    expect(before.living.rooms).toEqual([{ url: 'living', name: 'Living', count: 5 }]);

    const [first, second] = await queryRows<{ sku: string }>(
      handle.db,
      sql`select sku from products where active and cat1_id = 1 order by id limit 2`,
    );
    const flip = sql`update products set is_deal = not is_deal where sku = ${first!.sku}`;
    await handle.db.execute(flip);
    await handle.db.execute(sql`update products set active = false where sku = ${second!.sku}`);
    expect(await drift()).toBe(0);
    const dealsBefore = before.deals.rooms.find((r) => r.url === 'living')?.count ?? 0;
    expect(Math.abs((await roomCount(deals)) - dealsBefore)).toBe(1);
    expect(await roomCount(living)).toBe(4);
    expect(await listCount(living)).toBe(4);
    expect(Math.abs((await listCount(deals)) - before.dealCount)).toBe(1);

    await handle.db.execute(flip);
    await handle.db.execute(sql`update products set active = true where sku = ${second!.sku}`);
    expect(await drift()).toBe(0);
    expect(await facets(deals)).toEqual(before.deals);
    expect(await facets(living)).toEqual(before.living);
    expect(await listCount(deals)).toBe(before.dealCount);
  });

  it('builds the product page', async () => {
    const page = await catalog.productPage('aria-3-seater-sofa', '1010');
    expect(page).toMatchObject({
      sku: 'P1',
      collection: { name: 'Aria', url: '/collection/aria' },
      defaultSku: 'ARIA3-CHA',
      eta: 'In stock – delivered in 2–4 working days',
      finance: {
        gem: 'Gem Interest Free: $49.97 per week over 6 months',
        q: 'Q Mastercard: $24.99 per week over 12 months',
      },
      badges: ['Sale'],
      yOptions: [
        { code: 'charcoal', label: 'Charcoal', hex: '#333333' },
        { code: 'oat', label: 'Oat', hex: '#d8ccb4' },
      ],
    });
    expect(page!.breadcrumbs.map((b) => b.url)).toEqual([
      '/',
      '/living',
      '/living?type=sofas',
      '/living?type=sofas&variant=3-seater',
      '/p/aria-3-seater-sofa',
    ]);
    expect(page!.images.oat).toEqual(['/img/p/sofa/oat/1.svg', '/img/p/sofa/oat/2.svg', '/img/p/sofa/oat/3.svg']);
    expect(page!.variants.map((v) => [v.sku, v.price, v.onSale])).toEqual([
      ['ARIA3-CHA', '1299.00', true],
      ['ARIA3-OAT', '1499.00', false],
    ]);
    expect(page!.related.map((r) => r.sku)).toEqual(['P2', 'P5', 'P4', 'P7']);
    const bundle = await catalog.productPage('aria-lounge-bundle');
    expect(bundle!.variants[0]!.components).toEqual([
      { sku: 'ARIA3-CHA', name: 'Aria 3 Seater Sofa', qty: 1 },
      { sku: 'TUI-1', name: 'Tui Armchair', qty: 2 },
    ]);
    expect(await catalog.productPage('hidden-sofa')).toBeNull();
    expect(await catalog.productPage('nope')).toBeNull();
  });

  it('prices an option choice', async () => {
    expect(await catalog.confSelect('P1', '', 'oat')).toEqual({
      success: true,
      sku: 'ARIA3-OAT',
      pricestring: '$1,499.00',
      msrpstring: '',
      msrp: '1499.00',
      eta: 'Arriving mid-January',
      finance: {
        gem: 'Gem Interest Free: $57.66 per week over 6 months',
        laybuy: 'Laybuy: 6 weekly payments of $249.84',
        q: 'Q Mastercard: $28.83 per week over 12 months',
      },
    });
    expect(await catalog.confSelect('P1', '', 'charcoal', '8011')).toMatchObject({
      sku: 'ARIA3-CHA',
      pricestring: '$1,299.00',
      msrpstring: 'RRP $1,899.00',
      msrp: '1899.00',
    });
    expect((await catalog.confSelect('ARIA3-OAT', '', ''))?.sku).toBe('ARIA3-OAT');
    expect((await catalog.confSelect('P3', 'large', ''))?.pricestring).toBe('$699.00');
    expect(await catalog.confSelect('P1', '', 'blue')).toBeNull();
    expect(await catalog.confSelect('NOPE', '', '')).toBeNull();
    expect(await catalog.confSelect('HIDDEN-1', '', '')).toBeNull();
  });

  it('gives the home page lists', async () => {
    const lists = await catalog.homeLists();
    expect(lists.map((l) => [l.key, l.url, l.items.map((i) => i.sku)])).toEqual([
      ['hot-deals', '/hot-deals', ['P5']],
      ['new', '/new', ['P2']],
      ['bundle-and-save', '/bundle-and-save', ['P4']],
      ['clearance', '/clearance', ['P3']],
    ]);
  });
});
