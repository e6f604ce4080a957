import { describe, expect, it } from 'vitest';
import { deferPageScripts } from './page-scripts.ts';

// The shape React Router 7's <Scripts> writes (React hoists the preloads into the head).
const PRELOADS =
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/router-B.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root-C.js" nonce="n1"/>';
const BOOTSTRAP = `;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/listing-D.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"listing-room":route1};

import("/assets/entry.client-A.js");`;
const page = (bootstrap: string) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/>${PRELOADS}</head>` +
      `<body><img src="/img/1.svg" fetchpriority="high"/><script nonce="n1">window.__ctx = {}</script>` +
      `<script nonce="n1" type="module" async="">${bootstrap}</script></body></html>`,
  );

describe('deferPageScripts', () => {
  it('takes the module preloads out of the head and has the bootstrap ask for them, and import its routes, after the first picture', () => {
    const html = deferPageScripts(page(BOOTSTRAP)).toString();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/></head>');
    const bootstrap = html.slice(html.indexOf('type="module" async="">'));
    expect(bootstrap).not.toMatch(/^import \*/m);
    const wait = bootstrap.indexOf('await new Promise');
    const preloads = bootstrap.indexOf('["/assets/entry.client-A.js","/assets/router-B.js","/assets/root-C.js"]');
    const routes = bootstrap.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/listing-D.js")]);',
    );
    const modules = bootstrap.indexOf('window.__reactRouterRouteModules = {"root":route0,"listing-room":route1};');
    const entry = bootstrap.indexOf('import("/assets/entry.client-A.js");</script>');
    // In this order: the wait, the preloads, the routes, React Router's globals, the client entry.
    const order = [wait, preloads, routes, modules, entry];
    expect(wait).toBeGreaterThan(0);
    expect(order).toEqual(order.toSorted((a, b) => a - b));
    // The rest of the page is as it was.
    expect(html).toContain('<script nonce="n1">window.__ctx = {}</script>');
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('leaves a bootstrap of another shape in place and only lowers the preloads’ priority', () => {
    const other = `import "/assets/manifest-E.js";\n${BOOTSTRAP}`;
    const html = deferPageScripts(page(other)).toString();
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-A.js" nonce="n1"/>',
    );
    expect(html).toContain(`type="module" async="">${other}</script>`);
    expect(html).not.toContain('await new Promise');
  });

  it('leaves a page without scripts as it is', () => {
    const html = Buffer.from('<!DOCTYPE html><html><body><p>Hi</p></body></html>');
    expect(deferPageScripts(html)).toBe(html);
  });
});
