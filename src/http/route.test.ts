// The route table (src/contract/routes.ts) is what the server serves: every row is a registered
// route, checked by the row's schema, and a failure is the contract's envelope.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BareApp, openBareApp } from '../testing/bare-app.ts';
import { fillPath } from '../contract/addresses.ts';
import { calls } from '../contract/routes.ts';

let bare: BareApp;
let app: FastifyInstance;

beforeAll(async () => {
  bare = await openBareApp();
  app = bare.app;
});
afterAll(() => bare.close());

async function session() {
  const res = await app.inject({ method: 'GET', url: '/v1/csrf' });
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { cookie, 'x-csrf-token': res.json().token as string };
}

describe('the route table', () => {
  it('is served row by row', () => {
    const missing = Object.entries(calls).filter(([, row]) => !app.hasRoute({ method: row.method, url: row.path }));
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it('fills path parameters from the request, URI-encoded', () => {
    expect(fillPath(calls['pos.customers.select'].path, { customerId: 12 })).toEqual({
      url: '/pos/cus-select/12',
      used: ['customerId'],
    });
    expect(fillPath(calls['pos.customers.search'].path, { text: 'a/b c' }).url).toBe('/pos/cus-search/a%2Fb%20c');
  });

  it('answers a bad body with 422 and the first problem, named by its field', async () => {
    const headers = await session();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/cart/updateBasic',
      headers,
      payload: { cart: { firstname: 'x'.repeat(61) } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, msg: expect.stringMatching(/^cart\.firstname: /) });
  });

  it('answers a bad query with 422 and its field, a POST without a body as an empty request', async () => {
    const headers = await session();
    const suburb = await app.inject({ method: 'GET', url: '/v1/suburb?term=a', headers });
    expect(suburb.statusCode).toBe(422);
    expect(suburb.json()).toEqual({ success: false, msg: 'term: Please type at least 2 characters' });
    const empty = await app.inject({ method: 'POST', url: '/v1/cart/remove', headers });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().msg).toMatch(/^sku: /);
  });
});
