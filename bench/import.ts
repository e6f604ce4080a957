// The catalogue import under load (`node --import tsx bench/import.ts`, after `npm run build`): on the
// PostgreSQL at BENCH_DATABASE_URL (a copy of the bench database: this writes to it), a manager exports
// the catalogue, changes 10 % of its products (a price and a flag), and imports it, timed; the storefront's
// uncached listings run beside it, and their p95 is set against the same mix without the import.
// Options: --seconds N (default 10, the baseline's length).
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CATALOGUE_CSV_COLUMNS } from '../src/contract/catalogue-csv.ts';
import { type Figure, measure, startProcess, stopProcess, table, waitFor } from './lib.ts';
import { signInTill } from './pos.ts';
import { listingMix } from './store-mix.ts';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1] ?? 10) || 10;
const dbUrl = process.env.BENCH_DATABASE_URL;
if (!dbUrl) throw new Error('BENCH_DATABASE_URL: a copy of the bench database (the import writes to it)');
const APP = 'http://127.0.0.1:3310';

const app = startProcess(['build/app/server.js'], {
  NODE_ENV: 'production',
  SEED_DEMO: '1',
  DATABASE_URL: dbUrl,
  PORT: '3310',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  PAYMENT_GATEWAY: 'simulator',
  PUBLIC_URL: APP,
  PAGE_CACHE_SECONDS: '0',
  LISTING_CACHE_SECONDS: '0',
});
try {
  await waitFor(`${APP}/v1/csrf`);
  const till = await signInTill(APP, 'manager@kauri.test');
  const r = await fetch(`${APP}/v1/csrf`);
  const shopper = {
    cookie: r.headers.get('set-cookie')!.split(';')[0]!,
    token: ((await r.json()) as { token: string }).token,
  };
  const listings = listingMix().map((body) => ({
    method: 'POST' as const,
    path: '/v1/getItems',
    headers: { 'content-type': 'application/json', cookie: shopper.cookie, 'x-csrf-token': shopper.token },
    body: JSON.stringify(body),
  }));
  // No server pid: with several worker processes the CPU figures would name one of them only.
  const load = { url: APP, connections: 32, requests: listings, dbUrl };

  let t = performance.now();
  const csv = await (await fetch(`${APP}/pos/catalogue/export.csv`, { headers: { cookie: till.cookie } })).text();
  const exportMs = performance.now() - t;
  const rows: Record<string, string>[] = parse(csv, { columns: true, bom: true });
  const urls = [...new Set(rows.map((row) => row.url!))];
  // Every tenth product: each of its prices up by $10 (the MSRP with it), and Hot deal flipped.
  const chosen = new Set(urls.filter((_, i) => i % 10 === 0));
  for (const row of rows) {
    if (!chosen.has(row.url!)) continue;
    const up = (v: string) => (Number(v) + 10).toFixed(2);
    row.price = up(row.price!);
    row.msrp = up(row.msrp!);
    if (row.sale_price) row.sale_price = up(row.sale_price);
    const flags = new Set(row.flags!.split('|').filter(Boolean));
    if (flags.has('deal')) flags.delete('deal');
    else flags.add('deal');
    row.flags = [...flags].join('|');
  }
  const file = stringify(rows, { header: true, columns: [...CATALOGUE_CSV_COLUMNS] });
  console.log(
    `Exported ${urls.length} products, ${rows.length} rows, ${(csv.length / 2 ** 20).toFixed(1)} MB in ${Math.round(exportMs)} ms; changing ${chosen.size}`,
  );

  const figures: Figure[] = [];
  await measure({ ...load, name: 'warm-up', seconds: 3 });
  figures.push(await measure({ ...load, name: 'POST /v1/getItems listings, caches off, no import', seconds }));

  const send = (dryRun: boolean) => {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'catalogue.csv');
    return fetch(`${APP}/pos/catalogue/import${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      headers: { cookie: till.cookie, 'x-csrf-token': till.token, accept: 'application/json' },
      body: form,
    });
  };
  t = performance.now();
  const checked = await (await send(true)).json();
  const dryMs = performance.now() - t;
  console.log(
    `Dry run in ${Math.round(dryMs)} ms:`,
    JSON.stringify({ ...checked, errors: checked.errors?.slice(0, 3) }),
  );

  // The import and the listings at once: the listings run for as long as the import is expected to.
  t = performance.now();
  const during = measure({
    ...load,
    name: 'POST /v1/getItems listings, caches off, during the import',
    seconds: Math.max(5, Math.ceil(dryMs / 1000) * 2),
  });
  const answer = await (await send(false)).json();
  const importMs = performance.now() - t;
  figures.push(await during);
  console.log(
    `Import in ${Math.round(importMs)} ms:`,
    JSON.stringify({ ...answer, errors: answer.errors?.slice(0, 3) }),
  );
  console.log(table(figures));
  const [before, at] = figures;
  console.log(
    `Import ${(importMs / 1000).toFixed(1)} s (limit 60 s); listings p95 ${before!.p95} ms without, ${at!.p95} ms during (limit ${2 * before!.p95} ms)`,
  );
} finally {
  await stopProcess(app);
}
