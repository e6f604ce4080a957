// GET /sitemap.xml and GET /robots.txt: what search engines may crawl, with absolute
// addresses from the shop's configured origin (PUBLIC_URL), never the request's Host. The addresses
// are the content service's (services/content/sitemap.ts); a crawler may keep them ten minutes.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services/index.ts';

export async function registerSitemapRoutes(
  app: FastifyInstance,
  { content }: Pick<Services, 'content'>,
  { publicUrl }: { publicUrl: string },
): Promise<void> {
  app.get('/sitemap.xml', async (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(await content.sitemap.xml(publicUrl)),
  );
  app.get('/robots.txt', async (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=600')
      .type('text/plain; charset=utf-8')
      .send(content.sitemap.robots(publicUrl)),
  );
}
