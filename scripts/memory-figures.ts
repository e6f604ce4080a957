// `node --import tsx scripts/memory-figures.ts [products]` after `npm run build`: the memory of the real
// server on the embedded database, as `npm start` runs it, on a new DATA_DIR: after the first start (which
// seeds), after some visitors' traffic, and the same after a later start on that directory. Reads the
// server process's resident set (VmRSS) and its peak (VmHWM) from /proc, so Linux only. One pass, not a
// benchmark: for the figures in docs/operations.md, and to compare a setting before and after.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/testing/free-port.ts';

const products = process.argv[2] ?? '600';
if (!existsSync('build/app/server.js')) {
  console.error('Build the shop first: npm run build');
  process.exit(2);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'kauri-memory-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

function start(): ChildProcess {
  return spawn(process.execPath, ['build/app/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      PAYMENT_GATEWAY: 'simulator',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_PRODUCTS: products,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function ready(child: ChildProcess): Promise<void> {
  for (const until = Date.now() + 300_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/v1/csrf`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

function memory(child: ChildProcess, what: string): void {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (key: string) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  const mb = (n: number) => `${Math.round(n / 1024)} MB`.padStart(8);
  console.log(`${what.padEnd(36)} resident ${mb(kb('VmRSS'))}   peak ${mb(kb('VmHWM'))}`);
}

/** Visitors: rendered pages, product lists and searches, and shoppers filling carts. */
async function traffic(): Promise<void> {
  const pages = ['/', '/living', '/dining', '/bedroom', '/search?q=sofa', '/search?q=sofe+bed', '/hot-deals', '/new'];
  const searches = ['sofa', 'sofe bed', 'table', 'oak', 'chair', 'bed', 'lamp', 'rug'];
  const csrf = await fetch(`${base}/v1/csrf`);
  const cookie = csrf.headers.get('set-cookie')!.split(';')[0]!;
  const { token } = (await csrf.json()) as { token: string };
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  for (let i = 0; i < 200; i++) {
    const page = await fetch(`${base}${pages[i % pages.length]}`);
    await page.arrayBuffer();
    const search = searches[i % searches.length]!;
    const list =
      i % 2
        ? { routeType: 'search', pageStr: search, search, pageNum: 1 + (i % 3) }
        : { routeType: 'category', pageStr: ['living', 'dining', 'bedroom'][i % 3], pageNum: 1 + (i % 4) };
    await (await post('/v1/getItems', list)).arrayBuffer();
    await (await fetch(`${base}/v1/cart/content`, { headers: { cookie } })).arrayBuffer();
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

try {
  let server = start();
  await ready(server);
  memory(server, `first start (seeds ${products} products)`);
  await traffic();
  memory(server, 'after 600 requests');
  await stop(server);
  server = start();
  await ready(server);
  memory(server, 'a later start');
  await traffic();
  memory(server, 'after 600 requests');
  await stop(server);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
