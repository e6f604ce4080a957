// Writing the seed. Rows go in as one JSON document per batch through json_populate_recordset: on
// PostgreSQL that is far faster than drizzle's multi-row VALUES with one bind parameter per value,
// and it works the same on PGlite.
// Also: emptying the seeded tables for `reset`, and moving id sequences past the ids the seed chose.
import { getTableColumns, getTableName, is, sql, SQL, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import * as schema from '../schema.ts';

const BATCH_ROWS = 5000;

export async function insertBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const { names, tableName, batches } = recordBatches(table, rows);
  for (const records of batches)
    await db.execute(
      sql`insert into ${tableName} (${names}) select ${names} from json_populate_recordset(null::${tableName}, ${JSON.stringify(records)}::json)`,
    );
}

/** The columns the rows give (or that have plain defaults), and the rows as records of them, in batches. */
function recordBatches<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]) {
  const columns = Object.entries(getTableColumns(table) as Record<string, Column>).filter(
    ([key, column]) => !column.generated && rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS)
    batches.push(
      rows.slice(i, i + BATCH_ROWS).map((row) => {
        const record: Record<string, unknown> = {};
        for (const [key, column] of columns)
          record[column.name] = valueOrDefault(row as Record<string, unknown>, key, column);
        return record;
      }),
    );
  const columnNames = columns.map(([, c]) => c.name);
  return {
    columnNames,
    names: sql.raw(columnNames.map((n) => `"${n}"`).join(', ')),
    tableName: sql.raw(`"${getTableName(table)}"`),
    batches,
  };
}

/**
 * Products, and their long texts into product_texts. Each product's search_tsv is made from its search
 * text by the statement that writes the row, so every row is written once, at its final size (an
 * update afterwards would leave the table twice as long). Rows go in grouped by their leaf category,
 * the order the table is clustered on (migration 0025_shelf_order): a search for a kind of thing then
 * reads a few pages of the table, not one for nearly every match.
 */
export async function insertProducts(
  db: Database,
  given: readonly (typeof schema.products.$inferInsert & { id: number; description: string; searchDoc: string })[],
): Promise<void> {
  const rows = [...given].sort((a, b) => (a.cat3Id ?? Infinity) - (b.cat3Id ?? Infinity) || a.id - b.id);
  const { columnNames, names, batches } = recordBatches(
    schema.products,
    rows.map(({ description: _d, searchDoc: _s, ...row }) => row),
  );
  const rowNames = sql.raw(columnNames.map((n) => `r."${n}"`).join(', '));
  const docs = new Map(rows.map((r) => [r.id, r.searchDoc]));
  for (const records of batches) {
    const texts = records.map((r) => ({ id: r.id, doc: docs.get(r.id as number) ?? '' }));
    await db.execute(
      sql`insert into products (${names}, search_tsv)
          select ${rowNames}, to_tsvector('english', d.doc)
          from json_populate_recordset(null::products, ${JSON.stringify(records)}::json) r
          join json_to_recordset(${JSON.stringify(texts)}::json) as d(id int, doc text) on d.id = r.id
          order by r.cat3_id, r.id`,
    );
  }
  await insertBatches(
    db,
    schema.productTexts,
    rows.map((r) => ({ productId: r.id, description: r.description, searchDoc: r.searchDoc })),
  );
}

/** A row's value, or the column's default when the row leaves it out (as an INSERT would). */
function valueOrDefault(row: Record<string, unknown>, key: string, column: Column): unknown {
  const value = row[key];
  if (value !== undefined) return value;
  if (column.defaultFn) return column.defaultFn();
  if (column.hasDefault && column.default !== undefined && !is(column.default, SQL)) return column.default;
  if (!column.notNull) return null;
  throw new Error(`seed: ${column.name} missing with no plain default`);
}

/** Every table the seed fills; CASCADE also empties tables that point at them (carts, orders…). */
const SEEDED_TABLES = [
  'search_words',
  'purchase_order_lines',
  'purchase_orders',
  'bin_stock',
  'bins',
  'stock',
  'bundle_components',
  'product_variants',
  'product_options',
  'product_tags',
  'product_texts',
  'products',
  'tags',
  'styles',
  'collections',
  'categories',
  'postcodes',
  'locations',
  'staff',
  'users',
  'sessions',
  'coupons',
  'payment_methods',
  'delivery_zone_regions',
  'delivery_zones',
  // The content the seed writes (the mattress builder's tables join below).
  'content_pages',
  'blog_posts',
  'site_messages',
  'mattress_builder_items',
  'mattress_sizes',
];

export async function truncateSeededTables(db: Database): Promise<void> {
  await db.execute(sql.raw(`truncate table ${SEEDED_TABLES.map((t) => `"${t}"`).join(', ')} restart identity cascade`));
}

/** The seed inserts explicit ids; the next row a service inserts must not collide with them. */
export async function syncSequences(db: Database, tables: string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
      ),
    );
  }
}
