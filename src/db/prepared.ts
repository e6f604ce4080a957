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

/**
 * Where each database's statements run with PostgreSQL's generic plan: a second, smaller pool whose
 * connections say `plan_cache_mode=force_generic_plan` (src/db/client.ts). PGlite and transactions
 * have none and run the statement as preparedRows does.
 */
const genericPlanDatabases = new WeakMap<Database, Database>();

export function registerGenericPlans(db: Database, generic: Database): void {
  genericPlanDatabases.set(db, generic);
}

/**
 * A named prepared statement planned once per connection and then reused. The product lists' and the
 * product page's statements are planned afresh on every run otherwise: PostgreSQL keeps choosing a
 * custom plan for them (its estimate makes the generic plan look dearer, though it is the same plan),
 * and planning them costs more than running them.
 */
export async function genericPlanRows<T>(db: Database, label: string, query: SQL): Promise<T[]> {
  return preparedRows<T>(genericPlanDatabases.get(db) ?? db, label, query);
}
