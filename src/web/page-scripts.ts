// What entry.server.tsx changes in the scripts of a rendered page, on its bytes (the page is sent as
// it is: no decoding to text and back). React Router's <Scripts> writes module preloads and one inline
// module that imports the route modules and then the client entry. Both rewrites keep what a phone
// paints first ahead of the scripts, which only make the page interactive
// (docs/decisions/0015-scripts-after-the-first-picture.md).

import { EARLY_CARD_CLICKS } from './shop/lib/card-actions.ts';

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');

/** The page's scripts after what its first paint needs: after the first picture, or else at low priority. */
export function deferPageScripts(html: Buffer): Buffer {
  return scriptsAfterFirstPicture(html) ?? lowPriorityScripts(html);
}

/**
 * React Router preloads every module of the page at high priority, as high as the stylesheet and above
 * the first product picture, so on a phone's connection the scripts (~125 KB) shared the line with what
 * the first paint waits for. Where the bootstrap cannot wait for the first picture they are fetched at
 * low priority: the browser takes the stylesheet, the font and the first picture first, so a phone
 * paints sooner (docs/decisions/0015-scripts-after-the-first-picture.md).
 */
export function lowPriorityScripts(html: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(MODULE_PRELOAD); at !== -1; at = html.indexOf(MODULE_PRELOAD, from)) {
    const end = at + MODULE_PRELOAD.length;
    parts.push(html.subarray(from, end), LOW_PRIORITY);
    from = end;
  }
  if (!parts.length) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

const BOOTSTRAP = Buffer.from('type="module" async="">');
const SCRIPT_END = Buffer.from('</script>');
const TAG_END = Buffer.from('>');
const HREF = /\shref="([^"\\]+)"/;
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"\\]+");$/gm;

/**
 * Waits, in the page's inline module, for the first picture (the one fetched at high priority) and the
 * frame that paints it (until the next frame starts: the browser reports a paint when its frame reaches
 * the screen, a little after the frame is drawn), and at most a second (a hidden tab paints no frames);
 * then asks for every module of the page at once, as the preloads React Router wrote would have.
 * Written out as text: it runs before any of the page's own code is loaded. Until that code takes over,
 * a tap on a storefront product card's button (a size, Add to Cart, the heart) is kept, a second tap
 * on the same button counting once, for the card actions to replay (shop/lib/card-actions.ts,
 * EARLY_CARD_CLICKS) rather than lost. Only the storefront's layout installs the card actions, and only
 * its cards are `.product-card`: the staff pages' own item lines are never held.
 */
function afterFirstPicture(modules: string[]): string {
  return `const clicks = [];
const keep = (event) => {
  const button = event.target instanceof Element && event.target.closest('.product-card button');
  if (!button) return;
  event.preventDefault();
  if (clicks.at(-1) !== button) clicks.push(button);
};
addEventListener('click', keep, true);
window.${EARLY_CARD_CLICKS} = { clicks, stop: () => removeEventListener('click', keep, true) };
await new Promise((go) => {
  const paint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go)));
  const picture = document.querySelector('img[fetchpriority="high"]');
  if (picture && !picture.complete) {
    picture.addEventListener('load', paint, { once: true });
    picture.addEventListener('error', paint, { once: true });
  } else paint();
  setTimeout(go, 1000);
});
for (const href of ${JSON.stringify(modules)}) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}`;
}

/**
 * The page's scripts are fetched and run once its first picture is painted. On a fast connection the
 * modules (~125 KB) arrived with the picture and evaluating them took the main thread before the
 * browser's first frame; on a phone's connection they shared the line with the stylesheet, the font and
 * the picture. Lighthouse's phone counts every script that finished loading before the largest paint
 * into that paint. The page works without them
 * (links, forms); they make it interactive a moment later. React Router's module preloads are taken
 * out of the head and made by the inline module after the wait, and its `import * as routeN from "…"`
 * lines (hoisted: evaluated before anything else in it) become `await import("…")`. Null for a
 * bootstrap of any other shape.
 */
export function scriptsAfterFirstPicture(html: Buffer): Buffer | null {
  const open = html.lastIndexOf(BOOTSTRAP);
  if (open === -1) return null;
  const start = open + BOOTSTRAP.length;
  const end = html.indexOf(SCRIPT_END, start);
  if (end === -1) return null;
  const code = html.toString('utf8', start, end);
  const routes: { name: string; url: string }[] = [];
  const rest = code.replace(STATIC_IMPORT, (_line, name: string, url: string) => {
    routes.push({ name, url });
    return '';
  });
  if (!routes.length || /^\s*import[\s*{"']/m.test(rest)) return null;

  const parts: Buffer[] = [];
  const modules: string[] = [];
  let from = 0;
  for (let at = html.indexOf(MODULE_PRELOAD); at !== -1 && at < open; at = html.indexOf(MODULE_PRELOAD, from)) {
    const tagEnd = html.indexOf(TAG_END, at);
    if (tagEnd === -1) return null;
    const href = HREF.exec(html.toString('utf8', at, tagEnd))?.[1];
    if (!href) return null;
    modules.push(href);
    parts.push(html.subarray(from, at));
    from = tagEnd + TAG_END.length;
  }
  const names = routes.map((m) => m.name).join(', ');
  const imports = routes.map((m) => `import(${m.url})`).join(', ');
  const deferred = `${afterFirstPicture(modules)}\nconst [${names}] = await Promise.all([${imports}]);\n${rest}`;
  parts.push(html.subarray(from, start), Buffer.from(deferred), html.subarray(end));
  return Buffer.concat(parts);
}
