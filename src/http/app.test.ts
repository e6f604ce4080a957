// The contract's envelope, anti-forgery token, request ids and security headers, on the bare app.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BareApp, openBareApp } from '../testing/bare-app.ts';

let bare: BareApp;
let app: FastifyInstance;

beforeAll(async () => {
  bare = await openBareApp();
  app = bare.app;
  app.post('/v1/test-echo', async (req) => ({ success: true, body: req.body }));
  app.post('/v1/test-notify', { config: { csrf: false } }, async () => ({ success: true }));
});
afterAll(() => bare.close());

async function session() {
  const res = await app.inject({ method: 'GET', url: '/v1/csrf' });
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { cookie, token: res.json().token as string };
}

describe('anti-forgery token', () => {
  it('gives a token bound to a new session cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/csrf' });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[\w-]{20,}$/);
    expect(String(res.headers['set-cookie'])).toMatch(/kauri_sid=.+HttpOnly; SameSite=Lax/);
  });

  it('refuses a POST without the token with 419 and the envelope', async () => {
    const { cookie } = await session();
    const res = await app.inject({ method: 'POST', url: '/v1/test-echo', headers: { cookie }, payload: {} });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toMatchObject({ success: false, msg: expect.any(String) });
  });

  it('refuses a write route without the token however its path is spelt (the route matched, not the raw URL)', async () => {
    const { cookie } = await session();
    for (const url of ['/%761/cart/add', '/%70os/check-pin', '/v1/cart/%61dd', '/%2Fv1/cart/add']) {
      const res = await app.inject({ method: 'POST', url, headers: { cookie }, payload: { sku: 'X', pin: '1234' } });
      // Either the router did not match it (404), or it matched a write route and refused it (419).
      expect([404, 419], url).toContain(res.statusCode);
    }
    const spelt = await app.inject({
      method: 'POST',
      url: '/%761/cart/add',
      headers: { cookie },
      payload: { sku: 'X' },
    });
    expect(spelt.statusCode).toBe(419);
  });

  it("refuses another session's token", async () => {
    const mine = await session();
    const theirs = await session();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/test-echo',
      headers: { cookie: mine.cookie, 'x-csrf-token': theirs.token },
      payload: {},
    });
    expect(res.statusCode).toBe(419);
  });

  it('refuses a forged session cookie', async () => {
    const { token } = await session();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/test-echo',
      headers: { cookie: 'kauri_sid=forged.signature', 'x-csrf-token': token },
      payload: {},
    });
    expect(res.statusCode).toBe(419);
  });

  it('takes the token from the _csrf field of a plain HTML form, and refuses a form without it', async () => {
    const { cookie, token } = await session();
    const form = { cookie, 'content-type': 'application/x-www-form-urlencoded' };
    const ok = await app.inject({ method: 'POST', url: '/v1/test-echo', headers: form, payload: `a=1&_csrf=${token}` });
    expect(ok.statusCode).toBe(200);
    const missing = await app.inject({ method: 'POST', url: '/v1/test-echo', headers: form, payload: 'a=1' });
    expect(missing.statusCode).toBe(419);
    const wrong = await app.inject({ method: 'POST', url: '/v1/test-echo', headers: form, payload: 'a=1&_csrf=nope' });
    expect(wrong.statusCode).toBe(419);
  });

  it('lets a route that checks its own signature opt out', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/test-notify', payload: {} });
    expect(res.statusCode).toBe(200);
  });

  it('accepts JSON and form bodies with the token', async () => {
    const { cookie, token } = await session();
    const json = await app.inject({
      method: 'POST',
      url: '/v1/test-echo',
      headers: { cookie, 'x-csrf-token': token },
      payload: { a: 1 },
    });
    expect(json.json()).toEqual({ success: true, body: { a: 1 } });
    const form = await app.inject({
      method: 'POST',
      url: '/v1/test-echo',
      headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&b=two',
    });
    expect(form.json()).toEqual({ success: true, body: { a: '1', b: 'two' } });
  });
});

describe('failure envelope', () => {
  it('answers bad JSON with a 400 envelope, not a stack trace', async () => {
    const { cookie, token } = await session();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/test-echo',
      headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, msg: 'Invalid JSON body' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, msg: 'Not found' });
  });

  it('answers an unknown API path with JSON even when pages are served', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/no-such-call', payload: {} });
    expect([404, 419]).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('answers a body over the limit with 413', async () => {
    const { cookie, token } = await session();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/test-echo',
      headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(300_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });
});

describe('headers', () => {
  it('sends security headers and a request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/csrf', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(res.headers['content-security-policy']).not.toContain('nonce-undefined');
    // Plain HTTP here: no HSTS, or a browser would refuse the shop over HTTP for a year.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS behind HTTPS (SECURE_COOKIES=1)', async () => {
    const https = await openBareApp({ SECURE_COOKIES: '1' });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/v1/csrf' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await https.close();
    }
  });
});

describe('health check', () => {
  it('answers 200 while the database answers, 503 when it does not', async () => {
    const up = await app.inject({ method: 'GET', url: '/healthz' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ ok: true });
    expect(up.headers['set-cookie']).toBeUndefined();

    const cut = await openBareApp();
    try {
      await cut.handle.close();
      const down = await cut.app.inject({ method: 'GET', url: '/healthz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ ok: false });
    } finally {
      await cut.app.close();
    }
  });
});
