// The add-item search reads only the first products of each way of matching; its answers must be
// those of the plain statement it replaced (every sellable variant matched, sorted, the first ten),
// here the reference, over a shop with more than ten matches of each kind, ties in names, unsellable
// variants and inactive products.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import * as s from '../../db/schema.ts';
import { toDecimal } from '../../domain/money.ts';
import { productImageUrl } from '../../domain/product-images.ts';
import { setsFreeAt } from '../../domain/stock-position.ts';
import { testDatabases } from '../../testing/databases.ts';
import { loadPlaces } from '../cart/lines.ts';
import { insertCartFixture } from '../../testing/cart-fixture.ts';
import { createItemSearch } from './search.ts';

interface ReferenceRow {
  sku: string;
  colour: string;
  ysel: string;
  retail_cents: number;
  sale_cents: number | null;
  name: string;
  shape: string;
  collection: string | null;
  x_label: string;
  y_label: string;
  x_value: string | null;
  y_value: string | null;
  parts: { vid: number; qty: number; free: Record<string, number> | null }[] | null;
}

/** The search as it was first written: every variant tested, all matches sorted. */
async function reference(handle: DatabaseHandle, str: string) {
  const db = handle.db;
  const text = str.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  if (!text) return { success: true, items: [] };
  const starts = `${text}%`;
  const word = `% ${text}%`;
  const rows = await queryRows<ReferenceRow>(
    db,
    sql`select v.id as variant_id, v.sku, v.colour, v.ysel, v.retail_cents, v.sale_cents, p.name, p.shape,
        (select k.name from collections k where k.id = p.collection_id) as collection,
        (select o.label from product_options o where o.product_id = p.id and o.axis = 'x' and o.code = v.xsel and v.xsel <> '') as x_value,
        (select o.label from product_options o where o.product_id = p.id and o.axis = 'y' and o.code = v.ysel and v.ysel <> '') as y_value,
        p.x_label, p.y_label,
        (select json_agg(json_build_object('vid', part.vid, 'qty', part.qty,
            'free', (select json_object_agg(s.location_code, s.free) from stock s where s.variant_id = part.vid and s.free > 0)))
          from (
            select bc.component_variant_id as vid, bc.qty from bundle_components bc where bc.bundle_variant_id = v.id
            union all
            select v.id, 1 where not exists (select 1 from bundle_components b where b.bundle_variant_id = v.id)
          ) part) as parts
      from product_variants v join products p on p.id = v.product_id and p.active
      left join collections col on col.id = p.collection_id
      where v.sellable and (v.sku ilike ${starts} or p.name ilike ${starts} or p.name ilike ${word} or col.name ilike ${starts})
      order by (v.sku ilike ${starts}) desc, p.name, v.sku
      limit 10`,
  );
  const places = await loadPlaces(db);
  return {
    success: true,
    items: rows.map((r) => {
      const parts = (r.parts ?? []).map((x) => ({ qty: Number(x.qty), free: x.free ?? {}, nextArrival: null }));
      const options = [
        r.x_value ? `${r.x_label || 'Option'}: ${r.x_value}` : '',
        r.y_value && r.y_label && !/colou?r/i.test(r.y_label) ? `${r.y_label}: ${r.y_value}` : '',
      ].filter(Boolean);
      return {
        sku: r.sku,
        name: r.name,
        collection: r.collection ?? '',
        description: [r.colour, ...options].filter(Boolean).join(', '),
        thumb: productImageUrl(r.shape, r.ysel, 1),
        available: setsFreeAt(parts, places, () => true),
        price: toDecimal(r.sale_cents ?? r.retail_cents),
      };
    }),
  };
}

/**
 * Beside the cart fixture: the Zest collection (fourteen chairs named after it, two variants each,
 * two pairs with the same name), products with Zest as a later word, a product whose sku starts with
 * ZEST but whose name does not, one with its only variant unsellable, an inactive one, and names with
 * LIKE's special characters.
 */
async function insertMore(handle: DatabaseHandle) {
  const db = handle.db;
  await db.insert(s.collections).values([
    { id: 2, name: 'Zest', url: 'zest' },
    { id: 3, name: 'Zenith', url: 'zenith' },
    { id: 4, name: 'Tcol', url: 'tcol' },
  ]);
  type P = typeof s.products.$inferInsert;
  const product = (id: number, sku: string, name: string, more: Partial<P> = {}): P => ({
    id,
    sku,
    name,
    url: `${sku.toLowerCase()}`,
    cat1Id: 1,
    cat2Id: 2,
    shape: 'chair',
    priceCents: 10_000,
    retailCents: 10_000,
    msrpCents: 10_000,
    ...more,
  });
  const products: P[] = [];
  const variants: (typeof s.productVariants.$inferInsert)[] = [];
  let vid = 100;
  const variant = (productId: number, sku: string, more: Partial<typeof s.productVariants.$inferInsert> = {}) =>
    variants.push({
      id: vid++,
      productId,
      sku,
      ysel: 'stone',
      colour: 'Stone',
      retailCents: 10_000 + vid,
      msrpCents: 20_000,
      cbm: '0.300',
      ...more,
    });
  for (let i = 0; i < 14; i++) {
    const id = 100 + i;
    // Names repeat in pairs at the ends, so ties at the tenth product matter.
    const n = Math.min(Math.max(i, 1), 12);
    products.push(product(id, `P-ZST-${i}`, `Zest Chair ${String(n).padStart(2, '0')}`, { collectionId: 2 }));
    variant(id, `ZST-CHR-${String(20 - i).padStart(2, '0')}-A`);
    variant(id, `ZST-CHR-${String(20 - i).padStart(2, '0')}-B`, { ysel: 'oat', colour: 'Oat', sellable: i % 3 !== 0 });
  }
  for (let i = 0; i < 12; i++) {
    const id = 200 + i;
    products.push(
      product(id, `P-OTH-${i}`, `${['Ake', 'Moa', 'Tui'][i % 3]} Zesty Stool ${i}`, { collectionId: i % 2 ? 3 : null }),
    );
    variant(id, `OTH-STL-${String(i).padStart(2, '0')}`);
  }
  // For each way of matching, eleven products whose tenth and eleventh share a name, the later one
  // with the smaller sku: the tenth answer is decided by the tie.
  const tied = (base: number, name: string, sku: string, more: Partial<P> = {}) => {
    for (let k = 0; k < 11; k++) {
      const nn = String(Math.min(k + 1, 10)).padStart(2, '0');
      products.push(product(base + k, `P-${sku}-${k}`, `${name} ${nn}`, more));
      variant(base + k, k < 9 ? `${sku}-${nn}` : `${sku}-10-${k === 9 ? 'B' : 'A'}`);
    }
  };
  tied(400, 'Tsk', 'TSK');
  tied(420, 'Tpx', 'PX');
  tied(440, 'Big Tmw', 'MW');
  tied(460, 'Col', 'TC', { collectionId: 4 });
  products.push(product(300, 'P-BOX', 'Alpha Box', {}));
  variant(300, 'ZEST-BOX-1');
  products.push(product(301, 'P-GONE', 'Zest Chair 00', { collectionId: 2 }));
  variant(301, 'ZST-GONE', { sellable: false });
  products.push(product(302, 'P-OFF', 'Zest Chair 000', { collectionId: 2, active: false }));
  variant(302, 'ZST-OFF');
  products.push(product(303, 'P-PCT', '100% Wool_Throw', {}));
  variant(303, 'PCT_1%');
  await db.insert(s.products).values(products);
  await db.insert(s.productVariants).values(variants);
  await db.insert(s.stock).values([
    { variantId: 100, locationCode: 'AKL', free: 4, onHand: 4 },
    { variantId: 100, locationCode: 'NSN', free: 1, onHand: 1 },
    { variantId: 104, locationCode: 'WEB', free: 9, onHand: 9 },
  ]);
  await db.execute(sql`analyze`);
}

const SEARCHES = [
  'zest',
  'ZEST',
  'Zes',
  'z',
  'ze',
  'zen',
  'zenith',
  'chair',
  'Chair 1',
  'zest chair 1',
  'zest chair 12',
  'zst-chr',
  'ZST-CHR-1',
  'zst',
  'zesty',
  'stool',
  'oth-stl-0',
  'tui',
  'lamp',
  'aria',
  'a',
  'kahu',
  'bed-q',
  'box',
  '%',
  '_',
  '100%',
  'wool_',
  'pct_1',
  '\\',
  'nothing here',
  '  zest  ',
  'hidden',
  'sofa',
  'tsk-',
  'tpx',
  'tmw',
  'tcol',
  't',
];

describe.each(testDatabases())('POS item search ($name)', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    await insertCartFixture(handle.db);
    await insertMore(handle);
  });
  afterAll(() => handle?.close());

  it('answers as matching every variant and sorting them all would', async () => {
    const search = createItemSearch(handle.db, { ttlMs: 0 });
    for (const str of SEARCHES) {
      expect(await search.search(str), str).toEqual(await reference(handle, str));
    }
    // Sanity of the shop: the searches reach past ten matches, sku matches first.
    const zest = (await search.search('zest')).items.map((i) => i.sku);
    expect(zest).toHaveLength(10);
    expect(zest[0]).toBe('ZEST-BOX-1');
    expect((await search.search('zesty')).items.map((i) => i.name)).toContain('Ake Zesty Stool 0');
  });

  it('reuses an answer for a few seconds, and not when told not to', async () => {
    const cached = createItemSearch(handle.db);
    const fresh = createItemSearch(handle.db, { ttlMs: 0 });
    const before = await cached.search('lamp');
    await handle.db.execute(sql`update stock set free = free + 1 where variant_id = 3 and location_code = 'AKL'`);
    try {
      expect(await cached.search('lamp')).toEqual(before);
      expect((await fresh.search('lamp')).items[0]!.available).toBe(before.items[0]!.available + 1);
    } finally {
      await handle.db.execute(sql`update stock set free = free - 1 where variant_id = 3 and location_code = 'AKL'`);
    }
  });
});
