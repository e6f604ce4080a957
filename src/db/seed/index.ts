// The deterministic demo seed: the same options give the same shop (catalogue, prices, stock,
// purchase orders, customers). Everything is built in memory first, then written in one
// transaction, so a failed seed leaves the database as it was.
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { queryRows } from '../rows.ts';
import * as schema from '../schema.ts';
import * as salesSchema from '../schema-sales.ts';
import { blogPosts } from '../schema-content.ts';
import { buildBlogPosts } from './blog.ts';
import { buildCatalogue } from './catalogue.ts';
import { seedDemoCredit } from './credit.ts';
import * as mattressSchema from '../schema-mattress.ts';
import { buildMattressBuilder } from './mattress.ts';
import { seedPopups } from './popups.ts';
import { insertBatches, insertProducts, syncSequences, truncateSeededTables } from './insert.ts';
import { LOCATIONS } from './locations.ts';
import { buildStaff, buildUsers } from './people.ts';
import { readPostcodes } from './postcodes.ts';
import { Random } from './random.ts';
import { buildCoupons, DELIVERY_ZONE_REGIONS, DELIVERY_ZONES, PAYMENT_METHODS } from './sales.ts';
import { seedDemoOrders } from './orders.ts';
import { buildStock } from './stock.ts';
import { seedContentPages } from './content.ts';

export interface SeedOptions {
  products: number;
  /** Empty the seeded tables first; without it a database with data is refused. */
  reset?: boolean;
  /** Seed of the random generator (default 2026). */
  seed?: number;
  /** Reference time for creation dates and purchase-order ETAs (default now). */
  now?: Date;
  log?: (message: string) => void;
}

export interface SeedSummary {
  categories: number;
  products: number;
  variants: number;
  bundleComponents: number;
  stockRows: number;
  purchaseOrders: number;
  postcodes: number;
}

export async function seedDatabase(db: Database, opts: SeedOptions): Promise<SeedSummary> {
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const rng = new Random(opts.seed ?? 2026);
  // Each part draws from its own stream, so changing how stock is spread does not reshuffle products.
  const catalogue = buildCatalogue(rng.fork('catalogue'), Math.max(0, Math.floor(opts.products)), now);
  const stock = buildStock(rng.fork('stock'), catalogue, now);
  const postcodes = readPostcodes();
  const [staff, users] = await Promise.all([buildStaff(), buildUsers(rng.fork('people'), now)]);
  log(
    `built ${catalogue.products.length} products, ${catalogue.variants.length} variants, ${stock.stock.length} stock rows`,
  );

  // Only the transaction's handle is used inside: PGlite has one connection and would deadlock.
  await db.transaction(async (handle) => {
    if (opts.reset) await truncateSeededTables(handle);
    else await refuseIfNotEmpty(handle);

    await insertBatches(handle, schema.locations, [...LOCATIONS]);
    await insertBatches(handle, schema.postcodes, postcodes);
    await insertBatches(handle, schema.staff, staff);
    await insertBatches(handle, schema.users, users);
    await insertBatches(handle, schema.categories, catalogue.categories);
    await insertBatches(handle, schema.collections, catalogue.collections);
    await insertBatches(handle, schema.styles, catalogue.styles);
    await insertBatches(handle, schema.tags, catalogue.tags);
    await insertProducts(handle, catalogue.products);
    await insertBatches(handle, schema.productTags, catalogue.productTags);
    await insertBatches(handle, schema.productOptions, catalogue.options);
    await insertBatches(handle, schema.productVariants, catalogue.variants);
    await insertBatches(handle, schema.bundleComponents, catalogue.bundleComponents);
    log('catalogue written');
    // Selling: delivery zones by region, payment methods and their rules, demo coupons.
    await insertBatches(handle, salesSchema.deliveryZones, [...DELIVERY_ZONES]);
    await insertBatches(handle, salesSchema.deliveryZoneRegions, [...DELIVERY_ZONE_REGIONS]);
    await insertBatches(handle, salesSchema.paymentMethods, [...PAYMENT_METHODS]);
    await insertBatches(handle, salesSchema.coupons, buildCoupons(now));
    await seedDemoCredit(handle, now);
    await insertBatches(handle, schema.bins, stock.bins);
    await insertBatches(handle, schema.stock, stock.stock);
    await insertBatches(handle, schema.binStock, stock.binStock);
    await insertBatches(handle, schema.purchaseOrders, stock.purchaseOrders);
    await insertBatches(handle, schema.purchaseOrderLines, stock.purchaseOrderLines);
    log('stock written');
    await syncSequences(handle, [
      'categories',
      'collections',
      'styles',
      'tags',
      'products',
      'product_variants',
      'bins',
      'purchase_orders',
    ]);
    // The lexicon for typo correction: every word of the catalogue's search text, with its frequency.
    await handle.execute(sql`
      insert into search_words (word, frequency)
      select w, count(*) from product_texts, regexp_split_to_table(lower(search_doc), '[^a-z]+') as w
      where length(w) >= 3 group by w`);
    // Demo quotes and orders for the POS lists, consistent with the stock just written.
    const demo = await seedDemoOrders(handle, now);
    log(`${demo.quotes} demo quotes and ${demo.orders} demo orders written`);
    // The stock ledger's opening balance: rows that add up to the stock as it now stands (migration 0039).
    await handle.execute(sql`select stock_ledger_opening()`);

    // Help and policy pages, finance options, the content editor, sitemap.
    log(`${await seedContentPages(handle, now)} help and policy pages written`);

    // The blog, Instagram, the sliders, the outdoor landing page.
    await insertBatches(handle, blogPosts, buildBlogPosts(now));

    // The mattress builder.
    const builder = buildMattressBuilder(catalogue);
    await insertBatches(handle, mattressSchema.mattressSizes, builder.sizes);
    await insertBatches(handle, mattressSchema.mattressBuilderItems, builder.items);

    // Pop-ups and analytics.
    await seedPopups(handle);
  });
  // Fresh statistics and a visibility map, so the planner picks the listing indexes (index-only
  // scans) at once: autovacuum may be off or late. VACUUM cannot run inside the transaction above.
  await db.execute(sql`vacuum analyze`);

  return {
    categories: catalogue.categories.length,
    products: catalogue.products.length,
    variants: catalogue.variants.length,
    bundleComponents: catalogue.bundleComponents.length,
    stockRows: stock.stock.length,
    purchaseOrders: stock.purchaseOrders.length,
    postcodes: postcodes.length,
  };
}

async function refuseIfNotEmpty(db: Database): Promise<void> {
  const tables = ['products', 'categories', 'locations', 'staff', 'users', 'postcodes'];
  const [row] = await queryRows<{ used: string | null }>(
    db,
    sql.raw(`select coalesce(${tables.map((t) => `(select '${t}' from "${t}" limit 1)`).join(', ')}) as used`),
  );
  if (row?.used) {
    throw new Error(
      `The database already has data (table ${row.used}); seed with { reset: true } (--reset) to replace it.`,
    );
  }
}
