// The cards of one loaded page, as direct children of the listing's grid (components/ListingGrid
// lays them out). The API renders its `html` from this too, so Show Me More pages append cleanly.
import { createContext, useContext, useRef, useState, useSyncExternalStore } from 'react';
import { preload } from 'react-dom';
import type { ProductCardData } from '../../../contract/catalog.ts';
import { FIRST_ROW, ProductCard } from './ProductCard.tsx';

/** The cards of one loaded page. `offset` numbers them across Show Me More pages. */
export function ProductGrid({ items, offset = 0 }: { items: ProductCardData[]; offset?: number }) {
  return (
    <>
      {items.map((item, i) => (
        <ProductCard key={item.sku} item={item} index={offset + i} />
      ))}
    </>
  );
}

/** The grid the cards sit in: two columns on phones, up to four on wide screens. */
export const GRID_CLASS = 'grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 xl:grid-cols-4';

/**
 * The server's ready-made markup of cards (web/card-html.server.tsx, through the load context and
 * entry.server.tsx): each card rendered once per card version and reused, rather than rendered with
 * React for every page. Numbered from `offset`, or unnumbered (lazily loaded) for null. Null in the
 * browser.
 */
export type CardMarkup = (items: ProductCardData[], offset: number | null) => string;
export const CardMarkupContext = createContext<CardMarkup | null>(null);

const noSubscription = () => () => {};
/** The innerHTML React is told an adopted list has: React leaves the server's cards in place. */
export const ADOPTED = { __html: '' };

/**
 * How a list of cards is drawn. On the server: from the cards' kept markup (`markup`). In the browser,
 * while React hydrates the server's page: `adopted`, the server's cards kept as they are rather than
 * hydrated card by card (the cards hold no state and their buttons work by event delegation,
 * shop/lib/card-actions.ts; hydrating them would be much of the listing's script time on a phone). Once what
 * the cards show changes (another sort, filter, page or product), `rendered` by React. Give the list's element a
 * key per kind, so React replaces it rather than patching one kind into another.
 */
export function useCardsDrawn(
  items: ProductCardData[],
): { kind: 'server'; markup: CardMarkup } | { kind: 'adopted' } | { kind: 'rendered' } {
  const markup = useContext(CardMarkupContext);
  // True while React hydrates the server's page (its server snapshot), false in the browser's own renders.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // What the adopted cards show. The same cards again (a loader run again after an add to cart) stay
  // adopted, so a row keeps its scroll position; once they differ React renders them, for good: back to
  // adopted, the list would be empty.
  const [adopted] = useState(() => (hydrating && typeof document !== 'undefined' ? JSON.stringify(items) : null));
  const left = useRef(false);
  if (markup) return { kind: 'server', markup };
  if (!left.current && adopted !== null && JSON.stringify(items) === adopted) return { kind: 'adopted' };
  left.current = true;
  return { kind: 'rendered' };
}

/** The first row's pictures, preloaded from the head as React does for the eager images it renders itself. */
export function preloadFirstRow(items: ProductCardData[]) {
  items.slice(0, FIRST_ROW).forEach((item, i) => {
    preload(item.image, { as: 'image', ...(i === 0 ? { fetchPriority: 'high' } : {}) });
  });
}

/** A grid of cards, drawn as useCardsDrawn says. */
export function CardGrid({ items, testId }: { items: ProductCardData[]; testId?: string }) {
  const drawn = useCardsDrawn(items);
  if (drawn.kind === 'server') {
    preloadFirstRow(items);
    return (
      <div
        className={GRID_CLASS}
        data-testid={testId}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own renderToString of ProductCard (web/card-html.server.tsx), escaped as React escapes.
        dangerouslySetInnerHTML={{ __html: drawn.markup(items, 0) }}
      />
    );
  }
  if (drawn.kind === 'adopted')
    return (
      <div
        key="adopted"
        className={GRID_CLASS}
        data-testid={testId}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: it only tells React to keep the server's cards.
        dangerouslySetInnerHTML={ADOPTED}
        suppressHydrationWarning
      />
    );
  return (
    <div key="rendered" className={GRID_CLASS} data-testid={testId}>
      <ProductGrid items={items} />
    </div>
  );
}
