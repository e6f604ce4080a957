// `npm run restore -- <file> [--force] [--shop-stopped]`: loads a backup made by `npm run backup` into
// the embedded database under DATA_DIR. A database already there is replaced only with --force, and
// then kept beside it; a failed restore changes nothing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../src/config.ts';
import { BackupRefusal, restoreEmbedded } from '../src/db/backup.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    force: { type: 'boolean', default: false },
    'shop-stopped': { type: 'boolean', default: false },
  },
});

const config = readConfig();
if (config.databaseUrl) {
  console.error(
    'This shop runs on a PostgreSQL server (DATABASE_URL): load the backup with ' +
      '`psql -v ON_ERROR_STOP=1 -1 -d <database> -f <file>` into an empty database.',
  );
  process.exit(2);
}
const file = positionals[0];
if (!file || !existsSync(file)) {
  console.error(file ? `There is no file ${file}.` : 'Usage: npm run restore -- <backup file> [--force]');
  process.exit(2);
}

try {
  const started = performance.now();
  const summary = await restoreEmbedded(readFileSync(file, 'utf8'), config.dataDir, {
    force: values.force,
    shopStopped: values['shop-stopped'],
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Restored ${path.resolve(file)} into ${config.dataDir}: ${summary.tables} tables (${seconds} s).`);
  if (summary.previous) console.log(`The database that was there is kept in ${summary.previous}.`);
} catch (err) {
  if (!(err instanceof BackupRefusal)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
