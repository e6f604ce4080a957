// Shopper accounts under /v1: sign-in POST /v1/email (specs/storefront.md, Login flow) and POST
// /v1/logout; POST /v1/register, POST /v1/fakeRegister (the spec's) and our POST
// /v1/password/forgot and /v1/password/set for the mailed link. Sign-in of any kind moves
// the browser to a new session id (services/shoppers/sign-in.ts); the cookie is set here as the
// session plugin sets it (http/plugins/session.ts), signed. The anti-forgery header is the session
// plugin's check, as on every /v1 POST; the page reloads after, and reads the new token from GET /v1/csrf.
// Pages stay cacheable for everyone: the readable `signed_in` cookie tells the header after load that
// the browser is signed in (web/shop/lib/signed-in.ts), as `cart_count` tells it the count.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CART_COUNT_COOKIE, SESSION_COOKIE, SESSION_MAX_AGE_S, SIGNED_IN_COOKIE } from '../../../contract/cookies.ts';
import type { Services } from '../../../services/index.ts';
import { LIMITED, addressOf } from '../../plugins/rate-limit.ts';
import { type RouteConfig, route } from '../../route.ts';

export async function registerShopperRoutes(
  api: FastifyInstance,
  { shoppers }: Pick<Services, 'shoppers'>,
  config: Pick<RouteConfig, 'secureCookies'>,
) {
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: config.secureCookies };
  const useSession = (reply: FastifyReply, sid: string, signedIn: boolean) => {
    reply.setCookie(SESSION_COOKIE, sid, { ...cookieBase, signed: true, httpOnly: true, maxAge: SESSION_MAX_AGE_S });
    if (signedIn) reply.setCookie(SIGNED_IN_COOKIE, '1', { ...cookieBase, maxAge: SESSION_MAX_AGE_S });
    else reply.clearCookie(SIGNED_IN_COOKIE, cookieBase);
  };

  route(api, 'shopper.email', async (ask, req, reply) => {
    reply.header('cache-control', 'no-store');
    const outcome = await shoppers.email(req.sessionId(), { ...ask, address: addressOf(req) });
    if (outcome.sessionId) useSession(reply, outcome.sessionId, true);
    return outcome.answer;
  });

  route(api, 'shopper.logout', async (_input, req, reply) => {
    reply.header('cache-control', 'no-store');
    useSession(reply, await shoppers.signOut(req.existingSessionId()), false);
    // The anonymous session has no cart yet: the header's counter goes with the account's.
    reply.clearCookie(CART_COUNT_COOKIE, cookieBase);
    return { success: true as const };
  });

  // Registration, the mailed link, leads.
  route(
    api,
    'shopper.register',
    async (ask, req, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await shoppers.register(req.sessionId(), { ...ask, address: addressOf(req) });
      if (outcome.sessionId) useSession(reply, outcome.sessionId, true);
      return outcome.answer;
    },
    { config: { ...LIMITED.registration } },
  );

  route(
    api,
    'shopper.passwordForgot',
    async (ask, req, reply) => {
      reply.header('cache-control', 'no-store');
      return shoppers.forgotPassword({ ...ask, address: addressOf(req) });
    },
    { config: { ...LIMITED.passwordMail } },
  );

  route(
    api,
    'shopper.passwordSet',
    async (ask, req, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await shoppers.setPassword(req.sessionId(), ask);
      if (outcome.sessionId) useSession(reply, outcome.sessionId, true);
      return { success: true as const, logged: 1 as const, message: '' };
    },
    { config: { ...LIMITED.passwordSet } },
  );

  route(
    api,
    'shopper.fakeRegister',
    async (ask, req, reply) => {
      reply.header('cache-control', 'no-store');
      return shoppers.recordLead(ask, addressOf(req));
    },
    { config: { ...LIMITED.lead } },
  );
}
