// Sessions and the anti-forgery token (docs/architecture.md, The HTTP contract).
// The cookie carries a signed random session id; session data lives in the database (services/sessions).
// The anti-forgery token is an HMAC of the session id, so checking it needs no database read and
// works the same on every instance that shares the secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SESSION_MAX_AGE_S } from '../../contract/cookies.ts';
import { Refusal } from '../../domain/refusal.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session id, created (and its cookie set) on first use. */
    sessionId(): string;
    /** The session id only if the browser already has one. */
    existingSessionId(): string | null;
    /** The anti-forgery token bound to this session. */
    csrfToken(): string;
    /** Set-Cookie value for a session created during this request (once), for replies sent by hand. */
    takeNewSessionCookie(): string | null;
  }
  interface FastifyContextConfig {
    /**
     * false: the route checks its anti-forgery token itself, or needs none (a provider's notification).
     * true on a GET: the GET changes something (the shop's pages call it with GET), so it needs the
     * X-CSRF-TOKEN header like a POST; SameSite=Lax would send the cookie on another site's link.
     */
    csrf?: boolean;
    /** A /pos route open without a staff session (src/http/routes/pos/guard.ts). */
    staffOpen?: boolean;
  }
}

export interface SessionOptions {
  secret: string;
  secureCookies: boolean;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionOptions) => {
  await app.register(cookie, { secret: opts.secret });

  const csrfFor = (sid: string) => createHmac('sha256', opts.secret).update(`csrf:${sid}`).digest('base64url');

  app.decorateRequest('existingSessionId', function (this: FastifyRequest) {
    const raw = this.cookies[SESSION_COOKIE];
    if (!raw) return null;
    const unsigned = this.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : null;
  });

  app.decorateRequest('sessionId', function (this: FastifyRequest) {
    const known = (this as unknown as { _sid?: string })._sid ?? this.existingSessionId();
    if (known) {
      (this as unknown as { _sid?: string })._sid = known;
      return known;
    }
    const sid = randomBytes(24).toString('base64url');
    (this as unknown as { _sid?: string })._sid = sid;
    (this as unknown as { _newSid?: string })._newSid = sid;
    return sid;
  });

  app.decorateRequest('csrfToken', function (this: FastifyRequest) {
    return csrfFor(this.sessionId());
  });

  app.decorateRequest('takeNewSessionCookie', function (this: FastifyRequest) {
    const holder = this as unknown as { _newSid?: string };
    const sid = holder._newSid;
    if (!sid) return null;
    holder._newSid = undefined;
    return app.serializeCookie(SESSION_COOKIE, app.signCookie(sid), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookies,
      maxAge: SESSION_MAX_AGE_S,
    });
  });

  // A session created during the request gets its cookie on the way out.
  app.addHook('onSend', async (req, reply) => {
    const setCookie = req.takeNewSessionCookie();
    if (setCookie) reply.header('set-cookie', setCookie);
  });

  app.addHook('onRequest', async (req) => {
    const csrf = (req.routeOptions.config as { csrf?: boolean } | undefined)?.csrf;
    // A GET that changes something carries no body, so only the header counts.
    if (req.method === 'GET' && csrf === true) return verify(req, req.headers['x-csrf-token']);
    if (!UNSAFE.has(req.method) || !isApiRoute(req)) return;
    // Server-to-server calls (a payment provider's notification) carry their own signature instead.
    if (csrf === false) return;
    const sent = req.headers['x-csrf-token'];
    // A plain HTML form (the storefront without JavaScript) carries the token as the field `_csrf`,
    // checked once its body is read.
    if (sent === undefined && isFormPost(req)) return;
    verify(req, sent);
  });

  app.addHook('preValidation', async (req) => {
    if (!UNSAFE.has(req.method) || req.headers['x-csrf-token'] !== undefined || !isFormPost(req)) return;
    if (!isApiRoute(req)) return;
    if ((req.routeOptions.config as { csrf?: boolean } | undefined)?.csrf === false) return;
    verify(req, (req.body as Record<string, unknown> | undefined)?._csrf);
  });

  function verify(req: FastifyRequest, sent: unknown) {
    const sid = req.existingSessionId();
    if (!sid || typeof sent !== 'string' || !safeEqual(sent, csrfFor(sid))) {
      throw new Refusal(419, 'Your session has expired. Please refresh the page and try again.');
    }
  }
});

/**
 * A call of the JSON API, decided on the route the router matched: it decodes the path, so the raw
 * URL `/%761/cart/add` reaches `/v1/cart/add` and must be checked like it.
 */
function isApiRoute(req: FastifyRequest): boolean {
  const route = req.routeOptions.url ?? '';
  return route.startsWith('/v1/') || route.startsWith('/pos/');
}

function isFormPost(req: FastifyRequest): boolean {
  return (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
