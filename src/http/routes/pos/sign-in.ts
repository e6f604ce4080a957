// Staff sign-in and sign-out (docs/architecture.md, Staff access): GET /pos/login (the page), POST
// /pos/login (JSON, or the page's form), POST /pos/logout (GET offers a sign-out button), GET
// /pos/microsoftlogin and its callback.
// POST /pos/login takes its anti-forgery token from the X-CSRF-TOKEN header or, for the plain form,
// from the `_csrf` field, so the session plugin's header-only check is switched off for it and done
// here.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_MAX_AGE_S, STAFF_HINT_COOKIE } from '../../../contract/cookies.ts';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { EntraFailure, STAFF_SESSION_MS } from '../../../services/staff/staff.service.ts';
import { addressLimiter, addressOf } from '../../plugins/rate-limit.ts';
import { type RouteConfig, route } from '../../route.ts';
import { OPEN } from './guard.ts';
import { LOGIN_PAGE_ERRORS, loginPage } from './login-page.ts';
import { signOutPage } from './sign-out-page.ts';
import { logLockout } from './pin.ts';

const SESSION_EXPIRED = 'Your session has expired. Please refresh the page and try again.';

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function registerSignInRoutes(pos: FastifyInstance, { staff }: Services, config: RouteConfig) {
  /** The browser moves to the new session id the sign-in made (session fixation). */
  const useSession = (reply: FastifyReply, sid: string) =>
    reply
      .setCookie(SESSION_COOKIE, sid, {
        signed: true,
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        maxAge: SESSION_MAX_AGE_S,
      })
      .setCookie(STAFF_HINT_COOKIE, '1', {
        path: '/',
        sameSite: 'lax',
        secure: config.secureCookies,
        maxAge: STAFF_SESSION_MS / 1000,
      });

  const page = (req: FastifyRequest, reply: FastifyReply, status: number, message?: string, email?: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(loginPage({ csrfToken: req.csrfToken(), message, email, microsoft: staff.entra !== null }));

  pos.get('/login', { config: OPEN }, async (req, reply) => {
    if (await staff.staffOfSession(req.existingSessionId())) return reply.redirect('/pos', 302);
    const error =
      typeof (req.query as { error?: unknown }).error === 'string'
        ? LOGIN_PAGE_ERRORS[(req.query as { error: string }).error]
        : undefined;
    return page(req, reply, 200, error);
  });

  // A browser's form post wants the page back; a script's call wants JSON.
  const asPage = (req: FastifyRequest) =>
    /text\/html/.test(req.headers.accept ?? '') &&
    !!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
  /** The token from the header, or the plain form's `_csrf` field. */
  const tokenIsGood = (req: FastifyRequest) => {
    const sent = req.headers['x-csrf-token'] ?? (req.body as { _csrf?: unknown } | null)?._csrf;
    return !!req.existingSessionId() && typeof sent === 'string' && sameText(sent, req.csrfToken());
  };
  const expired = (req: FastifyRequest, reply: FastifyReply) => {
    if (asPage(req)) return page(req, reply, 419, SESSION_EXPIRED);
    throw new Refusal(419, SESSION_EXPIRED);
  };

  // Counted per address in the handler, not as a route option, so the form is told on its page.
  const signInLimit = addressLimiter(pos, 'signIn');
  route(
    pos,
    'pos.signIn',
    async ({ email, password }, req, reply) => {
      const sid = req.existingSessionId();
      if (!sid || !tokenIsGood(req)) return expired(req, reply);
      try {
        await signInLimit(req, reply);
        const done = await staff.signIn(sid, email, password, addressOf(req));
        useSession(reply, done.sessionId);
      } catch (err) {
        logLockout(req, err);
        if (asPage(req) && err instanceof Refusal) return page(req, reply, err.status, err.message, email);
        throw err;
      }
      if (asPage(req)) return reply.redirect('/pos', 302);
      return { success: true, redirect: '/pos' };
    },
    {
      config: { ...OPEN, csrf: false },
      // The token is checked before the fields: a stale form is told its session expired, whatever it holds.
      invalid: (message, req, reply) => {
        if (!tokenIsGood(req)) return expired(req, reply);
        const msg = message.replace(/^\w+: /, '');
        const email = (req.body as { email?: unknown } | null)?.email;
        if (asPage(req)) return page(req, reply, 422, msg, typeof email === 'string' ? email.slice(0, 254) : undefined);
        throw new Refusal(422, msg);
      },
    },
  );

  // Signing out is a POST with the token (the POS headers' Sign out form, or a script's header); a GET
  // only offers that form, so another site's link or image cannot sign a salesperson out mid-sale.
  const toSignIn = (reply: FastifyReply) => {
    reply.clearCookie(STAFF_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: config.secureCookies });
    return reply.header('cache-control', 'no-store').redirect('/pos/login', 302);
  };
  const signOutOffer = async (req: FastifyRequest, reply: FastifyReply, status: number, message?: string) => {
    const me = await staff.staffOfSession(req.existingSessionId());
    // Nobody is signed in here: nothing to offer, the sign-in page is where they are going.
    if (!me) return toSignIn(reply);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(signOutPage({ csrfToken: req.csrfToken(), name: `${me.firstname} ${me.lastname}`, message }));
  };

  pos.get('/logout', { config: OPEN }, async (req, reply) => signOutOffer(req, reply, 200));

  pos.post('/logout', { config: { ...OPEN, csrf: false } }, async (req, reply) => {
    const sid = req.existingSessionId();
    if (!sid || !tokenIsGood(req)) return signOutOffer(req, reply, 419, SESSION_EXPIRED);
    await staff.signOut(sid);
    return toSignIn(reply);
  });

  pos.get('/microsoftlogin', { config: OPEN }, async (req, reply) => {
    if (!staff.entra) return reply.redirect('/pos/login', 302);
    const callback = `${config.publicUrl}/pos/microsoftlogin/callback`;
    try {
      return reply
        .header('cache-control', 'no-store')
        .redirect(await staff.entra.start(req.sessionId(), callback), 302);
    } catch (err) {
      if (err instanceof EntraFailure) return reply.redirect(`/pos/login?error=microsoft-${err.reason}`, 302);
      throw err;
    }
  });

  pos.get('/microsoftlogin/callback', { config: OPEN }, async (req, reply) => {
    if (!staff.entra) return reply.redirect('/pos/login', 302);
    const q = req.query as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' && v.length <= 4000 ? v : undefined);
    try {
      const done = await staff.entra.finish(req.existingSessionId(), {
        code: text(q.code),
        state: text(q.state),
        error: text(q.error),
      });
      useSession(reply, done.sessionId);
      return reply.redirect('/pos', 302);
    } catch (err) {
      if (err instanceof EntraFailure) {
        req.log.warn({ reason: err.reason }, 'Microsoft sign-in failed');
        return reply.redirect(`/pos/login?error=microsoft-${err.reason}`, 302);
      }
      throw err;
    }
  });
}
