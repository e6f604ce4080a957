// Limits per client address on the calls a guesser or a script would hammer (docs/architecture.md:
// 429 too many tries), with @fastify/rate-limit counting in the database (services/limits) rather
// than in memory: several processes on one PostgreSQL share one count, and Redis is not always there.
// No call is limited unless its route asks: a route adds one line to its options,
// `config: { ...LIMITED.registration }` (a new limit: a row of ADDRESS_LIMITS and a line in docs/features.md).
// The address is `req.ip` (what the app's proxy settings make of it); an IPv6 client counts by its /64,
// as one machine can hold a whole /64.
import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Refusal } from '../../domain/refusal.ts';
import type { AddressLimits } from '../../services/limits/limits.service.ts';

const MINUTE = 60_000;

/**
 * The limits, per address. A shop's tills share one address behind its router, so each leaves room for
 * a busy day of ten staff; an attacker from one address gets far fewer tries than they need.
 */
export const ADDRESS_LIMITS = {
  /** Staff sign-in (POST /pos/login): ten staff signing in twice in a quarter hour fit. */
  signIn: { name: 'sign-in', max: 20, windowMs: 15 * MINUTE },
  /** PIN checks: every sale, quote and discount asks one, so a busy till asks many; each PIN still locks after 5 wrong. */
  checkPin: { name: 'check-pin', max: 60, windowMs: 15 * MINUTE },
  /** Captcha challenges: a shopper asks one per form shown. */
  captcha: { name: 'captcha', max: 60, windowMs: MINUTE },
  /** Shopper registration (POST /v1/register): a household registering a few accounts fits. */
  registration: { name: 'registration', max: 10, windowMs: 60 * MINUTE },
  /** Forgotten-password mails asked (POST /v1/password/forgot); each email also gets at most 3 mails an hour. */
  passwordMail: { name: 'password-mail', max: 10, windowMs: 60 * MINUTE },
  /** Links used (POST /v1/password/set): a token is 256 bits, so this only stops a script hammering. */
  passwordSet: { name: 'password-set', max: 20, windowMs: 60 * MINUTE },
  /** Leads left for a store (POST /v1/fakeRegister). */
  lead: { name: 'lead', max: 10, windowMs: 60 * MINUTE },
  /** The contact form (POST /v1/contact/form, counted in its handler, which answers a form post its own way). */
  contact: { name: 'contact', max: 10, windowMs: 60 * MINUTE },
} as const;

export type LimitName = keyof typeof ADDRESS_LIMITS;

/** The address a limit counts: `req.ip`, lower-cased, an IPv6 address as its /64. */
export const addressOf = (req: FastifyRequest) => normalizeIP(req.ip);

/** The words of a 429: whole minutes, rounded up. */
export const tooManyAttempts = (msLeft: number) => {
  const minutes = Math.max(1, Math.ceil(msLeft / MINUTE));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
};

/** Route config for a limited call: spread it into the route's `config`. */
export const LIMITED = Object.fromEntries(
  Object.entries(ADDRESS_LIMITS).map(([limit, { name, max, windowMs }]) => [
    limit,
    {
      rateLimit: {
        max,
        timeWindow: windowMs,
        keyGenerator: (req: FastifyRequest) => `${name} ${addressOf(req)}`,
      },
    },
  ]),
) as { [N in LimitName]: { rateLimit: RateLimitOptions } };

/** The plugin's store over the database: each call's key already names the call, so one store serves all. */
function databaseStore(limits: AddressLimits) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      done: (err: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      limits.count(key, timeWindow).then(
        ({ count, msLeft }) => done(null, { current: count, ttl: msLeft }),
        (err: Error) => done(err),
      );
    }
    child() {
      return this;
    }
  };
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { limits: AddressLimits }) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(opts.limits),
    // The plugin's Retry-After and X-RateLimit-* headers stay; the body is the contract's envelope
    // (the errors plugin turns the Refusal into it).
    errorResponseBuilder: (_req, context) => new Refusal(429, tooManyAttempts(context.ttl)),
  });
});

/**
 * A limit a route counts itself, for a call that answers its refusal in its own way (the sign-in form
 * shows its page): the same count and words as LIMITED, refused with a 429 Refusal and Retry-After.
 */
export function addressLimiter(app: FastifyInstance, limit: LimitName) {
  const count = app.createRateLimit(LIMITED[limit].rateLimit);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const counted = await count(req);
    if (counted.isAllowed || !counted.isExceeded) return;
    reply.header('retry-after', counted.ttlInSeconds);
    throw new Refusal(429, tooManyAttempts(counted.ttl));
  };
}
