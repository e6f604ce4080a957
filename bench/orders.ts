// The order and quote lists under load: 100,000 orders and quotes (web and POS, every list, one to
// three lines each) written once into the bench database by SQL (generate_series, no round trip per
// row), then POST /pos/order-list at 16 connections with many distinct bodies: the five lists, search
// words (names, email, order numbers, mobile digits, streets), sorts both ways, pages one to five,
// All branch on and off, a staff filter now and then.
// Target (docs/performance.md): p95 < 50 ms on PostgreSQL.
import pg from 'pg';
import { type Figure, measure } from './lib.ts';
import { POS_TILLS, signInTill } from './pos.ts';

export const BENCH_ORDERS = 100_000;
/** The bench's orders carry this prefix, so a re-run finds them and the demo orders stay apart. */
const PREFIX = 'BL';

// A shop's customers have many names and streets: 40 × 50 names, 36 streets in 24 suburbs, so a
// surname or a street matches one order in fifty or so, not one in ten.
const FIRST = (
  'Aroha Wiremu Ngaio Rangi Kiri Tama Olivia Jack Isla Noah Amelia Leo Mia Oliver Charlotte George Ava Lucas Harper ' +
  'Mason Emily Hunter Sophie Liam Ruby Ethan Grace Arlo Zoe Hemi Anahera Tane Maia Nikau Priya Arjun Mei Wei Sione Losa'
).split(' ');
const LAST = (
  'Ngata Tipene Walker Smith Williams Brown Wilson Taylor Henare Fifita Tupou Connor Jones Singh Patel Chen Wang Li ' +
  'Anderson Thompson Martin White Harris Clark Lewis Robinson Young King Wright Scott Green Baker Adams Nelson Hill ' +
  'Campbell Mitchell Roberts Carter Phillips Evans Turner Parker Collins Edwards Stewart Morris Murphy Cook Rogers'
).split(' ');
const STREETS = (
  'Karaka Jervois Queen Ponsonby Dominion Manukau Remuera Khyber Parnell Victoria Cuba Lambton Riccarton Colombo ' +
  'Papanui Victoria Grey Anglesea Tristram Devon Cameron Eruera Hinemoa Kahikatea Totara Rimu Matai Miro Tawa Puriri ' +
  'Kowhai Pohutukawa Nikau Rata Harakeke Manuka'
)
  .split(' ')
  .map((s, i) => `${s} ${['Street', 'Road', 'Avenue', 'Terrace'][i % 4]}`);
const SUBURBS = (
  'Herne Bay|Ponsonby|Mt Eden|Remuera|Addington|Te Aro|Hamilton East|Grey Lynn|Kingsland|Takapuna|Devonport|Newmarket|' +
  'Epsom|Riccarton|Merivale|Sumner|Kelburn|Karori|Thorndon|Frankton|Dinsdale|Roslyn|Mosgiel|Greerton'
).split('|');

const arrayOf = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;
/** One of `words`, picked by a number. */
const pick = (words: string[], n: string) => `(${arrayOf(words)})[1 + (${n}) % ${words.length}]`;

/** Writes the bench orders unless they are there; answers how many there are. */
export async function seedBenchOrders(db: pg.Client, count = BENCH_ORDERS): Promise<number> {
  const have = Number(
    (await db.query(`select count(*) as n from orders where order_no like $1`, [`${PREFIX}%`])).rows[0].n,
  );
  // A quote's last day is 14 to 90 days after it was made (src/domain/quote-expiry.ts), so the active
  // quotes are the recent ones, as in a shop; an earlier run's quotes that break that are written again.
  const stale = Number(
    (
      await db.query(
        `select count(*) as n from orders where order_no like $1 and kind = 'quote' and expiry_date > created_at::date + 91`,
        [`${PREFIX}%`],
      )
    ).rows[0].n,
  );
  if (have >= count && stale === 0) return have;
  await db.query(`delete from orders where order_no like $1`, [`${PREFIX}%`]);
  const started = Date.now();
  // g spreads over the lists: a fifth quotes (those made in the last 90 days or so still active), 15%
  // unpaid, 5% cancelled, the rest recent.
  await db.query(`
    insert into orders (order_no, kind, status, channel, staff_id, location, firstname, lastname, email, mobile,
      shipping_address, subtotal_cents, grandtotal_cents, tax_cents, expiry_date, created_at, updated_at)
    select '${PREFIX}' || lpad(g::text, 7, '0'),
      case when g % 20 < 4 then 'quote' else 'order' end,
      case when g % 20 < 7 then 'pending' when g % 20 = 7 then 'locked' when g % 20 < 12 then 'processing'
        when g % 20 < 18 then 'paid' else 'completed' end,
      case when g % 3 = 0 then 'web' else 'pos' end,
      case when g % 3 = 0 then null else (select array_agg(id order by id) from staff)[1 + (g / 3) % (select count(*) from staff)::int] end,
      case when g % 3 = 0 then 'WEB' else (select array_agg(code order by code) from locations where is_physical)[1 + (g / 3) % (select count(*) from locations where is_physical)::int] end,
      ${pick(FIRST, 'g * 7919')}, ${pick(LAST, '(g / 40) * 13 + g')},
      lower(${pick(FIRST, 'g * 7919')} || '.' || ${pick(LAST, '(g / 40) * 13 + g')}) || g || '@example.co.nz',
      '02' || (1 + g % 9) || lpad(((g * 7919) % 10000000)::text, 7, '0'),
      (1 + g % 300) || ' ' || ${pick(STREETS, '(g / 7) * 11 + g')} || ', ' || ${pick(SUBURBS, '(g / 3) * 17 + g')},
      10000 + (g * 7919) % 500000, 10000 + (g * 7919) % 500000, round((10000 + (g * 7919) % 500000) * 3 / 23.0),
      case when g % 20 < 4 then ((now() - (g % 730) * interval '1 day') at time zone 'Pacific/Auckland')::date + 14 + g % 77 end,
      now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
      now() - (g % 365) * interval '1 day'
    from generate_series(1, ${count}) as g`);
  // One to three lines each, from 500 variants.
  await db.query(`
    with v as (
      select row_number() over (order by v.id) as rn, v.id, v.sku, p.name, coalesce(v.sale_cents, v.retail_cents) as each_cents
      from product_variants v join products p on p.id = v.product_id where not p.is_bundle order by v.id limit 500),
    n as (select count(*) as n from v)
    insert into order_items (order_id, variant_id, sku, name, group_code, qty_ordered, each_price_inc_cents, row_price_inc_cents, retail_cents)
    select o.id, v.id, v.sku, v.name, -1, 1 + (o.id + k) % 2, v.each_cents, v.each_cents * (1 + (o.id + k) % 2), v.each_cents
    from orders o cross join lateral generate_series(1, 1 + o.id % 3) as k
      join v on v.rn = 1 + (o.id * 31 + k * 97) % (select n from n)
    where o.order_no like '${PREFIX}%'`);
  await db.query('vacuum analyze orders');
  await db.query('vacuum analyze order_items');
  console.log(`  wrote ${count} bench orders with their lines in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return count;
}

const TYPES = ['quote', 'e-quote', 'p-order', 'c-order', 'order'] as const;
const SEARCHES = [
  '',
  '',
  '',
  'smith',
  'ngata',
  'aroha wil',
  'olivia.brown',
  `${PREFIX}00123`,
  '021 79',
  '0225 1',
  'karaka street',
  'remuera',
  'tipene',
  'kowhai',
  'mia chen',
];
const SORTS: [string, 'asc' | 'desc'][] = [
  ['', 'desc'],
  ['createdAt', 'desc'],
  ['createdAt', 'asc'],
  ['grandtotal', 'desc'],
  ['name', 'asc'],
  ['order_no', 'desc'],
  ['updatedAt', 'desc'],
  ['expiry_date', 'asc'],
];

/** Distinct list requests: every n gives another mix of list, search, sort, page and filters. */
export function listBody(n: number, staffIds: number[]): Record<string, unknown> {
  const type = TYPES[n % TYPES.length]!;
  const [sort, direction] = SORTS[Math.floor(n / 5) % SORTS.length]!;
  return {
    type,
    search: SEARCHES[Math.floor(n / 3) % SEARCHES.length],
    filters: {
      staff: n % 11 === 0 ? (staffIds[n % staffIds.length] ?? '') : '',
      allBranch: type === 'quote' || type === 'e-quote' ? n % 4 !== 0 : n % 2 === 0,
    },
    sort,
    direction,
    page: 1 + (Math.floor(n / 7) % 5),
    pageSize: 10,
  };
}

export async function benchOrders(app: string, dbUrl: string, seconds: number): Promise<Figure[]> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  let staffIds: number[];
  try {
    await seedBenchOrders(db);
    // Fresh statistics and visibility map, as autovacuum keeps them on a live shop: a migration that has
    // just rewritten orders (0016) leaves PostgreSQL guessing selectivity, and reading the table for
    // every index entry, until then.
    await db.query('vacuum analyze orders');
    staffIds = (await db.query('select id from staff order by id limit 20')).rows.map((r) => Number(r.id));
  } finally {
    await db.end();
  }
  // One signed-in staff member per connection, as 16 tills would be.
  const till = await signInTill(app, 'staff@kauri.test');
  let n = 0;
  const requests = [
    {
      setupRequest: (req: Record<string, unknown>) => ({
        ...req,
        method: 'POST',
        path: '/pos/order-list',
        body: JSON.stringify(listBody(n++, staffIds)),
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          cookie: till.cookie,
          'x-csrf-token': till.token,
        },
      }),
    },
  ];
  await measure({ name: 'warm-up', url: app, connections: 8, seconds: 2, requests: requests as never });
  return [
    await measure({
      name: `POST /pos/order-list (${BENCH_ORDERS / 1000}k orders, search and sort)`,
      url: app,
      connections: POS_TILLS,
      seconds,
      requests: requests as never,
    }),
  ];
}
