// /sitemap.xml and /robots.txt: every address a search engine should find, absolute from
// the shop's configured origin (PUBLIC_URL, never the request's Host). Products come from one query
// (the url column only), so 20,000 products cost one scan, not one query each; the rest are the
// category tree (cached by the catalogue), the published pages and the published blog posts.
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { CategoryNode } from '../../contract/catalog.ts';
import type { Database } from '../../db/client.ts';
import { blogPosts, contentPages } from '../../db/schema-content.ts';
import { products } from '../../db/schema.ts';

/** The lists with their own address (web/routes.ts). */
export const SPECIAL_LISTS = ['/hot-deals', '/new', '/bundle-and-save', '/clearance', '/outdoor-landing'] as const;
/** Pages of other parts that are always there. */
export const FIXED_PAGES = ['/finance-options', '/contact', '/blog', '/sleep-zone', '/mattress-builder'] as const;
/** What a crawler has no business in: staff, carts, accounts, orders, quotes, the JSON API. */
export const ROBOTS_DISALLOW = ['/pos', '/cart', '/account', '/order', '/quote', '/v1'] as const;

/** A category's own url segment ('sofas'), whatever shape the tree gives ('/living?type=sofas'). */
function segment(url: string): string {
  const query = url.includes('?') ? new URLSearchParams(url.split('?')[1]) : null;
  const fromQuery = query?.get('variant') || query?.get('type');
  return fromQuery || (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).pop() || '';
}

/** Every room, type and variant listing (docs/decisions/0001-urls.md: /room, ?type=, &variant=). */
export function listingPaths(rooms: CategoryNode[]): string[] {
  const paths: string[] = [];
  for (const room of rooms) {
    const r = segment(room.url);
    paths.push(`/${r}`);
    for (const type of room.children) {
      const t = segment(type.url);
      paths.push(`/${r}?type=${t}`);
      for (const variant of type.children) paths.push(`/${r}?type=${t}&variant=${segment(variant.url)}`);
    }
  }
  return paths;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function createSitemap(db: Database, deps: { categoryTree: () => Promise<CategoryNode[]>; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Every path of the sitemap, in order: home, lists, listings, pages, blog, products. */
    async paths(): Promise<string[]> {
      const [rooms, pages, posts, items] = [
        await deps.categoryTree(),
        await db
          .select({ slug: contentPages.slug })
          .from(contentPages)
          .where(eq(contentPages.published, true))
          .orderBy(asc(contentPages.slug)),
        await db
          .select({ url: blogPosts.url })
          .from(blogPosts)
          .where(and(eq(blogPosts.published, true), lte(blogPosts.publishedAt, now())))
          .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)),
        await db
          .select({ url: products.url })
          .from(products)
          .where(eq(products.active, true))
          .orderBy(asc(products.id)),
      ];
      const all = [
        '/',
        ...SPECIAL_LISTS,
        ...listingPaths(rooms),
        ...pages.map((p) => `/${p.slug}`),
        ...FIXED_PAGES,
        ...posts.map((p) => `/blog/${encodeURIComponent(p.url)}`),
        ...items.map((p) => `/p/${encodeURIComponent(p.url)}`),
      ];
      return [...new Set(all)];
    },

    /** The sitemap protocol's XML (sitemaps.org 0.9) with absolute addresses from `origin`. */
    async xml(origin: string): Promise<string> {
      const base = origin.replace(/\/+$/, '');
      const lines = (await this.paths()).map((p) => `<url><loc>${escapeXml(base + p)}</loc></url>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
    },

    robots(origin: string): string {
      const base = origin.replace(/\/+$/, '');
      return [
        'User-agent: *',
        ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}

export type Sitemap = ReturnType<typeof createSitemap>;
