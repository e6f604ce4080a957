// Gzip for the JSON answers of /v1 and /pos when the browser accepts it. A POS cart answer is about
// 40 KB (every sub-item's figures at every place): gzipped it is about 6 KB, which a phone on a
// shop's Wi-Fi fetches sooner, and a smaller write is cheaper for the server too. Level 1 keeps most
// of the saving for the least work: about 0.1 ms for that answer. zlib's asynchronous form cost the
// main thread more than that in its stream plumbing (measured under the bench's load), so answers
// this size are gzipped in place and only big ones go to the thread pool. Pages are sent by their
// own handler (http/pages.ts) and assets come pre-compressed, so neither passes through here.
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const gzipAsync = promisify(gzip);

/** Below this a gzip header and the work cost more than they save. */
export const COMPRESS_MIN_BYTES = 1024;
/** Above this the main thread would wait on the gzip for more than about a millisecond. */
const IN_PLACE_MAX_BYTES = 256 * 1024;

/** Whether an Accept-Encoding header takes gzip (by name or `*`, without `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name.trim() === 'gzip') return !refused;
    if (name.trim() === '*') star = !refused;
  }
  return star;
}

export const compressPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    reply.header('vary', 'accept-encoding');
    const bytes = Buffer.byteLength(payload);
    if (bytes < COMPRESS_MIN_BYTES || reply.getHeader('content-encoding')) return payload;
    if (!acceptsGzip(req.headers['accept-encoding'])) return payload;
    const zipped = bytes <= IN_PLACE_MAX_BYTES ? gzipSync(payload, { level: 1 }) : await gzipAsync(payload, { level: 1 });
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return zipped;
  });
});
