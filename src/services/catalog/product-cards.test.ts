// product_cards (migration 0028): each product's default variant and size options, kept by triggers on
// product_variants and product_options for the cards to read (services/catalog/cards.ts), on every test
// database; and, on a server where two transactions really overlap, kept true when they write at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getItemsRequest } from '../../contract/catalog.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { FIXTURE_TODAY, insertCatalogFixture } from '../../testing/catalog-fixture.ts';
import { testDatabases } from '../../testing/databases.ts';
import { createCatalog } from './catalog.service.ts';

/** Products whose product_cards row is not what their variants and options give now. */
async function drift(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products p
      left join product_cards pc on pc.product_id = p.id
      left join lateral (
        select v.id, v.ysel, v.colour from product_variants v
        where v.product_id = p.id order by v.is_default desc, v.id limit 1
      ) dv on true
      where pc.default_variant_id is distinct from dv.id
        or pc.default_ysel is distinct from dv.ysel
        or pc.default_colour is distinct from dv.colour
        or pc.x_options::text is distinct from (
          select json_agg(json_build_object('code', o.code, 'label', o.label) order by o.sort_order, o.id)::text
          from product_options o where o.product_id = p.id and o.axis = 'x')`,
  );
  return row!.n;
}

describe.each(testDatabases())('product_cards on $name', (target) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await target.open();
    await insertCatalogFixture(handle.db);
  });
  afterAll(async () => handle?.close());

  it('reads a card’s default variant and sizes from it, and it follows every write to variants and options', async () => {
    const fresh = createCatalog(handle.db, { today: () => FIXTURE_TODAY, listingTtlMs: 0 });
    const card = async (sku: string) =>
      (
        await fresh.listItems(
          getItemsRequest.parse({ routeType: 'category', pageStr: sku === 'P3' ? 'office' : 'living' }),
        )
      ).items.find((i) => i.sku === sku)!;
    const setDefault = (variantId: number) =>
      handle.db.execute(sql`update product_variants set is_default = (id = ${variantId}) where product_id = 1`);

    expect(await drift(handle.db)).toBe(0);
    expect(await card('P1')).toMatchObject({ ysel: 'charcoal', imageAlt: 'Aria 3 Seater Sofa in Charcoal' });
    expect((await card('P3')).sizes.map((s) => s.code)).toEqual(['small', 'large']);

    await setDefault(2);
    await handle.db.execute(sql`delete from product_options where product_id = 3 and code = 'large'`);
    await handle.db.execute(
      sql`insert into product_options (product_id, axis, code, label, sort_order) values (3, 'x', 'medium', 'Medium', 0)`,
    );
    expect(await drift(handle.db)).toBe(0);
    const oat = await card('P1');
    expect(oat).toMatchObject({ ysel: 'oat', image: '/img/p/sofa/oat/1.svg', imageAlt: 'Aria 3 Seater Sofa in Oat' });
    expect(oat.eta).not.toBe('In stock'); // the oat sofa's own stock: none on hand, a purchase order coming
    expect((await card('P3')).sizes.map((s) => s.code)).toEqual(['medium', 'small']);

    await setDefault(1);
    await handle.db.execute(
      sql`update product_options set code = 'large', label = 'Large', sort_order = 2 where product_id = 3 and code = 'medium'`,
    );
    expect(await drift(handle.db)).toBe(0);
    expect(await card('P1')).toMatchObject({ ysel: 'charcoal', eta: 'In stock' });
    expect((await card('P3')).sizes).toEqual([
      { code: 'small', label: 'Small' },
      { code: 'large', label: 'Large' },
    ]);
  });

  it('says Sold out when no cell can be had, and sends to the product page when only its own cell cannot', async () => {
    const db = handle.db;
    const fresh = createCatalog(db, { today: () => FIXTURE_TODAY, listingTtlMs: 0 });
    const card = async (sku: string) =>
      (
        await fresh.listItems(
          getItemsRequest.parse({ routeType: 'category', pageStr: sku === 'P3' ? 'office' : 'living' }),
        )
      ).items.find((i) => i.sku === sku)!;
    const desk = (defaultId: number) =>
      db.execute(sql`update product_variants set is_default = (id = ${defaultId}) where product_id = 3`);
    // The sofa bed's only purchase order was received: nothing free, nothing coming.
    expect(await card('P2')).toMatchObject({ eta: 'Sold out', soldOut: true, otherOptions: false });
    // The small desk is free at Christchurch; the large one has nothing.
    await desk(4);
    expect(await card('P3')).toMatchObject({ soldOut: false, otherOptions: false });
    await desk(5);
    expect(await card('P3')).toMatchObject({ eta: 'Sold out', soldOut: false, otherOptions: true });
    await db.execute(sql`update stock set free = 0 where variant_id = 4`);
    expect(await card('P3')).toMatchObject({ soldOut: true, otherOptions: false });
    // A purchase order the web may sell ahead of brings it back.
    await db.execute(sql`insert into purchase_order_lines (purchase_order_id, variant_id, qty) values (2, 4, 3)`);
    expect(await card('P3')).toMatchObject({ soldOut: false, otherOptions: true });
    await db.execute(sql`update purchase_orders set allow_back_order = false where id = 2`);
    expect(await card('P3')).toMatchObject({ soldOut: true });
    await db.execute(sql`update purchase_orders set allow_back_order = true where id = 2`);
    await db.execute(sql`delete from purchase_order_lines where purchase_order_id = 2 and variant_id = 4`);
    await db.execute(sql`update stock set free = 5 where variant_id = 4`);
    await desk(4);
  });

  // PGlite runs one transaction at a time; on a server two really overlap. The second statement's
  // trigger waits for the first transaction (migration 0029's lock), then works the row out from what
  // is committed: without the lock it wrote the row from what it alone saw, over the first one's.
  it.runIf(target.name === 'postgres')(
    'stays true when two transactions add variants to one product at once',
    async () => {
      const db = handle.db;
      const [made] = await queryRows<{ id: number }>(
        db,
        sql`insert into products (id, sku, url, name, cat1_id, cat2_id, cat3_id, shape, price_cents, retail_cents, msrp_cents, active)
          select 900, 'TWO-AT-ONCE', 'two-at-once', 'Two At Once', cat1_id, cat2_id, cat3_id, shape, price_cents, retail_cents, msrp_cents, false
          from products where sku = 'P1' returning id`,
      );
      const productId = made!.id;
      // The fixture writes its own ids (no sequence behind them): these take theirs too.
      const addVariant = (runner: Database, id: number, sku: string) =>
        runner.execute(
          sql`insert into product_variants (id, product_id, sku, ysel, colour, retail_cents, msrp_cents, cbm)
            values (${id}, ${productId}, ${sku}, ${sku.toLowerCase()}, ${sku}, 1000, 1000, 1)`,
        );
      let letGo!: () => void;
      const gate = new Promise<void>((resolve) => (letGo = resolve));
      let added!: () => void;
      const firstAdded = new Promise<void>((resolve) => (added = resolve));
      const first = db.transaction(async (tx) => {
        await addVariant(tx, 901, 'FIRST');
        added();
        await gate;
      });
      await firstAdded;
      // Drizzle runs a query when it is awaited or then'd: then it now, to overlap the first.
      const second = addVariant(db, 902, 'SECOND').then(() => undefined);
      // The second statement starts (and would see the products' variants) before the first commits.
      await new Promise((resolve) => setTimeout(resolve, 300));
      letGo();
      await first;
      await second;
      const [card] = await queryRows<{ sku: string }>(
        db,
        sql`select v.sku from product_cards pc join product_variants v on v.id = pc.default_variant_id
          where pc.product_id = ${productId}`,
      );
      expect(card?.sku).toBe('FIRST'); // neither is marked default: the lower id
      expect(await drift(db)).toBe(0);
      await db.execute(sql`delete from products where id = ${productId}`);
    },
  );
});
