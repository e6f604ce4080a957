// GET /sitemap.xml and GET /robots.txt, on both databases: absolute addresses from
// PUBLIC_URL (never the request's Host), the home page, the special lists, every room/type/variant
// listing, every active product, the published pages and posts (drafts and future posts left out),
// and the disallowed areas; 20,000 products answer in one query, quickly.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { blogPosts, contentPages } from '../../db/schema-content.ts';
import { seedContentPages } from '../../db/seed/content.ts';
import { createServices } from '../../services/index.ts';
import { insertCatalogFixture } from '../../testing/catalog-fixture.ts';
import { testDatabases } from '../../testing/databases.ts';
import { buildApp } from '../app.ts';

const ORIGIN = 'https://www.kauri.example.nz';

describe.each(testDatabases())('sitemap and robots ($name)', (target) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await target.open();
    await insertCatalogFixture(handle.db);
    await seedContentPages(handle.db);
    await handle.db.update(contentPages).set({ published: false }).where(sql`slug = 'click-and-collect'`);
    await handle.db.insert(blogPosts).values([
      { url: 'caring-for-rimu', name: 'Caring for rimu', publishedAt: new Date('2026-10-01T00:00:00Z') },
      { url: 'draft-post', name: 'Draft', published: false },
      { url: 'next-year', name: 'Later', publishedAt: new Date('2099-01-01T00:00:00Z') },
    ]);
    const config = readConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN } as NodeJS.ProcessEnv);
    app = await buildApp({ config, services: createServices(handle.db, config), sessionSecret: 's', pages: false });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

  it('lists every address a shopper may land on, absolute from PUBLIC_URL', async () => {
    const res = await app.inject({
      url: '/sitemap.xml',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(res.body).not.toContain('evil.example');
    const all = locs(res.body);
    expect(all.every((u) => u.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    const paths = all.map((u) => u.slice(ORIGIN.length));
    expect(paths[0]).toBe('/');
    for (const p of [
      '/hot-deals',
      '/new',
      '/bundle-and-save',
      '/clearance',
      '/outdoor-landing',
      '/contact',
      '/blog',
      '/finance-options',
    ])
      expect(paths).toContain(p);
    for (const p of [
      '/living',
      '/living?type=sofas',
      '/living?type=sofas&variant=3-seater',
      '/living?type=sofas&variant=corner',
      '/living?type=armchairs',
      '/office',
      '/office?type=desks&variant=corner',
    ])
      expect(paths).toContain(p);
    for (const slug of [
      'privacy-policy',
      'shipping-policy',
      'returns-policy',
      'terms-conditions',
      'delivery-information',
    ])
      expect(paths).toContain(`/${slug}`);
    expect(paths).not.toContain('/click-and-collect');
    expect(paths).toContain('/blog/caring-for-rimu');
    expect(paths).not.toContain('/blog/draft-post');
    expect(paths).not.toContain('/blog/next-year');
    const products = await handle.db.execute(sql`select url, active from products`);
    const rows = (Array.isArray(products) ? products : (products as { rows: unknown[] }).rows) as {
      url: string;
      active: boolean;
    }[];
    expect(rows.some((r) => !r.active)).toBe(true);
    for (const r of rows) expect(paths.includes(`/p/${r.url}`), r.url).toBe(r.active);
    // The ampersand of a variant listing is escaped in the XML.
    expect(res.body).toContain(`<loc>${ORIGIN}/living?type=sofas&amp;variant=3-seater</loc>`);
  });

  it('tells crawlers what to leave alone, and where the sitemap is', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Disallow: /pos',
        'Disallow: /cart',
        'Disallow: /account',
        'Disallow: /order',
        'Disallow: /quote',
        'Disallow: /v1',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('answers 20,000 products in one query, quickly', async () => {
    // The listing tables' triggers would spend most of a minute keeping their figures for these rows,
    // which the sitemap never reads: they are off for the insert.
    await handle.db.execute(sql`alter table products disable trigger user`);
    await handle.db.execute(sql`
      insert into products (id, sku, url, name, cat1_id, cat2_id, shape, price_cents, retail_cents, msrp_cents)
      select 100000 + n, 'BULK-' || n, 'bulk-product-' || n, 'Bulk ' || n, 1, 2, 'sofa', 10000, 10000, 10000
      from generate_series(1, 20000) as n`);
    await handle.db.execute(sql`alter table products enable trigger user`);
    const started = performance.now();
    const res = await app.inject({ url: '/sitemap.xml' });
    const took = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const paths = locs(res.body);
    expect(paths.filter((u) => u.includes('/p/bulk-product-'))).toHaveLength(20_000);
    expect(took).toBeLessThan(3000);
  });
});
