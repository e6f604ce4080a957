// The POS checkout page under load: 16 tills at once, each a staff member signed in the way a browser
// does it (anti-forgery token, POST /pos/login, a new session and token), searching for items to add
// and reading a 20-line cart (bundles among them, allocations saved on a few lines).
// Targets (docs/performance.md): searchItems p95 < 30 ms, cart/get p95 < 40 ms, at 16 connections.
import pg from 'pg';
import { DEMO_STAFF_PASSWORD } from '../src/db/seed/people.ts';
import { hashSecret } from '../src/domain/passwords.ts';
import { type Figure, drain, measure } from './lib.ts';

export const POS_TILLS = 16;
const CART_LINES = 20;
const BUNDLE_LINES = 4;
const ALLOCATED_LINES = 4;

export interface Till {
  email: string;
  cookie: string;
  token: string;
}

/** A session cookie and its anti-forgery token, as a page's `<meta name="csrf-token">` gives them. */
async function freshToken(app: string, cookie?: string): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${app}/v1/csrf`, { headers: cookie ? { cookie } : {} });
  const set = res.headers.get('set-cookie');
  const { token } = (await res.json()) as { token: string };
  return { cookie: set ? set.split(';')[0]! : cookie!, token };
}

/** Signs a staff member in; sign-in moves the browser to a new session id, which needs a new token. */
export async function signInTill(app: string, email: string, password = DEMO_STAFF_PASSWORD): Promise<Till> {
  const before = await freshToken(app);
  const res = await fetch(`${app}/pos/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: before.cookie,
      'x-csrf-token': before.token,
    },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  const sid = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('kauri_sid='))!
    .split(';')[0]!;
  const after = await freshToken(app, sid);
  return { email, cookie: after.cookie, token: after.token };
}

async function call<T = Record<string, unknown>>(
  app: string,
  till: Till,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${app}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: till.cookie,
      'x-csrf-token': till.token,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Bench staff members, one per till (a salesperson has one open POS cart, whichever till they use). */
async function ensureTillStaff(db: pg.Client): Promise<string[]> {
  const emails = Array.from({ length: POS_TILLS }, (_, i) => `bench.till${String(i + 1).padStart(2, '0')}@kauri.test`);
  const have = new Set(
    (await db.query(`select lower(email) as email from staff where lower(email) = any($1)`, [emails])).rows.map(
      (r) => r.email as string,
    ),
  );
  const missing = emails.filter((e) => !have.has(e));
  if (missing.length) {
    const passwordHash = await hashSecret(DEMO_STAFF_PASSWORD);
    const pinHash = await hashSecret('3333');
    for (const [i, email] of missing.entries()) {
      await db.query(
        `insert into staff (email, password_hash, pin_hash, firstname, lastname, role, location_code) values ($1, $2, $3, 'Bench', $4, 'staff', 'AKL')`,
        [email, passwordHash, pinHash, `Till ${i + 1}`],
      );
    }
  }
  // Each run starts from empty carts, so the 20 lines are exactly what the run put there.
  await db.query(
    `delete from carts where kind = 'pos' and order_id is null and staff_id in (select id from staff where lower(email) = any($1))`,
    [emails],
  );
  return emails;
}

interface CartGet {
  cartItems: {
    id: number;
    sku: string;
    qty: number;
    subItems: { sku: string; qty: number; locationQty: Record<string, { free: number }> }[];
  }[];
  itemcount: number;
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });

/** 16 plain lines and 4 bundles, a few with two units, and allocations saved on four lines (one split across two places). */
async function fillCart(app: string, till: Till, plainSkus: string[], bundleSkus: string[], offset: number) {
  const skus = [
    ...Array.from(
      { length: CART_LINES - BUNDLE_LINES },
      (_, k) => plainSkus[(offset * 37 + k * 11) % plainSkus.length]!,
    ),
    ...Array.from({ length: BUNDLE_LINES }, (_, k) => bundleSkus[(offset * 5 + k * 7) % bundleSkus.length]!),
  ];
  for (const sku of skus) await call(app, till, 'POST', '/pos/cart/addItem', { orderNo: '', sku });
  let cart = await call<CartGet>(app, till, 'POST', '/pos/cart/get', { orderNo: '' });
  for (const item of cart.cartItems.filter((_, i) => i % 5 === 1)) {
    await call(app, till, 'POST', '/pos/cart/updateItem', { orderNo: '', item: { id: item.id, qty: 2 } });
  }
  cart = await call<CartGet>(app, till, 'POST', '/pos/cart/get', { orderNo: '' });
  if (cart.cartItems.length !== CART_LINES)
    throw new Error(`${till.email}: expected ${CART_LINES} lines, have ${cart.cartItems.length}`);
  // Allocations on the first four lines that can have them; the first two-unit line is split
  // between two places (one delivered, the rest collected), as a salesperson would.
  let allocated = 0;
  let split = false;
  for (const item of cart.cartItems) {
    if (allocated >= ALLOCATED_LINES) break;
    const sub = item.subItems[0]!;
    const [first, second] = Object.entries(sub.locationQty)
      .filter(([, q]) => q.free > 0)
      .sort((a, b) => b[1].free - a[1].free);
    const dispatch_date = inDays(7);
    let allocations: object[];
    if (!split && sub.qty >= 2 && first && second && second[1].free >= sub.qty - 1) {
      allocations = [
        { method: 'DEL', from: first[0], qty: 1, dispatch_date, confirmed: 1, note: 'bench' },
        {
          method: 'PCK',
          from: second[0],
          to: 'AKL',
          qty: sub.qty - 1,
          dispatch_date: inDays(10),
          confirmed: 0,
          note: '',
        },
      ];
      split = true;
    } else if (first && first[1].free >= sub.qty) {
      allocations = [{ method: 'DEL', from: first[0], qty: sub.qty, dispatch_date, confirmed: 1, note: 'bench' }];
    } else continue;
    await call(app, till, 'POST', '/pos/cart/saveAllocation', {
      orderNo: '',
      itemId: item.id,
      sku: sub.sku,
      allocations,
    });
    allocated++;
  }
  if (allocated < ALLOCATED_LINES) throw new Error(`${till.email}: only ${allocated} lines could be allocated`);
}

/** Each autocannon connection plays one till (its own session, token and cart). */
function perTill(tills: Till[], build: (n: number) => { path: string; body: string }) {
  let next = 0;
  let n = 0;
  return [
    {
      setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
        context.till ??= tills[next++ % tills.length];
        const t = context.till as Till;
        const r = build(n++);
        return {
          ...req,
          method: 'POST',
          path: r.path,
          body: r.body,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            cookie: t.cookie,
            'x-csrf-token': t.token,
          },
        };
      },
    },
  ];
}

/**
 * What staff type into the add-item search: sku prefixes (a product type, a product number, a whole
 * scanned sku), collection names (whole and first letters) and product words.
 */
export async function searchStrings(db: pg.Client): Promise<string[]> {
  const skus = (
    await db.query(`select distinct on (split_part(v.sku, '-', 1)) v.sku from product_variants v join products p on p.id = v.product_id
      where v.sellable and p.active order by split_part(v.sku, '-', 1), v.id desc`)
  ).rows.map((r) => r.sku as string);
  const collections = (await db.query(`select name from collections order by id limit 4`)).rows.map(
    (r) => r.name as string,
  );
  const prefixes = skus.slice(0, 4).flatMap((sku) => {
    const [room, type, number] = sku.split('-');
    return [`${room}-${type}`, `${room}-${type}-${number!.slice(0, 4)}`];
  });
  return [
    ...prefixes,
    skus[0]!.toLowerCase(),
    ...collections,
    ...collections.map((c) => c.slice(0, 3).toLowerCase()),
    'sofa',
    'velvet',
    'dining table',
    'recliner',
    'mattress',
    'storage bed',
    'bedside',
    'oak',
    'chair',
    'corner sofa',
  ];
}

export async function benchPos(
  app: string,
  dbUrl: string,
  seconds: number,
): Promise<{ figures: Figure[]; searches: string[] }> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const emails = await ensureTillStaff(db);
    const tills: Till[] = [];
    for (const email of emails) tills.push(await signInTill(app, email));

    const plainSkus = (
      await db.query(`select v.sku from product_variants v join products p on p.id = v.product_id
        where v.sellable and p.active and not p.is_bundle and exists (select 1 from stock s where s.variant_id = v.id and s.free >= 3)
        order by v.id limit 400`)
    ).rows.map((r) => r.sku as string);
    const bundleSkus = (
      await db.query(`select v.sku from product_variants v join products p on p.id = v.product_id
        where v.sellable and p.active and p.is_bundle order by v.id limit 60`)
    ).rows.map((r) => r.sku as string);
    for (const [i, till] of tills.entries()) await fillCart(app, till, plainSkus, bundleSkus, i);

    const searches = await searchStrings(db);
    const searchLoad = perTill(tills, (n) => ({
      path: '/pos/cart/searchItems',
      body: JSON.stringify({ str: searches[n % searches.length] }),
    }));
    const getLoad = perTill(tills, () => ({ path: '/pos/cart/get', body: JSON.stringify({ orderNo: '' }) }));
    // Warm the JIT and the database's caches a little before measuring. Between loads the server
    // finishes what the last one left running, so no row pays for the one before.
    const idle = `${app}/v1/csrf`;
    await measure({ name: 'warm-up', url: app, connections: POS_TILLS, seconds: 2, requests: searchLoad as never });
    await drain(idle);
    await measure({ name: 'warm-up', url: app, connections: POS_TILLS, seconds: 2, requests: getLoad as never });
    await drain(idle);

    const figures: Figure[] = [];
    figures.push(
      await measure({
        name: 'POST /pos/cart/searchItems (16 tills; target p95 < 30 ms)',
        url: app,
        connections: POS_TILLS,
        seconds,
        requests: searchLoad as never,
      }),
    );
    await drain(idle);
    figures.push(
      await measure({
        name: 'POST /pos/cart/get (20-line carts, 16 tills; target p95 < 40 ms)',
        url: app,
        connections: POS_TILLS,
        seconds,
        requests: getLoad as never,
      }),
    );
    await drain(idle);
    return { figures, searches };
  } finally {
    await db.end();
  }
}
