// The blog's list a page at a time, and the shop's Instagram media. Both are public and
// read-only; the Instagram answer never fails for a shopper (the feed logs and answers empty).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';

export function registerBlogRoutes(api: FastifyInstance, { blog, instagram }: Services) {
  route(api, 'blog.page', async ({ page }) => blog.page(page));

  route(api, 'instagram.feed', async () => instagram.recent());
}
