// npm run bench: the storefront and the POS under load on PostgreSQL with 20,000 products, beside a
// bare Fastify route as the ceiling. Options: --seconds N (default 10), --products N (default 20000),
// --skip-seed, --warm N (default 10: how long each uncached mix runs before it is measured again).
// Parts: `npm run bench -- pos` runs only the POS rows, `-- store` only the storefront's,
// `-- orders` only the order lists over 100,000 orders (bench/orders.ts); all by default. BENCH_DATABASE_URL picks the server database (created if missing).
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchCart } from './cart.ts';
import { benchOrders } from './orders.ts';
import { benchPos } from './pos.ts';
import { listingMix, listingPages, searchMix } from './store-mix.ts';
import { type Figure, drain, measure, pageJavaScriptGzip, startProcess, stopProcess, table, waitFor } from './lib.ts';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const seconds = Number(opt('seconds', '10'));
/** How long each uncached mix runs before its second, warmed measurement (--warm N). */
const warmSeconds = Number(opt('warm', '10'));
const PARTS = ['store', 'pos', 'orders'] as const;
const asked = args.filter(
  (a, i) => !a.startsWith('--') && !['--seconds', '--products', '--warm'].includes(args[i - 1] ?? ''),
);
for (const a of asked)
  if (!(PARTS as readonly string[]).includes(a)) throw new Error(`unknown part ${a}: use ${PARTS.join(' or ')}`);
const wants = (part: (typeof PARTS)[number]) => asked.length === 0 || asked.includes(part);
const products = Number(opt('products', '20000'));
const dbUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kauri_bench';
const root = path.resolve(import.meta.dirname, '..');
const APP = 'http://127.0.0.1:3300';
const BARE = 'http://127.0.0.1:3301';

async function ensureDatabase() {
  const url = new URL(dbUrl);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(dbUrl), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  let count = 0;
  try {
    count = Number((await client.query('select count(*) from products')).rows[0].count);
  } catch {
    count = 0;
  }
  // The tills all sign in from 127.0.0.1: an earlier run's sign-ins, counted per address for 15 minutes
  // (src/http/plugins/rate-limit.ts), must not refuse this run's.
  await client.query('delete from address_hits').catch(() => undefined);
  await client.end();
  return count;
}

/** What else the figures depend on: the cores, how busy they were, and what served the requests. */
async function machine(): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const pgVersion = String((await client.query('show server_version')).rows[0].server_version);
  await client.end();
  const cpus = os.cpus();
  return (
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; Node ${process.version}, PostgreSQL ${pgVersion} on the same machine, ` +
    'load generator (autocannon) in this process'
  );
}

console.log(
  `Benchmark: ${products} products on ${dbUrl.replace(/\/\/[^@]*@/, '//')}, ${seconds} s per route, parts: ${PARTS.filter(wants).join(', ')}`,
);
const have = await ensureDatabase();
if (!args.includes('--skip-seed') && have !== products) {
  console.log(`Seeding ${products} products (found ${have})…`);
  execFileSync(process.execPath, ['--import', 'tsx', 'src/db/seed-cli.ts', '--products', String(products), '--reset'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl },
    stdio: 'inherit',
  });
}
execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });

// CAPTCHA=test: the complete-purchase race sends the test token instead of solving proofs of work.
const appEnv = {
  NODE_ENV: 'production',
  // The seeded demo shop (its staff sign in for the POS rows): a production start refuses it unasked.
  SEED_DEMO: '1',
  DATABASE_URL: dbUrl,
  PORT: '3300',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  CAPTCHA: 'test',
  PAYMENT_GATEWAY: 'simulator',
  PUBLIC_URL: 'http://127.0.0.1:3300',
};
const app = startProcess(['build/app/server.js'], appEnv);
const bare = wants('store') ? startProcess(['bench/bare-server.ts'], { PORT: '3301' }) : null;
const figures: Figure[] = [];

/** The storefront's rows, the complete-purchase race and the pages' JavaScript. */
async function benchStore() {
  await waitFor(`${BARE}/bare`);
  const res = await fetch(`${APP}/v1/csrf`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const { token } = (await res.json()) as { token: string };
  const apiHeaders = { 'content-type': 'application/json', cookie, 'x-csrf-token': token };
  const post = (body: object) => ({
    method: 'POST' as const,
    path: '/v1/getItems',
    headers: apiHeaders,
    body: JSON.stringify(body),
  });

  const categoryBodies = [
    { routeType: 'category', pageStr: 'living' },
    { routeType: 'category', pageStr: 'bedroom', sort: 'pasc' },
    { routeType: 'type', pageStr: 'dining/dining-tables' },
    { routeType: 'category', pageStr: 'office', pageNum: 2 },
    { routeType: 'category', pageStr: 'living', sale: true, over: 200, under: 1500 },
    { routeType: 'category', pageStr: 'outdoor', sort: 'new' },
  ].map(post);
  const searchBodies = ['sofa', 'oak dining table', 'sofe bed', 'queen bed', 'chair', 'walnut'].map((search) =>
    post({ routeType: 'search', pageStr: search, search }),
  );

  const pages = ['/living', '/dining', '/bedroom', '/office?type=desks', '/outdoor', '/mattresses'].map((path) => ({
    method: 'GET' as const,
    path,
    headers: { cookie },
  }));

  // First the uncached mix: a server with the listing and page caches off, driven by many distinct
  // listings, searches and pages (bench/store-mix.ts), so every answer is computed afresh and the
  // figures show what a miss costs. Requests say what a browser accepts (compressed answers).
  const fresh = startProcess(['build/app/server.js'], {
    ...appEnv,
    PORT: '3302',
    PUBLIC_URL: 'http://127.0.0.1:3302',
    PAGE_CACHE_SECONDS: '0',
    LISTING_CACHE_SECONDS: '0',
  });
  try {
    const FRESH = 'http://127.0.0.1:3302';
    await waitFor(`${FRESH}/v1/csrf`);
    const r = await fetch(`${FRESH}/v1/csrf`);
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const freshCookie = r.headers.get('set-cookie')!.split(';')[0]!;
    const freshHeaders = {
      ...browser,
      'content-type': 'application/json',
      cookie: freshCookie,
      'x-csrf-token': ((await r.json()) as { token: string }).token,
    };
    const freshPost = (body: object) => ({
      method: 'POST' as const,
      path: '/v1/getItems',
      headers: freshHeaders,
      body: JSON.stringify(body),
    });
    const listings = listingMix().map(freshPost);
    const searches = searchMix().map(freshPost);
    // Product pages: the first cards of a few listings.
    const productUrls = new Set<string>();
    for (const body of listingMix().slice(0, 12)) {
      const res = await fetch(`${FRESH}/v1/getItems`, {
        method: 'POST',
        headers: freshHeaders,
        body: JSON.stringify(body),
      });
      const { items } = (await res.json()) as { items: { url: string }[] };
      for (const item of items.slice(0, 2)) productUrls.add(item.url);
    }
    const getPage = (path: string) => ({ method: 'GET' as const, path, headers: { ...browser, cookie: freshCookie } });
    const listingPageRequests = listingPages().map(getPage);
    const productPageRequests = [...productUrls].map(getPage);
    const distinct = listings.length + searches.length + listingPageRequests.length + productPageRequests.length;
    console.log(
      `Uncached mix: ${listings.length} listings, ${searches.length} searches, ${listingPageRequests.length} listing pages, ${productPageRequests.length} product pages (${distinct} distinct requests)`,
    );
    const pid = fresh.pid;
    await measure({
      name: 'warm-up',
      url: FRESH,
      connections: 8,
      seconds: 2,
      requests: [...listings, ...searches, ...listingPageRequests, ...productPageRequests],
    });
    const uncached = [
      { name: `POST /v1/getItems listings, ${listings.length} distinct`, connections: 32, requests: listings },
      { name: `POST /v1/getItems searches, ${searches.length} distinct`, connections: 32, requests: searches },
      {
        name: `GET listing pages, ${listingPageRequests.length} distinct (server-rendered)`,
        connections: 8,
        requests: listingPageRequests,
      },
      {
        name: `GET product pages, ${productPageRequests.length} distinct (server-rendered)`,
        connections: 8,
        requests: productPageRequests,
      },
    ];
    for (const row of uncached)
      figures.push(
        await measure({ ...row, name: `${row.name}, caches off`, url: FRESH, seconds, serverPid: pid, dbUrl }),
      );
    // The same rows once the server has run each mix for a while, as a shop's server has: its code
    // compiled by V8 and each pool connection's plan made for every statement of the mix (42 listing
    // statements on each of the generic pool's connections). Still no answer is kept: each is computed
    // afresh. The rows above include those one-time costs, from the server's first seconds.
    for (const row of uncached) {
      await measure({ ...row, name: 'warm-up', url: FRESH, seconds: warmSeconds });
      figures.push(
        await measure({
          ...row,
          name: `${row.name}, caches off, after ${warmSeconds} s of the same mix`,
          url: FRESH,
          seconds,
          serverPid: pid,
          dbUrl,
        }),
      );
    }
    await drain(`${FRESH}/v1/csrf`);
  } finally {
    await stopProcess(fresh);
  }

  // Then the cached figures: the same few calls and pages again and again, answered from the
  // listing and page caches (cache hits), beside the bare route as the ceiling.
  await measure({
    name: 'warm-up',
    url: APP,
    connections: 8,
    seconds: 2,
    requests: [...categoryBodies, ...searchBodies],
  });

  const bareBody = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' } as const;
  figures.push(
    await measure({
      name: 'bare Fastify POST /bare (ceiling)',
      url: `${BARE}/bare`,
      connections: 32,
      seconds,
      ...bareBody,
    }),
  );
  figures.push(
    await measure({
      name: 'POST /v1/getItems category (cache hits)',
      url: APP,
      connections: 32,
      seconds,
      requests: categoryBodies,
      serverPid: app.pid,
      dbUrl,
    }),
  );
  figures.push(
    await measure({
      name: 'POST /v1/getItems search (cache hits)',
      url: APP,
      connections: 32,
      seconds,
      requests: searchBodies,
      serverPid: app.pid,
      dbUrl,
    }),
  );
  figures.push(
    await measure({ name: 'bare Fastify GET /bare (ceiling)', url: `${BARE}/bare`, connections: 8, seconds }),
  );
  figures.push(
    await measure({
      name: 'GET category pages (server-rendered, cache hits)',
      url: APP,
      connections: 8,
      seconds,
      requests: pages,
      serverPid: app.pid,
      dbUrl,
    }),
  );

  const cart = await benchCart(APP, dbUrl, seconds);
  figures.push(...cart.figures);
  const race = cart.race;

  const clientDir = path.join(root, 'build', 'client');
  const homeJs = await pageJavaScriptGzip(`${APP}/`, clientDir);
  const listJs = await pageJavaScriptGzip(`${APP}/living`, clientDir);
  return { race, homeJs, listJs };
}

try {
  await waitFor(`${APP}/v1/csrf`);
  const before = await machine();
  const store = wants('store') ? await benchStore() : null;
  // The POS rows: 16 tills searching for items and reading 20-line carts.
  if (wants('pos')) figures.push(...(await benchPos(APP, dbUrl, seconds)).figures);
  // The order lists: 16 tills paging, searching and sorting 100,000 orders.
  if (wants('orders')) figures.push(...(await benchOrders(APP, dbUrl, seconds)));
  const report = [table(figures), ''];
  if (store) {
    const { race, homeJs, listJs } = store;
    report.push(
      `First page JavaScript (gzip): home ${(homeJs.gzipBytes / 1024).toFixed(1)} KB in ${homeJs.files} files; ` +
        `/living ${(listJs.gzipBytes / 1024).toFixed(1)} KB in ${listJs.files} files`,
      '',
      `Complete purchase: ${race.shoppers} shoppers for ${race.unitsFree} free units in ${race.seconds} s (${race.perSecond} completes/s): ` +
        `${race.orders} orders, ${race.soldOut} sold out, ${race.otherFailures} other failures; ` +
        `free after ${race.freeAfter}, allocated ${race.allocAdded}, stock rows below zero ${race.negativeStockRows}` +
        (race.orders === race.unitsFree &&
        race.allocAdded === race.unitsFree &&
        race.freeAfter === 0 &&
        race.negativeStockRows === 0
          ? ' (no unit oversold)'
          : ' (CHECK FAILED)'),
      '',
    );
  }
  report.push(
    `${before} (before the run; after it: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  console.log(`\n${report.join('\n')}\n`);
  await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
  // A POS-only run keeps its own file, so the last full run's figures stay beside it.
  await writeFile(
    path.join(root, 'bench', 'results', wants('store') ? 'latest.json' : `latest-${asked.join('-')}.json`),
    JSON.stringify({ at: new Date().toISOString(), products, seconds, machine: before, figures, ...store }, null, 2),
  );
} finally {
  await drain(`${APP}/v1/csrf`);
  await stopProcess(app);
  if (bare) await stopProcess(bare);
}
