// The cart under load: add-to-cart and cart content for 32 shoppers at once, and complete
// purchase for many shoppers racing for a scarce sofa, checking afterwards that no unit was sold
// twice and no stock figure went negative.
import pg from 'pg';
import { type Figure, measure } from './lib.ts';

export interface Shopper {
  cookie: string;
  token: string;
}

export async function newShopper(app: string): Promise<Shopper> {
  const res = await fetch(`${app}/v1/csrf`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const { token } = (await res.json()) as { token: string };
  return { cookie, token };
}

async function post(app: string, s: Shopper, path: string, body: unknown) {
  const res = await fetch(`${app}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: s.cookie, 'x-csrf-token': s.token },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Each autocannon connection plays one shopper (its own session, cart and token). */
function perConnection(
  shoppers: Shopper[],
  build: (s: Shopper, n: number) => { method: 'GET' | 'POST'; path: string; body?: string },
) {
  let next = 0;
  let n = 0;
  return [
    {
      setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
        context.shopper ??= shoppers[next++ % shoppers.length];
        const s = context.shopper as Shopper;
        const r = build(s, n++);
        return {
          ...req,
          method: r.method,
          path: r.path,
          body: r.body,
          headers: { 'content-type': 'application/json', cookie: s.cookie, 'x-csrf-token': s.token },
        };
      },
    },
  ];
}

export async function benchCart(
  app: string,
  dbUrl: string,
  seconds: number,
): Promise<{ figures: Figure[]; race: RaceResult }> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const skus = (
      await db.query(`select v.sku from product_variants v join products p on p.id = v.product_id
        where v.sellable and p.active and not p.is_bundle order by v.id limit 300`)
    ).rows.map((r) => r.sku as string);
    const figures: Figure[] = [];

    const adders = await Promise.all(Array.from({ length: 32 }, () => newShopper(app)));
    figures.push(
      await measure({
        name: 'POST /v1/cart/add (32 shoppers)',
        url: app,
        connections: 32,
        seconds,
        requests: perConnection(adders, (_s, n) => ({
          method: 'POST',
          path: '/v1/cart/add',
          // 60 items in turn: a cart holds at most 100 different ones (src/services/cart/refusal.ts).
          body: JSON.stringify({ sku: skus[n % 60], qty: 1 }),
        })) as never,
      }),
    );

    // Carts of five lines with a zip, a coupon and one collected item: what a real cart page loads.
    const readers = await Promise.all(Array.from({ length: 32 }, () => newShopper(app)));
    for (const [i, s] of readers.entries()) {
      for (let k = 0; k < 5; k++)
        await post(app, s, '/v1/cart/add', { sku: skus[(i * 7 + k * 13) % skus.length], qty: 1 + (k % 2) });
      await post(app, s, '/v1/cart/updateBasic', { cart: { zip: '1011', coupon: 'WELCOME10' }, useSameAddress: 1 });
    }
    figures.push(
      await measure({
        name: 'GET /v1/cart/content (5-line carts, 32 shoppers)',
        url: app,
        connections: 32,
        seconds,
        requests: perConnection(readers, () => ({ method: 'GET', path: '/v1/cart/content' })) as never,
      }),
    );

    // Full carts, 100 different items (the most a cart holds): no request may hold the server long.
    const full = await Promise.all(Array.from({ length: 8 }, () => newShopper(app)));
    for (const [i, s] of full.entries())
      for (let k = 0; k < 100; k++)
        await post(app, s, '/v1/cart/add', { sku: skus[(i * 11 + k) % skus.length], qty: 1 });
    figures.push(
      await measure({
        name: 'GET /v1/cart/content (100-line carts, 8 shoppers)',
        url: app,
        connections: 8,
        seconds,
        requests: perConnection(full, () => ({ method: 'GET', path: '/v1/cart/content' })) as never,
      }),
      await measure({
        name: 'GET /cart page (100-line carts, 8 shoppers)',
        url: app,
        connections: 8,
        seconds,
        requests: perConnection(full, () => ({ method: 'GET', path: '/cart' })) as never,
      }),
    );
    return { figures, race: await completeRace(app, db) };
  } finally {
    await db.end();
  }
}

export interface RaceResult {
  shoppers: number;
  unitsFree: number;
  orders: number;
  soldOut: number;
  otherFailures: number;
  seconds: number;
  perSecond: number;
  freeAfter: number;
  allocAdded: number;
  negativeStockRows: number;
}

/** 80 shoppers, one unit each, of a sofa with 25 free units and nothing coming: exactly 25 orders. */
async function completeRace(app: string, db: pg.Client): Promise<RaceResult> {
  const { rows } = await db.query(`select v.id, v.sku from product_variants v join products p on p.id = v.product_id
    where v.sellable and p.active and not p.is_bundle and p.shape = 'sofa' order by v.id desc limit 1`);
  const variant = rows[0] as { id: number; sku: string };
  const unitsFree = 25;
  await db.query(`update stock set free = 0, alloc = 0, clr = 0, nons = 0, on_hand = 0 where variant_id = $1`, [
    variant.id,
  ]);
  await db.query(`update stock set free = $2, on_hand = $2 where variant_id = $1 and location_code = 'DC1'`, [
    variant.id,
    unitsFree,
  ]);
  await db.query(`update purchase_order_lines set qty_allocated = qty where variant_id = $1`, [variant.id]);
  await db.query(`delete from stock_reservations where variant_id = $1`, [variant.id]);

  const shoppers = await Promise.all(Array.from({ length: 80 }, () => newShopper(app)));
  for (const [i, s] of shoppers.entries()) {
    await post(app, s, '/v1/cart/add', { sku: variant.sku, qty: 1 });
    await post(app, s, '/v1/cart/updateBasic', {
      cart: {
        firstname: 'Race',
        lastname: `Shopper ${i}`,
        email: `race${i}@kauri.test`,
        mobile: '0211234567',
        address: '14 Ponsonby Road, Ponsonby, Auckland',
        zip: '1011',
        agree_terms: 1,
      },
      useSameAddress: 1,
    });
    await post(app, s, '/v1/cart/updatePayment', {
      payments: [{ gateway: 'windcave', name: 'Credit / Debit Card', amount: '0' }],
    });
  }
  const started = performance.now();
  const answers = await Promise.all(
    shoppers.map((s) => post(app, s, '/v1/cart/complete', { 'g-recaptcha-response': 'pass' })),
  );
  const seconds = (performance.now() - started) / 1000;
  const orders = answers.filter((a) => a.status === 200).length;
  const soldOut = answers.filter((a) => a.status === 409).length;
  const stockAfter = (
    await db.query(
      `select coalesce(sum(free), 0)::int free, coalesce(sum(alloc), 0)::int alloc from stock where variant_id = $1`,
      [variant.id],
    )
  ).rows[0];
  const negative = (await db.query(`select count(*)::int n from stock where free < 0 or alloc < 0 or on_hand < 0`))
    .rows[0].n as number;
  return {
    shoppers: shoppers.length,
    unitsFree,
    orders,
    soldOut,
    otherFailures: answers.length - orders - soldOut,
    seconds: Math.round(seconds * 100) / 100,
    perSecond: Math.round(answers.length / seconds),
    freeAfter: stockAfter.free,
    allocAdded: stockAfter.alloc,
    negativeStockRows: negative,
  };
}
