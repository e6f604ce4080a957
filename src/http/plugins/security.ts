// Security headers. Pages get a Content-Security-Policy with a per-request nonce for React Router's
// inline scripts; the nonce reaches the page through the load context (http/pages.ts). The outside
// services a page may load (Google Tag Manager / GA4, Klaviyo, Meta's pixel, the tawk.to chat,
// the contact map's tiles) widen the policy for exactly their origins, and only when they are configured.
import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteSettings } from '../../contract/site.ts';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

/** The directives that name outside origins; each list is what the page may use beyond its own origin. */
export interface CspExtras {
  'script-src': string[];
  'style-src': string[];
  'img-src': string[];
  'connect-src': string[];
  'font-src': string[];
  'frame-src': string[];
}

const GTM = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
};

// Klaviyo's onsite script (klaviyo.js), its tracking calls and its sign-up forms' styles, pictures and fonts.
const KLAVIYO = {
  'script-src': ['https://static.klaviyo.com', 'https://static-tracking.klaviyo.com'],
  'style-src': ['https://static.klaviyo.com', 'https://static-tracking.klaviyo.com', 'https://fonts.googleapis.com'],
  'img-src': ['https://static.klaviyo.com', 'https://static-forms.klaviyo.com'],
  'connect-src': ['https://a.klaviyo.com', 'https://static-forms.klaviyo.com'],
  'font-src': ['https://fonts.gstatic.com'],
};

// Meta's pixel: fbevents.js and the pixel's own configuration script, and its hits on www.facebook.com/tr
// (an image, or a beacon).
const META_PIXEL = {
  'script-src': ['https://connect.facebook.net'],
  'img-src': ['https://www.facebook.com'],
  'connect-src': ['https://connect.facebook.net', 'https://www.facebook.com'],
};

// tawk.to's widget: its loader, its scripts, styles, pictures and fonts, its API and its websocket, and its frames.
const TAWK = {
  'script-src': ['https://embed.tawk.to', 'https://*.tawk.to'],
  'style-src': ['https://embed.tawk.to', 'https://*.tawk.to'],
  'img-src': ['https://*.tawk.to', 'https://tawk.link'],
  'connect-src': ['https://*.tawk.to', 'wss://*.tawk.to'],
  'font-src': ['https://*.tawk.to'],
  'frame-src': ['https://*.tawk.to'],
};

/** The origin of the map's tile template (https://tile.openstreetmap.org/{z}/{x}/{y}.png → https://tile.openstreetmap.org). */
export function tileOrigin(template: string): string | null {
  if (!template) return null;
  const m = /^(https:\/\/[a-z0-9.-]+(?::\d+)?)(?:\/|$)/i.exec(template.replaceAll('{s}', 'a'));
  if (!m) return null;
  const origin = m[1]!.toLowerCase();
  // A {s} subdomain template ({s}.tile.example.org) is allowed as the host's subdomains.
  return template.includes('{s}') ? origin.replace('https://a.', 'https://*.') : origin;
}

// The Instagram Graph API's media (INSTAGRAM_TOKEN): the feed's pictures come from Meta's content hosts.
const INSTAGRAM = { 'img-src': ['https://*.cdninstagram.com', 'https://*.fbcdn.net'] };

/** What the configured outside services add to the policy (nothing when none is configured). */
export function cspExtras(
  site: Pick<SiteSettings, 'gtmId' | 'klaviyoKey' | 'chat' | 'mapTileUrl'> &
    Partial<Pick<SiteSettings, 'metaPixelId'>> & { instagram?: boolean },
): CspExtras {
  const out: CspExtras = {
    'script-src': [],
    'style-src': [],
    'img-src': [],
    'connect-src': [],
    'font-src': [],
    'frame-src': [],
  };
  const add = (more: Partial<CspExtras>) => {
    for (const [k, list] of Object.entries(more) as [keyof CspExtras, string[]][])
      for (const origin of list) if (!out[k].includes(origin)) out[k].push(origin);
  };
  if (site.gtmId) add(GTM);
  if (site.klaviyoKey) add(KLAVIYO);
  if (site.metaPixelId) add(META_PIXEL);
  if (site.chat?.provider === 'tawk') add(TAWK);
  if (site.instagram) add(INSTAGRAM);
  const tiles = tileOrigin(site.mapTileUrl);
  if (tiles) add({ 'img-src': [tiles] });
  return out;
}

const NONE: CspExtras = {
  'script-src': [],
  'style-src': [],
  'img-src': [],
  'connect-src': [],
  'font-src': [],
  'frame-src': [],
};

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { dev: boolean; https: boolean; frameSrc: string[]; extras?: CspExtras }) => {
    const extras = opts.extras ?? NONE;
    app.decorateRequest('cspNonce', '');
    app.addHook('onRequest', async (req) => {
      req.cspNonce = randomBytes(16).toString('base64');
      // helmet's directive functions see the raw Node request.
      (req.raw as unknown as { cspNonce: string }).cspNonce = req.cspNonce;
    });
    // Directives helmet's defaults leave out are added only when a service needs them.
    const added: Record<string, string[]> = {};
    if (extras['connect-src'].length) added['connect-src'] = ["'self'", ...extras['connect-src']];
    if (extras['font-src'].length) added['font-src'] = ["'self'", 'https:', 'data:', ...extras['font-src']];
    await app.register(helmet, {
      // Vite's development client injects inline scripts and styles without a nonce.
      contentSecurityPolicy: opts.dev
        ? false
        : {
            useDefaults: true,
            directives: {
              'script-src': [
                "'self'",
                (req) => `'nonce-${(req as unknown as { cspNonce: string }).cspNonce}'`,
                ...extras['script-src'],
              ],
              'style-src': ["'self'", "'unsafe-inline'", ...extras['style-src']],
              'img-src': ["'self'", 'data:', ...extras['img-src']],
              'form-action': ["'self'"],
              // Card terminal B's page is a frame on the order's popup: its origin, and no other, may be framed
              // (and a configured chat's window).
              'frame-src': [...opts.frameSrc, ...extras['frame-src']],
              ...added,
              'upgrade-insecure-requests': null,
            },
          },
      crossOriginEmbedderPolicy: false,
      // Behind HTTPS (SECURE_COOKIES=1) browsers are told to come back only over HTTPS, for a year; over
      // plain HTTP (development, the journeys) the header would lock the browser out of the shop.
      hsts: opts.https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    });
    // The built scripts and styles are no documents: a policy and the page-only headers on each of the
    // 20-odd files a page loads cost more bytes than many of those files themselves (the first
    // load's budget). nosniff and the resource policy stay.
    app.addHook('onSend', async (req, reply) => {
      if (!req.url.startsWith('/assets/')) return;
      for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
    });
  },
);

const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
