// The blog's public side: the list a page at a time, newest first, and one post. Only
// published posts are shown; the POS editor (part A of the issue) writes blog_posts, this reads them.
import { and, desc, eq, lte } from 'drizzle-orm';
import { BLOG_PAGE_SIZE, type BlogEntry, type BlogPageResponse, NO_MORE_BLOG } from '../../contract/blog.ts';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema-content.ts';
import { type OutlineEntry, renderMarkdown } from './markdown.ts';

export interface BlogPost extends BlogEntry {
  author: string;
  /** The body as HTML (renderMarkdown: raw HTML in the text is shown as text). */
  html: string;
  outline: OutlineEntry[];
  publishedAt: string;
  updatedAt: string;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export function createBlogService(db: Database, now: () => Date = () => new Date()) {
  // A post is shown once published and its date has come (a post dated ahead waits for its day).
  const shown = () => and(eq(blogPosts.published, true), lte(blogPosts.publishedAt, now()));

  return {
    /** Page `page` (1-based) of the list; `more` tells whether another page follows. */
    async page(page: number): Promise<BlogPageResponse> {
      const rows = await db
        .select({
          url: blogPosts.url,
          name: blogPosts.name,
          image: blogPosts.image,
          description: blogPosts.description,
          publishedAt: blogPosts.publishedAt,
        })
        .from(blogPosts)
        .where(shown())
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(BLOG_PAGE_SIZE + 1)
        .offset((page - 1) * BLOG_PAGE_SIZE);
      const items = rows
        .slice(0, BLOG_PAGE_SIZE)
        .map(({ publishedAt, ...r }) => ({ ...r, date: isoDate(publishedAt) }));
      return rows.length > BLOG_PAGE_SIZE
        ? { success: true, items, more: true }
        : { success: true, items, more: false, msg: NO_MORE_BLOG };
    },

    /** A published post by its url; null when there is none (the page answers 404). */
    async post(url: string): Promise<BlogPost | null> {
      if (url.length === 0 || url.length > 200) return null;
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.url, url), shown()))
        .limit(1);
      if (!row) return null;
      const { html, outline } = renderMarkdown(row.body);
      return {
        url: row.url,
        name: row.name,
        image: row.image,
        description: row.description,
        date: isoDate(row.publishedAt),
        author: row.author,
        html,
        outline,
        publishedAt: row.publishedAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    /** Every shown post's url and last change, for the sitemap. */
    async sitemapEntries(): Promise<{ url: string; updatedAt: string }[]> {
      const rows = await db
        .select({ url: blogPosts.url, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(shown())
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
      return rows.map((r) => ({ url: r.url, updatedAt: r.updatedAt.toISOString() }));
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
