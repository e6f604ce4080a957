// Rows of the queries every cart page and every add runs, as named prepared statements: on
// PostgreSQL each pool connection plans them once and then reuses the plan, where planning cost
// more than running them. PGlite, and a transaction's handle, run them the same way.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

const dialect = new PgDialect();
const known = new Map<string, { text: string; name: string }>();

/**
 * One name per distinct text (a name used for two texts is an error on PostgreSQL). A label's text
 * rarely changes, so the last one is kept and compared, cheaper than hashing the text every call.
 */
function statementName(label: string, text: string): string {
  const last = known.get(label);
  if (last?.text === text) return last.name;
  const name = `${label}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
  known.set(label, { text, name });
  return name;
}

export async function preparedRows<T>(db: Database, label: string, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(label, built.sql), false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}
