// Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server with DATABASE_URL.
// Both speak the same SQL and run the same migrations; services only see `Database`.
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { registerGenericPlans } from './prepared.ts';
import { shippedPath } from './shipped-files.ts';
import * as backOfficeSchema from './schema-catalogue.ts';
import * as contentSchema from './schema-content.ts';
import * as mattressSchema from './schema-mattress.ts';
import * as posSchema from './schema-pos.ts';
import * as salesSchema from './schema-sales.ts';
import * as catalogueSchema from './schema.ts';
import * as supplySchema from './schema-supply.ts';

const schema = {
  ...catalogueSchema,
  ...salesSchema,
  ...posSchema,
  ...contentSchema,
  ...mattressSchema,
  ...backOfficeSchema,
  ...supplySchema,
};
export type Schema = typeof schema;
/**
 * What every reader and writer takes: the database, or a transaction opened on it. Drizzle's transaction
 * is a database too (`PgTransaction` extends `PgDatabase`), so a function written for one runs inside
 * the other as it is, with no cast; `Transaction` names the narrower handle where only one will do.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A type that must be a Database to compile: should Drizzle's transaction stop being one, `Transaction` fails here. */
type StillADatabase<T extends Database> = T;
export type Transaction = StillADatabase<Parameters<Parameters<Database['transaction']>[0]>[0]>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = shippedPath('migrations');

export interface OpenOptions {
  /** postgres://… for a server; otherwise PGlite. */
  url?: string;
  /** PGlite directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /** Pool size for a server. */
  poolSize?: number;
  /**
   * PGlite only: a data directory to start from, as PGlite's `dumpDataDir` wrote it, instead of an empty
   * one (the tests start each database from one image of the migrated schema: src/testing/databases.ts).
   */
  image?: Blob;
}

/**
 * PostgreSQL's settings for the embedded database, on top of PGlite's own start parameters. PostgreSQL
 * touches all of shared_buffers when it starts, and PGlite's WASM memory never shrinks, so the default
 * 128 MB stayed resident in the shop's process for good. The demo shop's whole database is under 20 MB and
 * its files are read through the operating system's cache anyway: 32 MB holds it all and takes 50-100 MB
 * off the process (docs/operations.md, "Memory"; scripts/memory-figures.ts measures it).
 */
export const PGLITE_SETTINGS = ['shared_buffers=32MB'];

/** Connections a server keeps to PostgreSQL (and half as many for generic plans), shared out among its processes. */
export const POOL_SIZE = 16;

/**
 * One process's connections when several serve (src/server.ts): the server's POOL_SIZE shared out, at
 * least 4, so that the default four processes (src/config.ts, DEFAULT_PROCESSES_MAX) keep what one did.
 */
export function processPoolSize(processes: number): number {
  return Math.max(4, Math.ceil(POOL_SIZE / processes));
}

export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // numeric and bigint come back as strings: money never passes through floating point here.
    // random_page_cost 1.1: storage is solid-state, so index scans are cheap; with the default of 4 the
    // planner reads whole tables for broad searches (docs/decisions/0002-product-list-queries.md).
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? POOL_SIZE,
      options: '-c random_page_cost=1.1',
    });
    const db = drizzle(pool, { schema }) as unknown as Database;
    // Statements that should keep one plan per connection (src/db/prepared.ts, genericPlanRows).
    const genericPool = new pg.Pool({
      connectionString: opts.url,
      max: Math.max(2, Math.ceil((opts.poolSize ?? POOL_SIZE) / 2)),
      options: '-c random_page_cost=1.1 -c plan_cache_mode=force_generic_plan',
    });
    registerGenericPlans(db, drizzle(genericPool, { schema }) as unknown as Database);
    return { db, kind: 'postgres', close: async () => void (await Promise.all([pool.end(), genericPool.end()])) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (opts.dataDir && !opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
    loadDataDir: opts.image,
  });
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** The embedded database under a handle, for what only PGlite does (pg_dump's WASM build, a data image). */
export function pgliteOf(handle: DatabaseHandle): PGlite {
  if (handle.kind !== 'pglite') throw new Error('not an embedded database');
  return (handle.db as unknown as { $client: PGlite }).$client;
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}
