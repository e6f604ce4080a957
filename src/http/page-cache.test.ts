import { describe, expect, it } from 'vitest';
import { CSRF_PLACEHOLDER, NONCE_PLACEHOLDER, PageCache, personalisedResponse } from './page-cache.ts';

const page = (body: string, init: ResponseInit = {}) =>
  new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', ...(init.headers ?? {}) },
    ...init,
  });

describe('page cache', () => {
  it('serves a shared page with each request its own token and nonce', async () => {
    const cache = new PageCache(20_000, 10);
    await cache.remember(
      '/living',
      page(`<meta content="${CSRF_PLACEHOLDER}"><script nonce="${NONCE_PLACEHOLDER}">"${CSRF_PLACEHOLDER}"</script>`),
    );
    const a = await personalisedResponse(cache.get('/living')!, 'tokenA', 'nonceA').text();
    const b = await personalisedResponse(cache.get('/living')!, 'tokenB', 'nonceB').text();
    expect(a).toBe('<meta content="tokenA"><script nonce="nonceA">"tokenA"</script>');
    expect(b).toBe('<meta content="tokenB"><script nonce="nonceB">"tokenB"</script>');
  });

  it('keeps only shareable pages', async () => {
    const cache = new PageCache(20_000, 10);
    expect(await cache.remember('a', page('x', { headers: { 'cache-control': 'private' } }))).toBeNull();
    expect(await cache.remember('b', page('x', { status: 404 }))).toBeNull();
    expect(await cache.remember('c', page('x', { headers: { 'set-cookie': 'a=b' } }))).toBeNull();
    expect(
      await cache.remember('d', new Response('{}', { headers: { 'content-type': 'application/json' } })),
    ).toBeNull();
    expect(await cache.remember('e', page('x'))).not.toBeNull();
  });

  it('forgets pages after their time and when full', async () => {
    const cache = new PageCache(1_000, 2);
    await cache.remember('a', page('1'), 0);
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1_000)).toBeUndefined();
    await cache.remember('b', page('2'), 0);
    await cache.remember('c', page('3'), 0);
    await cache.remember('d', page('4'), 0);
    expect(cache.get('b', 10)).toBeUndefined();
    expect(cache.get('d', 10)).toBeDefined();
  });

  it('forgets every page when cleared, and keeps none whose render began before the clear', async () => {
    const cache = new PageCache(20_000, 10);
    await cache.remember('/living', page('old price'));
    const since = cache.generation;
    cache.clear();
    expect(cache.get('/living')).toBeUndefined();
    // Rendered from the catalogue as it was: served to its own request, not kept for the next.
    const late = await cache.remember('/dining', page('rendered before'), Date.now(), since);
    expect(late?.body).toBe('rendered before');
    expect(cache.get('/dining')).toBeUndefined();
    await cache.remember('/dining', page('rendered after'), Date.now(), cache.generation);
    expect(cache.get('/dining')?.body).toBe('rendered after');
  });

  it('is off at 0', () => {
    expect(new PageCache(0, 10).enabled).toBe(false);
  });
});
