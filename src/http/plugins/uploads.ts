// Files sent as multipart/form-data: the back office's picture uploads and CSV imports
// (routes/pos/catalogue*.ts). @fastify/multipart streams each part; these limits bound what any
// request may send, and a route asks for less with `req.file({ limits })` (10 MB a picture).
// A request over a limit is refused with the contract's 413 envelope, never read to the end.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** The largest file any route takes: a catalogue CSV. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25, headerPairs: 200 },
  });
}
