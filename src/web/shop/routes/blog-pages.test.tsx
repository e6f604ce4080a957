// The blog's pages, the outdoor landing page and the home page's sliders, from their loaders over the
// seeded shop on both databases: the list's first page and its end, the post with its Article JSON-LD
// (absolute addresses from the public origin), 404 for what is not there, the outdoor types and
// products, and the Instagram media the home page renders.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, NO_MORE_BLOG } from '../../../contract/blog.ts';
import { readConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { blogPosts } from '../../../db/schema-content.ts';
import { seedDatabase } from '../../../db/seed/index.ts';
import { createServices, type Services } from '../../../services/index.ts';
import { testDatabases } from '../../../testing/databases.ts';
import Blog, { loader as blogLoader, meta as blogMeta } from './blog.tsx';
import BlogPost, { loader as postLoader, meta as postMeta } from './blog-post.tsx';
import { loader as homeLoader } from './home.tsx';
import OutdoorLanding, { loader as outdoorLoader, meta as outdoorMeta } from './outdoor-landing.tsx';

const ORIGIN = 'https://www.kauri.test';
const NOW = new Date('2026-11-20T00:00:00Z');

type Thrown = { init?: { status?: number } | null };
async function statusThrown(work: Promise<unknown>): Promise<number> {
  try {
    await work;
  } catch (err) {
    return (err as Thrown).init?.status ?? -1;
  }
  return 200;
}

/** A page component rendered on the server with its loader's data (a memory router gives it links). */
// biome-ignore lint/suspicious/noExplicitAny: the route components' props are their generated types; only loaderData is read.
function render(Component: React.ComponentType<any>, loaderData: unknown): string {
  const router = createMemoryRouter([{ path: '/', element: <Component loaderData={loaderData} /> }], {
    initialEntries: ['/'],
  });
  return renderToString(<RouterProvider router={router} />);
}

describe.each(testDatabases())('blog, outdoor and home pages ($name)', (target) => {
  let handle: DatabaseHandle;
  let services: Services;
  beforeAll(async () => {
    handle = await target.open();
    await seedDatabase(handle.db, { products: 80, now: NOW });
    services = createServices(handle.db, readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv));
    // A draft the pages never show.
    await handle.db.insert(blogPosts).values({ url: 'draft-post', name: 'Draft', body: 'x', published: false });
  }, 120_000);
  afterAll(() => handle?.close());

  const context = () => ({ services, publicUrl: ORIGIN, cspNonce: 'n0nce', csrfToken: 't', sessionId: 's' }) as never;
  const listArgs = (query = '') =>
    ({ request: new Request(`${ORIGIN}/blog${query}`), params: {}, context: context() }) as never;
  const postArgs = (url: string) =>
    ({ request: new Request(`${ORIGIN}/blog/${url}`), params: { url }, context: context() }) as never;

  it('seeds enough published posts for three pages, the third the end', async () => {
    const first = await services.blog.page(1);
    const third = await services.blog.page(3);
    expect(first.items).toHaveLength(BLOG_PAGE_SIZE);
    expect(third).toMatchObject({ more: false, msg: NO_MORE_BLOG });
    expect(third.items.length).toBeGreaterThan(0);
    expect((await services.blog.page(2)).more).toBe(true);
  });

  it('renders the first page of the list as cards, with a Load more link to page 2', async () => {
    const data = await blogLoader(listArgs());
    expect(data.page).toBe(1);
    expect(data.items).toHaveLength(BLOG_PAGE_SIZE);
    const html = render(Blog as never, data);
    expect(html).toContain('<h1');
    expect((html.match(/<h2/g) ?? []).length).toBe(BLOG_PAGE_SIZE);
    expect(html).toContain('href="/blog?page=2"');
    expect(html).toContain(data.items[0]!.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    const meta = blogMeta({ data } as never) as Record<string, string>[];
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/blog` });
    expect(meta.find((m) => m.name === 'description')?.content).toBeTruthy();
  });

  it("renders the last page without JavaScript: its posts and 'NO MORE BLOG'", async () => {
    const data = await blogLoader(listArgs('?page=3'));
    const html = render(Blog as never, data);
    expect(html).toContain(NO_MORE_BLOG);
    expect(html).not.toContain('page=4');
    const meta = blogMeta({ data } as never) as Record<string, string>[];
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/blog?page=3` });
  });

  it.each(['?page=0', '?page=abc', '?page=4', '?page=99999', `?page=${'9'.repeat(400)}`])(
    'answers 404 for the list %s',
    async (query) => {
      expect(await statusThrown(blogLoader(listArgs(query)))).toBe(404);
    },
  );

  it('renders a post with its Article JSON-LD, every address absolute', async () => {
    const data = await postLoader(postArgs('caring-for-solid-timber'));
    const ld = JSON.parse(data.jsonLd);
    const row = data.post;
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Caring for solid timber furniture through a New Zealand year',
      description: row.description,
      image: [`${ORIGIN}/img/p/dining-table/natural-oak/2.svg`],
      datePublished: row.publishedAt,
      dateModified: row.updatedAt,
      author: { '@type': 'Person', name: 'Aroha Ngata' },
      publisher: { '@type': 'Organization', name: 'Kauri Furniture', url: `${ORIGIN}/` },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/blog/caring-for-solid-timber` },
    });
    expect(new Date(ld.datePublished).getTime()).toBeLessThan(NOW.getTime());
    const html = render(BlogPost as never, data);
    expect(html).toContain('application/ld+json');
    expect(html).toContain('<h2 id="why-timber-moves">Why timber moves</h2>');
    expect(html).toContain('By Aroha Ngata');
    const meta = postMeta({ data } as never) as Record<string, string>[];
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/blog/caring-for-solid-timber` });
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta).toContainEqual({ property: 'og:image', content: `${ORIGIN}/img/p/dining-table/natural-oak/2.svg` });
    expect(meta[0]).toEqual({
      title: 'Caring for solid timber furniture through a New Zealand year | Kauri Furniture',
    });
  });

  it('keeps a post\u2019s words from closing the JSON-LD script or running as markup', async () => {
    await handle.db.insert(blogPosts).values({
      url: 'tricky-words',
      name: 'Tricky </script><script>alert(1)</script>',
      description: 'x',
      body: 'Hello <img src=x onerror=alert(1)>',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const data = await postLoader(postArgs('tricky-words'));
    expect(data.jsonLd).not.toContain('</script>');
    expect(JSON.parse(data.jsonLd).headline).toContain('</script>');
    expect(data.post.html).not.toContain('<img');
    expect(data.post.html).toContain('&lt;img');
  });

  it.each(['no-such-post', 'draft-post', 'x'.repeat(300)])('answers 404 for the post %s', async (url) => {
    expect(await statusThrown(postLoader(postArgs(url)))).toBe(404);
  });

  it('builds the outdoor landing page: the outdoor types as tiles, outdoor products, a way to all of outdoor', async () => {
    const data = await outdoorLoader({
      request: new Request(`${ORIGIN}/outdoor-landing`),
      params: {},
      context: context(),
    } as never);
    const tree = await services.catalog.categoryTree();
    const outdoor = tree.find((r) => r.url.endsWith('outdoor'))!;
    expect(data.tiles.length).toBeGreaterThanOrEqual(outdoor.children.length);
    expect(data.tiles.map((t) => t.name)).toEqual(expect.arrayContaining(outdoor.children.map((c) => c.name)));
    for (const tile of data.tiles) expect(tile.href).toMatch(/^\/outdoor\?type=/);
    expect(data.featured.length).toBeGreaterThan(0);
    const html = render(OutdoorLanding as never, data);
    expect(html).toContain('href="/outdoor"');
    expect(html).toContain('Shop outdoor by type');
    const meta = outdoorMeta({ data } as never) as Record<string, string>[];
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/outdoor-landing` });
  });

  it('gives the home page the Instagram media for its slider', async () => {
    const data = await homeLoader({ request: new Request(`${ORIGIN}/`), params: {}, context: context() } as never);
    expect(data.instagram.length).toBeGreaterThan(5);
    expect(data.instagram.some((m) => m.media_type === 'VIDEO')).toBe(true);
  });
});
