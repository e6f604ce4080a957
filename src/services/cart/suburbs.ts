// GET /v1/suburb?term: NZ suburbs and towns for the delivery address (suggested from 2 characters),
// from the postcodes table. Localities that start with the term come first, then near spellings
// (pg_trgm); a term of digits matches postcodes. Answers are kept per term: the list is fixed data.
import { sql } from 'drizzle-orm';
import type { Suburb } from '../../contract/cart.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { ttlMap } from '../../db/cache.ts';

export const SUBURB_LIMIT = 10;

export type { Suburb } from '../../contract/cart.ts';

/** The town or city a locality belongs to: its territorial authority without 'City' or 'District'. */
export function cityOf(territory: string, region: string): string {
  const city = territory.replace(/\s+(City|District)$/i, '').trim();
  return city || region;
}

export function suburbLabel(s: Pick<Suburb, 'locality' | 'city' | 'postcode'>): string {
  return s.locality === s.city ? `${s.locality} ${s.postcode}` : `${s.locality}, ${s.city} ${s.postcode}`;
}

async function searchSuburbs(db: Database, term: string): Promise<Suburb[]> {
  const lower = term.toLowerCase();
  const prefix = `${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = /^\d+$/.test(term);
  const rows = await queryRows<{ locality: string; territory: string; postcode: string; region: string }>(
    db,
    digits
      ? sql`select locality, territory, postcode, region from postcodes
          where postcode like ${prefix} order by postcode, locality limit ${SUBURB_LIMIT}`
      : sql`select locality, territory, postcode, region from (
            select locality, territory, postcode, region, 0 as pass, 0::real as distance from postcodes
            where lower(locality) like ${prefix}
            union all
            select locality, territory, postcode, region, 1, lower(locality) <-> ${lower} from postcodes
            where lower(locality) % ${lower} and lower(locality) not like ${prefix}
          ) found
          order by pass, distance, locality, postcode limit ${SUBURB_LIMIT}`,
  );
  return rows.map((r) => {
    const city = cityOf(r.territory, r.region);
    return {
      label: suburbLabel({ locality: r.locality, city, postcode: r.postcode }),
      locality: r.locality,
      city,
      postcode: r.postcode,
      region: r.region,
    };
  });
}

export function createSuburbSearch(db: Database, ttlMs = 60 * 60_000) {
  const cache = ttlMap<Suburb[]>(ttlMs, 2000);
  return {
    /** `term` is at least 2 characters (the contract checks); case and outer spaces do not matter. */
    find(term: string): Promise<Suburb[]> {
      const key = term.trim().replace(/\s+/g, ' ').toLowerCase();
      return cache.get(key, () => searchSuburbs(db, key));
    },
  };
}
