// Starts the built store once for each group of journeys (vitest.e2e.config.ts projects), as production
// runs it (`npm run build`'s build/app/server.js, plain node): a fresh PGlite directory, seeded on start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// One store per group; a vitest run of every group at once starts them all from this one module.
const stores: { server: ChildProcess; dataDir: string }[] = [];

/** A port nobody is listening on, from the system, so groups started together never pick the same one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kauri-e2e-'));
  const server = spawn(process.execPath, ['build/app/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The journeys sign in as the demo staff and buy the demo catalogue: the demonstration's data,
      // which a production start seeds only when asked (src/config.ts, seedDemo).
      SEED_DEMO: '1',
      // A production start names its gateway and its address (src/config.ts, startRefusal): the
      // browser reaches the store on 127.0.0.1, so the payment page must send it back there.
      PAYMENT_GATEWAY: 'simulator',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CAPTCHA: 'test',
      OUTBOX_PAGE: '1',
      // Each journey's browser says its own address (tests/e2e/browser.ts ownAddress).
      TRUST_PROXY: '127.0.0.1',
      SEED_PRODUCTS: '600',
      // The welcome pop-up's delay: short, so its journey need not wait the shop's 12 s.
      WELCOME_POPUP_SECONDS: '2',
      // Street addresses from the places simulator (Google's protocol, a shipped street list), as `npm start` has.
      ADDRESS_PROVIDER: 'simulator',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  stores.push({ server, dataDir });
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 150_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/v1/csrf`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > until) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
}

export async function teardown() {
  for (const { server, dataDir } of stores.splice(0)) {
    if (server.exitCode === null) {
      await new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
