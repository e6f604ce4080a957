// The back office's catalogue (/pos/catalogue): what a manager's saves leave behind besides the
// products themselves. Every change is one history entry; a product's old addresses keep answering;
// uploaded pictures and the sizes made from them live in the database, so every process and machine
// serves the same files (services/catalogue/).
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products, staff } from './schema.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One field of a product change: its name and its value before and after (JSON values). */
export interface ProductFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One save of a product (the editor, a picture change or a CSV import row): who, when, what changed. */
export const productHistory = pgTable(
  'product_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The staff member's name as it was, so the entry reads the same after they leave. */
    staffName: text('staff_name').notNull().default(''),
    source: text('source', { enum: ['editor', 'pictures', 'import'] }).notNull(),
    changes: jsonb('changes').$type<ProductFieldChange[]>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_history_product_idx').on(t.productId, sql`${t.at} desc`, sql`${t.id} desc`)],
);

/** A product's earlier address: `/{old_url}` answers 301 to the product's address today. */
export const productRedirects = pgTable('product_redirects', {
  oldUrl: text('old_url').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An uploaded picture of a product, in the gallery's order; `colour` (a ysel code) makes it that
 * colour's picture. `hash` is the SHA-256 of the uploaded bytes: the files' key and their address.
 */
export const productPictures = pgTable(
  'product_pictures',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    colour: text('colour'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_pictures_product_idx').on(t.productId, t.sortOrder)],
);

/** The sizes made from an uploaded picture: one row per width and format, served at `/img/u/{hash}/{width}.{format}`. */
export const pictureFiles = pgTable(
  'picture_files',
  {
    hash: text('hash').notNull(),
    width: integer('width').notNull(),
    format: text('format', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.width, t.format] })],
);
