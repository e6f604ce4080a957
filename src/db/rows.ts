// `db.execute()` answers differently typed results per driver; both carry `rows`.
import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
