// The mattress builder and the sleep zone over a seeded shop, on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: every size, the comfort filter, prices from cents to decimals, stock and the pages.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATTRESS_ITEMS_PER_PAGE, NO_MORE_PRODUCT, UNKNOWN_MATTRESS_SIZE } from '../../contract/mattress.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { SOLD_OUT } from '../../domain/eta.ts';
import { toDecimal } from '../../domain/money.ts';
import { Refusal } from '../../domain/refusal.ts';
import { openSeededShop } from '../../testing/checkout-fixture.ts';
import { testDatabases } from '../../testing/databases.ts';
import { createCatalog } from '../catalog/catalog.service.ts';
import { type MattressService, createMattressService } from './mattress.service.ts';

const TODAY = '2026-03-02';
const SIZES = ['single', 'king-single', 'double', 'queen', 'king', 'super-king'];

describe.each(testDatabases())('the mattress builder on $name', (target) => {
  let handle: DatabaseHandle;
  let mattress: MattressService;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

  beforeAll(async () => {
    handle = await openSeededShop(target, 200);
    const catalog = createCatalog(handle.db, { today: () => TODAY, listingTtlMs: 0 });
    mattress = createMattressService(handle.db, { cardsOf: catalog.cardsOf, today: () => TODAY });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('offers the six New Zealand bed sizes with their dimensions, smallest first', async () => {
    expect(await mattress.sizes()).toEqual([
      { code: 'single', name: 'Single', widthCm: 92, lengthCm: 188, dimensions: '92 × 188 cm' },
      { code: 'king-single', name: 'King Single', widthCm: 107, lengthCm: 203, dimensions: '107 × 203 cm' },
      { code: 'double', name: 'Double', widthCm: 138, lengthCm: 188, dimensions: '138 × 188 cm' },
      { code: 'queen', name: 'Queen', widthCm: 153, lengthCm: 203, dimensions: '153 × 203 cm' },
      { code: 'king', name: 'King', widthCm: 167, lengthCm: 203, dimensions: '167 × 203 cm' },
      { code: 'super-king', name: 'Super King', widthCm: 183, lengthCm: 203, dimensions: '183 × 203 cm' },
    ]);
  });

  it.each(SIZES)(
    'shows %s: its mattresses by comfort, bases and accessories, each as the builder rows say',
    async (size) => {
      const answer = await mattress.builder(size);
      expect(answer.success).toBe(true);
      expect(answer.size.code).toBe(size);
      expect(answer.sizes).toHaveLength(6);
      expect(answer.comfort).toBe('');
      expect(answer.steps.map((s) => s.step)).toEqual(['mattress', 'base', 'accessory']);
      const [mattresses, bases, accessories] = answer.steps.map((s) => s.items);
      // What the database says the size offers, read independently of the service.
      const expected = await rows<{ step: string; sku: string; comfort: string | null; xsel: string }>(sql`
      select bi.step, v.sku, bi.comfort, v.xsel from mattress_builder_items bi
      join product_variants v on v.id = bi.variant_id where bi.size_code = ${size} order by bi.sort_order, bi.id`);
      const skusOf = (step: string) => expected.filter((e) => e.step === step).map((e) => e.sku);
      expect(mattresses!.map((i) => i.sku)).toEqual(skusOf('mattress'));
      expect(bases!.map((i) => i.sku)).toEqual(skusOf('base'));
      expect(accessories!.map((i) => i.sku)).toEqual(skusOf('accessory'));
      expect(mattresses!.length).toBeGreaterThan(0);
      expect(bases!.length).toBeGreaterThan(0);
      expect(accessories!.length).toBeGreaterThan(0);
      // Mattresses and bases are made in the chosen size; pillows in the size that suits the bed.
      for (const item of [...mattresses!, ...bases!]) expect(item.xsel).toBe(size);
      const pillow = size === 'king' || size === 'super-king' ? 'king' : 'standard';
      for (const item of accessories!) expect(item.xsel).toBe(pillow);
      for (const item of mattresses!) expect(['firm', 'medium', 'plush']).toContain(item.comfort);
      for (const item of [...bases!, ...accessories!]) expect(item.comfort).toBeNull();
      expect(answer.comforts.map((c) => [c.code, c.name])).toEqual([
        ['firm', 'Firm'],
        ['medium', 'Medium'],
        ['plush', 'Plush'],
      ]);
      expect(answer.comforts.reduce((n, c) => n + c.count, 0)).toBe(mattresses!.length);
      for (const item of [...mattresses!, ...bases!, ...accessories!]) {
        expect(item.url).toMatch(/^\/p\/[a-z0-9-]+$/);
        expect(item.image).toMatch(/^\/img\/p\/[a-z-]+\/[a-z0-9-]+\/1\.svg$/);
        expect(item.price).toMatch(/^\d+\.\d{2}$/);
        expect(item.eta).not.toBe('');
      }
    },
  );

  it('narrows the mattresses to one comfort and keeps the bases and accessories', async () => {
    const all = await mattress.builder('queen');
    for (const comfort of ['firm', 'medium', 'plush'] as const) {
      const answer = await mattress.builder('queen', comfort);
      expect(answer.comfort).toBe(comfort);
      const [mattresses, bases, accessories] = answer.steps.map((s) => s.items);
      expect(mattresses!.every((m) => m.comfort === comfort)).toBe(true);
      expect(mattresses!.map((m) => m.sku)).toEqual(
        all.steps[0]!.items.filter((m) => m.comfort === comfort).map((m) => m.sku),
      );
      expect(mattresses!.length).toBe(answer.comforts.find((c) => c.code === comfort)!.count);
      expect(bases).toEqual(all.steps[1]!.items);
      expect(accessories).toEqual(all.steps[2]!.items);
    }
  });

  it('takes a size code in any case and answers 404 with a clear message for a size it does not offer', async () => {
    expect((await mattress.builder(' Queen ')).size.code).toBe('queen');
    for (const size of ['california-king', '', 'queen-size', "queen' or 1=1"]) {
      const err = await mattress.builder(size).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Refusal);
      expect((err as Refusal).status).toBe(404);
      expect((err as Refusal).message).toBe(UNKNOWN_MATTRESS_SIZE);
    }
    await handle.db.execute(sql`update mattress_sizes set active = false where code = 'super-king'`);
    try {
      await expect(mattress.builder('super-king')).rejects.toThrow(UNKNOWN_MATTRESS_SIZE);
      expect((await mattress.sizes()).map((s) => s.code)).not.toContain('super-king');
    } finally {
      await handle.db.execute(sql`update mattress_sizes set active = true where code = 'super-king'`);
    }
  });

  it('prices each SKU from its cents, GST included: the sale price when it has one, the retail price beside it', async () => {
    const item = (await mattress.builder('double')).steps[0]!.items[0]!;
    const [v] = await rows<{ id: number; retail_cents: number; sale_cents: number | null }>(
      sql`select id, retail_cents, sale_cents from product_variants where sku = ${item.sku}`,
    );
    try {
      await handle.db.execute(
        sql`update product_variants set retail_cents = 129950, sale_cents = null where id = ${v!.id}`,
      );
      let again = (await mattress.builder('double')).steps[0]!.items[0]!;
      expect(again).toMatchObject({ sku: item.sku, price: '1299.50', retail: '1299.50', onSale: false });
      await handle.db.execute(sql`update product_variants set sale_cents = 99905 where id = ${v!.id}`);
      again = (await mattress.builder('double')).steps[0]!.items[0]!;
      expect(again).toMatchObject({ price: '999.05', retail: '1299.50', onSale: true });
      expect(again.price).toBe(toDecimal(99905));
    } finally {
      await handle.db.execute(
        sql`update product_variants set retail_cents = ${v!.retail_cents}, sale_cents = ${v!.sale_cents} where id = ${v!.id}`,
      );
    }
  });

  it('says whether each SKU is in stock with the listing’s delivery words, and leaves out what cannot be sold', async () => {
    const item = (await mattress.builder('king')).steps[1]!.items[0]!;
    const [v] = await rows<{ id: number; product_id: number }>(
      sql`select id, product_id from product_variants where sku = ${item.sku}`,
    );
    const saved = await rows<{ location_code: string; free: number }>(
      sql`select location_code, free from stock where variant_id = ${v!.id}`,
    );
    const find = async () => (await mattress.builder('king')).steps[1]!.items.find((i) => i.sku === item.sku);
    try {
      await handle.db.execute(sql`update stock set free = 0 where variant_id = ${v!.id}`);
      await handle.db.execute(sql`delete from purchase_order_lines where variant_id = ${v!.id}`);
      expect(await find()).toMatchObject({ inStock: false, eta: SOLD_OUT });
      await handle.db.execute(sql`update stock set free = 3 where variant_id = ${v!.id} and location_code = 'AKL'`);
      await handle.db.execute(sql`insert into stock (variant_id, location_code, free, on_hand) values (${v!.id}, 'AKL', 3, 3)
        on conflict (variant_id, location_code) do update set free = 3, on_hand = greatest(stock.on_hand, 3)`);
      expect(await find()).toMatchObject({ inStock: true, eta: 'In stock' });

      await handle.db.execute(sql`update product_variants set sellable = false where id = ${v!.id}`);
      expect(await find()).toBeUndefined();
      await handle.db.execute(sql`update product_variants set sellable = true where id = ${v!.id}`);
      await handle.db.execute(sql`update products set active = false where id = ${v!.product_id}`);
      expect(await find()).toBeUndefined();
      await handle.db.execute(sql`update products set active = true where id = ${v!.product_id}`);
      expect(await find()).toBeDefined();
    } finally {
      for (const s of saved)
        await handle.db.execute(
          sql`update stock set free = ${s.free} where variant_id = ${v!.id} and location_code = ${s.location_code}`,
        );
    }
  });

  it('lists the sleep zone’s mattresses twelve a page, most popular first, to NO MORE PRODUCT', async () => {
    const all = await rows<{ id: number; sku: string }>(sql`
      select p.id, p.sku from products p join categories t on t.id = p.cat2_id and t.code = 'MAT-MAT'
      where p.active order by p.popularity desc, p.id`);
    expect(all.length).toBeGreaterThan(MATTRESS_ITEMS_PER_PAGE);
    const seen: string[] = [];
    let page = 1;
    for (;;) {
      const answer = await mattress.items(page);
      expect(answer).toMatchObject({ success: true, page, count: all.length });
      expect(answer.items.length).toBeLessThanOrEqual(MATTRESS_ITEMS_PER_PAGE);
      seen.push(...answer.items.map((i) => i.sku));
      expect(answer.loaded).toBe(seen.length);
      if (!answer.more) {
        expect(answer.msg).toBe(NO_MORE_PRODUCT);
        break;
      }
      expect(answer.msg).toBe('');
      expect(answer.items).toHaveLength(MATTRESS_ITEMS_PER_PAGE);
      page++;
    }
    expect(page).toBe(Math.ceil(all.length / MATTRESS_ITEMS_PER_PAGE));
    expect(seen).toEqual(all.map((r) => r.sku));
    const past = await mattress.items(page + 5);
    expect(past).toMatchObject({ items: [], more: false, msg: NO_MORE_PRODUCT, count: all.length, loaded: all.length });
    const card = (await mattress.items(1)).items[0]!;
    expect(card.url).toMatch(/^\/p\//);
    expect(card.sizes.length).toBeGreaterThan(0);
    expect(card.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('gives pages 1 to N at once for the page loader (an address with ?page=N)', async () => {
    const one = await mattress.items(1);
    const two = await mattress.items(2);
    const both = await mattress.items(2, undefined, { fromFirstPage: true });
    expect(both.items.map((i) => i.sku)).toEqual([...one.items, ...two.items].map((i) => i.sku));
    expect(both).toMatchObject({ page: 2, more: two.more, msg: two.msg, loaded: two.loaded, count: two.count });
  });

  it('answers an exact page boundary with NO MORE PRODUCT on the last full page', async () => {
    const [{ total }] = (await rows<{ total: number }>(sql`
      select count(*)::int as total from products p join categories t on t.id = p.cat2_id and t.code = 'MAT-MAT' where p.active`)) as [
      { total: number },
    ];
    const extra = total % MATTRESS_ITEMS_PER_PAGE;
    // Take mattresses off sale until the list is exactly two pages (or one), then put them back.
    const hide = await rows<{ id: number }>(sql`
      select p.id from products p join categories t on t.id = p.cat2_id and t.code = 'MAT-MAT'
      where p.active order by p.popularity, p.id limit ${extra}`);
    const ids = hide.map((h) => h.id);
    try {
      for (const id of ids) await handle.db.execute(sql`update products set active = false where id = ${id}`);
      const pages = (total - extra) / MATTRESS_ITEMS_PER_PAGE;
      const last = await mattress.items(pages);
      expect(last).toMatchObject({ more: false, msg: NO_MORE_PRODUCT, loaded: total - extra });
      expect(last.items).toHaveLength(MATTRESS_ITEMS_PER_PAGE);
      if (pages > 1) expect((await mattress.items(pages - 1)).more).toBe(true);
    } finally {
      for (const id of ids) await handle.db.execute(sql`update products set active = true where id = ${id}`);
    }
  });
});
