// Databases for integration tests: always an in-memory PGlite, and also the PostgreSQL server named
// by TEST_DATABASE_URL when it is set (its schema is dropped and rebuilt: give tests their own database).
// Use with describe.each(testDatabases()).
//
// Test files run side by side (vitest.config.ts), so each of vitest's workers has a server database of
// its own: TEST_DATABASE_URL's name with the worker's number after it, made on first use.
// TEST_DATABASES=postgres leaves PGlite out (CI's PostgreSQL leg, after the README's run on PGlite).
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../db/client.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database. */
  open(): Promise<DatabaseHandle>;
}

export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabase[] {
  const targets: TestDatabase[] = [];
  if (env.TEST_DATABASES !== 'postgres')
    targets.push({
      name: 'pglite',
      open: openEmbeddedTestDatabase,
    });
  const url = serverDatabaseUrl(env);
  if (url) {
    targets.push({
      name: 'postgres',
      async open() {
        await ensureServerDatabase(url);
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

let image: Promise<Blob | undefined> | undefined;

/** A fresh, migrated, in-memory PGlite: from the run's migrated image (src/testing/migrated-image.ts) when there is one. */
export async function openEmbeddedTestDatabase(): Promise<DatabaseHandle> {
  image ??= (async () => {
    const file = inject('migratedImage');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  const handle = await openDatabase({ image: await image });
  // Nothing to do on the image; the whole schema on an empty database.
  await migrateDatabase(handle);
  return handle;
}

/** This worker's PostgreSQL database (see the top of this file), or undefined without TEST_DATABASE_URL. */
export function serverDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!env.TEST_DATABASE_URL) return undefined;
  const url = new URL(env.TEST_DATABASE_URL);
  url.pathname = `${url.pathname}_${env.VITEST_POOL_ID ?? '0'}`;
  return url.toString();
}

const made = new Map<string, Promise<void>>();

/** Makes the database of a url from serverDatabaseUrl when the server has none of that name yet. */
export function ensureServerDatabase(url: string): Promise<void> {
  let making = made.get(url);
  if (!making) {
    making = (async () => {
      const target = new URL(url);
      const name = decodeURIComponent(target.pathname.slice(1));
      const { default: pg } = await import('pg');
      // Asked of the server's own maintenance database, which every PostgreSQL server has.
      const admin = new pg.Client({
        connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
      });
      await admin.connect();
      try {
        const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
      } finally {
        await admin.end();
      }
    })();
    made.set(url, making);
  }
  return making;
}
