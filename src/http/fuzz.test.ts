// Every call of the route table and every other address the app serves, sent hostile input: a NUL
// character, lone UTF-16 surrogates, huge strings, wrong types, deep nesting, lists for scalars,
// unknown ids, numbers as strings, negative, NaN and 1e309, in the path, the query, a JSON body and a
// form body. Bad input is a 4xx, never a 500 (docs/architecture.md), so no answer may be a 500. The
// choice of values is seeded: every run sends the same requests. Signed in as staff for /pos, as a
// shopper with a session and token for the rest. The pages' own addresses are fuzzed on the built
// server by tests/e2e/fuzz-pages.e2e.ts (their loaders need the build); here an address with bad text
// is refused before any route, which covers the pages' catch-all too.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { pathParams } from '../contract/addresses.ts';
import { type CallName, calls } from '../contract/routes.ts';
import { testDatabases } from '../testing/databases.ts';
import { type Browser, type PosTestApp, openPosTestApp, signInShopper } from '../testing/pos-app.ts';
import { EMAILS } from '../testing/staff-fixture.ts';

/** A small seeded generator (mulberry32): the same sequence on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick<T>(list: readonly T[], n: number): T[] {
      const copy = [...list];
      const out: T[] = [];
      while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
      return out;
    },
  };
}

const deep = (levels: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** Values for one field of a JSON body; always sent: the three kinds of bad text. */
const ALWAYS: unknown[] = ['a\u0000b', '\ud800', 'x\udc00y'];
const HOSTILE: unknown[] = [
  'x'.repeat(100_000),
  '',
  ' ',
  -1,
  0,
  1.5,
  -1e21,
  Number.MAX_SAFE_INTEGER + 2,
  '1e309',
  'NaN',
  '-1',
  '99999999999999999999',
  '2147483648',
  999_999_999,
  true,
  null,
  [],
  ['a', 'b'],
  [1, [2, [3]]],
  {},
  { a: 1 },
  deep(12),
  '<script>alert(1)</script>',
  "' or 1=1--",
  '../../etc/passwd',
  '\u202e\u0301',
  '😀'.repeat(2000),
];

/** Whole bodies, as raw text with their content type. */
const RAW_BODIES: [type: string, body: string][] = [
  ['application/json', '1e309'],
  ['application/json', '{"a":1e309,"b":-1e309,"c":NaN}'],
  ['application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['application/json', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', 'null'],
  ['application/json', '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}'],
  ['application/json', '{"a":"\\u0000"}'],
  ['application/json', '{"a\\u0000":"b"}'],
  ['application/json', '{"a":"\\ud800"}'],
  ['application/json', '{"broken"'],
  ['application/x-www-form-urlencoded', `${'a'}${'[b]'.repeat(200)}=1`],
  ['application/x-www-form-urlencoded', 'a=%00&b=%ED%A0%80&c=%E0%A4%A'],
  ['application/x-www-form-urlencoded', Array.from({ length: 2000 }, (_, i) => `x[${i}]=1`).join('&')],
  ['text/plain', 'hello'],
];

/** Path parameter values, already in the address's spelling. */
const PATH_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999',
  'x'.repeat(100),
  '%2F..%2F..',
  '%27%20or%201%3D1--',
];

/** Query strings for a GET, beyond the fields' own. */
const QUERIES = ['a=%00', 'a=%ED%A0%80', 'a[b][c][d][e][f]=1', 'a=1&a=2&a=3', '%00=1', `q=${'x'.repeat(8000)}`];

/** The top-level fields of a request schema, and one level into nested objects (`cart.firstname`). */
function fieldsOf(schema: z.ZodType, prefix: string[] = [], depth = 0): string[][] {
  const shape = objectShape(schema);
  if (!shape) return [];
  const out: string[][] = [];
  for (const [key, field] of Object.entries(shape)) {
    out.push([...prefix, key]);
    if (depth < 1) out.push(...fieldsOf(field, [...prefix, key], depth + 1));
  }
  return out;
}

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  let s = schema as unknown as { _zod?: { def: Record<string, unknown> }; shape?: Record<string, z.ZodType> };
  for (let i = 0; i < 8 && s?._zod; i++) {
    if (s._zod.def.type === 'object') return s.shape ?? null;
    const def = s._zod.def;
    s = (def.innerType ?? def.out ?? def.in ?? def.schema) as typeof s;
  }
  return null;
}

function withValue(path: string[], value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let at = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) at[key] = value;
    else at = at[key] = {} as Record<string, unknown>;
  });
  return root;
}

/** A GET's query for one field: a scalar as itself, a list repeated, an object as brackets. */
function queryFor(field: string, value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => `${field}=${encodeQueryValue(v)}`).join('&') || `${field}[]=`;
  if (value !== null && typeof value === 'object') return `${field}[a][b]=1`;
  return `${field}=${encodeQueryValue(value)}`;
}

function encodeQueryValue(v: unknown): string {
  const text = String(v);
  // A lone surrogate cannot be percent-encoded as UTF-8: send the bytes a careless client would.
  return /[\ud800-\udfff]/.test(text) && !/[\ud800-\udbff][\udc00-\udfff]/.test(text)
    ? text.replace(/[\ud800-\udfff]/g, '%ED%A0%80')
    : encodeURIComponent(text);
}

function fill(path: string, value: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, value);
}

/** A sample value for each path parameter that passes its check, so the body's fields are reached. */
const SAMPLE_PARAMS: Record<string, string> = {
  orderNo: 'Q-1001',
  flag: '1',
  code: 'AKL',
  text: 'pita',
  customerId: '3',
};

/** Every request to send for one call of the table. */
function requestsFor(name: CallName, rng: ReturnType<typeof seeded>): InjectOptions[] {
  const row = calls[name];
  const params = pathParams(row.path);
  const base = row.path.replace(/:([A-Za-z_]\w*)/g, (_m, p: string) => SAMPLE_PARAMS[p] ?? '1');
  const fields = fieldsOf(row.request).filter((f) => !params.includes(f[0]!));
  const out: InjectOptions[] = [];
  for (const value of rng.pick(PATH_VALUES, params.length ? 6 : 0).concat(params.length ? ['%00'] : []))
    out.push({ method: row.method, url: fill(row.path, value) });
  for (const field of fields) {
    for (const value of [...ALWAYS, ...rng.pick(HOSTILE, 5)]) {
      if (row.method === 'GET') {
        if (field.length === 1) out.push({ method: 'GET', url: `${base}?${queryFor(field[0]!, value)}` });
      } else {
        out.push({ method: 'POST', url: base, payload: withValue(field, value) as never });
      }
    }
  }
  if (row.method === 'GET') {
    for (const q of rng.pick(QUERIES, 4).concat(['a=%00'])) out.push({ method: 'GET', url: `${base}?${q}` });
  } else {
    for (const [type, body] of rng.pick(RAW_BODIES, 7).concat([RAW_BODIES[2]!, RAW_BODIES[13]!]))
      out.push({ method: 'POST', url: base, payload: body, headers: { 'content-type': type } });
  }
  return out;
}

/** Addresses outside the route table (sign-in pages, notifications, images, the simulator, health). */
const OTHER_REQUESTS: InjectOptions[] = [
  { method: 'GET', url: '/pos/login?error=%00' },
  { method: 'GET', url: '/pos/login?error=%ED%A0%80' },
  { method: 'GET', url: '/pos/login?error[a]=1' },
  { method: 'GET', url: '/pos/microsoftlogin/callback?code=%00&state=%ED%A0%80' },
  { method: 'GET', url: '/pos/microsoftlogin/callback?code[a]=1&state=x' },
  { method: 'GET', url: '/pos/logout?x=%00' },
  // Sign-out with a token that is not this session's: a good one would end the staff session mid-run.
  { method: 'POST', url: '/pos/logout', payload: { _csrf: '\ud800' }, headers: { 'x-csrf-token': 'stale' } },
  {
    method: 'POST',
    url: '/pos/logout',
    payload: '_csrf[a][b]=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': 'stale' },
  },
  { method: 'POST', url: '/v1/payments/notify/simulator', payload: { sessionId: 'a\u0000b' } },
  { method: 'POST', url: '/v1/payments/notify/simulator', payload: deep(30) as never },
  { method: 'POST', url: '/v1/payments/notify/%00', payload: {} },
  { method: 'GET', url: '/v1/payments/notify/simulator?sessionId=%00&result=%ED%A0%80' },
  { method: 'GET', url: '/v1/payments/notify/windcave?sessionId=1e309' },
  { method: 'GET', url: '/cart/sent/%00' },
  { method: 'GET', url: '/cart/sent/%ED%A0%80' },
  { method: 'GET', url: `/cart/sent/${'x'.repeat(90)}` },
  { method: 'GET', url: '/img/p/%00/x/1.svg' },
  { method: 'GET', url: '/img/p/sofa/%ED%A0%80/1.svg' },
  { method: 'GET', url: '/img/p/sofa/red/1e309.svg' },
  { method: 'POST', url: '/gateway-sim/pay', payload: { sessionId: 'a\u0000b', amount: '1e309' } },
  {
    method: 'POST',
    url: '/gateway-sim/pay',
    payload: 'a=%00&b[c][d]=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  { method: 'POST', url: '/gateway-sim/decide', payload: { sessionId: '\ud800', decision: ['approve'] } },
  // Fields that matter only together with another (a search's text on a search route).
  { method: 'POST', url: '/v1/getItems', payload: { routeType: 'search', search: '\ud800' } },
  { method: 'POST', url: '/v1/getItems', payload: { routeType: 'search', pageStr: 'sofa\u0000' } },
  { method: 'POST', url: '/v1/getItems', payload: { routeType: 'collection', collection: 'a\u0000' } },
  {
    method: 'POST',
    url: '/v1/getItems',
    payload: { routeType: 'search', search: 'x'.repeat(100_000), pageNum: 1e308 },
  },
  { method: 'GET', url: '/healthz?x=%00' },
  { method: 'GET', url: '/p/%00', headers: { accept: 'text/html' } },
  { method: 'GET', url: '/search?q=%ED%A0%80', headers: { accept: 'text/html' } },
  { method: 'GET', url: '/%00' },
  { method: 'GET', url: '/v1/%00' },
  { method: 'GET', url: '/pos/%00' },
];

describe.each(testDatabases())('every address, sent hostile input ($name)', (target) => {
  let t: PosTestApp;
  let staff: Browser;
  let shopper: Browser;
  beforeAll(async () => {
    t = await openPosTestApp(target);
    staff = await t.staffBrowser(EMAILS.staff);
    shopper = await t.browser();
    await signInShopper(t.handle, shopper, 3, t.clock.now);
  });
  afterAll(() => t?.close());

  /** Sent with fixed cookies: a request that would move the session (a sign-in) leaves the others alone. */
  const send = (who: Browser, opts: InjectOptions) =>
    t.app.inject({
      ...opts,
      headers: { cookie: who.cookie, 'x-csrf-token': who.token, ...(opts.headers ?? {}) },
    });

  it('answers no request with a 500', { timeout: 120_000 }, async () => {
    const rng = seeded(18);
    const requests: [Browser, InjectOptions][] = [];
    for (const name of Object.keys(calls) as CallName[]) {
      const who = calls[name].path.startsWith('/pos') ? staff : shopper;
      for (const r of requestsFor(name, rng)) requests.push([who, r]);
    }
    for (const r of OTHER_REQUESTS) requests.push([r.url?.toString().startsWith('/pos') ? staff : shopper, r]);
    // The POS cart's payment rows (cart.updatePayment's address) are fuzzed with a staff session too.
    for (const r of requestsFor('pos.cart.updatePayment', rng)) requests.push([staff, r]);

    const failures: string[] = [];
    for (const [who, r] of requests) {
      const res = await send(who, r);
      if (res.statusCode >= 500) {
        const body = typeof r.payload === 'string' ? r.payload : JSON.stringify(r.payload ?? null);
        failures.push(`${r.method} ${r.url} ${body?.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(requests.length).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    // The staff session survived it all, so /pos was fuzzed signed in to the end.
    expect((await send(staff, { method: 'GET', url: '/pos/me' })).statusCode).toBe(200);
  });
});
