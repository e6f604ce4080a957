// The cards of one loaded page, as direct children of the listing's grid (components/ListingGrid
// lays them out). The API renders its `html` from this too, so Show Me More pages append cleanly.
import type { ProductCardData } from '../../contract/catalog.ts';
import { ProductCard } from './ProductCard.tsx';

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
