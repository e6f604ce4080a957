// `db.execute()` answers differently typed results per driver; both carry `rows`.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client.ts';

export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `in (...)` for a list of integer ids, each bound as a parameter. */
export function idList(ids: number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
}
