// A small category tree and lookups for the catalogue's pure tests (no database).
import { buildCategoryIndex, type CatalogIndex, type NamedEntry } from '../services/catalog/tree.ts';

const rows = [
  [1, null, 1, 'LIV', 'Living', 'living'],
  [2, 1, 2, 'LIV-SOF', 'Sofas', 'sofas'],
  [3, 2, 3, 'LIV-SOF-3S', '3 Seater', '3-seater'],
  [4, 2, 3, 'LIV-SOF-CNR', 'Corner Sofas', 'corner'],
  [5, 1, 2, 'LIV-ARM', 'Armchairs', 'armchairs'],
  [6, null, 1, 'OFF', 'Office', 'office'],
  [7, 6, 2, 'OFF-DSK', 'Desks', 'desks'],
  [8, 7, 3, 'OFF-DSK-CNR', 'Corner Desks', 'corner'],
  [9, null, 1, 'DIN', 'Dining', 'dining'],
  [10, 9, 2, 'DIN-SBD', 'Sideboards', 'sideboards'],
  [11, 10, 3, 'DIN-SBD-SBD', 'Sideboards', 'sideboards'],
  [12, 99, 3, 'ORPHAN', 'Orphan', 'orphan'],
] as const;

const named = (id: number, name: string, url: string): NamedEntry => ({ id, name, url, description: '' });
const lookup = (list: NamedEntry[]) => ({
  byUrl: new Map(list.map((e) => [e.url, e])),
  byId: new Map(list.map((e) => [e.id, e])),
});

export function fixtureIndex(): CatalogIndex {
  return {
    ...buildCategoryIndex(
      rows.map(([id, parent_id, level, code, name, url], i) => ({
        id,
        parent_id,
        level,
        code,
        name,
        url,
        description: '',
        sort_order: i,
      })),
    ),
    collections: lookup([named(1, 'Aria', 'aria')]),
    styles: lookup([named(1, 'Scandinavian', 'scandinavian')]),
    tags: lookup([named(1, 'Pet Friendly', 'pet-friendly')]),
  };
}
