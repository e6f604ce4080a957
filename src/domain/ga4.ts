// Google Analytics 4 items (listdataGA4, ga4Itmes): what the storefront reports for a product.
import type { Ga4Item, ProductCardData } from '../contract/catalog.ts';

export const GA4_BRAND = 'Kauri Furniture';

export function ga4ListItems(cards: ProductCardData[], listName: string, offset = 0): Ga4Item[] {
  return cards.map((card, i) => ({
    item_id: card.sku,
    item_name: card.name,
    item_brand: card.collection || GA4_BRAND,
    item_category: card.category,
    item_list_name: listName,
    index: offset + i,
    price: Number(card.price),
  }));
}
