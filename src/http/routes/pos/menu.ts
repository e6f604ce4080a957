// The POS menu's preferences (pos spec §7: change-menu, change-branch) and who is signed in.
// GET /pos is the POS menu page for a page request (handed to the React Router pages), JSON otherwise.
import type { FastifyInstance } from 'fastify';
import { branchCodeParam, menuFlagParam } from '../../../contract/pos.ts';
import type { Services } from '../../../services/index.ts';
import { type PageHandOff, sameSiteOnly, signedIn, wantsPage } from './guard.ts';

export async function registerMenuRoutes(pos: FastifyInstance, { staff }: Services, pages: PageHandOff = { serve: null }) {
  pos.get('/', async (req, reply) => {
    const me = signedIn(req);
    if (wantsPage(req) && pages.serve) return pages.serve(req, reply);
    return { success: true, staff: me };
  });
  pos.get('/me', async (req) => ({ success: true, staff: signedIn(req) }));

  pos.get('/change-menu/:flag', { preHandler: sameSiteOnly }, async (req) => {
    const mini = menuFlagParam.parse((req.params as { flag: string }).flag);
    await staff.changeMenu(signedIn(req), mini);
    return { success: true, miniMenu: mini };
  });

  pos.get('/change-branch/:code', { preHandler: sameSiteOnly }, async (req) => {
    const code = branchCodeParam.parse((req.params as { code: string }).code);
    const { branch } = await staff.changeBranch(req.sessionId(), signedIn(req), code);
    return { success: true, branch };
  });
}
