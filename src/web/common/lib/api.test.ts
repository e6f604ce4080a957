import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath, pathParams } from '../../../contract/addresses.ts';
import { type CallName, calls } from '../../../contract/routes.ts';
import { ApiError, api } from './api.ts';

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('document', { querySelector: () => ({ content: 'the-token' }) });
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('posts the body as JSON with the anti-forgery header', async () => {
    const fetch = answering(200, { success: true, itemcount: 2 });
    const answer = await api('cart.add', { sku: 'CHAIR-1', qty: 2 });
    expect(answer).toEqual({ success: true, itemcount: 2 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/v1/cart/add');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-CSRF-TOKEN': 'the-token' });
    expect(JSON.parse(init.body as string)).toEqual({ sku: 'CHAIR-1', qty: 2 });
  });

  it('fills path parameters from the body and sends the other fields of a GET as its query', async () => {
    const fetch = answering(200, { success: true, users: [] });
    await api('pos.customers.search', { text: 'Pita Rāwiri', limit: 8 });
    expect(fetch.mock.calls[0]![0]).toBe('/pos/cus-search/Pita%20R%C4%81wiri?limit=8');
    expect(fetch.mock.calls[0]![1].method).toBeUndefined();
    // A GET carries the token too: some of the POS's GETs change something.
    expect(fetch.mock.calls[0]![1].headers).toMatchObject({ 'X-CSRF-TOKEN': 'the-token' });
    await api('pos.customers.clear', { orderNo: undefined });
    expect(fetch.mock.calls[1]![0]).toBe('/pos/cus-clear/');
    await api('store.locations', { physical: 1, collect: 1, website: 1 });
    expect(fetch.mock.calls[2]![0]).toBe('/v1/store/getLocations?physical=1&collect=1&website=1');
  });

  it('turns a refusal into an ApiError with the envelope message', async () => {
    answering(422, { success: false, msg: 'Please enter a valid zip' });
    const err = await api('cart.zip', { zip: '99' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, message: 'Please enter a valid zip' });
  });

  it('goes where the route table says for every call', async () => {
    const fetch = answering(200, { success: true });
    for (const [name, row] of Object.entries(calls)) {
      const params = Object.fromEntries(pathParams(row.path).map((p) => [p, 'x']));
      await (api as (name: CallName, body: object) => Promise<unknown>)(name as CallName, params);
      const [url, init] = fetch.mock.calls.at(-1)!;
      expect([init.method ?? 'GET', url], name).toEqual([row.method, fillPath(row.path, params).url]);
    }
  });
});
