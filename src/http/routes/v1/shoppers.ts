// Shopper sign-in and sign-out: POST /v1/email (specs/storefront.md, Login flow) and POST /v1/logout
// (our address). Both move the browser to a new session id (services/shoppers/sign-in.ts); the
// cookie is set here as the session plugin sets it (http/plugins/session.ts), signed. The anti-forgery
// header is the session plugin's check, as on every /v1 POST; the page reloads after either, and reads
// the new session's token from GET /v1/csrf.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { addressOf } from '../../plugins/rate-limit.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { type RouteConfig, route } from '../../route.ts';
import { CART_COUNT_COOKIE } from './cart.ts';

const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

export async function registerShopperRoutes(
  api: FastifyInstance,
  { shoppers }: Pick<Services, 'shoppers'>,
  config: Pick<RouteConfig, 'secureCookies'>,
) {
  const useSession = (reply: FastifyReply, sid: string) =>
    reply.setCookie(SESSION_COOKIE, sid, {
      signed: true,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: SESSION_MAX_AGE_S,
    });

  route(api, 'shopper.email', async (ask, req, reply) => {
    reply.header('cache-control', 'no-store');
    const outcome = await shoppers.email(req.sessionId(), { ...ask, address: addressOf(req) });
    if (outcome.sessionId) useSession(reply, outcome.sessionId);
    return outcome.answer;
  });

  route(api, 'shopper.logout', async (_input, req, reply) => {
    reply.header('cache-control', 'no-store');
    useSession(reply, await shoppers.signOut(req.existingSessionId()));
    // The anonymous session has no cart yet: the header's counter goes with the account's.
    reply.clearCookie(CART_COUNT_COOKIE, { path: '/', sameSite: 'lax', secure: config.secureCookies });
    return { success: true as const };
  });
}
