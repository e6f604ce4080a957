// Paying a quote online over HTTP (src/http/routes/v1/quote-pay*.test.ts): the whole app on a real port
// over the staff fixture's shop, so the payment simulator's signed notification reaches the notify
// route as it would live (as in checkout.test.ts); quotes written by the quote fixture with their pay
// link's token, and a browser that pays and decides on the simulator's page.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nzToday } from '../domain/dates.ts';
import { readConfig } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { buildApp } from '../http/app.ts';
import { SIMULATOR_PAGE } from '../integrations/payments/simulator.ts';
import { createServices, type Services } from '../services/index.ts';
import { payQuoteUrl } from '../services/pos-cart/quote-link.ts';
import type { TestDatabase } from './databases.ts';
import { freePort } from './free-port.ts';
import { insertQuote } from './quote-fixture.ts';
import { insertStaffFixture } from './staff-fixture.ts';

export const SOFA = 1;
export const LAMP = 3;
/** A quote's last day far ahead: payable whatever today is. */
const FAR = '2099-12-31';

/** What POST /v1/quote/pay answers. */
export interface PayAnswer {
  success: true;
  orderNo: string;
  redirect: string;
  params: Record<string, string>;
  method: string;
}

export async function openQuotePayApp(target: TestDatabase, firstNo: number) {
  const handle: DatabaseHandle = await target.open();
  const db: Database = handle.db;
  await insertStaffFixture(db);
  // Enough sofas at Auckland for several quotes (each takes three: two, and one in the bundle).
  await db.execute(sql`update stock set free = 12, on_hand = 12 where variant_id = ${SOFA} and location_code = 'AKL'`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = readConfig({ NODE_ENV: 'test', CAPTCHA: 'test', PUBLIC_URL: base } as NodeJS.ProcessEnv);
  const services: Services = createServices(db, config);
  const app: FastifyInstance = await buildApp({ config, services, sessionSecret: 'test-secret', pages: false });
  await app.listen({ port, host: '127.0.0.1' });
  let next = firstNo;

  /** A new payable quote (the fixture's, $4,797.00) and its pay link's token. */
  async function quote(over: Partial<Parameters<typeof insertQuote>[1]> = {}) {
    const orderNo = `P${next++}`;
    const { orderId } = await insertQuote(db, { orderNo, expiryDate: FAR, ...over });
    const path = await payQuoteUrl(db, orderNo);
    return { orderNo, orderId, t: new URL(path, base).searchParams.get('t')! };
  }

  /** A visitor: its session cookie and anti-forgery token; pays, and decides on the simulator's page. */
  async function browser() {
    const res = await fetch(`${base}/v1/csrf`);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const { token } = (await res.json()) as { token: string };
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const form = (path: string, fields: Record<string, string>) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    const decide = async (params: Record<string, string>, decision: 'approve' | 'decline') => {
      const page = await form(SIMULATOR_PAGE, params);
      const payer = /name="payer" value="([0-9a-f]{64})"/.exec(await page.text())?.[1] ?? '';
      return form('/gateway-sim/decide', { ...params, payer, decision });
    };
    const pay = (q: { orderNo: string; t: string }, over: Record<string, unknown> = {}) =>
      post('/v1/quote/pay', {
        orderNo: q.orderNo,
        t: q.t,
        payment: 'windcave',
        comment: 'Please ring before delivery',
        agree: 1,
        token: 'pass',
        ...over,
      });
    return { post, decide, pay };
  }

  const orderRow = async (orderNo: string) =>
    (
      await queryRows<{ kind: string; status: string; channel: string; comment: string; hold_until: string | null }>(
        db,
        sql`select kind, status, channel, comment, hold_until::text from orders where order_no = ${orderNo}`,
      )
    )[0]!;
  /** Units the order holds (stock_reservations 'held'). */
  const held = async (orderId: number) =>
    Number(
      (
        await queryRows<{ n: number }>(
          db,
          sql`select coalesce(sum(qty), 0)::int as n from stock_reservations where order_id = ${orderId} and status = 'held'`,
        )
      )[0]!.n,
    );

  return {
    db,
    services,
    base,
    quote,
    browser,
    orderRow,
    held,
    today: nzToday(),
    msgOf: async (res: Response) => ((await res.json()) as { msg: string }).msg,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export type QuotePayApp = Awaited<ReturnType<typeof openQuotePayApp>>;
