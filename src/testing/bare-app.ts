// The HTTP app without pages on a fresh in-memory database, for tests of the app's own plumbing
// (envelope, anti-forgery token, headers, the route table). `env` adds configuration (SECURE_COOKIES…).
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openEmbeddedTestDatabase } from './databases.ts';
import { buildApp } from '../http/app.ts';
import { createServices } from '../services/index.ts';

export interface BareApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export async function openBareApp(env: Record<string, string> = {}): Promise<BareApp> {
  const handle = await openEmbeddedTestDatabase();
  const config = readConfig({ NODE_ENV: 'test', ...env } as NodeJS.ProcessEnv);
  const app = await buildApp({
    config,
    services: createServices(handle.db, config),
    sessionSecret: 'test-secret',
    pages: false,
  });
  return {
    app,
    handle,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
