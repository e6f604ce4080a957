// Card terminal A at the counter (specs/pos.md "Card terminal integration A"): the stations, start,
// the polled status and the terminal's two buttons. The staff guard has answered 401 without a staff
// session and the route table's schema 422 for a bad body; the rules are the terminal service's.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';
import { registerTerminalBRoutes } from './terminals-b.ts';

export async function registerTerminalRoutes(pos: FastifyInstance, services: Services) {
  const { terminals } = services;
  // Integration B (weftpos, the vendor's frame) in its own file.
  await registerTerminalBRoutes(pos, services);

  route(pos, 'pos.hit.stations', async (_ask, req) => {
    signedIn(req);
    return terminals.stations();
  });

  route(pos, 'pos.hit.start', async (ask, req, reply) => {
    reply.header('cache-control', 'no-store');
    return terminals.start(signedIn(req).id, ask);
  });

  route(pos, 'pos.hit.status', async (ask, req, reply) => {
    reply.header('cache-control', 'no-store');
    return terminals.status(signedIn(req).id, ask);
  });

  route(pos, 'pos.hit.button', async (ask, req) => {
    return terminals.button(signedIn(req).id, ask);
  });
}
