// Backups of the embedded database as one plain SQL file, written by pg_dump itself (PGlite's WASM build
// of it, @electric-sql/pglite-tools), so the same file loads back into PGlite (`npm run restore`) and into
// a PostgreSQL server (`psql -f`): the way a shop moves from the embedded database to a server (README,
// "Backups and moving to a server"). Drizzle's migrations table comes along, so the app started on a
// restored database finds every migration applied and runs none again.
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { migrateDatabase, openDatabase, pgliteOf } from './client.ts';

/** pg_dump's first line; a file without it is not a backup this shop made. */
const DUMP_HEADER = '-- PostgreSQL database dump';

/** Why a backup or a restore will not go ahead, in words for the person at the terminal. */
export class BackupRefusal extends Error {}

/**
 * PGlite keeps `postmaster.pid` in its directory while a process has it open and removes it on a clean
 * close. Two processes on one directory corrupt it (PGlite takes no lock), so a backup or restore waits
 * for the shop to stop; a shop killed without stopping leaves the mark too, hence `shopStopped`.
 */
export function refuseIfOpen(dataDir: string, shopStopped: boolean): void {
  if (shopStopped || !existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  throw new BackupRefusal(
    `The embedded database in ${dataDir} is in use: stop the shop first (Ctrl+C or SIGTERM). ` +
      'If no shop is running (it was killed without stopping), add --shop-stopped.',
  );
}

/** The whole embedded database under `dataDir` as pg_dump's plain SQL. */
export async function backupEmbedded(dataDir: string, opts: { shopStopped?: boolean } = {}): Promise<string> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupRefusal(`There is no embedded database in ${dataDir} to back up.`);
  }
  refuseIfOpen(dataDir, opts.shopStopped ?? false);
  const handle = await openDatabase({ dataDir });
  try {
    // No owners or grants: the server's own user (whatever its name) owns what it loads.
    const dump = await pgDump({ pg: pgliteOf(handle), args: ['--no-owner', '--no-privileges'] });
    return forOlderServers(await dump.text());
  } finally {
    await handle.close();
  }
}

/**
 * PGlite is PostgreSQL 18; its pg_dump sets `transaction_timeout`, which servers before 17 do not know
 * and `psql -v ON_ERROR_STOP=1` stops at. A restore session has no such timeout anyway.
 */
function forOlderServers(dump: string): string {
  return dump.replace(/^SET transaction_timeout = 0;\n/m, '');
}

export interface RestoreSummary {
  /** Where the database that was there before now is (only with `force`). */
  previous?: string;
  tables: number;
  migrations: number;
}

/**
 * Loads a backup into the embedded database under `dataDir`. It is built in a directory beside it and
 * put in place only once it loaded and opens as the shop opens it, so a failed restore leaves the
 * shop's database as it was; with `force` the database that was there is moved aside, never deleted.
 */
export async function restoreEmbedded(
  dump: string,
  dataDir: string,
  opts: { force?: boolean; shopStopped?: boolean; now?: Date } = {},
): Promise<RestoreSummary> {
  if (!dump.trimStart().startsWith('--') || !dump.includes(DUMP_HEADER)) {
    throw new BackupRefusal('That file is not a backup made by `npm run backup` (pg_dump plain SQL).');
  }
  const occupied = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (occupied && !opts.force) {
    throw new BackupRefusal(
      `${dataDir} already holds a database: restoring would replace it. Add --force to replace it ` +
        '(the current one is kept beside it), or set DATA_DIR to an empty directory.',
    );
  }
  if (occupied) refuseIfOpen(dataDir, opts.shopStopped ?? false);

  const building = `${dataDir}.restoring-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  try {
    const handle = await openDatabase({ dataDir: building });
    try {
      // One simple-protocol call: the whole file is one transaction, all of it or nothing.
      await pgliteOf(handle).exec(dump);
    } finally {
      await handle.close();
    }
    const summary = await checkRestored(building);
    let previous: string | undefined;
    if (occupied) {
      previous = `${dataDir}.before-restore-${(opts.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dataDir, previous);
    } else {
      rmSync(dataDir, { recursive: true, force: true });
    }
    renameSync(building, dataDir);
    return { ...summary, previous };
  } catch (err) {
    rmSync(building, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Opens the restored database the way the shop starts it, migrations included: a backup of this version
 * migrates nothing, one of an older version is brought up to date here rather than on the shop's start.
 */
async function checkRestored(dataDir: string): Promise<Omit<RestoreSummary, 'previous'>> {
  const handle = await openDatabase({ dataDir });
  try {
    const client = pgliteOf(handle);
    const count = async (query: string) => Number((await client.query<{ n: number }>(query)).rows[0]?.n ?? 0);
    const migrations = await count('select count(*)::int as n from drizzle.__drizzle_migrations');
    await migrateDatabase(handle);
    const tables = await count(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
    return { tables, migrations };
  } finally {
    await handle.close();
  }
}
