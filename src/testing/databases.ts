// Databases for integration tests: always an in-memory PGlite, and also the PostgreSQL server named
// by TEST_DATABASE_URL when it is set (its schema is dropped and rebuilt: give tests their own database).
// Use with describe.each(testDatabases()).
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../db/client.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database. */
  open(): Promise<DatabaseHandle>;
}

export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabase[] {
  const targets: TestDatabase[] = [
    {
      name: 'pglite',
      async open() {
        const handle = await openDatabase({});
        await migrateDatabase(handle);
        return handle;
      },
    },
  ];
  const url = env.TEST_DATABASE_URL;
  if (url) {
    targets.push({
      name: 'postgres',
      async open() {
        const handle = await openDatabase({ url, poolSize: 4 });
        await handle.db.execute(
          sql.raw('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;'),
        );
        await migrateDatabase(handle);
        return handle;
      },
    });
  }
  return targets;
}
