// A row of product cards that scrolls sideways (home lists, related items): swipe on phones,
// arrow buttons on wide screens. Without JavaScript the row still scrolls.
import { type ReactNode, useRef } from 'react';
import type { ProductCardData } from '../../../contract/catalog.ts';
import { ProductCard } from './ProductCard.tsx';
import { ADOPTED, preloadFirstRow, useCardsDrawn } from './ProductGrid.tsx';
import { ScrollArrows } from './ScrollArrows.tsx';

const ROW_CLASS =
  'no-scrollbar -mx-3 flex snap-x snap-mandatory scroll-px-3 gap-4 overflow-x-auto px-3 pb-2 sm:-mx-6 sm:scroll-px-6 sm:gap-5 sm:px-6 lg:mx-0 lg:scroll-px-0 lg:px-0';
const ARROW_CLASS =
  'absolute top-[22%] hidden size-11 place-items-center rounded-full border border-sand bg-white text-timber-dark shadow-md hover:text-kauri focus-visible:outline-2 focus-visible:outline-kauri lg:grid';
const ITEM_CLASS = 'w-[68%] shrink-0 snap-start sm:w-[40%] md:w-[30%] lg:w-[calc((100%-3*1.25rem)/4)]';

export function CardRow({
  items,
  label,
  eagerFirst = false,
}: {
  items: ProductCardData[];
  label: string;
  eagerFirst?: boolean;
}) {
  const scroller = useRef<HTMLUListElement>(null);
  // The cards are drawn as a listing's grid is (shop/components/ProductGrid.tsx, useCardsDrawn): on the
  // server from their kept markup, each in its item; adopted as sent while the page hydrates.
  const drawn = useCardsDrawn(items);
  let list: ReactNode;
  if (drawn.kind === 'server') {
    if (eagerFirst) preloadFirstRow(items);
    const html = items
      .map((item, i) => `<li class="${ITEM_CLASS}">${drawn.markup([item], eagerFirst ? i : null)}</li>`)
      .join('');
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own renderToString of ProductCard (web/card-html.server.tsx) in items of a constant class.
    list = <ul ref={scroller} aria-label={label} className={ROW_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
  } else if (drawn.kind === 'adopted') {
    list = (
      <ul
        key="adopted"
        ref={scroller}
        aria-label={label}
        className={ROW_CLASS}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: it only tells React to keep the server's cards.
        dangerouslySetInnerHTML={ADOPTED}
        suppressHydrationWarning
      />
    );
  } else {
    list = (
      <ul key="rendered" ref={scroller} aria-label={label} className={ROW_CLASS}>
        {items.map((item, i) => (
          <li key={item.sku} className={ITEM_CLASS}>
            <ProductCard item={item} index={eagerFirst ? i : undefined} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="relative">
      {list}
      {items.length > 4 && (
        <ScrollArrows
          track={scroller}
          label={label}
          share={0.9}
          backClassName={`${ARROW_CLASS} -left-5`}
          onClassName={`${ARROW_CLASS} -right-5`}
        />
      )}
    </div>
  );
}
