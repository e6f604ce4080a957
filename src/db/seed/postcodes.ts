// NZ localities and postcodes from src/db/data/nz-postcodes.csv (GeoNames-shaped; see
// src/db/data/README.md for provenance). Columns: postcode, locality, region, island, lat,
// long, an empty column, territory. Postcodes under 1000 are written without their leading zero.
import { readFileSync } from 'node:fs';
import type * as schema from '../schema.ts';
import { shippedPath } from '../shipped-files.ts';

export const POSTCODES_CSV = shippedPath('data', 'nz-postcodes.csv');

export function readPostcodes(file = POSTCODES_CSV): (typeof schema.postcodes)['$inferInsert'][] {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/).slice(1);
  const rows: (typeof schema.postcodes)['$inferInsert'][] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    // The file has no quoted fields (checked when it was copied in), so a plain split is enough.
    const [postcode, locality, region, island, lat, lng, , territory] = line.split(',');
    if (!postcode || !locality) continue;
    rows.push({
      postcode: postcode.trim().padStart(4, '0'),
      locality: locality.trim(),
      region: region?.trim() ?? '',
      island: island?.trim() ?? '',
      territory: territory?.trim() ?? '',
      lat: lat?.trim() || null,
      lng: lng?.trim() || null,
    });
  }
  return rows;
}
