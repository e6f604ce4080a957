// The blog list's request schema (GET /v1/blog/{page}), apart from contract/blog.ts so that the
// browser's blog page does not carry Zod.
import { z } from 'zod';
import { BAD_BLOG_PAGE } from './blog.ts';

/** GET /v1/blog/{page}: page is 1-based, a whole number up to 9999. */
export const blogPageRequest = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, BAD_BLOG_PAGE)
    .transform(Number),
});
