// GET /img/p/{shape}/{colour}/{view}.svg: the generated product images (docs/decisions/0001-urls.md).
// An address always draws the same picture, so browsers and CDNs may keep it for a year.
import type { FastifyInstance } from 'fastify';
import { productImage } from '../../services/images/images.service.ts';

export async function registerImageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { shape: string; colour: string; view: string } }>(
    '/img/p/:shape/:colour/:view',
    async (req, reply) => {
      const { shape, colour, view } = req.params;
      const match = /^([1-9])\.svg$/.exec(view);
      const image = match ? productImage(shape, colour, Number(match[1])) : undefined;
      if (!image) return reply.status(404).send({ success: false, msg: 'Not found' });
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', image.etag);
      if (req.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
    },
  );
}
