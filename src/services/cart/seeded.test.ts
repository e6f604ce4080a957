// The cart over the demo seed: every region of the postcode list has a delivery zone, the payment
// methods and coupons are there, and a card's add (product sku + colour) reaches a priced cart.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import type { CartContentResponse } from '../../contract/cart.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { buildApp } from '../../http/app.ts';
import { testDatabases } from '../../testing/databases.ts';
import { createServices } from '../index.ts';

describe.each(testDatabases())('cart over the demo seed on $name', (target) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    handle = await target.open();
    await seedDatabase(handle.db, { products: 30, now: new Date('2026-11-02T00:00:00Z') });
    const config = readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    app = await buildApp({
      config,
      services: createServices(handle.db, config),
      sessionSecret: 'test-secret',
      pages: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('gives every region of the postcode list a delivery zone', async () => {
    const missing = await queryRows(
      handle.db,
      sql`select distinct p.region from postcodes p
      where not exists (select 1 from delivery_zone_regions r where r.region = p.region)`,
    );
    expect(missing).toEqual([]);
    expect(await queryRows(handle.db, sql`select code from delivery_zones order by sort_order`)).toEqual(
      ['AKL', 'NI-MAIN', 'NI-REGIONAL', 'SI-MAIN', 'SI-REGIONAL'].map((code) => ({ code })),
    );
  });

  it('seeds the shopper and staff payment methods and the demo coupons', async () => {
    const methods = await queryRows<{ code: string; for_shoppers: boolean; is_default: boolean }>(
      handle.db,
      sql`select code, for_shoppers, is_default from payment_methods order by sort_order`,
    );
    expect(methods.filter((m) => m.for_shoppers).map((m) => m.code)).toEqual(['windcave', 'gem', 'q', 'laybuy']);
    expect(methods.filter((m) => m.is_default).map((m) => m.code)).toEqual(['windcave']);
    expect(methods.filter((m) => !m.for_shoppers).map((m) => m.code)).toEqual([
      'veftpos',
      'weftpos',
      'financenow',
      'offline',
      'credit',
      'directcrd',
      'no-deposit',
    ]);
    const coupons = await queryRows<{ code: string }>(handle.db, sql`select code from coupons order by id`);
    expect(coupons.map((c) => c.code)).toContain('WELCOME10');
  });

  it('adds a card’s product and prices delivery to each store’s postcode', async () => {
    const csrf = await app.inject({ method: 'GET', url: '/v1/csrf' });
    const headers = {
      cookie: String(csrf.headers['set-cookie']).split(';')[0]!,
      'x-csrf-token': csrf.json().token as string,
    };
    const [product] = await queryRows<{ sku: string; ysel: string }>(
      handle.db,
      sql`select p.sku, v.ysel from products p join product_variants v on v.product_id = p.id and v.is_default
        where p.active and p.x_label = '' order by p.id limit 1`,
    );
    const added = await app.inject({
      method: 'POST',
      url: '/v1/cart/add',
      headers,
      payload: { sku: product!.sku, xsel: '', ysel: product!.ysel, qty: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    for (const zip of ['1060', '3200', '6011', '8024', '9016', '7010', '0110']) {
      const res = await app.inject({ method: 'POST', url: '/v1/cart/zip', headers, payload: { zip } });
      expect(res.statusCode, `${zip} ${res.body}`).toBe(200);
      const c = res.json() as CartContentResponse;
      expect(Number(c.cart.shippingcost), zip).toBeGreaterThan(0);
      expect(c.cartItems[0]!.eta_text).not.toBe('');
    }
  });
});
