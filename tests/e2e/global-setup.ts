// Starts the built store once for all journeys: a fresh PGlite directory, seeded on start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: ChildProcess | undefined;
let dataDir = '';

export async function setup(project: TestProject) {
  const port = 3400 + Math.floor(Math.random() * 500);
  dataDir = mkdtempSync(path.join(tmpdir(), 'kauri-e2e-'));
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
      SEED_PRODUCTS: '600',
      // The welcome pop-up's delay (issue 16): short, so its journey need not wait the shop's 12 s.
      WELCOME_POPUP_SECONDS: '2',
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
