// The mattress builder: the bed sizes a shopper chooses from, and which of the catalogue's
// sellable SKUs the builder offers in each size at each step (the mattress in a comfort, a base, the
// accessories). The products themselves stay in the catalogue; a shop manager changes the builder
// by changing these rows, without a release.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { productVariants } from './schema.ts';

/** A New Zealand bed size; `code` is the catalogue's size option code (xsel), e.g. 'queen'. */
export const mattressSizes = pgTable(
  'mattress_sizes',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    widthCm: integer('width_cm').notNull(),
    lengthCm: integer('length_cm').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('mattress_sizes_dimensions_check', sql`${t.widthCm} > 0 and ${t.lengthCm} > 0`)],
);

/** One SKU the builder offers for a size at a step; a mattress row carries its comfort. */
export const mattressBuilderItems = pgTable(
  'mattress_builder_items',
  {
    id: serial('id').primaryKey(),
    sizeCode: text('size_code')
      .notNull()
      .references(() => mattressSizes.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    step: text('step', { enum: ['mattress', 'base', 'accessory'] }).notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** firm, medium or plush for a mattress; null for a base or an accessory. */
    comfort: text('comfort', { enum: ['firm', 'medium', 'plush'] }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('mattress_builder_items_cell_idx').on(t.sizeCode, t.step, t.variantId),
    index('mattress_builder_items_list_idx').on(t.sizeCode, t.step, t.sortOrder, t.id),
    index('mattress_builder_items_variant_idx').on(t.variantId),
    check('mattress_builder_items_comfort_check', sql`(${t.step} = 'mattress') = (${t.comfort} is not null)`),
  ],
);
