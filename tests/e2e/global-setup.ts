// Starts the built store once for all journeys: a fresh PGlite directory, seeded on start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/db/seed/index.ts';
import { insertJourneyData } from './journey-data.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: ChildProcess | undefined;
let dataDir = '';

const SEED_PRODUCTS = 600;

export async function setup(project: TestProject) {
  const port = 3400 + Math.floor(Math.random() * 500);
  dataDir = mkdtempSync(path.join(tmpdir(), 'kauri-e2e-'));
  // The demo seed and the journeys' own rows (journey-data.ts) go in before the server starts; finding
  // the database seeded, the server does not seed it again (src/server.ts).
  const handle = await openDatabase({ dataDir });
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { products: SEED_PRODUCTS });
  await insertJourneyData(handle.db);
  await handle.close();
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
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
      SEED_PRODUCTS: String(SEED_PRODUCTS),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
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
  if (server && server.exitCode === null) {
    await new Promise<void>((resolve) => {
      server!.once('exit', () => resolve());
      server!.kill('SIGTERM');
    });
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
