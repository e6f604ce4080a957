// Configuration from the environment, read once at start-up. Names and defaults: the README's table.
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SiteSettings } from './contract/site.ts';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  /**
   * How many server processes share the port (WORKERS: a number, or 'auto' for one per core). Unset, it
   * is one per core up to DEFAULT_PROCESSES_MAX in production on PostgreSQL (DATABASE_URL), else one:
   * the embedded database belongs to one process (src/server.ts), and development's hot reload is one
   * process's. Why several: docs/decisions/0017-processes-per-core.md.
   */
  processes: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Set when the process runs behind HTTPS: cookies get `Secure`. */
  secureCookies: boolean;
  captcha: 'altcha' | 'recaptcha' | 'test';
  paymentGateway: 'simulator' | 'windcave';
  /** Card terminal A (veftpos, Windcave HIT): 'simulator' unless CARD_TERMINAL_A says 'windcave-hit'. */
  cardTerminalA: string;
  /** Card terminal B (weftpos, the vendor's frame): only 'simulator' exists (CARD_TERMINAL_B). */
  cardTerminalB: string;
  /**
   * The origin shoppers and staff use (PUBLIC_URL, e.g. https://shop.example.co.nz): every absolute
   * address the server builds (payment return and notification, links in mail, og:url) starts with it,
   * never with the request's Host or X-Forwarded-Host, which any client can write. Outside production
   * it defaults to http://localhost:PORT; production refuses to start without it (startRefusal).
   */
  publicUrl: string;
  /**
   * The proxies whose X-Forwarded-For/-Proto/-Host are believed (TRUST_PROXY: addresses or CIDR ranges,
   * comma-separated). Empty: nobody's, and the client's address is the socket's.
   */
  trustProxy: string[];
  smtpUrl?: string;
  /** Whether /pos/outbox shows kept mail: outside production, or with OUTBOX_PAGE=1 (`npm start` says it; so do the browser tests of a production build). */
  outboxPage: boolean;
  logLevel: string;
  /** Seconds a page that looks the same to every visitor is served from memory (PAGE_CACHE_SECONDS, 0 = off). */
  pageCacheMs: number;
  /** Seconds a product list's answer is reused (LISTING_CACHE_SECONDS, 0 = off). */
  listingCacheMs: number;
  /** How often each process looks whether the catalogue changed (CATALOGUE_WATCH_MS, 0 = never: services/catalogue/watch.ts). */
  catalogueWatchMs: number;
  /** Seed size when the database is empty on start. */
  seedProducts: number;
  /**
   * Whether this is the demonstration, which seeds an empty database with the demo shop and its staff
   * (whose password the README publishes): outside production, or SEED_DEMO=1 (`npm start` says it).
   * A production start without it seeds nothing and refuses while demo staff can sign in (src/server.ts).
   */
  seedDemo: boolean;
  /** The supplier on a tax invoice (NZ GST: the registered person's name and GST number). */
  shopLegalName: string;
  shopGstNumber: string;
  // Content, contact and marketing.
  /** Where the contact form's messages are mailed (CONTACT_MAIL_TO). */
  contactMailTo: string;
  /** Instagram Graph API token (INSTAGRAM_TOKEN); '' = the simulator's feed. */
  instagramToken: string;
  /** How long the Instagram feed is reused (INSTAGRAM_CACHE_SECONDS). */
  instagramCacheMs: number;
  /** What the pages may know of the outside services (contract/site.ts). */
  site: SiteSettings;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  const publicUrl = env.PUBLIC_URL?.trim();
  return {
    env: mode,
    port,
    processes:
      env.WORKERS === undefined
        ? mode === 'production' && env.DATABASE_URL
          ? Math.min(os.availableParallelism(), DEFAULT_PROCESSES_MAX)
          : 1
        : processCount(env.WORKERS),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    secureCookies: env.SECURE_COOKIES === '1',
    captcha: (env.CAPTCHA as Config['captcha']) ?? 'altcha',
    paymentGateway: (env.PAYMENT_GATEWAY as Config['paymentGateway']) || 'simulator',
    // A demonstration shop (the payment simulator) plays its terminal too; a real one names its terminal (startRefusal).
    cardTerminalA: env.CARD_TERMINAL_A || 'simulator',
    cardTerminalB: env.CARD_TERMINAL_B || 'simulator',
    publicUrl: publicUrl ? (originOf(publicUrl) ?? publicUrl) : `http://localhost:${port}`,
    trustProxy: listOf(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    outboxPage: mode !== 'production' || env.OUTBOX_PAGE === '1',
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'warn' : 'info'),
    seedProducts: Number(env.SEED_PRODUCTS ?? 600),
    seedDemo: mode !== 'production' || env.SEED_DEMO === '1',
    pageCacheMs: Number(env.PAGE_CACHE_SECONDS ?? 20) * 1000,
    listingCacheMs: Number(env.LISTING_CACHE_SECONDS ?? 20) * 1000,
    catalogueWatchMs: Number(env.CATALOGUE_WATCH_MS ?? 300),
    shopLegalName: env.SHOP_LEGAL_NAME?.trim() || 'Kauri Furniture Limited',
    shopGstNumber: env.SHOP_GST_NUMBER?.trim() || '123-456-789',
    // Content, contact and marketing.
    contactMailTo: env.CONTACT_MAIL_TO?.trim() || 'hello@kauri.example.nz',
    instagramToken: env.INSTAGRAM_TOKEN?.trim() || '',
    instagramCacheMs: Number(env.INSTAGRAM_CACHE_SECONDS ?? 3600) * 1000,
    site: {
      newsletterSignupUrl: env.NEWSLETTER_SIGNUP_URL?.trim() || '/newsletter/sign-up',
      mapTileUrl: env.MAP_TILE_URL?.trim() || '',
      mapAttribution: env.MAP_ATTRIBUTION?.trim() || '© OpenStreetMap contributors',
      chat: env.CHAT_PROVIDER === 'tawk' && env.CHAT_ID?.trim() ? { provider: 'tawk', id: env.CHAT_ID.trim() } : null,
      gtmId: env.GTM_ID?.trim() || '',
      klaviyoKey: env.KLAVIYO_PUBLIC_KEY?.trim() || '',
      metaPixelId: env.META_PIXEL_ID?.trim() || '',
      welcomeDelaySeconds: Number(env.WELCOME_POPUP_SECONDS ?? 12),
    },
  };
}

/**
 * Why this environment must not serve shoppers, or null when it may: one line for stderr, read by
 * src/server.ts before anything is opened. Production must name its payment gateway (the simulator's
 * page lets a shopper approve their own payment, so it runs there only when asked for by name) and
 * its public address (links in mail and the payment's return cannot be guessed from a request).
 */
export function startRefusal(env: NodeJS.ProcessEnv): string | null {
  const config = readConfig(env);
  const production = config.env === 'production';
  const gateway = env.PAYMENT_GATEWAY || undefined;
  if (gateway && gateway !== 'simulator' && gateway !== 'windcave')
    return `Kauri will not start: PAYMENT_GATEWAY=${gateway} is not a payment gateway (simulator or windcave).`;
  if (production && !gateway)
    return (
      'Kauri will not start: PAYMENT_GATEWAY is not set. In production set PAYMENT_GATEWAY=windcave ' +
      '(with WINDCAVE_USERNAME and WINDCAVE_API_KEY), or PAYMENT_GATEWAY=simulator for a demonstration ' +
      'shop whose shoppers approve their own payments.'
    );
  if (gateway === 'windcave' && (!env.WINDCAVE_USERNAME || !env.WINDCAVE_API_KEY))
    return 'Kauri will not start: PAYMENT_GATEWAY=windcave needs WINDCAVE_USERNAME and WINDCAVE_API_KEY.';
  const terminalRefusal = cardTerminalRefusal(env, production);
  if (terminalRefusal) return terminalRefusal;
  // Terminal B has no real vendor adapter yet (src/integrations/terminals/index.ts): only its simulator.
  if (env.CARD_TERMINAL_B && env.CARD_TERMINAL_B !== 'simulator')
    return `Kauri will not start: CARD_TERMINAL_B=${env.CARD_TERMINAL_B} is not a card terminal (simulator).`;
  if (processCount(env.WORKERS) > 1 && !env.DATABASE_URL)
    return `Kauri will not start: WORKERS=${env.WORKERS} needs DATABASE_URL (a PostgreSQL server): the embedded database belongs to one process.`;
  const publicUrl = env.PUBLIC_URL?.trim();
  if (publicUrl && !originOf(publicUrl))
    return `Kauri will not start: PUBLIC_URL=${publicUrl} is not an address like https://shop.example.co.nz (http or https, no path).`;
  if (production && !publicUrl)
    return (
      'Kauri will not start: PUBLIC_URL is not set. In production set it to the address shoppers use ' +
      '(e.g. https://shop.example.co.nz): the payment page returns there and links in mail point there.'
    );
  const notProxies = config.trustProxy.filter((entry) => !isProxyAddress(entry));
  if (notProxies.length > 0)
    return (
      `Kauri will not start: TRUST_PROXY names ${notProxies.join(', ')}, which is not an address: give the ` +
      "proxies' IP addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8,127.0.0.1)."
    );
  return null;
}

/**
 * Card terminal A (CARD_TERMINAL_A): 'simulator' or 'windcave-hit' (with HIT_USER, HIT_KEY and
 * HIT_STATIONS). Production with a real payment gateway must name it: a simulated terminal there would
 * mark counter payments paid with no card charged. A demonstration shop (PAYMENT_GATEWAY=simulator)
 * plays its terminal too.
 */
function cardTerminalRefusal(env: NodeJS.ProcessEnv, production: boolean): string | null {
  const terminal = env.CARD_TERMINAL_A || undefined;
  if (terminal && terminal !== 'simulator' && terminal !== 'windcave-hit')
    return `Kauri will not start: CARD_TERMINAL_A=${terminal} is not a card terminal (simulator or windcave-hit).`;
  if (production && !terminal && env.PAYMENT_GATEWAY !== 'simulator')
    return (
      'Kauri will not start: CARD_TERMINAL_A is not set. In production set CARD_TERMINAL_A=windcave-hit ' +
      '(with HIT_USER, HIT_KEY and HIT_STATIONS), or CARD_TERMINAL_A=simulator for a demonstration shop.'
    );
  if (terminal === 'windcave-hit' && (!env.HIT_USER || !env.HIT_KEY || !env.HIT_STATIONS))
    return 'Kauri will not start: CARD_TERMINAL_A=windcave-hit needs HIT_USER, HIT_KEY and HIT_STATIONS.';
  return null;
}

/** `https://shop.example.co.nz` from an address with nothing after the host, or null. */
function originOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const plain = (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  return plain && url.pathname === '/' && !url.search && !url.hash ? url.origin : null;
}

function listOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * An address or CIDR range Fastify's trustProxy takes (it throws at start-up on anything else), or
 * one of its names for a whole class of private addresses.
 */
function isProxyAddress(entry: string): boolean {
  if (entry === 'loopback' || entry === 'linklocal' || entry === 'uniquelocal') return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Processes started when WORKERS is unset (production on PostgreSQL): one per core, at most this many.
 * Each process keeps its own connections to PostgreSQL (processPoolSize in src/db/client.ts shares one
 * process's out among them, at least 4 each and 2 for generic plans): more processes than this on a large machine is a choice to make with
 * PostgreSQL's max_connections in view, by setting WORKERS.
 */
export const DEFAULT_PROCESSES_MAX = 4;

function processCount(text: string | undefined): number {
  if (text?.trim() === 'auto') return os.availableParallelism();
  const n = Number(text ?? 1);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 64) : 1;
}
