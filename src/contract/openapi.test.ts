// The OpenAPI document is the route table's: every row is one operation at its address, with exactly
// the request's fields (path, query or body), and the document has OpenAPI 3.1's shape. Its JSON Schemas
// are checked by Ajv's draft 2020-12 meta-schema (Ajv comes with Fastify), the dialect OpenAPI 3.1 uses.
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CallName, addresses, pathParams } from './addresses.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { type ApiMethod, type JsonSchema, openApiDocument, openApiPath } from './openapi.ts';
import { calls } from './routes.ts';

const doc = openApiDocument('1.2.3');
const names = Object.keys(addresses) as CallName[];
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method, op: op! })),
);

describe('the OpenAPI document', () => {
  it.each(names)('has %s at its address', (name) => {
    const [method, path] = addresses[name];
    const op = doc.paths[openApiPath(path)]?.[method.toLowerCase() as ApiMethod];
    expect(op?.['x-calls']).toContain(name);
  });

  it('has one operation per row and nothing else', () => {
    expect(operations.flatMap((o) => o.op['x-calls']).sort()).toEqual([...names].sort());
    expect(new Set(operations.map((o) => o.op.operationId)).size).toBe(operations.length);
  });

  it.each(names)("lists exactly %s's request fields, where the server reads them", (name) => {
    const row = calls[name];
    const op = doc.paths[openApiPath(row.path)]![row.method.toLowerCase() as ApiMethod]!;
    const params = op.parameters ?? [];
    const inPath = pathParams(row.path);
    expect(params.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(inPath);
    const shared = op['x-calls'];
    const media = row.file ? 'multipart/form-data' : 'application/json';
    const whole = op.requestBody?.content[media]?.schema;
    // At a shared address the body is one of the rows' requests, in the rows' order.
    const body = shared.length > 1 ? (whole!.anyOf as JsonSchema[])[shared.indexOf(name)] : whole;
    const rest =
      row.method === 'GET'
        ? params.filter((p) => p.in === 'query').map((p) => p.name)
        : Object.keys((body?.properties as object | undefined) ?? {});
    // An upload's body has its file beside the request's fields.
    const file = row.file ? [row.file] : [];
    expect([...inPath, ...rest].sort()).toEqual([...Object.keys(row.request.shape), ...file].sort());
    if (row.file) expect(body?.required).toContain(row.file);
    if (row.method === 'GET') expect(op.requestBody).toBeUndefined();
    else expect(params.some((p) => p.in === 'query')).toBe(false);
  });

  it('takes a required field as required and a defaulted one as optional', () => {
    const add = doc.paths['/v1/cart/add']!.post!.requestBody!.content['application/json']!.schema;
    const required = (add.required as string[]) ?? [];
    for (const [field, schema] of Object.entries(calls['cart.add'].request.shape))
      expect(required.includes(field), field).toBe(!(schema as z.ZodType).safeParse(undefined).success);
  });

  it('describes an upload as multipart with its file', () => {
    const upload = doc.paths['/pos/catalogue/product/{id}/pictures']!.post!;
    expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(upload.requestBody!.content['multipart/form-data']!.schema).toMatchObject({
      properties: { picture: { type: 'string', contentMediaType: 'application/octet-stream' } },
      required: ['picture'],
    });
  });

  it("has OpenAPI 3.1's shape", () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Kauri', version: '1.2.3' });
    const tags = new Set(doc.tags.map((t) => t.name));
    const schemes = new Set(Object.keys(doc.components.securitySchemes));
    for (const { path, method, op } of operations) {
      expect(path).toMatch(/^\/[^:]*$/);
      expect(['get', 'post', 'put']).toContain(method);
      // Every {name} of the path is a required path parameter, and every path parameter is in the path.
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const params = op.parameters ?? [];
      expect(params.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(templated);
      for (const p of params) {
        expect(['path', 'query']).toContain(p.in);
        if (p.in === 'path') expect(p.required).toBe(true);
      }
      expect(new Set(params.map((p) => `${p.in}:${p.name}`)).size).toBe(params.length);
      for (const tag of op.tags) expect(tags.has(tag), tag).toBe(true);
      for (const requirement of op.security) for (const key of Object.keys(requirement)) expect(schemes).toContain(key);
      expect(Object.keys(op.responses)).toEqual(['200', '4XX']);
      for (const response of Object.values(op.responses)) expect(response.description).not.toBe('');
    }
    expect(doc.components.securitySchemes.session).toMatchObject({ in: 'cookie', name: SESSION_COOKIE });
    expect(doc.components.securitySchemes.antiForgery).toMatchObject({ in: 'header', name: 'X-CSRF-TOKEN' });
  });

  it('asks for the anti-forgery header on every change and the session under /pos', () => {
    for (const { path, method, op } of operations) {
      if (method !== 'get') expect(op.security).toEqual([{ session: [], antiForgery: [] }]);
      if (path.startsWith('/pos/')) for (const r of op.security) expect(r).toHaveProperty('session');
    }
  });

  it('has only valid JSON Schemas (draft 2020-12), whose references resolve', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
    const all: JsonSchema[] = [
      ...Object.values(doc.components.schemas),
      ...operations.flatMap(({ op }) => [
        ...(op.parameters ?? []).map((p) => p.schema),
        ...Object.values(op.requestBody?.content ?? {}).map((media) => media.schema),
      ]),
    ];
    for (const schema of all) expect(ajv.validateSchema(schema), ajv.errorsText()).toBe(true);
    for (const { op } of operations)
      for (const response of Object.values(op.responses))
        for (const { schema } of Object.values(response.content ?? {})) {
          const ref = String(schema.$ref).replace('#/components/schemas/', '');
          expect(doc.components.schemas[ref], ref).toBeDefined();
        }
    const failure = ajv.compile(doc.components.schemas.Failure!);
    expect(failure({ success: false, msg: 'Not found' })).toBe(true);
    expect(failure({ success: true })).toBe(false);
  });
});

describe('the route table’s request schemas', () => {
  // The document turns a type JSON Schema cannot say into "any"; here none may need that.
  it.each(names)('%s converts to JSON Schema as it is', (name) => {
    expect(() => z.toJSONSchema(calls[name].request, { io: 'input', unrepresentable: 'throw' })).not.toThrow();
  });
});
