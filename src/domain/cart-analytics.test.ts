import { describe, expect, it } from 'vitest';
import { type AnalyticsItem, cartDataLayer, ga4CartItem, klaviyoCartEvent } from './cart-analytics.ts';

const lamp: AnalyticsItem = {
  sku: 'LAMP-1',
  name: 'Tui Table Lamp',
  collection: '',
  category: 'Lighting',
  variant: 'White',
  eachCents: 8_950,
  qty: 2,
  url: '/p/tui-table-lamp',
  image: '/img/p/pillow/white/1.svg',
};

describe('cart analytics', () => {
  it('reports an item in GA4 shape, the shop as brand when it has no collection', () => {
    expect(ga4CartItem(lamp, 3)).toEqual({
      item_id: 'LAMP-1',
      item_name: 'Tui Table Lamp',
      item_brand: 'Kauri Furniture',
      item_category: 'Lighting',
      item_variant: 'White',
      price: 89.5,
      quantity: 2,
      index: 3,
    });
  });

  it('values an add or a remove at the units it moved', () => {
    expect(cartDataLayer('remove_from_cart', lamp)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { currency: 'NZD', value: 179 },
    });
    expect(klaviyoCartEvent('add_to_cart', lamp, 5)).toEqual({
      event: 'Added to Cart',
      properties: {
        $value: 179,
        AddedItemProductName: 'Tui Table Lamp',
        AddedItemSKU: 'LAMP-1',
        AddedItemCategories: ['Lighting'],
        AddedItemImageURL: '/img/p/pillow/white/1.svg',
        AddedItemURL: '/p/tui-table-lamp',
        AddedItemPrice: 89.5,
        AddedItemQuantity: 2,
        ItemCount: 5,
      },
    });
    expect(klaviyoCartEvent('remove_from_cart', lamp, 0).event).toBe('Removed from Cart');
  });
});
