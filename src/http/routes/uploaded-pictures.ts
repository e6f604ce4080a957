// GET /img/u/{hash}/{width}.{format}: the sizes made from an uploaded product picture, read from the
// database (picture_files) so every process answers the same. The address holds the content's hash,
// so what it answers never changes: browsers and CDNs keep it for a year.
import type { FastifyInstance } from 'fastify';
import { PICTURE_TYPES, type PictureFormat } from '../../domain/product-pictures.ts';
import type { Services } from '../../services/index.ts';

export async function registerUploadedPictureRoutes(
  app: FastifyInstance,
  { cataloguePictures }: Pick<Services, 'cataloguePictures'>,
): Promise<void> {
  app.get<{ Params: { hash: string; file: string } }>('/img/u/:hash/:file', async (req, reply) => {
    const { hash, file } = req.params;
    const match = /^(\d{2,4})\.(avif|webp|jpeg)$/.exec(file);
    const bytes = match ? await cataloguePictures.file(hash, Number(match[1]), match[2] as PictureFormat) : null;
    if (!match || !bytes) return reply.status(404).send({ success: false, msg: 'Not found' });
    const etag = `"${hash.slice(0, 32)}-${match[1]}-${match[2]}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(PICTURE_TYPES[match[2] as PictureFormat]).send(bytes);
  });
}
