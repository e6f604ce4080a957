// The database schema. Money is integer cents (NZD, GST included); volumes are cubic metres.
// Later capabilities (cart, orders, POS) add their own tables here, next to what they build on.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// ---------------------------------------------------------------- settings and sessions

/** Process-wide secrets and switches shared by every instance (e.g. the cookie secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Server-side session data; the cookie carries only the signed id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    userId: integer('user_id'),
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------- people

/** Shoppers with an account (and customers that staff create at the counter). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    organisation: text('organisation').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    shippingAddress: text('shipping_address').notNull().default(''),
    shippingZip: text('shipping_zip').notNull().default(''),
    billingAddress: text('billing_address').notNull().default(''),
    acquisition: text('acquisition').notNull().default(''),
    newsletter: boolean('newsletter').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    pinHash: text('pin_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    role: text('role', { enum: ['staff', 'manager', 'admin'] }).notNull(),
    locationCode: text('location_code').notNull(),
    miniMenu: boolean('mini_menu').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('staff_email_idx').on(sql`lower(${t.email})`)],
);

// ---------------------------------------------------------------- places

export const locations = pgTable('locations', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  shortname: text('shortname').notNull(),
  address: text('address').notNull(),
  postcode: text('postcode').notNull().default(''),
  region: text('region').notNull().default(''),
  island: text('island').notNull().default(''),
  lat: numeric('lat', { precision: 9, scale: 6 }),
  lng: numeric('lng', { precision: 9, scale: 6 }),
  phone: text('phone').notNull().default(''),
  kind: text('kind', { enum: ['store', 'warehouse', 'website', 'supplier'] }).notNull(),
  isPhysical: boolean('is_physical').notNull().default(false),
  isCollect: boolean('is_collect').notNull().default(false),
  isWebsite: boolean('is_website').notNull().default(false),
  isThirdParty: boolean('is_third_party').notNull().default(false),
  /** Working days from this location's stock to a shopper's door in the same island. */
  leadDays: integer('lead_days').notNull().default(5),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** NZ localities with postcodes (shared/data/nz-postcodes.csv, GeoNames-shaped). */
export const postcodes = pgTable(
  'postcodes',
  {
    id: serial('id').primaryKey(),
    postcode: text('postcode').notNull(),
    locality: text('locality').notNull(),
    region: text('region').notNull(),
    island: text('island').notNull(),
    territory: text('territory').notNull().default(''),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lng: numeric('lng', { precision: 9, scale: 6 }),
  },
  (t) => [
    index('postcodes_postcode_idx').on(t.postcode),
    index('postcodes_locality_trgm_idx').using('gin', sql`lower(${t.locality}) gin_trgm_ops`),
  ],
);

// ---------------------------------------------------------------- catalogue

/** Three levels: 1 room, 2 product type, 3 variant. `url` is unique among siblings. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    level: integer('level').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_parent_url_idx').on(sql`coalesce(${t.parentId}, 0)`, t.url),
    uniqueIndex('categories_code_idx').on(t.code),
    check('categories_level_check', sql`${t.level} between 1 and 3`),
  ],
);

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const styles = pgTable('styles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().unique(),
});

/**
 * A product as the shopper sees it on a card. Its sellable cells (SKUs) are `product_variants`.
 * `priceCents`/`retailCents`/`msrpCents` are those of the default variant, kept here so that
 * listings filter and sort on one indexed row ("the price the shopper pays now").
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    url: text('url').notNull().unique(),
    name: text('name').notNull(),
    collectionId: integer('collection_id').references(() => collections.id),
    styleId: integer('style_id').references(() => styles.id),
    cat1Id: integer('cat1_id')
      .notNull()
      .references(() => categories.id),
    cat2Id: integer('cat2_id')
      .notNull()
      .references(() => categories.id),
    cat3Id: integer('cat3_id').references(() => categories.id),
    /** Drawing used by the generated product images, e.g. 'sofa', 'bed'. */
    shape: text('shape').notNull(),
    /** Labels of the option axes: xsel (e.g. 'Size') and ysel (e.g. 'Colour'); '' when unused. */
    xLabel: text('x_label').notNull().default(''),
    yLabel: text('y_label').notNull().default(''),
    isNew: boolean('is_new').notNull().default(false),
    isSale: boolean('is_sale').notNull().default(false),
    isBundle: boolean('is_bundle').notNull().default(false),
    isReady: boolean('is_ready').notNull().default(false),
    isDeal: boolean('is_deal').notNull().default(false),
    isClearance: boolean('is_clearance').notNull().default(false),
    priceCents: integer('price_cents').notNull(),
    retailCents: integer('retail_cents').notNull(),
    msrpCents: integer('msrp_cents').notNull(),
    popularity: integer('popularity').notNull().default(0),
    /**
     * What a search matches: `to_tsvector('english', …)` of the product's search text, written with it
     * (product_texts.search_doc; the seed's insertProducts).
     */
    searchTsv: tsvector('search_tsv').notNull().default(sql`''::tsvector`),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A room's, a type's or a kind's first pages in the two orders shoppers use most (most popular, by
    // price either way): read in order, 24 entries rather than sorting all of a room's 6,000, and the
    // count a range of the same index. Each carries the other order's column so a price band filters
    // inside the index. Their order must be the query's to the letter (`popularity desc` is NULLS
    // FIRST; an index in another order is never used).
    // The name and newest orders likewise (services/catalog/query.ts orderTerms, to the letter): read in
    // order rather than sorting all of a room's lowered names. Name Z - A walks the name index backwards.
    ...([1, 2, 3] as const).flatMap((level) => {
      const cat = level === 1 ? t.cat1Id : level === 2 ? t.cat2Id : t.cat3Id;
      return [
        index(`products_cat${level}_popular_idx`)
          .on(cat, sql`${t.popularity} desc`, t.id, t.priceCents)
          .where(sql`${t.active}`),
        index(`products_cat${level}_price_idx`).on(cat, t.priceCents, t.id, t.popularity).where(sql`${t.active}`),
        index(`products_cat${level}_name_idx`).on(cat, sql`lower(${t.name}) collate "C"`, t.id).where(sql`${t.active}`),
        index(`products_cat${level}_newest_idx`)
          .on(cat, sql`${t.createdAt} desc`, sql`${t.id} desc`)
          .where(sql`${t.active}`),
      ];
    }),
    // A flag's own list (Hot deals, Clearance, New…: services/catalog/query.ts routeCondition, kind
    // 'special') reads its products alone, most popular first, counting and filtering inside the
    // index: without them each such page scanned products_listing_idx's 20,000 entries twice, to count
    // and to sort.
    ...(
      [
        ['new', t.isNew],
        ['sale', t.isSale],
        ['bundle', t.isBundle],
        ['ready', t.isReady],
        ['deal', t.isDeal],
        ['clearance', t.isClearance],
      ] as const
    ).map(([flag, column]) =>
      index(`products_${flag}_popular_idx`)
        .on(sql`${t.popularity} desc`, t.id, t.priceCents, t.createdAt, t.cat1Id, t.cat2Id, t.cat3Id)
        .where(sql`${t.active} and ${column}`),
    ),
    index('products_cat3_idx').on(t.cat3Id),
    index('products_collection_idx').on(t.collectionId),
    // A collection's most popular first: a product page's related products (services/catalog/product.ts)
    // and a collection's listing, read in order rather than sorting the whole collection.
    index('products_collection_popular_idx')
      .on(t.collectionId, sql`${t.popularity} desc`, t.id)
      .where(sql`${t.active}`),
    index('products_style_idx').on(t.styleId),
    index('products_pop_idx').on(t.popularity.desc()),
    // Every other list (flags, collections, styles, tags) reads every matching product:
    // this narrow index holds all a list filters and sorts on, for an index-only scan; the columns
    // after the categories are payload (drizzle has no INCLUDE). An order index without the filter
    // columns made the planner walk it and fetch each wide row.
    index('products_listing_idx')
      .on(
        t.cat1Id,
        t.cat2Id,
        t.cat3Id,
        t.id,
        t.popularity,
        t.priceCents,
        t.createdAt,
        t.isNew,
        t.isSale,
        t.isBundle,
        t.isReady,
        t.isDeal,
        t.isClearance,
        t.collectionId,
        t.styleId,
        t.name,
      )
      .where(sql`${t.active}`),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // The POS item search (services/pos-cart/search.ts) wants the first few products by name whose name
    // starts with the text (a range here), has a later word starting with it (walked in name order, or
    // the trigram index), or whose collection matches (a range in name order).
    index('products_name_prefix_idx')
      .using('btree', sql`lower(${t.name}) text_pattern_ops`, t.name, t.id)
      .where(sql`${t.active}`),
    index('products_name_order_idx').on(t.name, t.id).where(sql`${t.active}`),
    index('products_collection_name_idx').on(t.collectionId, t.name, t.id).where(sql`${t.active}`),
  ],
);

/**
 * A product's long texts, beside its row rather than in it: every search reads the products row of
 * each match, and these two were half of it (about 600 of 1,250 bytes), so a search read twice the
 * pages it needed. The product page reads the description; search_doc is what search_tsv was made from
 * (name, collection, style, description, colours, sizes, categories, tags) and the typo lexicon's source.
 */
export const productTexts = pgTable('product_texts', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  description: text('description').notNull().default(''),
  searchDoc: text('search_doc').notNull().default(''),
});

/** A product's leaf-category path, as the tables kept from products (below) copy it. */
const listingCategoryColumns = () => ({
  cat1Id: integer('cat1_id').notNull(),
  cat2Id: integer('cat2_id').notNull(),
  cat3Id: integer('cat3_id'),
});

/** A product's six listing flags, as the tables kept from products (below) copy them. */
const listingFlagColumns = () => ({
  isNew: boolean('is_new').notNull(),
  isSale: boolean('is_sale').notNull(),
  isBundle: boolean('is_bundle').notNull(),
  isReady: boolean('is_ready').notNull(),
  isDeal: boolean('is_deal').notNull(),
  isClearance: boolean('is_clearance').notNull(),
});

/**
 * How many active products each leaf category holds, per combination of the listing flags: a room's or
 * a flag list's filter counts add up a few hundred of these rows instead of counting thousands of
 * products. Kept by a statement trigger on products (migration 0026): whatever writes products, the
 * seed included, leaves it true.
 */
export const listingCounts = pgTable('listing_counts', {
  ...listingCategoryColumns(),
  ...listingFlagColumns(),
  n: integer('n').notNull(),
});

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);

/** Values of an option axis of a product: axis 'x' (xsel, e.g. size) or 'y' (ysel, e.g. colour). */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    axis: text('axis', { enum: ['x', 'y'] }).notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    /** Swatch colour for colour options. */
    hex: text('hex'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('product_options_idx').on(t.productId, t.axis, t.code)],
);

/**
 * One sellable cell of a product's option matrix (xsel × ysel), its own SKU and price.
 * A variant may also be a stock-only component of bundles (`sellable` false).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    xsel: text('xsel').notNull().default(''),
    ysel: text('ysel').notNull().default(''),
    colour: text('colour').notNull().default(''),
    retailCents: integer('retail_cents').notNull(),
    saleCents: integer('sale_cents'),
    msrpCents: integer('msrp_cents').notNull(),
    cbm: numeric('cbm', { precision: 8, scale: 3 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sellable: boolean('sellable').notNull().default(true),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    uniqueIndex('product_variants_cell_idx').on(t.productId, t.xsel, t.ysel),
    // The POS add-item search matches a typed or scanned sku prefix in any case.
    index('product_variants_sku_upper_idx').using('btree', sql`upper(${t.sku}) text_pattern_ops`),
    check(
      'product_variants_price_check',
      sql`${t.retailCents} >= 0 and (${t.saleCents} is null or ${t.saleCents} >= 0)`,
    ),
  ],
);

/**
 * What a product card reads besides the product's own row: its default variant (the one the card
 * pictures, whose stock gives its delivery estimate) and its x-axis options (the size badges). Kept by
 * statement triggers on product_variants and product_options (migration 0028), so a page of cards reads
 * one row per card instead of sorting each product's variants and gathering its options every time.
 * A product without variants or options has no row or nulls, as the cards read them (services/catalog/cards.ts).
 */
export const productCards = pgTable('product_cards', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  defaultVariantId: integer('default_variant_id'),
  defaultYsel: text('default_ysel'),
  defaultColour: text('default_colour'),
  xOptions: json('x_options').$type<{ code: string; label: string }[]>(),
  /**
   * The card's picture: the content hash of an uploaded picture (schema-catalogue.ts productPictures),
   * or null for the generated drawing. Written by the back office, never by the triggers above.
   */
  pictureHash: text('picture_hash'),
});

/**
 * What a search reads of each active product: the columns a search filters, sorts and counts on, the
 * name lowered once (name_key, sorted as collate "C" like the name indexes), and the text vector last.
 * Searching the wide products row deformed every match past its vector to reach `active` and
 * `created_at`, and lowered every match's name to sort by name, for every match of a broad word. Kept by a
 * statement trigger on products (migration 0030); an inactive product has no row.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...listingCategoryColumns(),
    priceCents: integer('price_cents').notNull(),
    popularity: integer('popularity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    ...listingFlagColumns(),
    nameKey: text('name_key').notNull(),
    searchTsv: tsvector('search_tsv').notNull(),
  },
  // Without the pending list a GIN index collects inserts in (fastupdate): every search scanned the
  // whole list until a VACUUM merged it. Catalogue loads write here; shoppers read.
  (t) => [
    index('product_search_tsv_idx').using('gin', t.searchTsv).with({ fastupdate: false }),
    // The POS item search ranks a search's fifty most popular matches (services/pos-cart/search.ts): a
    // broad word ('c', 'chair') walks this and stops there instead of reading every match's row; a
    // narrow one still takes the text index.
    index('product_search_popular_idx').on(sql`${t.popularity} desc`, t.productId),
  ],
);

/**
 * The component SKUs of a bundle variant: the POS "sub-items". Stock is held and allocated per
 * component; `groupCode` names the component's line within the bundle.
 */
export const bundleComponents = pgTable(
  'bundle_components',
  {
    bundleVariantId: integer('bundle_variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    componentVariantId: integer('component_variant_id')
      .notNull()
      .references(() => productVariants.id),
    qty: integer('qty').notNull(),
    groupCode: integer('group_code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bundleVariantId, t.componentVariantId] }),
    index('bundle_components_component_idx').on(t.componentVariantId),
    check('bundle_components_qty_check', sql`${t.qty} > 0`),
  ],
);

// ---------------------------------------------------------------- stock

/** Stock of one SKU at one location. No figure may go negative. */
export const stock = pgTable(
  'stock',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    locationCode: text('location_code')
      .notNull()
      .references(() => locations.code),
    free: integer('free').notNull().default(0),
    clr: integer('clr').notNull().default(0),
    alloc: integer('alloc').notNull().default(0),
    nons: integer('nons').notNull().default(0),
    onHand: integer('on_hand').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.locationCode] }),
    check(
      'stock_not_negative',
      sql`${t.free} >= 0 and ${t.clr} >= 0 and ${t.alloc} >= 0 and ${t.nons} >= 0 and ${t.onHand} >= 0`,
    ),
  ],
);

export const bins = pgTable(
  'bins',
  {
    id: serial('id').primaryKey(),
    locationCode: text('location_code')
      .notNull()
      .references(() => locations.code),
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('bins_location_code_idx').on(t.locationCode, t.code)],
);

export const binStock = pgTable(
  'bin_stock',
  {
    binId: integer('bin_id')
      .notNull()
      .references(() => bins.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.binId, t.variantId] }), check('bin_stock_not_negative', sql`${t.qty} >= 0`)],
);

export const purchaseOrders = pgTable('purchase_orders', {
  id: serial('id').primaryKey(),
  poNumber: text('po_number').notNull().unique(),
  supplier: text('supplier').notNull(),
  /** Expected arrival at the distribution centre (DC1). */
  dc1Eta: date('dc1_eta', { mode: 'string' }).notNull(),
  /** open: units still to come; received: every line arrived; closed: ended with lines short; cancelled. */
  status: text('status', { enum: ['open', 'received', 'closed', 'cancelled'] })
    .notNull()
    .default('open'),
  allowBackOrder: boolean('allow_back_order').notNull().default(true),
  /** The place the supplier delivers to, where it is received. */
  locationCode: text('location_code')
    .notNull()
    .default('DC1')
    .references(() => locations.code),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When it was received in full, closed short or cancelled. */
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Units still to arrive: what was ordered less what has been received (qty + qty_received). */
    qty: integer('qty').notNull(),
    /** Units still to arrive that are already promised to orders. */
    qtyAllocated: integer('qty_allocated').notNull().default(0),
    /** Units received so far, into the purchase order's place. */
    qtyReceived: integer('qty_received').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.purchaseOrderId, t.variantId] }),
    index('purchase_order_lines_variant_idx').on(t.variantId),
    check(
      'purchase_order_lines_qty_check',
      sql`${t.qty} >= 0 and ${t.qtyAllocated} >= 0 and ${t.qtyAllocated} <= ${t.qty} and ${t.qtyReceived} >= 0`,
    ),
  ],
);

/**
 * What a card's delivery estimate reads of a variant's stock, per island: the free units at its physical
 * places there and the shortest lead among those with units free. Kept by statement triggers on stock and
 * locations (migration 0032), so a page of cards reads one or two rows per variant instead of every
 * stock row joined to its place (services/catalog/eta.ts). A variant with no stock rows has no row.
 */
export const variantStock = pgTable(
  'variant_stock',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    island: text('island').notNull(),
    free: integer('free').notNull().default(0),
    leadDays: integer('lead_days'),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.island] })],
);

/**
 * A variant's next arrival: the earliest DC1 date of its open purchase orders with units not yet
 * promised (null when none). Kept by statement triggers on purchase_order_lines and purchase_orders
 * (migration 0032), for the cards' delivery estimates.
 */
export const variantArrivals = pgTable('variant_arrivals', {
  variantId: integer('variant_id')
    .primaryKey()
    .references(() => productVariants.id, { onDelete: 'cascade' }),
  nextArrival: date('next_arrival', { mode: 'string' }),
});

/** Words of the catalogue, for typo correction with pg_trgm before the full-text query. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    frequency: integer('frequency').notNull().default(1),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

// ---------------------------------------------------------------- shoppers' accounts
/** A signed-in shopper's wishlist: one row per variant (the heart on a card, Move to Wishlist). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_items_user_variant_idx').on(t.userId, t.variantId)],
);

/**
 * A mailed link that proves a shopper owns an email: claiming an account made at the counter
 * (no password yet), or setting a forgotten password. Only the token's hash is kept; one use.
 */
export const shopperLinks = pgTable(
  'shopper_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['claim', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shopper_links_token_idx').on(t.tokenHash), index('shopper_links_user_idx').on(t.userId)],
);

/** A lead from the storefront's fake-register form (POST /v1/fakeRegister): who, and their nearest store. */
export const leads = pgTable('leads', {
  id: serial('id').primaryKey(),
  type: text('type').notNull().default(''),
  email: text('email').notNull(),
  firstname: text('firstname').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  address: text('address').notNull().default(''),
  mobile: text('mobile').notNull().default(''),
  nearestLocation: text('nearest_location'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
