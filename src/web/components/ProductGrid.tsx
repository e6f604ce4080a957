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
