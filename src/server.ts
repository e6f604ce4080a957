// Starts Kauri: opens and migrates the database, seeds demo data into an empty one (never in
// production), and serves the API and the pages on one port. `--dev` serves pages through Vite;
// `--api-only` serves no pages at all (no build needed: the start-and-stop test, src/server.test.ts).
import { readConfig, startRefusal } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';
import { buildApp } from './http/app.ts';
import { createServices } from './services/index.ts';
import { databaseIsEmpty, sessionSecret } from './db/settings.ts';

// A setting production cannot run without is one plain line and a failed start, before anything opens.
const refusal = startRefusal(process.env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

const dev = process.argv.includes('--dev');
const pages = process.argv.includes('--api-only') ? false : dev ? 'dev' : 'build';
const config = readConfig();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(handle);
if (config.env !== 'production' || process.env.SEED_DEMO === '1' || !config.databaseUrl) {
  if (await databaseIsEmpty(handle.db)) {
    console.log(`Seeding demo data (${config.seedProducts} products)…`);
    await seedDatabase(handle.db, { products: config.seedProducts });
  }
}

const services = createServices(handle.db, config);
const app = await buildApp({
  config,
  services,
  sessionSecret: await sessionSecret(handle.db, process.env.SESSION_SECRET),
  pages,
});
await app.listen({ port: config.port, host: config.host });
if (config.env === 'production' && config.paymentGateway === 'simulator')
  app.log.warn('PAYMENT_GATEWAY=simulator: payments are simulated, no card is charged and shoppers approve their own');

// Web orders not paid in time give their stock back (safe with several instances).
const holds = setInterval(() => {
  services.checkout
    .withLog(app.log)
    .releaseExpiredHolds()
    .catch((err: unknown) => app.log.error({ err }, 'releasing expired holds failed'));
}, 60_000);
holds.unref();

// Requests in flight are answered; idle and unused connections are closed at once (src/http/closing.ts).
// Whatever still runs after 10 s is cut off: a load balancer's drain time is no longer than that.
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  clearInterval(holds);
  const force = setTimeout(() => {
    app.log.error('requests still running 10 s after the signal: exiting without them');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    await handle.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
