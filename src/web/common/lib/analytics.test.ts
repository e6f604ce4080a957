// The analytics pushes: view_item_list from a listing's listdataGA4, the cart answers' GA4 and Klaviyo
// events, Klaviyo's identify kept across a sign-in's reload. A bare window with a data layer stands in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartContentResponse } from '../../../contract/cart.ts';
import { pushCartAnswer, pushCheckoutEvent, pushViewItemList, viewItemListEvent } from './analytics.ts';
import {
  klaviyoIdentify,
  klaviyoIdentifyBeforeReload,
  klaviyoTrackCartAnswer,
  replayKlaviyoIdentity,
} from './klaviyo.ts';

type Win = { dataLayer?: unknown[]; klaviyo?: unknown[]; fbq?: (...args: unknown[]) => void };
let win: Win;
let session: Map<string, string>;

beforeEach(() => {
  win = {};
  session = new Map();
  vi.stubGlobal('window', win);
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => session.get(k) ?? null,
    setItem: (k: string, v: string) => void session.set(k, v),
    removeItem: (k: string) => void session.delete(k),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = {
  item_list_name: 'Room: Living',
  items: [{ item_id: 'SOFA-1', item_name: 'Nikau Sofa', index: 0, price: 1999 }],
};

describe('view_item_list', () => {
  it('is GA4’s event with the list’s name and items', () => {
    expect(viewItemListEvent(LIST)).toEqual({
      event: 'view_item_list',
      ecommerce: { item_list_name: 'Room: Living', items: LIST.items },
    });
  });

  it('is pushed after clearing the previous ecommerce object', () => {
    pushViewItemList(LIST);
    expect(win.dataLayer).toEqual([{ ecommerce: null }, viewItemListEvent(LIST)]);
    pushViewItemList({ ...LIST, items: [{ item_id: 'SOFA-2' }] });
    expect(win.dataLayer).toHaveLength(4);
  });

  it('is not pushed for an empty list or none', () => {
    pushViewItemList({ item_list_name: 'Search', items: [] });
    pushViewItemList(undefined);
    expect(win.dataLayer).toBeUndefined();
  });
});

describe('the cart answers', () => {
  const answer = {
    datalayer_ga4: { event: 'add_to_cart', ecommerce: { currency: 'NZD', value: 10, items: [] } },
    datalayer_klaviyo: { event: 'Added to Cart', properties: { $value: 10, AddedItemSKU: 'SOFA-1' } },
  };

  it('push GA4’s event to the data layer and Klaviyo’s as a track', () => {
    pushCartAnswer(answer);
    expect(win.dataLayer).toEqual([{ ecommerce: null }, answer.datalayer_ga4]);
    expect(win.klaviyo).toEqual([['track', 'Added to Cart', { $value: 10, AddedItemSKU: 'SOFA-1' }]]);
  });

  it('ignore a Klaviyo event that is not one', () => {
    klaviyoTrackCartAnswer(null);
    klaviyoTrackCartAnswer({ properties: {} });
    klaviyoTrackCartAnswer('Added to Cart');
    expect(win.klaviyo).toBeUndefined();
  });
});

describe('Klaviyo identify', () => {
  it('queues the profile, not an empty email', () => {
    klaviyoIdentify({ email: '' });
    expect(win.klaviyo).toBeUndefined();
    klaviyoIdentify({ email: 'aroha@example.nz', first_name: 'Aroha' });
    expect(win.klaviyo).toEqual([['identify', { email: 'aroha@example.nz', first_name: 'Aroha' }]]);
  });

  it('is queued again on the page after a sign-in reload, once', () => {
    klaviyoIdentifyBeforeReload({ email: 'aroha@example.nz' });
    expect(win.klaviyo).toHaveLength(1);
    // The reload: a new window, the session kept.
    win = {};
    vi.stubGlobal('window', win);
    replayKlaviyoIdentity();
    expect(win.klaviyo).toEqual([['identify', { email: 'aroha@example.nz' }]]);
    replayKlaviyoIdentity();
    expect(win.klaviyo).toHaveLength(1);
  });

  it('ignores a kept value that is not a profile', () => {
    session.set('kauri:klaviyo-identify', '{not json');
    replayKlaviyoIdentity();
    session.set('kauri:klaviyo-identify', '{"name":"x"}');
    replayKlaviyoIdentity();
    expect(win.klaviyo).toBeUndefined();
  });
});

describe("begin_checkout and Meta's pixel", () => {
  const cart = {
    cart: { grandtotal: '1348.00', coupon: '' },
    ga4Itmes: [{ item_id: 'SOFA-1' }],
    itemcount: 2,
  } as unknown as CartContentResponse;

  it("sends InitiateCheckout with the checkout's value in NZD to the pixel, beside GA4's event", () => {
    const calls: unknown[][] = [];
    win.fbq = (...args) => void calls.push(args);
    pushCheckoutEvent('begin_checkout', cart);
    expect(calls).toEqual([['track', 'InitiateCheckout', { value: 1348, currency: 'NZD', num_items: 2 }]]);
    expect(win.dataLayer?.[1]).toMatchObject({ event: 'begin_checkout', ecommerce: { value: 1348, currency: 'NZD' } });
    pushCheckoutEvent('add_payment_info', cart);
    expect(calls).toHaveLength(1);
  });

  it('sends nothing to a pixel the page does not have', () => {
    expect(() => pushCheckoutEvent('begin_checkout', cart)).not.toThrow();
    expect(win.fbq).toBeUndefined();
  });
});
