// The blog's list and the Instagram feed: what GET /v1/blog/{page} and GET /v1/instagram
// answer. The spec names the fields of an entry (url, name, image, description) and of a medium
// (media_type, caption, permalink, media_url, thumbnail_url); the envelopes are ours. No Zod here:
// the blog page reads these words in the browser (the request's schema is in blog-calls.ts).

/** Posts on each page of the blog list (the page and GET /v1/blog/{page}). */
export const BLOG_PAGE_SIZE = 9;
/** The list's end, as the spec words it. */
export const NO_MORE_BLOG = 'NO MORE BLOG';
export const BAD_BLOG_PAGE = 'Invalid page';

export interface BlogEntry {
  /** The post's own address segment: the post is at /blog/{url}. */
  url: string;
  name: string;
  /** A path the shop serves or an absolute https address. */
  image: string;
  description: string;
  /** ISO date (YYYY-MM-DD) it was published. */
  date: string;
}

/**
 * The answer: the page's entries, newest first, and whether another page follows. At the end
 * (`more: false`) `msg` is 'NO MORE BLOG', which the list's button then reads.
 */
export type BlogPageResponse =
  | { success: true; items: BlogEntry[]; more: true }
  | { success: true; items: BlogEntry[]; more: false; msg: typeof NO_MORE_BLOG };

export interface InstagramMedia {
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  caption: string;
  permalink: string;
  media_url: string;
  /** A VIDEO's still; '' for an image. */
  thumbnail_url: string;
}

/** GET /v1/instagram: the media list itself, as the issue gives it. */
export type InstagramResponse = InstagramMedia[];
