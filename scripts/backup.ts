// `npm run backup [-- <file>] [--shop-stopped]`: the embedded database under DATA_DIR as one plain SQL
// file (pg_dump's), which `npm run restore` and a PostgreSQL server's `psql -f` both load.
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../src/config.ts';
import { BackupRefusal, backupEmbedded } from '../src/db/backup.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'shop-stopped': { type: 'boolean', default: false } },
});

const config = readConfig();
if (config.databaseUrl) {
  console.error('This shop runs on a PostgreSQL server (DATABASE_URL): back it up with pg_dump.');
  process.exit(2);
}
const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
const file = path.resolve(positionals[0] ?? `kauri-backup-${stamp}.sql`);

try {
  const started = performance.now();
  const dump = await backupEmbedded(config.dataDir, { shopStopped: values['shop-stopped'] });
  // Written beside and renamed, so a backup file is never half a backup.
  writeFileSync(`${file}.partial`, dump);
  renameSync(`${file}.partial`, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backed up ${config.dataDir} to ${file} (${(dump.length / 1e6).toFixed(1)} MB, ${seconds} s).`);
} catch (err) {
  if (!(err instanceof BackupRefusal)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
