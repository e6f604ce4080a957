// One product in a grid. The API's `html` (POST /v1/getItems) is rendered from this same component.
import type { ProductCardData } from '../../contract/catalog.ts';

export function ProductCard({ item, index }: { item: ProductCardData; index?: number }) {
  return (
    <article className="product-card" data-sku={item.sku} data-index={index}>
      <a href={item.url}>
        <img src={item.image} alt={item.imageAlt} width={480} height={360} loading="lazy" />
        <h3>{item.name}</h3>
      </a>
      <p>{item.collection}</p>
      <p>
        <span data-price={item.price}>${item.price}</span>
        {item.onSale && <s>${item.retail}</s>}
      </p>
      <p>{item.eta}</p>
    </article>
  );
}
