// Google Analytics 4 ecommerce events on window.dataLayer, in NZD.
import type { CartContentResponse } from '../../../contract/cart.ts';
import { cents } from './format.ts';
import { klaviyoTrackCartAnswer } from './klaviyo.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** An advertising pixel, when the page has one (begin_checkout is sent to it too). */
    fbq?: (...args: unknown[]) => void;
  }
}

export function pushDataLayer(event: unknown) {
  if (typeof window === 'undefined' || !event || typeof event !== 'object') return;
  window.dataLayer ??= [];
  // GA4's advice: clear the previous ecommerce object so its fields do not leak into this event.
  if ('ecommerce' in event) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(event);
}

type CheckoutEvent = 'begin_checkout' | 'add_shipping_info' | 'add_payment_info';

/** A checkout step with the cart's items and value. */
export function pushCheckoutEvent(
  event: CheckoutEvent,
  content: CartContentResponse,
  extra: Record<string, string> = {},
) {
  const value = cents(content.cart.grandtotal) / 100;
  pushDataLayer({
    event,
    ecommerce: {
      currency: 'NZD',
      value,
      ...(content.cart.coupon ? { coupon: content.cart.coupon } : {}),
      ...extra,
      items: content.ga4Itmes,
    },
  });
  if (event === 'begin_checkout')
    window.fbq?.('track', 'InitiateCheckout', { value, currency: 'NZD', num_items: content.itemcount });
}

/** The purchase, once per order even if the thank-you page is reloaded. */
export function pushPurchaseOnce(orderNo: string, purchase: Record<string, unknown>) {
  const key = `kauri:purchase:${orderNo}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused (private mode): report anyway, once per page view.
  }
  pushDataLayer({ event: 'purchase', ecommerce: purchase });
}

/** A listing's GA4 list (the product list answer's listdataGA4). */
export interface ListDataGa4 {
  item_list_name: string;
  items: unknown[];
}

/** GA4's view_item_list for the items a listing just showed (its first render, then each getItems answer). */
export function viewItemListEvent(list: ListDataGa4) {
  return {
    event: 'view_item_list' as const,
    ecommerce: { item_list_name: list.item_list_name, items: list.items },
  };
}

/** Pushes view_item_list for the list; nothing for an empty one. */
export function pushViewItemList(list: ListDataGa4 | null | undefined) {
  if (!list || list.items.length === 0) return;
  pushDataLayer(viewItemListEvent(list));
}

/** The cart's add and remove answers: GA4's datalayer_ga4 on the data layer and Klaviyo's datalayer_klaviyo as a track. */
export function pushCartAnswer(res: { datalayer_ga4: unknown; datalayer_klaviyo: unknown }) {
  pushDataLayer(res.datalayer_ga4);
  klaviyoTrackCartAnswer(res.datalayer_klaviyo);
}
