// The staff guard of the /pos scope (docs/architecture.md, Staff access): every call but sign-in,
// sign-out and Microsoft sign-in needs a staff session. A page request (a browser GET asking for HTML)
// goes to the sign-in page; anything else gets 401 JSON. A shopper's session counts as none.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignedInStaff } from '../../../contract/pos.ts';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { PLEASE_SIGN_IN } from '../../../services/staff/staff.service.ts';
import type { PageServer } from '../../pages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on /pos routes (set by the staff guard). */
    staff: SignedInStaff | null;
  }
}

/** Where a signed-in staff member's page request goes: the React Router pages (null without pages). */
export interface PageHandOff {
  serve: PageServer | null;
}

/** Route config of the few /pos routes open without a staff session. */
export const OPEN = { staffOpen: true } as const;

export const wantsPage = (req: FastifyRequest) => req.method === 'GET' && /text\/html/.test(req.headers.accept ?? '');

export function signedIn(req: FastifyRequest): SignedInStaff {
  if (!req.staff) throw new Refusal(401, PLEASE_SIGN_IN);
  return req.staff;
}

/**
 * Route options of a GET that changes something (the shop's pages call these with GET): SameSite=Lax
 * sends the cookie on another site's link, so it needs the anti-forgery header like a POST (checked by
 * src/http/plugins/session.ts), and a request the browser says another site started is refused as well.
 */
export const CHANGES_SOMETHING = {
  config: { csrf: true },
  preHandler: async (req: FastifyRequest) => {
    if (req.headers['sec-fetch-site'] === 'cross-site') throw new Refusal(403, 'Not allowed');
  },
} as const;

export function installStaffGuard(pos: FastifyInstance, services: Services) {
  pos.decorateRequest('staff', null);
  pos.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.routeOptions.config?.staffOpen) return;
    req.staff = await services.staff.staffOfSession(req.existingSessionId());
    if (req.staff) return;
    if (wantsPage(req)) return reply.redirect('/pos/login', 302);
    throw new Refusal(401, PLEASE_SIGN_IN);
  });
}
