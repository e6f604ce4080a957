// The order's documents on the staff side: Send-to (POST /pos/order/sendTo, services/documents/
// send-to.ts) and the outbox page's download of a kept mail's attachment (GET
// /pos/outbox/{id}/attachment/{n}), which exists only where the outbox page is shown. The staff guard
// has already answered 401 without a staff session.
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

export async function registerDocumentRoutes(pos: FastifyInstance, services: Services) {
  // A mail server that refuses is a 503 with a plain message, as for the quote email (services/index.ts).
  route(pos, 'pos.order.sendTo', async (ask, req) => services.documents.sendTo(signedIn(req), ask));

  pos.get<{ Params: { id: string; n: string } }>('/outbox/:id/attachment/:n', async (req, reply) => {
    const id = Number(req.params.id);
    const n = Number(req.params.n);
    if (!services.outbox.shown || !Number.isSafeInteger(id) || !Number.isSafeInteger(n) || n < 0)
      throw new Refusal(404, 'Not found');
    const file = await services.outbox.attachment(id, n);
    if (!file) throw new Refusal(404, 'Not found');
    const name = file.filename.replace(/[^\w.-]/g, '_');
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(file.content);
  });
}
