// Postcode → region (postcodes table) → delivery zone (delivery_zone_regions, delivery_zones), and
// the island the ETA counts from. The cart page asks for the same few postcodes all day, so answers
// are kept a minute: a changed fee reaches shoppers within that, and the checkout reads fresh.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { DeliveryZone } from '../../domain/delivery-fee.ts';
import { ttlMap } from '../../db/cache.ts';

export interface ZipPlace {
  /** Whether the postcode is a New Zealand postcode we know. */
  known: boolean;
  island: string | null;
  zone: DeliveryZone | null;
}

const NOWHERE: ZipPlace = { known: false, island: null, zone: null };

export function isZip(zip: string | null | undefined): zip is string {
  return typeof zip === 'string' && /^\d{4}$/.test(zip);
}

export async function placeOfZip(db: Database, zip: string | null | undefined): Promise<ZipPlace> {
  if (!isZip(zip)) return NOWHERE;
  const [row] = await queryRows<{
    island: string;
    code: string | null;
    name: string;
    base_cents: number;
    included_cbm: string;
    per_cbm_cents: number;
    courier_cents: number;
  }>(
    db,
    sql`select p.island, z.code, z.name, z.base_cents, z.included_cbm::text, z.per_cbm_cents, z.courier_cents
      from postcodes p
      left join delivery_zone_regions r on r.region = p.region
      left join delivery_zones z on z.code = r.zone_code
      where p.postcode = ${zip}
      order by z.code is null, p.id limit 1`,
  );
  if (!row) return NOWHERE;
  const zone: DeliveryZone | null = row.code
    ? {
        code: row.code,
        name: row.name,
        baseCents: Number(row.base_cents),
        includedCbm: Number(row.included_cbm),
        perCbmCents: Number(row.per_cbm_cents),
        courierCents: Number(row.courier_cents),
      }
    : null;
  return { known: true, island: row.island, zone };
}

export const ZONE_TTL_MS = 60_000;

export function createZoneLookup(db: Database, ttlMs = ZONE_TTL_MS) {
  const cache = ttlMap<ZipPlace>(ttlMs, 5000);
  return {
    place(zip: string | null | undefined): Promise<ZipPlace> {
      if (!isZip(zip)) return Promise.resolve(NOWHERE);
      return cache.get(zip, () => placeOfZip(db, zip));
    },
    clear: () => cache.clear(),
  };
}

export type ZoneLookup = ReturnType<typeof createZoneLookup>;
