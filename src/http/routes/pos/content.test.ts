// The content editor's calls: POST /pos/content/list, /page/save, /post/save and /preview,
// on both databases. Staff sign-in is needed (401), only managers and admins save (403 'Only a manager
// can change content'), and bad input (wrong types, missing fields, huge strings, a bad address) is a
// 4xx with the editor's words that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_DATE,
  BODY_TOO_LONG,
  IMAGE_FORMAT,
  MAX_BODY,
  NO_SUCH_PAGE,
  NO_SUCH_POST,
  ONLY_MANAGERS_CONTENT,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  URL_FORMAT,
  URL_REQUIRED,
  URL_TAKEN,
} from '../../../contract/content.ts';
import { blogPosts, contentPages } from '../../../db/schema-content.ts';
import { seedContentPages } from '../../../db/seed/content.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type Browser, type PosTestApp, openPosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS } from '../../../testing/staff-fixture.ts';

describe.each(testDatabases())('content editor calls ($name)', (target) => {
  let t: PosTestApp;
  let mere: Browser;
  let sam: Browser;
  let visitor: Browser;

  beforeAll(async () => {
    t = await openPosTestApp(target);
    await seedContentPages(t.handle.db);
    [mere, sam, visitor] = [
      await t.staffBrowser(EMAILS.manager),
      await t.staffBrowser(EMAILS.staff),
      await t.browser(),
    ];
  });
  afterAll(() => t?.close());

  const snapshot = async () => ({
    pages: await t.handle.db.select().from(contentPages).orderBy(contentPages.id),
    posts: await t.handle.db.select().from(blogPosts).orderBy(blogPosts.id),
  });
  const page = {
    slug: 'shipping-policy',
    title: 'Shipping Policy',
    description: 'd',
    body: '##### A\ntext',
    published: 1,
  };
  const post = { url: 'new-post', name: 'New post', body: 'Hello', published: 1 };

  it('answers 401 without a staff session, for every call', async () => {
    for (const [url, body] of [
      ['/pos/content/list', {}],
      ['/pos/content/page/save', page],
      ['/pos/content/post/save', post],
      ['/pos/content/preview', { body: 'x' }],
    ] as const) {
      const res = await visitor.post(url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it('lists the pages and posts to any staff member', async () => {
    const res = await sam.post('/pos/content/list');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.mayChange).toBe(false);
    expect(body.pages).toHaveLength(7);
    expect(Object.keys(body.pages[0]).sort()).toEqual([
      'body',
      'description',
      'published',
      'slug',
      'title',
      'updatedAt',
    ]);
    expect((await mere.post('/pos/content/list')).json().mayChange).toBe(true);
  });

  it('previews Markdown for any staff member, with the outline', async () => {
    const res = await sam.post('/pos/content/preview', { body: '##### Returns\n<b>bold</b>' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, outline: [{ id: 'returns', text: 'Returns' }] });
    expect(res.json().html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    const huge = await sam.post('/pos/content/preview', { body: 'x'.repeat(MAX_BODY + 1) });
    expect([huge.statusCode, huge.json().msg]).toEqual([422, BODY_TOO_LONG]);
  });

  it('refuses plain staff saving a page or a post (403), changing nothing', async () => {
    const before = await snapshot();
    for (const [url, body] of [
      ['/pos/content/page/save', page],
      ['/pos/content/post/save', post],
    ] as const) {
      const res = await sam.post(url, body);
      expect([res.statusCode, res.json()]).toEqual([403, { success: false, msg: ONLY_MANAGERS_CONTENT }]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('saves a page for a manager, as JSON or as a form', async () => {
    const res = await mere.post('/pos/content/page/save', page);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Shipping Policy is saved',
      page: { body: '##### A\ntext' },
    });
    const form = await mere.post(
      '/pos/content/page/save',
      'slug=returns-policy&title=Returns&description=&body=%23%23%23%23%23+B&published=on',
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(form.statusCode).toBe(200);
    expect(form.json().page).toMatchObject({ slug: 'returns-policy', title: 'Returns', published: true });
    const missing = await mere.post('/pos/content/page/save', { ...page, slug: 'not-a-page' });
    expect([missing.statusCode, missing.json().msg]).toEqual([404, NO_SUCH_PAGE]);
  });

  it('refuses bad page input with the words, changing nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...page, title: '' }, TITLE_REQUIRED],
      [{ ...page, title: '   ' }, TITLE_REQUIRED],
      [{ ...page, title: 'x'.repeat(201) }, TITLE_TOO_LONG],
      [{ ...page, title: 12 }, TITLE_REQUIRED],
      [{ ...page, slug: 'Bad Slug' }, URL_FORMAT],
      [{ ...page, slug: '../etc' }, URL_FORMAT],
      [{ ...page, slug: '' }, URL_REQUIRED],
      [{ ...page, body: 'x'.repeat(MAX_BODY + 1) }, BODY_TOO_LONG],
      [{ ...page, body: { a: 1 } }, BODY_TOO_LONG],
      [{ slug: 'shipping-policy' }, TITLE_REQUIRED],
    ];
    for (const [body, msg] of cases) {
      const res = await mere.post('/pos/content/page/save', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json().msg).toBe(msg);
    }
    const flagged = await mere.post('/pos/content/page/save', { ...page, published: 'maybe' });
    expect(flagged.statusCode).toBe(422);
    const huge = await mere.post('/pos/content/page/save', { ...page, description: 'x'.repeat(300_000) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect(await snapshot()).toEqual(before);
  });

  it('writes and changes a blog post; an address in use is 422', async () => {
    const made = await mere.post('/pos/content/post/save', { ...post, publishedAt: '2026-11-01', author: 'Mere' });
    expect(made.statusCode).toBe(200);
    const row = made.json().post;
    expect(row).toMatchObject({ url: 'new-post', name: 'New post', author: 'Mere', published: true });
    expect(made.json().message).toBe('New post is saved');
    const again = await mere.post('/pos/content/post/save', post);
    expect([again.statusCode, again.json().msg]).toEqual([422, URL_TAKEN]);
    const changed = await mere.post('/pos/content/post/save', { ...post, id: row.id, name: 'Renamed', published: 0 });
    expect(changed.json().post).toMatchObject({ id: row.id, name: 'Renamed', published: false });
    const gone = await mere.post('/pos/content/post/save', { ...post, id: 999_999, url: 'other' });
    expect([gone.statusCode, gone.json().msg]).toEqual([404, NO_SUCH_POST]);
  });

  it('refuses bad post input with the words, changing nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...post, url: 'Has Spaces' }, URL_FORMAT],
      [{ ...post, url: 'x'.repeat(121) }, URL_FORMAT],
      [{ ...post, url: undefined }, URL_REQUIRED],
      [{ ...post, name: '' }, TITLE_REQUIRED],
      [{ ...post, image: 'javascript:alert(1)' }, IMAGE_FORMAT],
      [{ ...post, image: 'http://insecure.example/a.jpg' }, IMAGE_FORMAT],
      [{ ...post, image: '//evil.example/a.jpg' }, IMAGE_FORMAT],
      [{ ...post, image: '/\\evil.example/a.jpg' }, IMAGE_FORMAT],
      [{ ...post, image: '/\t/evil.example/a.jpg' }, IMAGE_FORMAT],
      [{ ...post, publishedAt: 'yesterday' }, BAD_DATE],
      [{ ...post, publishedAt: '2026-13-45' }, BAD_DATE],
      [{ ...post, body: 'x'.repeat(MAX_BODY + 1) }, BODY_TOO_LONG],
    ];
    for (const [body, msg] of cases) {
      const res = await mere.post('/pos/content/post/save', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json().msg).toBe(msg);
    }
    const badId = await mere.post('/pos/content/post/save', { ...post, id: 'abc' });
    expect(badId.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});
