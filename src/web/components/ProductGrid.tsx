// The cards of one loaded page, as direct children of the listing's grid (components/ListingGrid
// lays them out). The API renders its `html` from this too, so Show Me More pages append cleanly.
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { preload } from 'react-dom';
import type { ProductCardData } from '../../contract/catalog.ts';
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
 * The server's ready-made markup of a page of cards (http/card-html.tsx, through the load context and
 * entry.server.tsx): each card rendered once per card version and reused, rather than 24 cards rendered
 * with React for every page. Null in the browser.
 */
export type CardMarkup = (items: ProductCardData[], offset: number) => string;
export const CardMarkupContext = createContext<CardMarkup | null>(null);

const noSubscription = () => () => {};
/** The innerHTML React is told the adopted grid has: React leaves the server's cards in place. */
const ADOPTED = { __html: '' };

/**
 * A grid of cards. On the server its inside is the cards' kept markup, the very html ProductGrid
 * renders; the first row's pictures are preloaded from the head as React does for the images it
 * renders itself. In the browser the grid the server sent is adopted as it is, not hydrated card by
 * card: the cards hold no state and their buttons work by event delegation (lib/card-actions.ts), so
 * hydrating them was only work on a phone's first load (a third of the listing's script time). Once
 * the cards change (another sort, filter or page), React renders them in a grid of its own.
 */
export function CardGrid({ items, testId }: { items: ProductCardData[]; testId?: string }) {
  const markup = useContext(CardMarkupContext);
  // True while React hydrates the server's page (its server snapshot), false in the browser's own renders.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [adopted] = useState(() => (hydrating && typeof document !== 'undefined' ? items : null));
  if (markup) {
    items.slice(0, FIRST_ROW).forEach((item, i) => {
      preload(item.image, { as: 'image', ...(i === 0 ? { fetchPriority: 'high' } : {}) });
    });
    return (
      <div
        className={GRID_CLASS}
        data-testid={testId}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own renderToString of ProductCard (http/card-html.tsx), escaped as React escapes.
        dangerouslySetInnerHTML={{ __html: markup(items, 0) }}
      />
    );
  }
  if (items === adopted)
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
