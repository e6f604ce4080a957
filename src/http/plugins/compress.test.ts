// Gzip of the JSON answers: only when the browser takes it, only above the size where it pays.
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, acceptsGzip, compressPlugin } from './compress.ts';

let app: FastifyInstance;
const big = { success: true, rows: Array.from({ length: 200 }, (_, i) => ({ sku: `SKU-${i}`, free: i % 4 })) };

beforeAll(async () => {
  app = Fastify();
  await app.register(compressPlugin);
  app.get('/big', async () => big);
  app.get('/small', async () => ({ success: true }));
  app.get('/text', async (_req, reply) => reply.type('text/plain').send('x'.repeat(COMPRESS_MIN_BYTES * 4)));
});
afterAll(() => app.close());

describe('acceptsGzip', () => {
  it('reads the Accept-Encoding header as browsers send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('xgzip')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('the compress plugin', () => {
  it('gzips a large JSON answer for a browser that takes gzip, and it reads back the same', async () => {
    const res = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(big);
  });

  it('sends it plain to a client that does not ask for gzip', async () => {
    const res = await app.inject({ method: 'GET', url: '/big' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(big);
  });

  it('leaves small answers and other content types alone', async () => {
    const small = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ success: true });
    const text = await app.inject({ method: 'GET', url: '/text', headers: { 'accept-encoding': 'gzip' } });
    expect(text.headers['content-encoding']).toBeUndefined();
  });
});
