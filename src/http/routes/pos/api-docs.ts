// The API's description for the shop's other systems, behind the staff guard like all of /pos:
// GET /pos/api/openapi.json (the OpenAPI 3.1 document, contract/openapi.ts) and GET /pos/api, a plain
// page listing each call with its request fields, made from the same document. Neither is a row of the
// route table: they describe the table rather than being calls of the pages, like the sign-in page.
// The page loads nothing from outside (no Swagger UI from a CDN) and works without JavaScript.
import type { FastifyInstance } from 'fastify';
import packageJson from '../../../../package.json' with { type: 'json' };
import {
  API_AREAS,
  type ApiDocument,
  type ApiOperation,
  type JsonSchema,
  openApiDocument,
} from '../../../contract/openapi.ts';
import { escapeHtml } from '../../../domain/html.ts';

export async function registerApiDocsRoutes(pos: FastifyInstance) {
  // Static addresses: Fastify's router prefers them to the /pos catch-all whatever the order.
  pos.get('/api/openapi.json', async (_req, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(openApiDocument(packageJson.version)),
  );
  pos.get('/api', async (_req, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(apiPage(openApiDocument(packageJson.version))),
  );
}

const STYLE = `
body{margin:0;background:#fbf8f3;color:#23201c;font:15px/1.5 system-ui,sans-serif}
main{max-width:64rem;margin:0 auto;padding:1.5rem}
h1,h2{color:#3f2a19}h2{margin-top:2rem;border-bottom:1px solid #efe6d8}
section{background:#fff;border:1px solid #efe6d8;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}
h3{margin:0;font-size:1rem}code{font:13px ui-monospace,monospace}
.method{display:inline-block;min-width:3.5rem;font-weight:700;color:#1f5130}
table{border-collapse:collapse;margin-top:.5rem;width:100%}td,th{text-align:left;padding:.2rem .5rem;border-top:1px solid #f3ede3;vertical-align:top}
.none{color:#6b6259;margin:.25rem 0 0}`;

/** The page: each area's calls in the table's order, with what each takes. */
export function apiPage(doc: ApiDocument): string {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op: op as ApiOperation })),
  );
  const areas = [...API_AREAS.map((a) => a.name), 'other'].map((area) => {
    const mine = operations.filter(({ op }) => op.tags.includes(area));
    if (!mine.length) return '';
    return `<h2 id="${escapeHtml(area.replaceAll(' ', '-'))}">${escapeHtml(area)}</h2>\n${mine.map((o) => callSection(o.method, o.path, o.op)).join('\n')}`;
  });
  return `<!doctype html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} API ${escapeHtml(doc.info.version)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(doc.info.title)} API <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>The same as an OpenAPI 3.1 document: <a href="/pos/api/openapi.json">/pos/api/openapi.json</a>.</p>
${areas.join('\n')}
</main></body></html>`;
}

function callSection(method: string, path: string, op: ApiOperation): string {
  const fields = requestFields(op);
  const table = fields.length
    ? `<table><thead><tr><th>field</th><th>in</th><th>type</th><th>required</th></tr></thead><tbody>${fields
        .map(
          (f) =>
            `<tr><td><code>${escapeHtml(f.name)}</code></td><td>${f.in}</td><td><code>${escapeHtml(f.type)}</code></td><td>${f.required ? 'yes' : ''}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p class="none">Takes nothing.</p>';
  return `<section id="${escapeHtml(op.operationId)}"><h3><span class="method">${method}</span> <code>${escapeHtml(path)}</code> — ${escapeHtml(op.summary)}</h3>${table}</section>`;
}

interface Field {
  name: string;
  in: 'path' | 'query' | 'body';
  type: string;
  required: boolean;
}

/** A call's fields as the page lists them: path and query parameters, then the JSON body's properties. */
export function requestFields(op: ApiOperation): Field[] {
  const fields: Field[] = (op.parameters ?? []).map((p) => ({
    name: p.name,
    in: p.in,
    type: typeText(p.schema),
    required: p.required,
  }));
  const content = op.requestBody?.content;
  const body = content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema;
  // Rows sharing an address take one of their requests: their fields together, required where all need it.
  const bodies = body ? ((body.anyOf as JsonSchema[] | undefined) ?? [body]) : [];
  const seen = new Map<string, Field>();
  for (const one of bodies) {
    const required = new Set((one.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((one.properties as Record<string, JsonSchema> | undefined) ?? {}))
      if (!seen.has(name)) seen.set(name, { name, in: 'body', type: typeText(schema), required: required.has(name) });
  }
  for (const field of seen.values())
    field.required = bodies.every((one) => ((one.required as string[] | undefined) ?? []).includes(field.name));
  return [...fields, ...seen.values()];
}

/** A JSON Schema in a few words: `integer | string`, `"a" | "b"`, `string[]`, `object`. */
export function typeText(schema: JsonSchema): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if ('contentMediaType' in schema) return 'file';
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[key])) return [...new Set((schema[key] as JsonSchema[]).map(typeText))].join(' | ');
  if (Array.isArray(schema.allOf)) return (schema.allOf as JsonSchema[]).map(typeText).join(' & ');
  const type = schema.type;
  if (Array.isArray(type)) return type.join(' | ');
  if (type === 'array') return schema.items ? `${typeText(schema.items as JsonSchema)}[]` : 'array';
  if (typeof type === 'string') return type;
  return 'any';
}
