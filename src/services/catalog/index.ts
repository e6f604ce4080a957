// The catalogue: category tree, product lists and search, product pages. (Filled in by the catalogue work.)
import type { Database } from '../../db/client.ts';

export function createCatalog(db: Database) {
  return { db };
}

export type Catalog = ReturnType<typeof createCatalog>;
