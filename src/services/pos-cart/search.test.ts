// The add-item search is the storefront's search (every word a prefix, typos corrected, all words
// needed) with the sku prefixes staff type or scan first: over the cart fixture and a Manuka
// collection, a page of Zest chairs, unsellable variants, an inactive product and names with LIKE's
// special characters.
import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getItemsRequest } from '../../contract/catalog.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import * as s from '../../db/schema.ts';
import { testDatabases } from '../../testing/databases.ts';
import { insertCartFixture } from '../../testing/cart-fixture.ts';
import { createCatalog } from '../catalog/catalog.service.ts';
import { createItemSearch } from './search.ts';

type P = typeof s.products.$inferInsert;
type V = typeof s.productVariants.$inferInsert;

/** Beside the cart fixture: products with their search text, as the seed writes them, and its lexicon. */
async function insertMore(handle: DatabaseHandle) {
  const db = handle.db;
  await db.insert(s.collections).values([
    { id: 2, name: 'Manuka', url: 'manuka' },
    { id: 3, name: 'Zest', url: 'zest' },
  ]);
  const docs: string[] = [];
  const products: PgInsertValue<typeof s.products>[] = [];
  const variants: V[] = [];
  let vid = 100;
  const product = (
    id: number,
    name: string,
    doc: string,
    skus: string[],
    more: Partial<P> = {},
    v: Partial<V> = {},
  ) => {
    docs.push(doc);
    products.push({
      id,
      sku: `P-${id}`,
      name,
      url: `p-${id}`,
      cat1Id: 1,
      cat2Id: 2,
      shape: 'sofa',
      priceCents: 100_000,
      retailCents: 100_000,
      msrpCents: 100_000,
      searchTsv: sql`to_tsvector('english', ${doc})`,
      ...more,
    });
    for (const sku of skus)
      variants.push({
        id: vid++,
        productId: id,
        sku,
        ysel: sku.toLowerCase(),
        retailCents: 100_000,
        msrpCents: 100_000,
        cbm: '1.000',
        ...v,
      });
  };
  product(
    101,
    'Manuka 3 Seater Sofa',
    'Manuka 3 Seater Sofa Manuka linen living sofas',
    ['MNK-SOF-3-OAT', 'MNK-SOF-3-GRY'],
    {
      collectionId: 2,
      popularity: 10,
    },
  );
  product(102, 'Manuka Sofa Bed', 'Manuka Sofa Bed Manuka living sofas sofa beds', ['MNK-SBD-1'], {
    collectionId: 2,
    popularity: 5,
  });
  product(103, 'Manuka Queen Bed', 'Manuka Queen Bed Manuka bedroom beds', ['MNK-BED-Q'], { collectionId: 2 });
  product(104, 'Nova Sofa Bed', 'Nova Sofa Bed grey living sofas sofa beds', ['NOVA-SBD']);
  product(105, 'Kapiti TV Unit', 'Kapiti TV Unit oak living tv units', ['KPT-TVU-1']);
  product(106, 'Manuka Armchair', 'Manuka Armchair Manuka living sofas', ['MNK-ARM-1'], {
    collectionId: 2,
    active: false,
  });
  product(
    107,
    'Manuka Sofa Retired',
    'Manuka Sofa Retired Manuka living sofas',
    ['MNK-OLD-1'],
    { collectionId: 2 },
    {
      sellable: false,
    },
  );
  for (let i = 0; i < 14; i++) {
    const n = String(i + 1).padStart(2, '0');
    product(200 + i, `Zest Chair ${n}`, `Zest Chair ${n} Zest dining chairs`, [`ZST-CHR-${n}`], { collectionId: 3 });
  }
  // A sku starting with a word that its product's name does not have.
  product(300, 'Alpha Box', 'Alpha Box storage', ['ZEST-BOX-1']);
  product(301, '100% Wool_Throw', '100% Wool_Throw living throws', ['PCT_1%']);
  await db.insert(s.products).values(products);
  await db.insert(s.productVariants).values(variants);
  await db.insert(s.stock).values([{ variantId: 100, locationCode: 'AKL', free: 4, onHand: 4 }]);
  // The seed's lexicon for typo correction: every word of three letters or more, with its frequency.
  await db.execute(sql`insert into search_words (word, frequency)
    select w, count(*) from unnest(${sql.param(docs)}::text[]) d, regexp_split_to_table(lower(d), '[^a-z]+') as w
    where length(w) >= 3 group by w`);
  await db.execute(sql`analyze`);
}

describe.each(testDatabases())('POS item search ($name)', (target) => {
  let handle: DatabaseHandle;
  let search: ReturnType<typeof createItemSearch>;
  const skus = async (str: string) => (await search.search(str)).items.map((i) => i.sku);
  beforeAll(async () => {
    handle = await target.open();
    await insertCartFixture(handle.db);
    await insertMore(handle);
    search = createItemSearch(handle.db, { ttlMs: 0 });
  });
  afterAll(() => handle?.close());

  it('finds every word, in any order, as the storefront does', async () => {
    const manukaSofas = ['MNK-SOF-3-GRY', 'MNK-SOF-3-OAT', 'MNK-SBD-1'];
    expect((await skus('manuka sofa')).sort()).toEqual(manukaSofas.sort());
    expect((await skus('Sofa  MANUKA')).sort()).toEqual(manukaSofas.sort());
    // The answer says what the screen shows: name, collection, options, picture, stock and price.
    expect((await search.search('manuka 3 seater')).items).toEqual([
      expect.objectContaining({
        sku: 'MNK-SOF-3-GRY',
        name: 'Manuka 3 Seater Sofa',
        collection: 'Manuka',
        available: 0,
      }),
      expect.objectContaining({ sku: 'MNK-SOF-3-OAT', collection: 'Manuka', available: 4, price: '1000.00' }),
    ]);
  });

  it('corrects typos', async () => {
    expect((await skus('sofe bed')).sort()).toEqual(['MNK-SBD-1', 'NOVA-SBD']);
    expect(await skus('manuak queen')).toEqual(['MNK-BED-Q']);
  });

  it('puts a sku prefix first, in any case, then the words', async () => {
    expect(await skus('mnk-sof')).toEqual(['MNK-SOF-3-GRY', 'MNK-SOF-3-OAT']);
    expect(await skus('MNK-SBD-1')).toEqual(['MNK-SBD-1']);
    const zest = await skus('zest');
    expect(zest).toHaveLength(10);
    expect(zest[0]).toBe('ZEST-BOX-1');
    expect(zest.slice(1).every((sku) => sku.startsWith('ZST-CHR-'))).toBe(true);
    expect(await skus('pct_1')).toEqual(['PCT_1%']);
  });

  it('finds by a word of two letters, a stop word among them', async () => {
    expect(await skus('tv')).toEqual(['KPT-TVU-1']);
    // 'so' is an English stop word; typed at the counter it is the start of 'sofa'.
    const so = await skus('so');
    expect(so).toEqual(expect.arrayContaining(['SOFA-CHA', 'MNK-SBD-1', 'NOVA-SBD']));
  });

  it('leaves out inactive products and variants not for sale', async () => {
    const manuka = await skus('manuka');
    expect(manuka).toEqual(expect.arrayContaining(['MNK-SOF-3-OAT', 'MNK-SBD-1', 'MNK-BED-Q']));
    expect(manuka).not.toContain('MNK-ARM-1');
    expect(manuka).not.toContain('MNK-OLD-1');
    expect(await skus('mnk-old')).toEqual([]);
    expect(await skus('hidden')).toEqual([]);
  });

  it('answers nothing found, and odd or huge text, with an empty list', async () => {
    for (const str of ['xqzzy', 'manuka lamp', '%', '_', '\\', "'&|!:*()", "lounje' & | !(", '---', 'x'.repeat(100)])
      expect(await search.search(str), str).toEqual({ success: true, items: [] });
    expect(await search.search('   ')).toEqual({ success: true, items: [] });
    expect(await skus(`${'manuka '.repeat(14)}sofa`)).toHaveLength(3);
  });

  it('finds the products the storefront finds for the same words', async () => {
    const catalog = createCatalog(handle.db, { listingTtlMs: 0 });
    for (const words of ['manuka sofa', 'sofe bed', 'manuka', 'tv', 'so', 'kahu', 'lamp', 'xqzzy']) {
      const shop = await catalog.listItems(
        getItemsRequest.parse({ routeType: 'search', pageStr: words, search: words }),
      );
      const names = new Set((await search.search(words)).items.map((i) => i.name));
      // The shop still shows a product with no variant for sale; the counter has nothing of it to add.
      const forSale = shop.items.map((i) => i.name).filter((name) => name !== 'Manuka Sofa Retired');
      expect([...names].sort(), words).toEqual(forSale.sort());
    }
  });

  it('reuses an answer for a few seconds, and not when told not to', async () => {
    const cached = createItemSearch(handle.db);
    const before = await cached.search('lamp');
    await handle.db.execute(sql`update stock set free = free + 1 where variant_id = 3 and location_code = 'AKL'`);
    try {
      expect(await cached.search('lamp')).toEqual(before);
      expect((await search.search('lamp')).items[0]!.available).toBe(before.items[0]!.available + 1);
    } finally {
      await handle.db.execute(sql`update stock set free = free - 1 where variant_id = 3 and location_code = 'AKL'`);
    }
  });
});
