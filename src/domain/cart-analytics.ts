// What the cart reports to analytics: GA4 items (ga4Itmes), the add_to_cart / remove_from_cart data
// layer and the Klaviyo cart events (the add and remove answers' datalayer_ga4, datalayer_klaviyo). Pure.
import { GA4_BRAND } from './ga4.ts';

export interface AnalyticsItem {
  sku: string;
  name: string;
  collection: string;
  category: string;
  /** The colour or option chosen, e.g. 'Charcoal'. */
  variant: string;
  eachCents: number;
  qty: number;
  /** Absolute or site-relative addresses of the product page and its picture. */
  url: string;
  image: string;
}

export interface Ga4CartItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  item_variant: string;
  price: number;
  quantity: number;
  index: number;
}

export function ga4CartItem(item: AnalyticsItem, index = 0): Ga4CartItem {
  return {
    item_id: item.sku,
    item_name: item.name,
    item_brand: item.collection || GA4_BRAND,
    item_category: item.category,
    item_variant: item.variant,
    price: item.eachCents / 100,
    quantity: item.qty,
    index,
  };
}

export type CartEvent = 'add_to_cart' | 'remove_from_cart';

/** The GA4 data-layer push for one item added or removed (`qty` is the units added or removed). */
export function cartDataLayer(event: CartEvent, item: AnalyticsItem | AnalyticsItem[]) {
  const items = Array.isArray(item) ? item : [item];
  const cents = items.reduce((n, i) => n + i.eachCents * i.qty, 0);
  return { event, ecommerce: { currency: 'NZD' as const, value: cents / 100, items: items.map(ga4CartItem) } };
}

/** Klaviyo's 'Added to Cart' / 'Removed from Cart' metric with the item and the cart after the change. */
export function klaviyoCartEvent(event: CartEvent, item: AnalyticsItem, itemCount: number) {
  const added = event === 'add_to_cart';
  const prefix = added ? 'AddedItem' : 'RemovedItem';
  return {
    event: added ? 'Added to Cart' : 'Removed from Cart',
    properties: {
      $value: (item.eachCents * item.qty) / 100,
      [`${prefix}ProductName`]: item.name,
      [`${prefix}SKU`]: item.sku,
      [`${prefix}Categories`]: [item.category].filter(Boolean),
      [`${prefix}ImageURL`]: item.image,
      [`${prefix}URL`]: item.url,
      [`${prefix}Price`]: item.eachCents / 100,
      [`${prefix}Quantity`]: item.qty,
      ItemCount: itemCount,
    },
  };
}

/** GA4's add_to_wishlist push for one item hearted (POST /v1/wishlist/toggle's datalayer_ga4). */
export function wishlistDataLayer(item: AnalyticsItem) {
  return {
    event: 'add_to_wishlist' as const,
    ecommerce: { currency: 'NZD' as const, value: item.eachCents / 100, items: [{ ...ga4CartItem(item) }] },
  };
}
