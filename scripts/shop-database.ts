// The database the shop's server would use (DATABASE_URL, otherwise PGlite under DATA_DIR), opened and
// migrated for a one-off task at the terminal (scripts/staff-create.ts, staff-remove-demo.ts). The
// embedded database belongs to one process: while the shop runs on it, the task waits for it to stop.
import { readConfig } from '../src/config.ts';
import { BackupRefusal, refuseIfOpen } from '../src/db/backup.ts';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/db/client.ts';

/** Runs `task` on the shop's database; a refusal to open is printed and the exit code set. */
export async function withShopDatabase(
  opts: { shopStopped: boolean },
  task: (handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const config = readConfig();
  if (!config.databaseUrl) {
    try {
      refuseIfOpen(config.dataDir, opts.shopStopped);
    } catch (err) {
      if (!(err instanceof BackupRefusal)) throw err;
      console.error(err.message);
      process.exitCode = 1;
      return;
    }
  }
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    // A shop that has never started yet gets its tables here, so its first admin can come first.
    await migrateDatabase(handle);
    await task(handle);
  } finally {
    await handle.close();
  }
}
