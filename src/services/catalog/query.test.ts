import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { getItemsRequest } from '../../contract/catalog.ts';
import type { SORTS } from '../../domain/listing.ts';
import type { ListingSubject } from './route.ts';
import {
  filterConditions,
  listingCount,
  listingSource,
  listingWhere,
  orderBy,
  priceBoundsCents,
  routeCondition,
  searchOrderBy,
} from './query.ts';

const dialect = new PgDialect();

describe('priceBoundsCents', () => {
  it('turns slider dollars into cents, under 0 being Unlimited', () => {
    expect(priceBoundsCents({ over: 0, under: 0 })).toEqual({ minCents: null, maxCents: null });
    expect(priceBoundsCents({ over: 200, under: 0 })).toEqual({ minCents: 20_000, maxCents: null });
    expect(priceBoundsCents({ over: 0, under: 50 })).toEqual({ minCents: null, maxCents: 5_000 });
    expect(priceBoundsCents({ over: 1000, under: 3000 })).toEqual({ minCents: 100_000, maxCents: 300_000 });
  });

  it('swaps bounds given upside down', () => {
    expect(priceBoundsCents({ over: 1500, under: 500 })).toEqual({ minCents: 50_000, maxCents: 150_000 });
  });
});

describe('orderBy', () => {
  const text = (code: (typeof SORTS)[number]['code'], alias?: string) => dialect.sqlToQuery(orderBy(code, alias)).sql;

  it('chooses an order per sort code, always ending on the id', () => {
    expect(text('sort')).toBe('popularity desc, id asc');
    expect(text('new')).toBe('created_at desc, id desc');
    expect(text('nasc')).toBe('lower(name) collate "C" asc, id asc');
    expect(text('ndsc')).toBe('lower(name) collate "C" desc, id desc');
    expect(text('pasc')).toBe('price_cents asc, id asc');
    expect(text('pdsc')).toBe('price_cents desc, id desc');
    expect(text('relevant')).toBe('relevance desc, popularity desc, id asc');
  });

  it('qualifies the columns when asked', () => {
    expect(text('nasc', 'lp')).toBe('lower(lp.name) collate "C" asc, lp.id asc');
    expect(text('relevant', 'lp')).toBe('lp.relevance desc, lp.popularity desc, lp.id asc');
    expect(dialect.sqlToQuery(orderBy('relevant', 'p', 'pg')).sql).toBe(
      'pg.relevance desc, p.popularity desc, p.id asc',
    );
  });
});

describe('listing conditions', () => {
  it('binds every value as a parameter', () => {
    const req = getItemsRequest.parse({
      routeType: 'search',
      search: 'x',
      sale: true,
      clearance: '1',
      over: 100,
      under: 0,
    });
    const subject = { kind: 'search', text: 'x' } as const;
    const where = listingWhere(
      subject,
      routeCondition(subject, '(sofe:* | sofa:*) & bed:*'),
      filterConditions(req, { cat1: [1, 2], cat2: null, cat3: [] }),
    );
    const q = dialect.sqlToQuery(where);
    expect(q.sql).toBe(
      "p.search_tsv @@ (select case when numnode(to_tsquery('english', w.t)) > 0 then to_tsquery('english', w.t) else to_tsquery('simple', w.t) end from (select $1::text as t) w) and p.cat1_id = any($2::int[]) and false and p.is_sale and p.is_clearance and p.price_cents >= $3",
    );
    expect(q.params).toEqual(['(sofe:* | sofa:*) & bed:*', [1, 2], 10_000]);
    // However many are ticked, the text is the same: one statement to plan.
    const three = filterConditions(req, { cat1: [1, 2, 3], cat2: null, cat3: [] });
    expect(dialect.sqlToQuery(three[0]!).sql).toBe(
      dialect.sqlToQuery(filterConditions(req, { cat1: [4], cat2: null, cat3: null })[0]!).sql,
    );
  });

  it('reads a search from product_search, which holds active products only, and every other list from products', () => {
    const search = { kind: 'search', text: 'x' } as const;
    const special = { kind: 'special', flag: 'sale' } as const;
    expect(dialect.sqlToQuery(listingSource(search)).sql).toBe('product_search p');
    expect(dialect.sqlToQuery(listingWhere(search, routeCondition(search, 'x:*'), [])).sql).not.toContain('active');
    expect(dialect.sqlToQuery(listingSource(special)).sql).toBe('products p');
    expect(dialect.sqlToQuery(listingWhere(special, routeCondition(special, null), [])).sql).toBe(
      'p.active and p.is_sale',
    );
    expect(dialect.sqlToQuery(searchOrderBy('ndsc')).sql).toBe('name_key collate "C" desc, id desc');
  });

  it('counts a room, type, kind or flag list from listing_counts, and a list with a price band, a collection or a search from its rows', () => {
    const room = { kind: 'category', category: { id: 7, level: 1 } } as unknown as ListingSubject;
    const special = { kind: 'special', flag: 'deals' } as const;
    const collection = { kind: 'collection', entry: { id: 3 } } as unknown as ListingSubject;
    const search = { kind: 'search', text: 'x' } as const;
    const count = (subject: ListingSubject, over = 0, under = 0) => {
      const req = getItemsRequest.parse({ routeType: 'category', pageStr: 'x', sale: true, over, under });
      const filters = filterConditions(req, { cat1: null, cat2: [4, 5], cat3: null });
      return dialect.sqlToQuery(listingCount(subject, routeCondition(subject, 'x:*'), filters, { over, under })).sql;
    };
    expect(count(room)).toBe(
      'select coalesce(sum(p.n), 0)::int as total from listing_counts p where p.cat1_id = $1 and p.cat2_id = any($2::int[]) and p.is_sale',
    );
    expect(count(special)).toContain('from listing_counts p where p.is_deal and');
    expect(count(room, 200)).toBe(
      'select count(*)::int as total from products p where p.active and p.cat1_id = $1 and p.cat2_id = any($2::int[]) and p.is_sale and p.price_cents >= $3',
    );
    expect(count(room, 0, 500)).toContain('from products p where p.active');
    expect(count(collection)).toContain(
      'count(*)::int as total from products p where p.active and p.collection_id = $1',
    );
    expect(count(search)).toContain('count(*)::int as total from product_search p where p.search_tsv @@');
  });
});
