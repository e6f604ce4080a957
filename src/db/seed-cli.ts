// `npm run seed -- [--products 600] [--reset] [--seed 2026]`: migrates, then seeds the database that
// the server would use (DATABASE_URL, otherwise PGlite under DATA_DIR), and says how long it took.
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from './client.ts';
import { seedDatabase } from './seed/index.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    reset: { type: 'boolean', default: false },
    seed: { type: 'string' },
  },
});

const config = readConfig();
const products = values.products === undefined ? config.seedProducts : Number(values.products);
if (!Number.isInteger(products) || products < 0) {
  console.error('--products must be a whole number');
  process.exit(2);
}

const started = performance.now();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  const log = (message: string) => console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s  ${message}`);
  await migrateDatabase(handle);
  log('opened and migrated');
  const summary = await seedDatabase(handle.db, {
    products,
    reset: values.reset,
    seed: values.seed === undefined ? undefined : Number(values.seed),
    log,
  });
  const where = handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`Seeded ${where}: ${JSON.stringify(summary)}`);
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
