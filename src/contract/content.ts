// The storefront's content as a shop manager edits it in the POS (/pos/content): the help and
// policy pages (content_pages) and the blog posts (blog_posts), both Markdown. Every staff member may
// read the list and preview; managers and admins save. The pages are read on the storefront by slug
// (services/content/pages.ts); the blog's public reads are services/content/blog.ts.
import { z } from 'zod';
import { flag, wholeNumber } from './fields.ts';
import { isShopLink } from './shop-links.ts';

/** The help and policy pages the storefront has a route for (web/routes.ts), in the footer's order. */
export const CONTENT_PAGE_SLUGS = [
  'privacy-policy',
  'shipping-policy',
  'returns-policy',
  'terms-conditions',
  'delivery-information',
  'click-and-collect',
  'finance-options',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 320;
/** A policy page or a post of a few thousand words fits many times over. */
export const MAX_BODY = 100_000;
export const MAX_URL = 120;
export const MAX_IMAGE = 500;
export const MAX_AUTHOR = 120;

// Ours: the spec names no messages for the content editor.
export const ONLY_MANAGERS_CONTENT = 'Only a manager can change content';
export const NO_SUCH_PAGE = 'The page does not exist';
export const NO_SUCH_POST = 'The blog post does not exist';
export const TITLE_REQUIRED = 'Please enter the title';
export const TITLE_TOO_LONG = `The title can be at most ${MAX_TITLE} characters`;
export const DESCRIPTION_TOO_LONG = `The description can be at most ${MAX_DESCRIPTION} characters`;
export const BODY_TOO_LONG = `The text can be at most ${MAX_BODY.toLocaleString('en-NZ')} characters`;
export const URL_REQUIRED = 'Please enter the address';
export const URL_FORMAT = `The address may have only lower-case letters, digits and - (at most ${MAX_URL})`;
export const URL_TAKEN = 'This address is already used by another blog post';
export const IMAGE_FORMAT = 'The image is a path on this site (/…) or an https address';
export const AUTHOR_TOO_LONG = `The author can be at most ${MAX_AUTHOR} characters`;
export const BAD_DATE = 'Please choose a valid published date';
export const pageSaved = (title: string) => `${title} is saved`;
export const postSaved = (name: string) => `${name} is saved`;

/** Text trimmed; longer than `max` is refused with `message` (a huge string never reaches the database). */
const text = (max: number, message: string) =>
  z
    .string({ message })
    .max(max, message)
    .transform((v) => v.trim());

const required = (max: number, missing: string, tooLong: string) =>
  z
    .string({ message: missing })
    .max(max, tooLong)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, missing));

const addressSlug = (max: number) =>
  z
    .string({ message: URL_REQUIRED })
    .max(max * 2, URL_FORMAT)
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, URL_REQUIRED)
        .regex(new RegExp(`^[a-z0-9-]{1,${max}}$`), URL_FORMAT),
    );

/** POST /pos/content/list: every page and post (no paging: a shop has tens of each, not thousands). */
export const contentListRequest = z.object({});

/** POST /pos/content/page/save: one of the pages, by its slug. */
export const pageSaveRequest = z.object({
  slug: addressSlug(MAX_URL),
  title: required(MAX_TITLE, TITLE_REQUIRED, TITLE_TOO_LONG),
  description: text(MAX_DESCRIPTION, DESCRIPTION_TOO_LONG).optional().default(''),
  body: z.string({ message: BODY_TOO_LONG }).max(MAX_BODY, BODY_TOO_LONG),
  published: flag,
});
export type PageSaveRequest = z.output<typeof pageSaveRequest>;

/** An ISO date or date-time ('2026-11-20', '2026-11-20T09:00'); '' = now. */
const publishedDate = z
  .string({ message: BAD_DATE })
  .max(40, BAD_DATE)
  .optional()
  .default('')
  .transform((v, ctx) => {
    const t = v.trim();
    if (!t) return null;
    const when = /^\d{4}-\d{2}-\d{2}$/.test(t) ? new Date(`${t}T00:00:00Z`) : new Date(t);
    if (!/^\d{4}-\d{2}-\d{2}/.test(t) || Number.isNaN(when.getTime())) {
      ctx.addIssue({ code: 'custom', message: BAD_DATE });
      return z.NEVER;
    }
    return when;
  });

/** POST /pos/content/post/save: id 0 (or none) writes a new post, any other id changes that post. */
export const postSaveRequest = z.object({
  id: wholeNumber(2_000_000_000).optional().default(0),
  url: addressSlug(MAX_URL),
  name: required(MAX_TITLE, TITLE_REQUIRED, TITLE_TOO_LONG),
  image: text(MAX_IMAGE, IMAGE_FORMAT)
    .optional()
    .default('')
    .pipe(z.string().refine((u) => u === '' || isShopLink(u), IMAGE_FORMAT)),
  description: text(MAX_DESCRIPTION, DESCRIPTION_TOO_LONG).optional().default(''),
  author: text(MAX_AUTHOR, AUTHOR_TOO_LONG).optional().default(''),
  body: z.string({ message: BODY_TOO_LONG }).max(MAX_BODY, BODY_TOO_LONG),
  published: flag,
  publishedAt: publishedDate,
});
export type PostSaveRequest = z.output<typeof postSaveRequest>;

/** POST /pos/content/preview: the Markdown as the storefront would show it. */
export const contentPreviewRequest = z.object({
  body: z.string({ message: BODY_TOO_LONG }).max(MAX_BODY, BODY_TOO_LONG),
});

// ---------------------------------------------------------------- answers

export interface OutlineItem {
  id: string;
  text: string;
}

/** A page as the editor shows it. */
export interface ContentPageRow {
  slug: string;
  title: string;
  description: string;
  body: string;
  published: boolean;
  /** ISO time of the last save. */
  updatedAt: string;
}

/** A blog post as the editor shows it. */
export interface BlogPostRow {
  id: number;
  url: string;
  name: string;
  image: string;
  description: string;
  author: string;
  body: string;
  published: boolean;
  publishedAt: string;
  updatedAt: string;
}

export interface ContentListResponse {
  success: true;
  pages: ContentPageRow[];
  posts: BlogPostRow[];
  /** Whether this staff member may save (a manager or an admin). */
  mayChange: boolean;
}

export interface PageSaveResponse {
  success: true;
  message: string;
  page: ContentPageRow;
}

export interface PostSaveResponse {
  success: true;
  message: string;
  post: BlogPostRow;
}

export interface ContentPreviewResponse {
  success: true;
  html: string;
  outline: OutlineItem[];
}

/** A published page as the storefront shows it (/privacy-policy…). */
export interface ContentPageView {
  slug: string;
  title: string;
  description: string;
  html: string;
  outline: OutlineItem[];
  updatedAt: string;
}
