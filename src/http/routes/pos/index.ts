// The staff side's JSON API under /pos (registered with that prefix). Staff access first: the guard,
// sign-in, PIN approvals, the POS menu's calls; the POS screens' calls join here as they are built.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { HttpError } from '../../http-error.ts';
import { registerPosCartRoutes } from './cart.ts';
import { registerCustomerRoutes } from './customers.ts';
import { installStaffGuard } from './guard.ts';
import { registerMenuRoutes } from './menu.ts';
import { registerPinRoutes } from './pin.ts';
import { registerSignInRoutes } from './sign-in.ts';

export async function registerPosRoutes(pos: FastifyInstance, services: Services) {
  installStaffGuard(pos, services);
  await registerSignInRoutes(pos, services);
  await registerPinRoutes(pos, services);
  await registerCustomerRoutes(pos, services);
  await registerMenuRoutes(pos, services);
  await registerPosCartRoutes(pos, services);
  // Any other /pos address passes the guard first (so it redirects or answers 401 like the rest),
  // then is not found. When the POS pages arrive, signed-in page requests must reach them instead.
  const notFound = async (_req: FastifyRequest, _reply: FastifyReply) => {
    throw new HttpError(404, 'Not found');
  };
  pos.all('/*', notFound);
}
