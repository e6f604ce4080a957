// GET /v1/store/getLocations: the shop's places for the cart page's 'Choose Collection Point'
// (the cart page asks with physical=1, collect=1, website=1). Places change seldom; the list is kept a minute.
import { asc } from 'drizzle-orm';
import type { CartLocation } from '../../contract/cart.ts';
import type { Database } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';
import { ttlValue } from '../../db/cache.ts';
import { type Places, placesOf } from './lines.ts';

export interface LocationFilter {
  physical: boolean;
  collect: boolean;
  website: boolean;
  /** '0' leaves third-party depots out, '1' keeps only them; absent keeps all. */
  thirdParty?: string;
}

type LocationRow = typeof locations.$inferSelect;

/**
 * physical and collect narrow the list together (both must hold); website=1 adds the website
 * itself (WEB), which is neither. No flag at all lists every place.
 */
export function matchesFilter(l: LocationRow, f: LocationFilter): boolean {
  if (f.thirdParty === '0' && l.isThirdParty) return false;
  if (f.thirdParty === '1' && !l.isThirdParty) return false;
  const narrowing = f.physical || f.collect;
  if (!narrowing && !f.website) return true;
  if (f.website && l.isWebsite) return true;
  return narrowing && (!f.physical || l.isPhysical) && (!f.collect || l.isCollect);
}

export function createLocations(db: Database, ttlMs = 60_000) {
  const all = ttlValue(ttlMs, async () => {
    const rows = await db.select().from(locations).orderBy(asc(locations.sortOrder), asc(locations.code));
    const places = placesOf(
      rows.map((l) => ({
        code: l.code,
        name: l.name,
        shortname: l.shortname,
        address: l.address,
        island: l.island,
        leadDays: l.leadDays,
        isPhysical: l.isPhysical,
      })),
    );
    return Object.assign(rows, { places });
  });
  return {
    /** Every place by code, for stock figures and collection points. */
    places: async (): Promise<Places> => (await all.get()).places,
    /** `collect` rides along (an extra field) so the page offers only real collection points. */
    async list(filter: LocationFilter): Promise<(CartLocation & { collect: boolean })[]> {
      return (await all.get())
        .filter((l) => matchesFilter(l, filter))
        .map((l) => ({ code: l.code, name: l.name, shortname: l.shortname, address: l.address, collect: l.isCollect }));
    },
    /** Whether `code` is a store a shopper can collect from. */
    async isCollectionPoint(code: string): Promise<boolean> {
      return (await all.get()).some((l) => l.code === code && l.isCollect);
    },
    clear: () => all.clear(),
  };
}

export type Locations = ReturnType<typeof createLocations>;
