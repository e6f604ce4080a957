// The outside scripts a storefront page loads when configured: Google Tag Manager (GTM_ID), Klaviyo
// (KLAVIYO_PUBLIC_KEY) and Meta's advertising pixel (META_PIXEL_ID). Each is one external script with
// the page's CSP nonce and a small inline start-up (also with the nonce); the CSP names their origins
// only when configured (http/plugins/security.ts). Pure, and run by the root loader on the server
// only, so no page's JavaScript carries it: shop/components/ThirdPartyScripts.tsx renders the tags it is given.

import type { SiteSettings } from '../../../contract/site.ts';

export interface ScriptTag {
  src?: string;
  inline?: string;
}

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const KLAVIYO_KEY = /^[A-Za-z0-9]{4,12}$/;
const META_PIXEL_ID = /^\d{6,20}$/;

/** GTM's start event on the data layer, then gtm.js for the container. Nothing for an id that is not GTM-…. */
export function gtmTags(gtmId: string): ScriptTag[] {
  if (!GTM_ID.test(gtmId)) return [];
  return [
    { inline: "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" },
    { src: `https://www.googletagmanager.com/gtm.js?id=${gtmId}` },
  ];
}

/**
 * Klaviyo's queue (its documented fallback: `window.klaviyo` an array whose push feeds `_klOnsite`, which
 * klaviyo.js replays; calls queued before it by common/lib/klaviyo.ts are carried over), then klaviyo.js.
 */
export function klaviyoTags(key: string): ScriptTag[] {
  if (!KLAVIYO_KEY.test(key)) return [];
  return [
    {
      inline:
        'window._klOnsite=window._klOnsite||[];var k=window.klaviyo||[];window.klaviyo=k;' +
        'for(var i=0;i<k.length;i++)window._klOnsite.push(k[i]);' +
        'k.push=function(){return window._klOnsite.push.apply(window._klOnsite,arguments)};',
    },
    { src: `https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${key}` },
  ];
}

/**
 * Meta's pixel: its documented queue (`fbq` an array-backed function fbevents.js replays), the pixel's init
 * and PageView, then fbevents.js. The checkout's InitiateCheckout goes through the same `fbq`
 * (common/lib/analytics.ts). Nothing for an id that is not digits.
 */
export function metaPixelTags(pixelId: string): ScriptTag[] {
  if (!META_PIXEL_ID.test(pixelId)) return [];
  return [
    {
      inline:
        'if(!window.fbq){var n=window.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};' +
        "if(!window._fbq)window._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[]}" +
        `window.fbq('init','${pixelId}');window.fbq('track','PageView');`,
    },
    { src: 'https://connect.facebook.net/en_US/fbevents.js' },
  ];
}

/** Every outside script the shop's settings name, in the order a page loads them. */
export function siteScripts(site: Pick<SiteSettings, 'gtmId' | 'klaviyoKey' | 'metaPixelId'>): ScriptTag[] {
  return [...gtmTags(site.gtmId), ...klaviyoTags(site.klaviyoKey), ...metaPixelTags(site.metaPixelId)];
}
