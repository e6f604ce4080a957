// The app over the cart fixture for integration tests, with shoppers that hold their own session
// (cookie and anti-forgery token) and can be signed in by writing their session row.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../http/app.ts';
import { readConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { SESSION_COOKIE } from '../contract/cookies.ts';
import type { TestDatabase } from './databases.ts';
import { createServices } from '../services/index.ts';
import { createCartService } from '../services/cart/cart.service.ts';
import { CART_TODAY, insertCartFixture } from './cart-fixture.ts';

export interface Shopper {
  sid: string;
  cookie: string;
  token: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Marks the session as signed in to account `userId` (what the login call will do). */
  signIn(userId: number): Promise<void>;
}

export interface CartTestApp {
  handle: DatabaseHandle;
  app: FastifyInstance;
  shopper(): Promise<Shopper>;
  close(): Promise<void>;
}

/** `env` adds settings (CAPTCHA: 'test' lets the token 'pass' through the human check). */
export async function openCartTestApp(target: TestDatabase, env: Record<string, string> = {}): Promise<CartTestApp> {
  const handle = await target.open();
  await insertCartFixture(handle.db);
  const config = readConfig({ NODE_ENV: 'test', ...env } as NodeJS.ProcessEnv);
  const services = createServices(handle.db, config);
  services.cart = createCartService(handle.db, { today: () => CART_TODAY });
  const app = await buildApp({ config, services, sessionSecret: 'test-secret', pages: false });

  async function shopper(): Promise<Shopper> {
    const res = await app.inject({ method: 'GET', url: '/v1/csrf' });
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const signed = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1));
    const sid = app.unsignCookie(signed).value!;
    const token = res.json().token as string;
    return {
      sid,
      cookie,
      token,
      get: (url) => app.inject({ method: 'GET', url, headers: { cookie } }),
      post: (url, payload = {}, headers = {}) =>
        app.inject({
          method: 'POST',
          url,
          payload: payload as never,
          headers: { cookie, 'x-csrf-token': token, ...headers },
        }),
      async signIn(userId) {
        await handle.db.execute(sql`insert into sessions (id, user_id, expires_at) values (${sid}, ${userId}, now() + interval '1 day')
          on conflict (id) do update set user_id = excluded.user_id`);
      },
    };
  }

  return {
    handle,
    app,
    shopper,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
