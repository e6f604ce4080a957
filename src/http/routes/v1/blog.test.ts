// GET /v1/blog/{page} and GET /v1/instagram through the app, on both databases: pages of nine, newest
// first, published posts only, 'NO MORE BLOG' at the end, bad page numbers refused with nothing else
// said; the Instagram call answers the simulator's media in the shape.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_BLOG_PAGE, NO_MORE_BLOG } from '../../../contract/blog.ts';
import { readConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { buildApp } from '../../app.ts';
import { createServices } from '../../../services/index.ts';
import { createBlogService } from '../../../services/content/blog.ts';
import { BLOG_NOW, DRAFT_URL, FUTURE_URL, insertBlogFixture } from '../../../testing/blog-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';

describe.each(testDatabases())('the blog and Instagram calls ($name)', (target) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    handle = await target.open();
    await insertBlogFixture(handle.db, 22);
    const config = readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    const services = createServices(handle.db, config);
    services.blog = createBlogService(handle.db, () => BLOG_NOW);
    app = await buildApp({ config, services, sessionSecret: 'test-secret', pages: false });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers nine posts a page, newest first, with url, name, image and description', async () => {
    const res = await get('/v1/blog/1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, more: true });
    expect(body.msg).toBeUndefined();
    expect(body.items).toHaveLength(9);
    expect(body.items.map((p: { url: string }) => p.url)).toEqual(Array.from({ length: 9 }, (_, i) => `post-${i + 1}`));
    expect(body.items[0]).toEqual({
      url: 'post-1',
      name: 'Post number 1',
      image: '/img/p/sofa/sage/2.svg',
      description: 'What post 1 is about.',
      date: '2026-11-19',
    });
  });

  it("loads three pages to the end, which says 'NO MORE BLOG'", async () => {
    const second = (await get('/v1/blog/2')).json();
    expect(second.more).toBe(true);
    expect(second.items.map((p: { url: string }) => p.url)[0]).toBe('post-10');
    const third = (await get('/v1/blog/3')).json();
    expect(third).toMatchObject({ success: true, more: false, msg: NO_MORE_BLOG });
    expect(third.items.map((p: { url: string }) => p.url)).toEqual(['post-19', 'post-20', 'post-21', 'post-22']);
    const fourth = (await get('/v1/blog/4')).json();
    expect(fourth).toEqual({ success: true, items: [], more: false, msg: NO_MORE_BLOG });
  });

  it('never lists a draft or a post dated ahead', async () => {
    const all = [];
    for (let page = 1; page <= 3; page++) all.push(...(await get(`/v1/blog/${page}`)).json().items);
    expect(all).toHaveLength(22);
    const urls = all.map((p: { url: string }) => p.url);
    expect(urls).not.toContain(DRAFT_URL);
    expect(urls).not.toContain(FUTURE_URL);
  });

  it('ends exactly on a full page: nine posts a page, the last page says NO MORE BLOG', async () => {
    const service = createBlogService(handle.db, () => new Date(BLOG_NOW.getTime() - 5 * 86_400_000));
    // 18 posts are shown five days earlier (post-5 … post-22): two full pages, the second the end.
    const first = await service.page(1);
    const second = await service.page(2);
    expect(first.more).toBe(true);
    expect(second.items).toHaveLength(9);
    expect(second).toMatchObject({ more: false, msg: NO_MORE_BLOG });
  });

  it.each(['0', '-1', 'abc', '1.5', '99999', '01', encodeURIComponent('1 or 1=1'), 'x'.repeat(5000)])(
    'refuses page %s with a 4xx and the failure envelope',
    async (page) => {
      const res = await get(`/v1/blog/${page}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false });
    },
  );

  it('says why a page number is refused', async () => {
    const res = await get('/v1/blog/0');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, msg: BAD_BLOG_PAGE });
  });

  it('answers no list without a page number (JSON 404)', async () => {
    const res = await get('/v1/blog/');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('answers the Instagram media in the issue shape (the simulator by default)', async () => {
    const res = await get('/v1/instagram');
    expect(res.statusCode).toBe(200);
    const media = res.json() as Record<string, string>[];
    expect(Array.isArray(media)).toBe(true);
    expect(media.length).toBeGreaterThanOrEqual(6);
    for (const m of media) {
      expect(Object.keys(m).sort()).toEqual(['caption', 'media_type', 'media_url', 'permalink', 'thumbnail_url']);
      expect(['IMAGE', 'VIDEO']).toContain(m.media_type);
      expect(m.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
    }
    expect(media.some((m) => m.media_type === 'VIDEO' && m.thumbnail_url.startsWith('/img/p/'))).toBe(true);
    // The pictures are ones the shop serves.
    const picture = await get(media[0]!.media_url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
  });
});
