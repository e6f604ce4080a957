// The help and policy pages and the content editor: a published page read by its slug for
// the storefront (/privacy-policy…: its Markdown rendered with the H5 outline), and the POS editor's
// list, saves and preview (contract/content.ts). Every staff member may read and preview; only
// managers and admins save. Blog posts are written here; their public reads are ./blog.ts.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import {
  type BlogPostRow,
  type ContentListResponse,
  type ContentPageRow,
  type ContentPageView,
  type ContentPreviewResponse,
  NO_SUCH_PAGE,
  NO_SUCH_POST,
  ONLY_MANAGERS_CONTENT,
  type PageSaveRequest,
  type PageSaveResponse,
  type PostSaveRequest,
  type PostSaveResponse,
  URL_TAKEN,
  pageSaved,
  postSaved,
} from '../../contract/content.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { blogPosts, contentPages } from '../../db/schema-content.ts';
import { Refusal } from '../../domain/refusal.ts';
import { renderMarkdown } from './markdown.ts';

/** Whether a staff member may save pages and posts. */
export const mayChangeContent = (staff: Pick<SignedInStaff, 'role'>) =>
  staff.role === 'manager' || staff.role === 'admin';

function mustChange(staff: SignedInStaff) {
  if (!mayChangeContent(staff)) throw new Refusal(403, ONLY_MANAGERS_CONTENT);
}

/** PostgreSQL's unique violation, as either driver reports it (drizzle may wrap it in `cause`). */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

type PageRecord = typeof contentPages.$inferSelect;
type PostRecord = typeof blogPosts.$inferSelect;

const pageRow = (p: PageRecord): ContentPageRow => ({
  slug: p.slug,
  title: p.title,
  description: p.description,
  body: p.body,
  published: p.published,
  updatedAt: p.updatedAt.toISOString(),
});

const postRow = (p: PostRecord): BlogPostRow => ({
  id: p.id,
  url: p.url,
  name: p.name,
  image: p.image,
  description: p.description,
  author: p.author,
  body: p.body,
  published: p.published,
  publishedAt: p.publishedAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export function createContentService(db: Database, deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  return {
    mayChange: mayChangeContent,

    /** The storefront's page at /{slug}; null when there is none or it is not published (a 404). */
    async page(slug: string): Promise<ContentPageView | null> {
      const [p] = await db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.slug, slug), eq(contentPages.published, true)))
        .limit(1);
      if (!p) return null;
      const { html, outline } = renderMarkdown(p.body, { underPageTitle: true });
      return {
        slug: p.slug,
        title: p.title,
        description: p.description,
        html,
        outline,
        updatedAt: p.updatedAt.toISOString(),
      };
    },

    /** The slugs of the published pages (the sitemap). */
    async publishedSlugs(): Promise<string[]> {
      const rows = await db
        .select({ slug: contentPages.slug })
        .from(contentPages)
        .where(eq(contentPages.published, true))
        .orderBy(asc(contentPages.slug));
      return rows.map((r) => r.slug);
    },

    /** POST /pos/content/list: every page (by title) and every post (newest first), published or not. */
    async list(staff: SignedInStaff): Promise<ContentListResponse> {
      const [pages, posts] = [
        await db.select().from(contentPages).orderBy(asc(contentPages.title)),
        await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)),
      ];
      return {
        success: true,
        pages: pages.map(pageRow),
        posts: posts.map(postRow),
        mayChange: mayChangeContent(staff),
      };
    },

    /** POST /pos/content/page/save: a page's words; the storefront shows them on its next render. */
    async savePage(staff: SignedInStaff, ask: PageSaveRequest): Promise<PageSaveResponse> {
      mustChange(staff);
      const [saved] = await db
        .update(contentPages)
        .set({
          title: ask.title,
          description: ask.description,
          body: ask.body,
          published: ask.published,
          updatedAt: now(),
          updatedBy: staff.id,
        })
        .where(eq(contentPages.slug, ask.slug))
        .returning();
      if (!saved) throw new Refusal(404, NO_SUCH_PAGE);
      return { success: true, message: pageSaved(saved.title), page: pageRow(saved) };
    },

    /** POST /pos/content/post/save: a new post (id 0) or a change to one; its url is unique. */
    async savePost(staff: SignedInStaff, ask: PostSaveRequest): Promise<PostSaveResponse> {
      mustChange(staff);
      const at = now();
      const fields = {
        url: ask.url,
        name: ask.name,
        image: ask.image,
        description: ask.description,
        author: ask.author,
        body: ask.body,
        published: ask.published,
        updatedAt: at,
        updatedBy: staff.id,
      };
      // A clear word before the insert; the unique index still decides when two saves race.
      const [taken] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(ask.id ? and(eq(blogPosts.url, ask.url), ne(blogPosts.id, ask.id)) : eq(blogPosts.url, ask.url))
        .limit(1);
      if (taken) throw new Refusal(422, URL_TAKEN);
      try {
        const [saved] = ask.id
          ? await db
              .update(blogPosts)
              .set({ ...fields, ...(ask.publishedAt ? { publishedAt: ask.publishedAt } : {}) })
              .where(eq(blogPosts.id, ask.id))
              .returning()
          : await db
              .insert(blogPosts)
              .values({ ...fields, publishedAt: ask.publishedAt ?? at })
              .returning();
        if (!saved) throw new Refusal(404, NO_SUCH_POST);
        return { success: true, message: postSaved(saved.name), post: postRow(saved) };
      } catch (err) {
        if (isUniqueViolation(err)) throw new Refusal(422, URL_TAKEN);
        throw err;
      }
    },

    /** POST /pos/content/preview: the Markdown as the storefront renders it (raw HTML shown as text). */
    preview(body: string): ContentPreviewResponse {
      const { html, outline } = renderMarkdown(body, { underPageTitle: true });
      return { success: true, html, outline };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
