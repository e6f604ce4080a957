// The POS menu's preferences (change-menu, change-branch) and who is signed in.
// GET /pos is the POS menu page for a page request (handed to the React Router pages), JSON otherwise.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { type PageHandOff, CHANGES_SOMETHING, signedIn, wantsPage } from './guard.ts';

export async function registerMenuRoutes(
  pos: FastifyInstance,
  { staff }: Services,
  pages: PageHandOff = { serve: null },
) {
  route(pos, 'pos.menu', async (_input, req, reply) => {
    const me = signedIn(req);
    if (wantsPage(req) && pages.serve) {
      await pages.serve(req, reply);
      return reply;
    }
    return { success: true, staff: me };
  });
  route(pos, 'pos.me', async (_input, req) => ({ success: true, staff: signedIn(req) }));

  route(
    pos,
    'pos.changeMenu',
    async ({ flag: mini }, req) => {
      await staff.changeMenu(signedIn(req), mini);
      return { success: true, miniMenu: mini };
    },
    CHANGES_SOMETHING,
  );

  route(
    pos,
    'pos.changeBranch',
    async ({ code }, req) => {
      const { branch } = await staff.changeBranch(req.sessionId(), signedIn(req), code);
      return { success: true, branch };
    },
    CHANGES_SOMETHING,
  );
}
