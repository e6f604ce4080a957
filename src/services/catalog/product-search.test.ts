// product_search (migration 0030): what a search reads of each active product, kept by a trigger on
// products (schema.ts, productSearch), on every test database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getItemsRequest } from '../../contract/catalog.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { FIXTURE_TODAY, insertCatalogFixture } from '../../testing/catalog-fixture.ts';
import { testDatabases } from '../../testing/databases.ts';
import { createCatalog } from './catalog.service.ts';

/** Active products without their row as products has it now, and rows of products inactive or gone. */
async function drift(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n
      from (select * from products where active) p
      full join product_search ps on ps.product_id = p.id
      where p.id is null or ps.product_id is null
        or (ps.cat1_id, ps.cat2_id, ps.cat3_id, ps.price_cents, ps.popularity, ps.created_at, ps.is_new, ps.is_sale,
            ps.is_bundle, ps.is_ready, ps.is_deal, ps.is_clearance, ps.name_key, ps.search_tsv)
          is distinct from
           (p.cat1_id, p.cat2_id, p.cat3_id, p.price_cents, p.popularity, p.created_at, p.is_new, p.is_sale,
            p.is_bundle, p.is_ready, p.is_deal, p.is_clearance, lower(p.name), p.search_tsv)`,
  );
  return row!.n;
}

describe.each(testDatabases())('product_search on $name', (target) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await target.open();
    await insertCatalogFixture(handle.db);
  });
  afterAll(async () => handle?.close());

  it('holds a row per active product, and a search follows every write to products', async () => {
    const fresh = createCatalog(handle.db, { today: () => FIXTURE_TODAY, listingTtlMs: 0 });
    const search = async (text: string, sort = 'nasc') =>
      (
        await fresh.listItems(getItemsRequest.parse({ routeType: 'search', pageStr: text, search: text, sort }))
      ).items.map((i) => i.sku);
    const write = (q: ReturnType<typeof sql>) => handle.db.execute(q);

    expect(await drift(handle.db)).toBe(0);
    expect(await search('sofa')).not.toContain('P6'); // Hidden Sofa is inactive: no row
    const before = await search('aria');
    expect(before).toEqual(['P1', 'P4']); // Aria 3 Seater Sofa, Aria Lounge Bundle

    // Renamed, repriced, re-worded: the name order and the words follow.
    await write(sql`update products set name = 'Zeta Aria Sofa', price_cents = 99900,
      search_tsv = to_tsvector('english', 'Zeta Aria Sofa velvet') where id = 1`);
    expect(await drift(handle.db)).toBe(0);
    expect(await search('aria')).toEqual(['P4', 'P1']);
    expect(await search('velvet')).toEqual(['P1']);
    expect(await search('aria', 'pasc')).toEqual(['P1', 'P4']);

    // Taken off sale and back; a new product; a product gone.
    await write(sql`update products set active = (id <> 4)`);
    expect(await search('aria')).toEqual(['P1']);
    await write(sql`update products set active = true where id = 4`);
    await write(sql`insert into products (id, sku, url, name, cat1_id, cat2_id, shape, price_cents, retail_cents, msrp_cents, search_tsv)
      values (90, 'P90', 'aria-footstool', 'Aria Footstool', 1, 6, 'chair', 19900, 19900, 19900, to_tsvector('english', 'Aria Footstool'))`);
    expect(await drift(handle.db)).toBe(0);
    expect(await search('aria')).toEqual(['P90', 'P4', 'P1']);
    await write(sql`delete from products where sku = 'P90'`);
    expect(await drift(handle.db)).toBe(0);
    expect(await search('aria')).toEqual(['P4', 'P1']);

    // A page past the end still counts the search's matches (listing.ts countOnly, over product_search).
    const past = await fresh.listItems(
      getItemsRequest.parse({ routeType: 'search', pageStr: 'aria', search: 'aria', pageNum: 5 }),
    );
    expect(past).toMatchObject({ count: 2, items: [] });
  });
});
