// Bad input is a 400 at the edge, before any route, page or query sees it (docs/architecture.md: bad
// input never gives a 500). Three kinds of text reached the database or the code and failed there:
// a NUL character (PostgreSQL refuses 0x00 in text), a lone UTF-16 surrogate (encodeURIComponent
// throws on it, and it is no character at all), and values nested deeper than any form of the shop
// (recursive code runs out of stack). The path, the query and the parsed body (JSON or form) are
// checked, every key and value, so no route has to remember to.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Deeper than any request of the shop (a POS cart's `payments[0][gateway]` is three). */
export const MAX_NESTING = 16;

export const BAD_TEXT = 'Invalid characters in the request';
export const TOO_DEEP = 'The request is nested too deeply';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

/** What is wrong with a parsed value (a body, a query, path parameters), or null. */
export function inputProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return badText(value) ? BAD_TEXT : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_NESTING) return TOO_DEEP;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = inputProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (badText(key)) return BAD_TEXT;
    const problem = inputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** The raw address: a NUL written as `%00`, or a path whose escapes are no UTF-8 text. */
function addressProblem(url: string): string | null {
  if (/%00|\0/i.test(url)) return BAD_TEXT;
  const path = url.split('?', 1)[0]!;
  try {
    return badText(decodeURIComponent(path)) ? BAD_TEXT : null;
  } catch {
    return BAD_TEXT;
  }
}

export const badInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req, reply) => {
    const problem = addressProblem(req.url) ?? inputProblem(req.params) ?? inputProblem(req.query);
    if (problem) return refuse(req, reply, problem);
  });
  app.addHook('preValidation', async (req, reply) => {
    const problem = inputProblem(req.body);
    if (problem) return refuse(req, reply, problem);
  });
});

/**
 * Fastify's own answer to an address its router cannot read (escapes that are no UTF-8 text, a path
 * parameter longer than it takes), given the contract's shape (src/http/app.ts passes it as
 * `frameworkErrors`): the first is bad text, the second keeps Fastify's 414.
 */
export function unreadableAddress(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_BAD_URL') return refuse(req, reply, BAD_TEXT);
  return reply.status(err.statusCode ?? 400).send({ success: false, msg: 'The address is too long' });
}

/** A page request gets a short page (the pages cannot render an address they cannot read); a call, the envelope. */
function refuse(req: FastifyRequest, reply: FastifyReply, problem: string) {
  const page =
    req.method === 'GET' && /text\/html/.test(req.headers.accept ?? '') && !req.routeOptions.url?.startsWith('/v1/');
  if (!page) return reply.status(400).send({ success: false, msg: problem });
  return reply
    .status(400)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      '<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><title>Bad request – Kauri</title></head>' +
        '<body><h1>Sorry, we could not read that address.</h1><p><a href="/">Go to the home page</a></p></body></html>',
    );
}
