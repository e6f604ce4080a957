// Registering a call of the route table (src/contract/routes.ts): its method and address come from
// the row, and fastify-type-provider-zod checks the request against the row's schema before the
// handler runs (path parameters as `params`, the rest as `querystring` for a GET, `body` for a POST).
// The handler gets the parsed request as one typed value, and must answer the row's response type
// (or send its own reply: a redirect, a page). A request that fails the schema is answered by the
// errors plugin (src/http/plugins/errors.ts): 422 with the first problem's message.
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { pathParams } from '../contract/addresses.ts';
import { type CallName, type ParsedRequestOf, type ResponseOf, calls } from '../contract/routes.ts';
import { validationMessage } from './plugins/errors.ts';

type Call = (typeof calls)[CallName];

export interface RouteOptions {
  /** More addresses of the same call (full paths like the row's: a trailing slash, an empty parameter). */
  alsoAt?: string[];
  /** Body fields older pages send as a JSON string (`cart: "{…}"`): read as the value they encode. */
  jsonFields?: string[];
  /** Route config the plugins read (`csrf: false`, `staffOpen`). */
  config?: FastifyContextConfig;
  preHandler?: preHandlerAsyncHookHandler;
  /**
   * A request that fails the schema, answered by the call itself (the sign-in form shows its page,
   * the PIN dialog's calls add `error`); without it the errors plugin answers.
   */
  invalid?: (message: string, req: FastifyRequest, reply: FastifyReply) => unknown;
}

/**
 * A reply the handler sent itself (a redirect, a page, pre-serialised JSON). Not FastifyReply
 * itself: that is thenable, which would hide the answer's literal types (`success: true`) from the
 * handler's return.
 */
export type Sent = Pick<FastifyReply, 'sent' | 'statusCode'>;

export type Handler<N extends CallName> = (
  input: ParsedRequestOf<N>,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<ResponseOf<N> | Sent>;

/** The handler of each call of the table, so the name alone picks the handler's types. */
type Handlers = { [N in CallName]: Handler<N> };

type AnyHandler = (input: Record<string, unknown>, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Registers a call of the table: `route(app, 'cart.add', async (line, req, reply) => …)`. */
export function route<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: Handlers[N],
  opts: RouteOptions = {},
) {
  const row: Call = calls[name];
  register(app, row, row.request, handler as AnyHandler, opts);
}

/**
 * Two rows at one address (cart.updatePayment and pos.cart.updatePayment): `request` is the schema
 * the server checks, which accepts both rows' requests, and the handler may give either row's answer.
 */
export function routeShared<A extends CallName, B extends CallName, S extends z.ZodObject>(
  app: FastifyInstance,
  names: readonly [A, B],
  request: S,
  handler: (
    input: z.output<S>,
    req: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<ResponseOf<A> | ResponseOf<B> | Sent>,
  opts: RouteOptions = {},
) {
  const [a, b] = [calls[names[0]], calls[names[1]]];
  if (a.method !== b.method || a.path !== b.path) throw new Error(`${names[0]} and ${names[1]} are not one address`);
  register(app, a, request, handler as AnyHandler, opts);
}

function register(app: FastifyInstance, row: Call, request: z.ZodObject, handler: AnyHandler, opts: RouteOptions) {
  const names = pathParams(row.path);
  const keys = Object.fromEntries(names.map((n) => [n, true as const]));
  const rest = names.length ? request.omit(keys as never) : request;
  // A params schema only where the path has parameters (an empty one makes Fastify warn at start).
  const params = names.length ? { params: request.pick(keys as never) } : {};
  // A POST without a body is an empty request (each field then answers for itself).
  const schema =
    row.method === 'GET' ? { ...params, querystring: rest } : { ...params, body: z.preprocess(emptyIsNothing, rest) };
  const jsonFields = opts.jsonFields ?? [];
  // Only the calls that take JSON-string fields pay for a hook on every request.
  const preValidation = jsonFields.length
    ? async (req: FastifyRequest) => {
        if (!req.body || typeof req.body !== 'object') return;
        const body = req.body as Record<string, unknown>;
        for (const field of jsonFields) if (field in body) body[field] = jsonField(body[field]);
      }
    : undefined;

  for (const path of [row.path, ...(opts.alsoAt ?? [])]) {
    app.withTypeProvider<ZodTypeProvider>().route({
      method: row.method,
      url: local(app, path),
      schema,
      config: opts.config,
      attachValidation: opts.invalid !== undefined,
      preHandler: opts.preHandler,
      preValidation,
      handler: async (req, reply) => {
        if (req.validationError && opts.invalid)
          return opts.invalid(validationMessage(req.validationError), req, reply);
        const sent = (row.method === 'GET' ? req.query : req.body) as Record<string, unknown>;
        return handler(names.length ? { ...(req.params as Record<string, unknown>), ...sent } : sent, req, reply);
      },
    });
  }
}

/** The row's address inside the scope it is registered in (the /v1 and /pos scopes have a prefix). */
function local(app: FastifyInstance, path: string): string {
  const prefix = app.prefix;
  if (!path.startsWith(prefix)) throw new Error(`${path} is not under ${prefix || '/'}`);
  return path.slice(prefix.length) || '/';
}

/** A nested field sent as a JSON string read as the value it encodes; anything else as it is. */
export function jsonField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return value;
  try {
    return JSON.parse(text);
  } catch {
    return value;
  }
}

/** What route registration needs of the configuration (the services carry none). */
export type RouteConfig = Pick<Config, 'secureCookies' | 'publicUrl'>;

function emptyIsNothing(body: unknown): unknown {
  return body === undefined || body === null || body === '' ? {} : body;
}
