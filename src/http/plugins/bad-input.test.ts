// Bad text and deep nesting are refused with 400 at the edge, wherever they are: the address, the
// query, a JSON body or a form body, keys included. Ordinary text (emoji, accents) passes.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BareApp, openBareApp } from '../../testing/bare-app.ts';
import { BAD_TEXT, MAX_NESTING, TOO_DEEP, inputProblem } from './bad-input.ts';

let bare: BareApp;
let app: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  bare = await openBareApp();
  app = bare.app;
  const res = await app.inject({ method: 'GET', url: '/v1/csrf' });
  headers = { cookie: String(res.headers['set-cookie']).split(';')[0]!, 'x-csrf-token': res.json().token };
});
afterAll(() => bare.close());

const refused = (msg: string) => ({ status: 400, body: { success: false, msg } });
const answer = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, body: res.json() });
const post = (url: string, payload: unknown, extra: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as never, headers: { ...headers, ...extra } });
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('bad input at the edge', () => {
  it('refuses a NUL in the query, the path or a JSON or form body', async () => {
    expect(answer(await app.inject({ method: 'GET', url: '/v1/suburb?term=a%00b', headers }))).toEqual(
      refused(BAD_TEXT),
    );
    expect(answer(await app.inject({ method: 'GET', url: '/v1/order/result/%00', headers }))).toEqual(
      refused(BAD_TEXT),
    );
    expect(answer(await post('/v1/cart/add', { sku: 'a\u0000b', qty: 1 }))).toEqual(refused(BAD_TEXT));
    expect(answer(await post('/v1/cart/updateBasic', { cart: { firstname: 'Pi\u0000ta' } }))).toEqual(
      refused(BAD_TEXT),
    );
    expect(answer(await post('/v1/cart/updateBasic', 'cart[firstname]=Pi%00ta', form))).toEqual(refused(BAD_TEXT));
    // A key is text too.
    expect(answer(await post('/v1/cart/add', { 'sku\u0000': 'x' }))).toEqual(refused(BAD_TEXT));
  });

  it('refuses a lone UTF-16 surrogate, in JSON or as the UTF-8 bytes no text has', async () => {
    expect(answer(await post('/v1/getItems', { routeType: 'search', search: '\ud800' }))).toEqual(refused(BAD_TEXT));
    expect(answer(await post('/v1/getItems', { routeType: 'search', search: 'x\udc00' }))).toEqual(refused(BAD_TEXT));
    expect(answer(await app.inject({ method: 'GET', url: '/v1/order/result/%ED%A0%80', headers }))).toEqual(
      refused(BAD_TEXT),
    );
  });

  it('refuses a body nested deeper than any form of the shop', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(answer(await post('/v1/cart/add', deep, { 'content-type': 'application/json' }))).toEqual(refused(TOO_DEEP));
    expect(
      answer(
        await post('/v1/cart/add', `{"sku":${'{"a":'.repeat(MAX_NESTING)}1${'}'.repeat(MAX_NESTING)}}`, {
          'content-type': 'application/json',
        }),
      ),
    ).toEqual(refused(TOO_DEEP));
  });

  it('answers a page request with a short page, not JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/p/%00', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Go to the home page');
    expect(answer(await app.inject({ method: 'GET', url: '/search?q=a%00b' }))).toEqual(refused(BAD_TEXT));
    // Escapes that are no UTF-8 text in a page's path: the router cannot read it either.
    const unreadable = await app.inject({ method: 'GET', url: '/p/%ED%A0%80', headers: { accept: 'text/html' } });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.body).toContain('Go to the home page');
  });

  it("keeps Fastify's 414 for a path parameter longer than it reads, in the contract's envelope", async () => {
    expect(answer(await app.inject({ method: 'GET', url: `/cart/sent/${'x'.repeat(101)}` }))).toEqual({
      status: 414,
      body: { success: false, msg: 'The address is too long' },
    });
  });

  it('lets ordinary text through: emoji, macrons, a few levels of nesting', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/suburb?term=${encodeURIComponent('Ōtāhuhu 😀')}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await post('/v1/cart/updateBasic', { cart: { firstname: 'Rāwiri 😀' } })).statusCode).not.toBe(400);
    expect(inputProblem({ payments: [{ gateway: 'gem', amount: '10' }], cart: { firstname: '😀' } })).toBeNull();
    expect(inputProblem({ a: 1, b: null, c: true, d: [1, 'x'] })).toBeNull();
  });
});
