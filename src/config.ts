// Configuration from the environment, read once at start-up. Names and defaults: the README's table.
import path from 'node:path';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Set when the process runs behind HTTPS: cookies get `Secure`. */
  secureCookies: boolean;
  captcha: 'altcha' | 'recaptcha' | 'test';
  paymentGateway: 'simulator' | 'windcave';
  smtpUrl?: string;
  /** Whether /pos/outbox shows kept mail: outside production, or with OUTBOX_PAGE=1 (browser tests of a production build). */
  outboxPage: boolean;
  logLevel: string;
  /** Seconds a page that looks the same to every visitor is served from memory (PAGE_CACHE_SECONDS, 0 = off). */
  pageCacheMs: number;
  /** Seconds a product list's answer is reused (LISTING_CACHE_SECONDS, 0 = off). */
  listingCacheMs: number;
  /** Seed size when the database is empty on start. */
  seedProducts: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  return {
    env: mode,
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    secureCookies: env.SECURE_COOKIES === '1',
    captcha: (env.CAPTCHA as Config['captcha']) ?? 'altcha',
    paymentGateway: (env.PAYMENT_GATEWAY as Config['paymentGateway']) ?? 'simulator',
    smtpUrl: env.SMTP_URL || undefined,
    outboxPage: mode !== 'production' || env.OUTBOX_PAGE === '1',
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'warn' : 'info'),
    seedProducts: Number(env.SEED_PRODUCTS ?? 600),
    pageCacheMs: Number(env.PAGE_CACHE_SECONDS ?? 20) * 1000,
    listingCacheMs: Number(env.LISTING_CACHE_SECONDS ?? 20) * 1000,
  };
}
