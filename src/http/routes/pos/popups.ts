// The pop-ups' POS page calls: the list for any signed-in staff member, a change for
// managers and admins (services/popups).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

export async function registerPopupRoutes(pos: FastifyInstance, { popups }: Pick<Services, 'popups'>) {
  route(pos, 'pos.popups.list', async (_ask, req) => {
    signedIn(req);
    return { success: true as const, popups: await popups.list() };
  });
  route(pos, 'pos.popups.save', async (ask, req) => ({
    success: true as const,
    popup: await popups.save(signedIn(req), ask),
  }));
}
