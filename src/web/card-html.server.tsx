// The html of a page of cards, for the API's `html` (POST /v1/getItems) and the pages' grids, and of the
// trail above a listing (its bcHtml), without rendering them with React for every answer. Part of the
// pages' server build (exported by entry.server.tsx), so the one ProductCard the pages render makes the
// API's cards too; the server takes it from that build (http/pages.ts) and hands it to the API. A card's
// markup is a pure function of its data and of where it sits (its number, and whether it is in the first
// row): each card is rendered once per distinct data and kept, keyed by the card's whole JSON. Any change
// to what the card shows (price, stock or ETA text, name, image, badges, sizes…) changes the key, so a
// stale card cannot be served: at worst an unused entry ages out. Trails are kept the same way, per trail.
import { renderToString } from 'react-dom/server';
import type { Breadcrumb, ProductCardData } from '../contract/catalog.ts';
import { Breadcrumbs } from './shop/components/Breadcrumbs.tsx';
import { FIRST_ROW, ProductCard } from './shop/components/ProductCard.tsx';

/** Cards kept (a few KB each): the whole 20,000-product catalogue's first pages and more. */
const KEPT_CARDS = 6000;

/**
 * Where a card sits changes three things only: `data-index`, and (by the number) eager loading in the
 * first row and a high fetch priority for the very first card. Each fragment is rendered at a stand-in
 * number of its class and split at its `data-index` attribute, so any number can be put back in.
 */
function positionClass(index: number | null): number | null {
  if (index === null || index === 0) return index;
  return index < FIRST_ROW ? 1 : FIRST_ROW;
}

interface Fragment {
  /**
   * React's preload of the card's picture (`<link rel="preload" as="image">`), which it hoists to the
   * front of the whole render: eager (first-row) pictures only, once per address, in card order.
   */
  preload: string;
  before: string;
  after: string;
  /** The same two parts escaped as inside a JSON string. */
  jsonBefore: string;
  jsonAfter: string;
}

const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

export interface CardHtml {
  /** The html of the cards, numbered from `offset`, exactly as renderToString(<ProductGrid …/>) writes it. */
  grid(items: ProductCardData[], offset: number, itemJson?: string[]): string;
  /**
   * The cards alone, for a page that preloads the pictures from its head (web/shop/components/ProductGrid.tsx);
   * an offset of null renders them unnumbered, as `<ProductCard item={…} />` writes them.
   */
  cards(items: ProductCardData[], offset: number | null): string;
  /** The same html as the inside of a JSON string (what JSON.stringify would write between the quotes). */
  gridJson(items: ProductCardData[], offset: number, itemJson?: string[]): string;
  /** The trail above a listing (the API's bcHtml), as <Breadcrumbs> writes it. */
  trail(crumbs: Breadcrumb[]): string;
  readonly size: number;
}

export function createCardHtml(max = KEPT_CARDS): CardHtml {
  const trails = createTrailHtml();
  // Oldest first: a Map keeps insertion order, and the oldest entries go beyond `max`.
  const kept = new Map<string, Fragment>();

  /** A card numbered `index`, or (null) a card with no number: lazily loaded, no `data-index`. */
  function fragment(item: ProductCardData, json: string, index: number | null): Fragment {
    const stand = positionClass(index);
    const key = `${stand ?? 'none'}|${json}`;
    let hit = kept.get(key);
    if (!hit) {
      const rendered = renderToString(<ProductCard item={item} index={stand ?? undefined} />);
      const start = rendered.indexOf('<article');
      const preload = rendered.slice(0, start);
      const html = rendered.slice(start);
      if (stand === null) {
        if (start < 0) throw new Error('card markup has no article');
        hit = { preload, before: html, after: '', jsonBefore: inJson(html), jsonAfter: '' };
        kept.set(key, hit);
        while (kept.size > max) kept.delete(kept.keys().next().value!);
        return hit;
      }
      const marker = ` data-index="${stand}"`;
      const at = html.indexOf(marker);
      // The attribute is the article's own and comes before any shopper-visible text; escaped data
      // can never contain the quote that ends it.
      if (start < 0 || at < 0) throw new Error('card markup has no article or data-index');
      const before = html.slice(0, at);
      const after = html.slice(at + marker.length);
      hit = { preload, before, after, jsonBefore: inJson(before), jsonAfter: inJson(after) };
      kept.set(key, hit);
      while (kept.size > max) kept.delete(kept.keys().next().value!);
    }
    return hit;
  }

  /** The preloads (in front) and the cards, each as plain html or as the inside of a JSON string. */
  function assemble(
    items: ProductCardData[],
    offset: number | null,
    itemJson: string[] | undefined,
    json: boolean,
    withPreloads = true,
  ): string {
    let preloads = '';
    let cards = '';
    const preloaded = new Set<string>();
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      const index = offset === null ? null : offset + i;
      const f = fragment(item, itemJson?.[i] ?? JSON.stringify(item), index);
      if (withPreloads && f.preload && !preloaded.has(item.image)) {
        preloaded.add(item.image);
        preloads += json ? inJson(f.preload) : f.preload;
      }
      if (index === null) cards += json ? f.jsonBefore : f.before;
      else
        cards += json
          ? `${f.jsonBefore} data-index=\\"${index}\\"${f.jsonAfter}`
          : `${f.before} data-index="${index}"${f.after}`;
    }
    return preloads + cards;
  }

  return {
    grid: (items, offset, itemJson) => assemble(items, offset, itemJson, false),
    cards: (items, offset) => assemble(items, offset, undefined, false, false),
    gridJson: (items, offset, itemJson) => assemble(items, offset, itemJson, true),
    trail: (crumbs) => trails.html(crumbs),
    get size() {
      return kept.size;
    },
  };
}

/** Trails kept at once: a search's trail names its words, so the kept set starts over past this. */
const KEPT_TRAILS = 1000;

/**
 * The trail's html, rendered once per trail: its names and addresses are the whole key, so a renamed
 * room renders afresh. React's render of it is a measurable share of a listing answer's server time.
 */
function createTrailHtml(max = KEPT_TRAILS) {
  const kept = new Map<string, string>();
  return {
    html(crumbs: Breadcrumb[]): string {
      const key = JSON.stringify(crumbs);
      let html = kept.get(key);
      if (html === undefined) {
        html = renderToString(<Breadcrumbs crumbs={crumbs} />);
        if (kept.size >= max) kept.clear();
        kept.set(key, html);
      }
      return html;
    },
  };
}

/** The process's kept cards: the API's answers (http/routes/v1/catalog.tsx) and the pages draw on one. */
export const keptCards = createCardHtml();
