// A product's stock calls: a SKU's ledger (any staff) and a manager's adjustment
// (services/stock-page/). The adjust modal shows each problem under its field, so a request the
// schema refuses answers every field's problem as `errors`, as the catalogue's save does.
import type { FastifyReply, FastifyInstance, FastifyRequest } from 'fastify';
import { stockAdjustRequest } from '../../../contract/stock-page.ts';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

/** Every problem of the body by field, the first one's words as `msg`. */
function fieldProblems(_message: string, req: FastifyRequest, reply: FastifyReply) {
  const parsed = stockAdjustRequest.safeParse(req.body ?? {});
  const errors = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'form', message: i.message }));
  const first = [...new Map(errors.map((e) => [e.field, e])).values()];
  return reply.status(422).send({ success: false, msg: first[0]?.message ?? 'Invalid request', errors: first });
}

export async function registerStockPageRoutes(pos: FastifyInstance, { stockPage }: Pick<Services, 'stockPage'>) {
  route(pos, 'pos.stock.ledger', async (query, req) => stockPage.ledger(signedIn(req), query), {
    invalid: (message, _req, reply) =>
      reply.status(422).send({ success: false, msg: message.replace(/^[\w.]+: /, '') }),
  });
  route(pos, 'pos.stock.adjust', async (ask, req) => stockPage.adjust(signedIn(req), ask), { invalid: fieldProblems });
}
