// The OpenAPI 3.1 document of the shop's JSON API, made from the route table (contract/routes.ts) and
// nothing else: each row's method and path, and its Zod request turned into JSON Schema by Zod's own
// z.toJSONSchema. A row added to the table is in the document without a line here, and a field renamed
// in a request schema is renamed in the document too: no schema is written twice.
//
// The answers are TypeScript types in the table (nothing at run time), so a 200 is described as a
// `{ success: true }` object that allows more; every failure is the one envelope `{ success: false, msg }`.
import { z } from 'zod';
import { pathParams } from './addresses.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { type CallName, calls } from './routes.ts';

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) as z.toJSONSchema writes it. */
export type JsonSchema = Record<string, unknown>;

export interface ApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface ApiOperation {
  operationId: CallName;
  summary: string;
  /** The route table's rows at this address (more than one where two rows share it). */
  'x-calls': CallName[];
  tags: string[];
  parameters?: ApiParameter[];
  requestBody?: {
    required: boolean;
    content: Partial<Record<'application/json' | 'multipart/form-data', { schema: JsonSchema }>>;
  };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security: Record<string, string[]>[];
}

export type ApiMethod = 'get' | 'post' | 'put';

export interface ApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<ApiMethod, ApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: 'apiKey'; in: 'cookie' | 'header'; name: string; description: string }>;
  };
}

/** The anti-forgery header (CONTRACT.md): the token of `GET /v1/csrf`, bound to the session cookie. */
export const CSRF_HEADER = 'X-CSRF-TOKEN';

/** The areas of the API, by the start of a call's path: the tags of the document and the page's groups. */
export const API_AREAS = [
  {
    prefix: '/v1/',
    name: 'storefront v1',
    description: "The storefront's calls: catalogue, cart, checkout, accounts.",
  },
  { prefix: '/pos/', name: 'pos', description: "The staff back office's calls: they need a signed-in staff session." },
] as const;

/** The failure envelope of every call (contract/routes.ts `Failure`): some calls add fields. */
const failure = z.object({ success: z.literal(false), msg: z.string() }).loose();
/** Any answer: the table types answers in TypeScript only, so their fields are not described. */
const answer = z.object({ success: z.literal(true).optional() }).loose();

/**
 * A Zod schema as JSON Schema for what a client sends (io 'input': a transform or a pipe is described by
 * its input side, a default makes a field optional). A type JSON Schema cannot say becomes `{}` (any)
 * rather than breaking the whole document; openapi.test.ts keeps every request convertible as it is.
 */
export function requestJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** `/pos/cus-select/:customerId` as OpenAPI writes it: `/pos/cus-select/{customerId}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

export const areaOf = (path: string) => API_AREAS.find((area) => path.startsWith(area.prefix))?.name ?? 'other';

/**
 * The document, made once per process (the table does not change while it runs). The version is the
 * package's, handed in by the server: the contract reads no file outside itself (the browser loads it).
 */
let made: ApiDocument | undefined;
export function openApiDocument(version: string): ApiDocument {
  if (made?.info.version !== version) made = makeDocument(version);
  return made;
}

function makeDocument(version: string): ApiDocument {
  // Rows by address: two rows may share one (cart.updatePayment and pos.cart.updatePayment, see
  // routeShared in src/http/route.ts), and OpenAPI has one operation per method and path.
  const byAddress = new Map<string, CallName[]>();
  for (const name of Object.keys(calls) as CallName[]) {
    const key = `${calls[name].method} ${openApiPath(calls[name].path)}`;
    byAddress.set(key, [...(byAddress.get(key) ?? []), name]);
  }
  const paths: ApiDocument['paths'] = {};
  for (const names of byAddress.values()) {
    const row = calls[names[0]!];
    const path = openApiPath(row.path);
    paths[path] ??= {};
    paths[path][row.method.toLowerCase() as ApiMethod] = operation(names);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kauri',
      version,
      description:
        "The JSON calls of Kauri's storefront (/v1) and staff back office (/pos), one operation per row of the " +
        'route table. Requests are described field by field; answers are typed in TypeScript only, so a 200 ' +
        'is described as an object with `success: true` and more. A failure is a 4xx with ' +
        '`{ "success": false, "msg": "…" }`. Sessions are the cookie ' +
        `${SESSION_COOKIE}; every POST or PUT also sends ${CSRF_HEADER} (from GET /v1/csrf). Under /pos the ` +
        'session must be a signed-in staff member’s (staff sign-in itself excepted).',
    },
    tags: API_AREAS.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: { Failure: requestJsonSchema(failure), Answer: requestJsonSchema(answer) },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The signed session cookie, set on first use; under /pos it must be a signed-in staff session.',
        },
        antiForgery: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: 'The anti-forgery token of GET /v1/csrf (or the page’s csrf-token meta), bound to the session.',
        },
      },
    },
  };
}

function operation(names: CallName[]): ApiOperation {
  const row = calls[names[0]!];
  const inPath = pathParams(row.path);
  const keys = Object.fromEntries(inPath.map((n) => [n, true as const]));
  // The server checks path parameters and the rest separately (src/http/route.ts); so does the document.
  const rests = names.map((name) => {
    const request: z.ZodObject = calls[name].request;
    return requestJsonSchema(inPath.length ? request.omit(keys as never) : request);
  });
  const isGet = row.method === 'GET';
  if (rests.length > 1 && (isGet || inPath.length))
    throw new Error(`${names.join(', ')} share a GET or a path with parameters: the document cannot say that yet`);
  const request: z.ZodObject = row.request;
  const parameters: ApiParameter[] = inPath.map((param) => ({
    name: param,
    in: 'path',
    required: true,
    schema: requestJsonSchema(request.shape[param] as z.ZodType),
  }));
  // Rows at one address: the server takes either row's request.
  const rest = rests.length === 1 ? rests[0]! : { anyOf: rests };
  const required = new Set((rests[0]!.required as string[] | undefined) ?? []);
  if (isGet)
    for (const [field, schema] of Object.entries((rest.properties as Record<string, JsonSchema> | undefined) ?? {}))
      parameters.push({ name: field, in: 'query', required: required.has(field), schema });
  const area = areaOf(row.path);
  const bodyRequired = rests.every((r) => ((r.required as string[] | undefined) ?? []).length > 0);
  return {
    operationId: names[0]!,
    summary: names.join(' or '),
    'x-calls': names,
    tags: [area],
    ...(parameters.length ? { parameters } : {}),
    ...(isGet ? {} : { requestBody: body(row.file, rest, bodyRequired) }),
    responses: {
      '200': {
        description: 'The answer. Its fields are typed in TypeScript (the route table), not described here.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Answer' } } },
      },
      '4XX': {
        description: 'Refused or bad input: the failure envelope; nothing was changed.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
      },
    },
    security: security(area, isGet),
  };
}

/**
 * A POST's body: JSON, or for an upload (a row with `file`) multipart with that one file beside the
 * request's other fields, which the route reads from the stream itself.
 */
function body(file: string | undefined, rest: JsonSchema, required: boolean): ApiOperation['requestBody'] {
  if (!file) return { required, content: { 'application/json': { schema: rest } } };
  const schema = {
    ...rest,
    properties: {
      ...(rest.properties as object | undefined),
      [file]: { type: 'string', contentMediaType: 'application/octet-stream' },
    },
    required: [...((rest.required as string[] | undefined) ?? []), file],
  };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

/** A GET reads with the session (or none); a change needs the session and the anti-forgery header. */
function security(area: string, isGet: boolean): ApiOperation['security'] {
  const staff = area === 'pos';
  if (isGet) return staff ? [{ session: [] }] : [{}, { session: [] }];
  return [{ session: [], antiForgery: [] }];
}
