// The generated product images over HTTP: type, year-long caching, ETag revalidation, 404 envelope.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { openEmbeddedTestDatabase } from '../../testing/databases.ts';
import { productImageUrl } from '../../domain/product-images.ts';
import { createServices } from '../../services/index.ts';
import { buildApp } from '../app.ts';

let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await openEmbeddedTestDatabase();
  const config = readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv);
  app = await buildApp({ config, services: createServices(handle.db, config), sessionSecret: 'test', pages: false });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

describe('GET /img/p/:shape/:colour/:view', () => {
  it('answers an immutable SVG with an ETag, at the address productImageUrl builds', async () => {
    const url = productImageUrl('sofa', 'sage', 2);
    expect(url).toBe('/img/p/sofa/sage/2.svg');
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 480 360"/);
    expect(res.body).toContain('#9aab8e');
    expect(res.body.length).toBeLessThan(4096);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ method: 'GET', url: '/img/p/bed/walnut/1.svg' });
    const again = await app.inject({
      method: 'GET',
      url: '/img/p/bed/walnut/1.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('draws each shape, colour and view differently', async () => {
    const bodies = await Promise.all(
      [
        '/img/p/sofa/sage/1.svg',
        '/img/p/sofa/navy/1.svg',
        '/img/p/sofa/sage/3.svg',
        '/img/p/dining-table/sage/1.svg',
      ].map(async (url) => (await app.inject({ method: 'GET', url })).body),
    );
    expect(new Set(bodies).size).toBe(4);
  });

  it.each([
    '/img/p/spaceship/sage/1.svg',
    '/img/p/sofa/tartan/1.svg',
    '/img/p/sofa/sage/4.svg',
    '/img/p/sofa/sage/1.png',
    '/img/p/sofa/sage/0.svg',
  ])('answers the JSON 404 envelope for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, msg: 'Not found' });
  });
});
