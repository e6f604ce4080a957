// The server's store of kept page parts (web/shop/components/Kept.tsx), handed to the page render through
// the load context in production (pages.ts, web/entry.server.tsx): each part rendered once per key with
// React's own renderToString, so the html is what rendering the part in the page would write.
import { renderToString } from 'react-dom/server';
import type { KeepMarkup } from '../web/context.ts';

/** Keys kept at once: a key changes only when the rooms, the site's settings or the year do. */
const KEPT_PARTS = 20;

export type KeptMarkup = KeepMarkup & { readonly size: number; clear(): void };

export function createKeptMarkup(max = KEPT_PARTS): KeptMarkup {
  // Oldest first: a Map keeps insertion order, and the oldest entries go beyond `max`.
  const kept = new Map<string, string>();
  const keep = (key: string, render: () => React.ReactNode) => {
    let html = kept.get(key);
    if (html === undefined) {
      html = renderToString(render());
      kept.set(key, html);
      while (kept.size > max) kept.delete(kept.keys().next().value!);
    }
    return html;
  };
  // clear(): the catalogue changed (the parts show its rooms), so each part is rendered afresh once.
  return Object.assign(Object.defineProperty(keep, 'size', { get: () => kept.size }), {
    clear: () => kept.clear(),
  }) as KeptMarkup;
}

export const keptMarkup = createKeptMarkup();
