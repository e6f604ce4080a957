// Taking stock now: POST /pos/order/updateQTYTaken/ (specs/pos.md "Taking stock"). The spec puts no
// PIN on it; the signed-in staff member is recorded as who took the units.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

export async function registerOrderDispatchRoutes(pos: FastifyInstance, { orders }: Services) {
  route(pos, 'pos.order.takeNow', async (ask, req) =>
    orders.takeNow(signedIn(req), {
      detailId: ask.detailId,
      allocId: ask.allocId,
      qtyTaken: ask.qtyTaken,
      binTaken: ask.binTaken,
    }),
  );
}
