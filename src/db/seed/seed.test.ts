// The seed's invariants, on in-memory PGlite and (with TEST_DATABASE_URL) on a PostgreSQL server.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFailures } from '../../domain/pos-customer-check.ts';
import { verifySecret } from '../../domain/passwords.ts';
import { testDatabases } from '../../testing/databases.ts';
import type { DatabaseHandle } from '../client.ts';
import { queryRows } from '../rows.ts';
import { seedDatabase } from './index.ts';

const PRODUCTS = 80;
const NOW = new Date('2026-03-02T00:00:00Z');

// In-memory PGlite, and the PostgreSQL of TEST_DATABASE_URL (schema dropped and rebuilt) when set.
describe.each(testDatabases())('seed on $name', (target) => {
  let handle: DatabaseHandle;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);
  const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: string | number }>(query))[0]!.n);

  beforeAll(async () => {
    handle = await target.open();
    await seedDatabase(handle.db, { products: PRODUCTS, now: NOW });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('builds a three-level category tree with the six rooms', async () => {
    const rooms = await rows<{ url: string }>(sql`select url from categories where level = 1 order by sort_order`);
    expect(rooms.map((r) => r.url)).toEqual(['living', 'dining', 'bedroom', 'office', 'outdoor', 'mattresses']);
    expect(
      await count(sql`select count(*) as n from categories c left join categories p on p.id = c.parent_id
      where (c.level = 1 and c.parent_id is not null) or (c.level > 1 and (p.id is null or p.level <> c.level - 1))`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from categories c where c.level < 3
      and not exists (select 1 from categories k where k.parent_id = c.id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from categories c join categories p on p.id = c.parent_id
      where c.url = 'sofa-beds' and p.url = 'sofas'`),
    ).toBe(1);
  });

  it('files every product under a consistent room, type and variant', async () => {
    expect(await count(sql`select count(*) as n from products`)).toBe(PRODUCTS);
    expect(
      await count(sql`select count(*) as n from products p
      join categories c3 on c3.id = p.cat3_id join categories c2 on c2.id = p.cat2_id
      where c3.parent_id <> p.cat2_id or c2.parent_id <> p.cat1_id`),
    ).toBe(0);
  });

  it('lays products in the table grouped by leaf category, the order the table is clustered on', async () => {
    // Table order (ctid) against leaf order: a search for a kind of thing reads few pages only if
    // each kind lies together (src/db/seed/insert.ts, migration 0025_shelf_order).
    const laid = await rows<{ cat3_id: number; id: number }>(sql`select cat3_id, id from products order by ctid`);
    const leafOrder = [...laid].sort((a, b) => a.cat3_id - b.cat3_id || a.id - b.id);
    expect(laid.map((r) => r.id)).toEqual(leafOrder.map((r) => r.id));
    expect(new Set(laid.map((r) => r.cat3_id)).size).toBeGreaterThan(1);
    const clustered = await rows<{ name: string }>(sql`select c.relname as name from pg_index i
      join pg_class c on c.oid = i.indexrelid where i.indrelid = 'products'::regclass and i.indisclustered`);
    expect(clustered.map((r) => r.name)).toEqual(['products_cat3_idx']);
  });

  it('gives every product exactly one default variant, whose price is on the product row', async () => {
    expect(
      await count(sql`select count(*) as n from products p
      where (select count(*) from product_variants v where v.product_id = p.id and v.is_default) <> 1`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from products p join product_variants v on v.product_id = p.id and v.is_default
      where p.price_cents <> coalesce(v.sale_cents, v.retail_cents) or p.retail_cents <> v.retail_cents or p.msrp_cents <> v.msrp_cents`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from product_variants
      where msrp_cents < retail_cents or sale_cents >= retail_cents`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from products p where p.is_sale <> exists
      (select 1 from product_variants v where v.product_id = p.id and v.sale_cents is not null)`),
    ).toBe(0);
  });

  it('keeps variant cells unique and matching the product options', async () => {
    expect(
      await count(sql`select count(*) - count(distinct (product_id, xsel, ysel)) as n from product_variants`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from product_variants v where not exists
      (select 1 from product_options o where o.product_id = v.product_id and o.axis = 'y' and o.code = v.ysel)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from product_variants v where
      (v.xsel = '' and exists (select 1 from product_options o where o.product_id = v.product_id and o.axis = 'x'))
      or (v.xsel <> '' and not exists (select 1 from product_options o where o.product_id = v.product_id and o.axis = 'x' and o.code = v.xsel))`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from product_variants where cbm <= 0.15`)).toBeGreaterThan(0);
  });

  it('makes bundles out of other, existing, non-bundle variants', async () => {
    expect(await count(sql`select count(*) as n from products where is_bundle`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) as n from product_variants v join products p on p.id = v.product_id
      where p.is_bundle and (select count(*) from bundle_components b where b.bundle_variant_id = v.id) < 2`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from bundle_components b
      join product_variants c on c.id = b.component_variant_id join products p on p.id = c.product_id
      where p.is_bundle or c.product_id = (select product_id from product_variants where id = b.bundle_variant_id)`),
    ).toBe(0);
  });

  it('keeps stock consistent: never negative, on hand adds up, bins hold what is on hand', async () => {
    expect(
      await count(sql`select count(*) as n from stock
      where least(free, clr, alloc, nons) < 0 or on_hand <> free + clr + alloc + nons`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from stock s where s.on_hand <> coalesce((select sum(bs.qty) from bin_stock bs
      join bins b on b.id = bs.bin_id where bs.variant_id = s.variant_id and b.location_code = s.location_code), 0)`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from purchase_order_lines where qty_allocated > qty`)).toBe(0);
  });

  it('has SKUs in stock, SKUs only on order, and SKUs sold out', async () => {
    const [spread] = await rows<{ in_stock: string; on_order: string; sold_out: string }>(sql`
      with v as (
        select exists (select 1 from stock s where s.variant_id = v.id and s.free > 0) as free,
               exists (select 1 from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id
                       where l.variant_id = v.id and o.status = 'open' and l.qty > l.qty_allocated) as po
        from product_variants v join products p on p.id = v.product_id where not p.is_bundle and v.sellable)
      select count(*) filter (where free) as in_stock, count(*) filter (where not free and po) as on_order,
             count(*) filter (where not free and not po) as sold_out from v`);
    expect(Number(spread!.in_stock)).toBeGreaterThan(0);
    expect(Number(spread!.on_order)).toBeGreaterThan(0);
    expect(Number(spread!.sold_out)).toBeGreaterThan(0);
  });

  it('creates the demo staff and shopper of the README demo accounts table', async () => {
    const staff = await rows<{
      email: string;
      role: string;
      location_code: string;
      password_hash: string;
      pin_hash: string;
    }>(sql`select email, role, location_code, password_hash, pin_hash from staff order by id limit 3`);
    expect(staff.map((s) => [s.email, s.role, s.location_code])).toEqual([
      ['admin@kauri.test', 'admin', 'WEB'],
      ['manager@kauri.test', 'manager', 'AKL'],
      ['staff@kauri.test', 'staff', 'AKL'],
    ]);
    for (const [s, pin] of staff.map((s, i) => [s, ['1111', '2222', '3333'][i]!] as const)) {
      expect(await verifySecret('Kauri!2026', s.password_hash)).toBe(true);
      expect(await verifySecret(pin, s.pin_hash)).toBe(true);
      expect(await verifySecret('0000', s.pin_hash)).toBe(false);
    }
    const [shopper] = await rows<{ password_hash: string; shipping_zip: string }>(
      sql`select password_hash, shipping_zip from users where email = 'shopper@kauri.test'`,
    );
    expect(await verifySecret('Shopper#2026', shopper!.password_hash)).toBe(true);
    expect(shopper!.shipping_zip).toBe('1011');
    expect(await count(sql`select count(*) as n from users`)).toBeGreaterThan(25);
  });

  it('gives every customer details a POS order takes as they are (a mobile of digits only)', async () => {
    const users = await rows<{ email: string; firstname: string; lastname: string; mobile: string }>(
      sql`select email, firstname, lastname, mobile from users order by id`,
    );
    const [shopper] = users.filter((u) => u.email === 'shopper@kauri.test');
    expect(shopper!.mobile).toBe('0215550187');
    // Selecting a customer copies these into the POS cart; the acquisition channel is the salesperson's.
    const refused = users.filter((u) => customerFailures({ ...u, acquisition: 'Walk in' }).length > 0);
    expect(refused.map((u) => [u.email, u.mobile, customerFailures({ ...u, acquisition: 'Walk in' })])).toEqual([]);
  });

  it('loads the postcodes, padded to four digits, and the locations', async () => {
    expect(await count(sql`select count(*) as n from postcodes`)).toBeGreaterThan(2500);
    expect(await count(sql`select count(*) as n from postcodes where postcode !~ '^[0-9]{4}$'`)).toBe(0);
    expect(
      await count(sql`select count(*) as n from postcodes where postcode = '0110' and locality = 'Abbey Caves'`),
    ).toBe(1);
    const codes = await rows<{ code: string }>(
      sql`select code from locations where kind = 'store' order by sort_order`,
    );
    expect(codes).toHaveLength(6);
    expect(
      await count(sql`select count(*) as n from locations l where l.is_physical and not exists
      (select 1 from postcodes p where p.postcode = l.postcode and p.island = l.island and p.region = l.region)`),
    ).toBe(0);
  });

  it('makes demo quotes and orders for the POS lists, their stock held and counted', async () => {
    const lists = await rows<{ kind: string; status: string; n: number }>(
      sql`select kind, status, count(*)::int as n from orders group by kind, status order by kind, status`,
    );
    expect(lists).toEqual([
      { kind: 'order', status: 'locked', n: 1 },
      { kind: 'order', status: 'paid', n: 2 },
      { kind: 'order', status: 'pending', n: 2 },
      { kind: 'quote', status: 'pending', n: 3 },
    ]);
    // Yesterday's quote for the demo shopper (found by their mobile), with its POS cart allocated.
    const [quote] = await rows<{ order_no: string; made: string; expiry: string; allocated: number }>(
      sql`select o.order_no, (o.created_at at time zone 'Pacific/Auckland')::date::text as made, o.expiry_date::text as expiry,
        (select count(*) from cart_allocations a join cart_items i on i.id = a.cart_item_id join carts c on c.id = i.cart_id
          where c.order_id = o.id and c.status = 'open')::int as allocated
      from orders o where o.kind = 'quote' and o.mobile = '0215550187'`,
    );
    expect(quote).toEqual({
      order_no: expect.stringMatching(/^P\d{6}$/),
      made: '2026-03-01',
      expiry: '2026-03-15',
      allocated: 2,
    });
    expect(await count(sql`select count(*) as n from orders where kind = 'quote' and expiry_date < '2026-03-02'`)).toBe(
      1,
    );
    // Unpaid and paid orders hold their units, counted in the stock's alloc; the cancelled one holds none.
    expect(
      await count(sql`select count(*) as n from orders o where o.kind = 'order' and o.status in ('pending', 'paid')
        and not exists (select 1 from stock_reservations r where r.order_id = o.id and r.status = 'held')`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from stock_reservations r join orders o on o.id = r.order_id
        where o.status = 'locked' and r.status = 'held'`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from (select variant_id, location_code, sum(qty) as held from stock_reservations
        where status = 'held' group by 1, 2) h join stock s using (variant_id, location_code) where s.alloc < h.held`),
    ).toBe(0);
  });

  it('fills the search lexicon so that a typo finds its word', async () => {
    const [best] = await rows<{ word: string }>(
      sql`select word from search_words where word % 'sofe' order by similarity(word, 'sofe') desc, frequency desc limit 1`,
    );
    expect(best?.word).toBe('sofa');
    expect(
      await count(sql`select count(*) as n from products p join categories c on c.id = p.cat3_id
      where c.url = 'sofa-beds' and p.search_tsv @@ websearch_to_tsquery('english', 'sofa bed')`),
    ).toBeGreaterThan(0);
  });

  it('leaves id sequences past the seeded ids', async () => {
    await handle.db.execute(sql`insert into tags (name, url) values ('Test tag', 'test-tag-seq')`);
    expect(await count(sql`select id as n from tags where url = 'test-tag-seq'`)).toBeGreaterThan(15);
  });

  it('refuses to seed over data, and reseeds the same shop with reset', async () => {
    const before = await rows<{ sku: string; price_cents: number }>(
      sql`select sku, price_cents from products order by id`,
    );
    await expect(seedDatabase(handle.db, { products: PRODUCTS, now: NOW })).rejects.toThrow(/reset/);
    await seedDatabase(handle.db, { products: PRODUCTS, now: NOW, reset: true });
    const after = await rows<{ sku: string; price_cents: number }>(
      sql`select sku, price_cents from products order by id`,
    );
    expect(after).toEqual(before);
    expect(await count(sql`select count(*) as n from tags where url = 'test-tag-seq'`)).toBe(0);
  });
});
