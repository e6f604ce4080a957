// Starts Kauri: opens and migrates the database, seeds demo data into an empty one for the
// demonstration only (outside production, or SEED_DEMO=1 as `npm start` says; a production start
// refuses while the demo staff, whose password is published, can sign in), and serves the API and
// the pages on one port. `--dev` serves pages through Vite; `--api-only` serves no pages at all (no
// build needed: the start-and-stop test, src/server.test.ts).
// Several processes on PostgreSQL (WORKERS=N or auto; unset, one per core up to four in production:
// src/config.ts): this process prepares the database once, then N processes share the port (Node's
// cluster) and the first process only watches them; everything one request leaves for the next lives
// in the database, so any process may answer it (src/server-processes.test.ts).
import cluster from 'node:cluster';
import { type Config, readConfig, startRefusal } from './config.ts';
import { migrateDatabase, openDatabase, processPoolSize } from './db/client.ts';
import { seedContentPages } from './db/seed/content.ts';
import { seedDatabase } from './db/seed/index.ts';
import { buildApp } from './http/app.ts';
import { createServices } from './services/index.ts';
import { createStaffService, demoStaffRefusal } from './services/staff/staff.service.ts';
import { carrySession } from './services/orders/orders.service.ts';
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
// Vite's development server and its hot reload are one process's.
const processes = dev ? 1 : config.processes;

if (cluster.isPrimary && processes > 1) await supervise(processes);
else await serve();

/**
 * Migrates and, for the demonstration, seeds an empty database: once, before any process serves. A shop
 * for real gets no demo data and its own first admin (`npm run staff:create`).
 */
async function prepareDatabase(cfg: Config) {
  const handle = await openDatabase({ url: cfg.databaseUrl, dataDir: cfg.dataDir });
  await migrateDatabase(handle);
  // The help and policy pages the cart links to exist from the first start, production too; a page a
  // manager has edited is left as saved (src/db/seed/content.ts).
  await seedContentPages(handle.db);
  if (cfg.seedDemo) {
    if (await databaseIsEmpty(handle.db)) {
      console.log(`Seeding demo data (${cfg.seedProducts} products)…`);
      await seedDatabase(handle.db, { products: cfg.seedProducts });
    }
    return handle;
  }
  const staff = createStaffService(handle.db, { entra: null, carrySession });
  const demoStaff = await staff.demoStaffLeft();
  if (demoStaff.length > 0) {
    console.error(demoStaffRefusal(demoStaff));
    await handle.close();
    process.exit(1);
  }
  if ((await staff.listStaff()).length === 0)
    console.log(
      'No staff account yet: stop the shop and make the first admin with ' +
        '`npm run staff:create -- --email <address> --role admin` (README, "Going live").',
    );
  return handle;
}

/** The first process of several: prepares the database, starts the servers, replaces one that dies. */
async function supervise(count: number) {
  const handle = await prepareDatabase(config);
  // Made here once, so every process signs sessions with the same secret (a fresh database has none yet).
  await sessionSecret(handle.db, process.env.SESSION_SECRET);
  await handle.close();
  let stopping = false;
  // A process that cannot start (a port in use, a database gone) would be replaced forever: after more
  // ends in a minute than there are processes, the whole server stops with the reason in the log.
  const ends: number[] = [];
  for (let i = 0; i < count; i++) cluster.fork();
  // A started process only answers once it listens (its database opened, its app built): say so, so
  // whoever watches the log (and src/server-processes.test.ts) knows which processes serve.
  cluster.on('listening', (worker) => console.log(`server process ${worker.process.pid} listening`));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    ends.push(now);
    while (ends[0]! < now - 60_000) ends.shift();
    console.error(`server process ${worker.process.pid} ended (${signal ?? code})`);
    if (ends.length > count) {
      console.error('server processes keep ending: stopping');
      stop('SIGTERM', 1);
    } else cluster.fork();
  });
  const stop = (signal: NodeJS.Signals, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    let left = running.length;
    if (left === 0) process.exit(exitCode);
    for (const w of running) {
      w.once('exit', () => {
        if (--left === 0) process.exit(exitCode);
      });
      w.process.kill(signal);
    }
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGTERM'));
}

/** One server process: alone, or one of several started by supervise. */
async function serve() {
  // Several processes share out the connections one would keep, staying within what PostgreSQL allows.
  const handle = cluster.isWorker
    ? await openDatabase({
        url: config.databaseUrl,
        dataDir: config.dataDir,
        poolSize: processPoolSize(config.processes),
      })
    : await prepareDatabase(config);
  const services = createServices(handle.db, config);
  const app = await buildApp({
    config,
    services,
    sessionSecret: await sessionSecret(handle.db, process.env.SESSION_SECRET),
    pages,
  });
  await app.listen({ port: config.port, host: config.host });
  if (config.env === 'production' && config.paymentGateway === 'simulator' && !cluster.isWorker)
    app.log.warn(
      'PAYMENT_GATEWAY=simulator: payments are simulated, no card is charged and shoppers approve their own',
    );

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
}
