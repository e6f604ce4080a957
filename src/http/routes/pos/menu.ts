// The POS menu's preferences (pos spec §7: change-menu, change-branch) and who is signed in.
// GET /pos itself answers JSON until the POS pages take the address over.
import type { FastifyInstance } from 'fastify';
import { branchCodeParam, menuFlagParam } from '../../../contract/pos.ts';
import type { Services } from '../../../services/index.ts';
import { sameSiteOnly, signedIn } from './guard.ts';

export async function registerMenuRoutes(pos: FastifyInstance, { staff }: Services) {
  pos.get('/', async (req) => ({ success: true, staff: signedIn(req) }));
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
