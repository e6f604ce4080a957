// The catalogue's small, slowly changing tables (categories, collections, styles, tags), held in
// memory for a minute: routes resolve their subject and filters here without a query.
import { sql } from 'drizzle-orm';
import type { CategoryNode } from '../../contract/catalog.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { ttlValue } from '../../db/cache.ts';

export const TREE_TTL_MS = 60_000;

export interface CategoryEntry {
  id: number;
  parentId: number | null;
  level: 1 | 2 | 3;
  code: string;
  name: string;
  url: string;
  description: string;
  sortOrder: number;
  parent: CategoryEntry | null;
  children: CategoryEntry[];
}

export interface NamedEntry {
  id: number;
  name: string;
  url: string;
  description: string;
}

export interface CatalogIndex {
  /** Rooms (level 1), each with its types and their variants, in shop order. */
  rooms: CategoryEntry[];
  categoriesById: Map<number, CategoryEntry>;
  collections: Lookup;
  styles: Lookup;
  tags: Lookup;
}

export interface Lookup {
  byUrl: Map<string, NamedEntry>;
  byId: Map<number, NamedEntry>;
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  level: number;
  code: string;
  name: string;
  url: string;
  description: string;
  sort_order: number;
}

/** Builds the three-level tree; rows whose parent is missing are left out rather than shown at the top. */
export function buildCategoryIndex(rows: CategoryRow[]): Pick<CatalogIndex, 'rooms' | 'categoriesById'> {
  const byId = new Map<number, CategoryEntry>();
  for (const r of rows) {
    byId.set(r.id, {
      id: r.id,
      parentId: r.parent_id,
      level: r.level as 1 | 2 | 3,
      code: r.code,
      name: r.name,
      url: r.url,
      description: r.description,
      sortOrder: r.sort_order,
      parent: null,
      children: [],
    });
  }
  const rooms: CategoryEntry[] = [];
  for (const entry of byId.values()) {
    if (entry.level === 1) {
      rooms.push(entry);
      continue;
    }
    const parent = entry.parentId === null ? undefined : byId.get(entry.parentId);
    if (parent && parent.level === entry.level - 1) {
      entry.parent = parent;
      parent.children.push(entry);
    }
  }
  const inShopOrder = (a: CategoryEntry, b: CategoryEntry) =>
    a.sortOrder - b.sortOrder || a.name.localeCompare(b.name) || a.id - b.id;
  const sortDeep = (list: CategoryEntry[]) => {
    list.sort(inShopOrder);
    for (const c of list) sortDeep(c.children);
  };
  sortDeep(rooms);
  // Entries cut off from a room are unreachable from any listing: forget them.
  const reachable = new Map<number, CategoryEntry>();
  const walk = (list: CategoryEntry[]) => {
    for (const c of list) {
      reachable.set(c.id, c);
      walk(c.children);
    }
  };
  walk(rooms);
  return { rooms, categoriesById: reachable };
}

/** The tree as the API shows it: name, url, children. */
export function categoryNodes(rooms: CategoryEntry[]): CategoryNode[] {
  return rooms.map((c) => ({ name: c.name, url: c.url, children: categoryNodes(c.children) }));
}

function lookup(rows: NamedEntry[]): Lookup {
  return { byUrl: new Map(rows.map((r) => [r.url, r])), byId: new Map(rows.map((r) => [r.id, r])) };
}

export function catalogIndexCache(db: Database) {
  return ttlValue(TREE_TTL_MS, async (): Promise<CatalogIndex> => {
    // One round trip: the four small tables as JSON arrays.
    const [row] = await queryRows<{
      categories: CategoryRow[];
      collections: NamedEntry[];
      styles: NamedEntry[];
      tags: NamedEntry[];
    }>(
      db,
      sql`select
        (select coalesce(json_agg(json_build_object('id', id, 'parent_id', parent_id, 'level', level, 'code', code, 'name', name,
           'url', url, 'description', description, 'sort_order', sort_order)), '[]') from categories) as categories,
        (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'url', url, 'description', description)), '[]') from collections) as collections,
        (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'url', url, 'description', description)), '[]') from styles) as styles,
        (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'url', url, 'description', '')), '[]') from tags) as tags`,
    );
    return {
      ...buildCategoryIndex(row!.categories),
      collections: lookup(row!.collections),
      styles: lookup(row!.styles),
      tags: lookup(row!.tags),
    };
  });
}
