// GET /v1/captcha/challenge on the app, with the altcha and test checks.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { openEmbeddedTestDatabase } from '../../../testing/databases.ts';
import { createHumanCheck } from '../../../integrations/human-check/index.ts';
import { createServices } from '../../../services/index.ts';
import { buildApp } from '../../app.ts';
import { registerCaptchaRoutes } from './captcha.ts';
import { altchaStore } from '../../../services/outside/outside.service.ts';

let handle: DatabaseHandle;
const apps: FastifyInstance[] = [];

async function appWith(captcha: 'altcha' | 'test') {
  const config = readConfig({ NODE_ENV: 'test', CAPTCHA: captcha } as NodeJS.ProcessEnv);
  const app = await buildApp({
    config,
    services: createServices(handle.db, config),
    sessionSecret: 'test',
    pages: false,
    routes: false,
  });
  await app.register(async (api) => registerCaptchaRoutes(api, createHumanCheck(config, altchaStore(handle.db))), {
    prefix: '/v1',
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  handle = await openEmbeddedTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await handle.close();
});

describe('GET /v1/captcha/challenge', () => {
  it('answers a fresh altcha challenge each time, never cached', async () => {
    const app = await appWith('altcha');
    const first = await app.inject({ method: 'GET', url: '/v1/captcha/challenge' });
    const second = await app.inject({ method: 'GET', url: '/v1/captcha/challenge' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({
      success: true,
      kind: 'altcha',
      challenge: { parameters: { algorithm: 'SHA-256' }, signature: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(second.json().challenge.signature).not.toBe(first.json().challenge.signature);
  });

  it('answers kind test with no challenge', async () => {
    const app = await appWith('test');
    const res = await app.inject({ method: 'GET', url: '/v1/captcha/challenge' });
    expect(res.json()).toEqual({ success: true, kind: 'test', challenge: null });
  });
});
