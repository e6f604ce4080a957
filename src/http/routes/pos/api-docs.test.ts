// GET /pos/api/openapi.json and GET /pos/api on both databases: staff only (401 for a call, the sign-in
// page for a browser), the document is the route table's, and the page lists every call with its
// fields, escaped, loading nothing from elsewhere. Neither address is taken by the /pos catch-all.
import { describe, expect, it } from 'vitest';
import packageJson from '../../../../package.json' with { type: 'json' };
import { addresses } from '../../../contract/addresses.ts';
import { openApiPath } from '../../../contract/openapi.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { typeText } from './api-docs.ts';

describe.each(testDatabases())('the API description under /pos/api ($name)', (target) => {
  const { t, sam } = usePosTestApp(target);

  it('answers 401 without a staff session, and sends a browser to sign in', async () => {
    const visitor = await t.browser();
    const doc = await visitor.get('/pos/api/openapi.json');
    expect(doc.statusCode).toBe(401);
    expect(doc.json()).toMatchObject({ success: false });
    expect((await visitor.get('/pos/api')).statusCode).toBe(401);
    const page = await visitor.get('/pos/api', { accept: 'text/html' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/pos/login');
  });

  it('gives a staff member the OpenAPI document of every call', async () => {
    const res = await sam.get('/pos/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Kauri', version: packageJson.version });
    for (const [name, [method, path]] of Object.entries(addresses))
      expect(doc.paths[openApiPath(path)][method.toLowerCase()]['x-calls'], name).toContain(name);
  });

  it('renders the readable page, as a browser asks for it', async () => {
    const res = await sam.get('/pos/api', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<h2 id="storefront-v1">storefront v1</h2>');
    expect(html).toContain('<h2 id="pos">pos</h2>');
    for (const name of Object.keys(addresses)) expect(html, name).toContain(name);
    // A call with a path parameter and a GET with query fields show them with their types.
    expect(html).toContain('<code>/v1/order/result/{orderNo}</code>');
    expect(html).toMatch(/<td><code>orderNo<\/code><\/td><td>path<\/td>/);
    expect(html).toContain('<a href="/pos/api/openapi.json">');
    // Nothing from elsewhere: no script at all, no outside stylesheet or picture.
    expect(html).not.toMatch(/<script|<link|src="https?:/i);
  });

  it('is not taken by the pages catch-all beside it', async () => {
    expect((await sam.get('/pos/api/nothing-here')).statusCode).toBe(404);
  });
});

describe('the page’s types', () => {
  it('says a schema in a few words', () => {
    expect(typeText({ anyOf: [{ type: 'integer' }, { type: 'string' }] })).toBe('integer | string');
    expect(typeText({ enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(typeText({ type: 'array', items: { type: 'string' } })).toBe('string[]');
    expect(typeText({ const: true })).toBe('true');
    expect(typeText({})).toBe('any');
  });
});
