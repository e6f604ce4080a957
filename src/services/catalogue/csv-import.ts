// POST /pos/catalogue/import: a CSV file of the catalogue (docs/catalogue-csv.md) checked against one
// read of the catalogue and, when nothing is wrong and it is not a dry run, written in one transaction.
// Products are matched by url and variants by SKU; a product whose rows change nothing is not written
// and gets no history entry. Stock is never written here.
import type { SignedInStaff } from '../../contract/pos.ts';
import type { CatalogueImportResponse, ImportError } from '../../contract/catalogue-csv.ts';
import { SKU_TAKEN, UNKNOWN_CATEGORY, UNKNOWN_COMPONENT } from '../../domain/catalogue-rules.ts';
import type { Database } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { type CsvProduct, readCsvProducts } from './csv-catalogue.ts';
import { productRows } from './csv-export.ts';
import { type FileProduct, readCatalogueFile } from './csv-import-rows.ts';
import { type ProductChange, writeImport } from './csv-import-write.ts';
import { stringify } from 'csv-stringify/sync';
import { CATALOGUE_CSV_COLUMNS } from '../../contract/catalogue-csv.ts';

export const SKU_NOT_IN_FILE = 'This product’s SKU is missing from the file: the import never removes a SKU';

export interface CategoryPath {
  cat1Id: number;
  cat2Id: number;
  cat3Id: number | null;
  names: string[];
}

/** Every room/type and room/type/kind path by its urls. */
export async function categoryPaths(db: Database): Promise<Map<string, CategoryPath>> {
  const rows = await queryRows<{ id: number; parent_id: number | null; level: number; url: string; name: string }>(
    db,
    sql`select id, parent_id, level, url, name from categories`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<string, CategoryPath>();
  for (const r of rows) {
    if (r.level === 2) {
      const room = byId.get(r.parent_id ?? 0);
      if (room)
        paths.set(`${room.url}/${r.url}`, { cat1Id: room.id, cat2Id: r.id, cat3Id: null, names: [room.name, r.name] });
    }
    if (r.level === 3) {
      const type = byId.get(r.parent_id ?? 0);
      const room = type && byId.get(type.parent_id ?? 0);
      if (type && room)
        paths.set(`${room.url}/${type.url}/${r.url}`, {
          cat1Id: room.id,
          cat2Id: type.id,
          cat3Id: r.id,
          names: [room.name, type.name, r.name],
        });
    }
  }
  return paths;
}

/** The product as a file of its own export would give it: so comparing reads both the same way. */
function asFile(p: CsvProduct): FileProduct | null {
  const rows = productRows(p);
  if (rows.length === 0) return null;
  const text = stringify(rows, { header: true, columns: [...CATALOGUE_CSV_COLUMNS] });
  return readCatalogueFile(Buffer.from(text)).products[0] ?? null;
}

const COMPARED = [
  'name',
  'collection',
  'style',
  'tags',
  'categories',
  'description',
  'flags',
  'shape',
  'active',
] as const;

/** The fields of the product that differ, each with its value before and after. */
export function productChanges(before: FileProduct | null, after: FileProduct): ProductChange['changes'] {
  const changes: ProductChange['changes'] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const norm = (p: FileProduct | null, field: (typeof COMPARED)[number]) =>
    p === null ? null : field === 'tags' ? [...p.tags].sort() : p[field];
  for (const field of COMPARED)
    if (!same(norm(before, field), norm(after, field)))
      changes.push({ field, before: norm(before, field), after: norm(after, field) });
  const options = (p: FileProduct | null) =>
    p && { x: { label: p.xName, values: p.xValues }, y: { label: p.yName, values: p.yValues } };
  if (!same(options(before), options(after)))
    changes.push({ field: 'options', before: options(before), after: options(after) });
  const variants = (p: FileProduct | null) =>
    p && [...p.variants].sort((a, b) => a.sku.localeCompare(b.sku)).map(({ id: _id, ...v }) => v);
  if (!same(variants(before), variants(after)))
    changes.push({ field: 'variants', before: variants(before), after: variants(after) });
  return changes;
}

export interface ImportOptions {
  dryRun: boolean;
}

export async function importCatalogue(
  db: Database,
  staff: SignedInStaff,
  bytes: Buffer,
  opts: ImportOptions,
): Promise<CatalogueImportResponse> {
  const file = readCatalogueFile(bytes);
  const errors: ImportError[] = [...file.errors];
  const [existing, paths] = await Promise.all([readCsvProducts(db), categoryPaths(db)]);
  const byUrl = new Map(existing.map((p) => [p.url, p]));
  const owner = new Map<string, string>();
  for (const p of existing) for (const v of p.variants) owner.set(v.sku.toUpperCase(), p.url);
  const fileSkus = new Set(file.products.flatMap((p) => p.variants.map((v) => v.sku.toUpperCase())));

  const changed: ProductChange[] = [];
  let unchanged = 0;
  for (const p of file.products) {
    const fail = (row: number, column: string, message: string) => errors.push({ row, column, message });
    const before = errors.length;
    const path = paths.get(p.categories);
    if (!path) fail(p.firstRow, 'categories', UNKNOWN_CATEGORY);
    p.variants.forEach((v, i) => {
      const row = p.variantRows[i]!;
      const at = owner.get(v.sku.toUpperCase());
      if (at !== undefined && at !== p.url) fail(row, 'sku', `${SKU_TAKEN} (${at})`);
      for (const c of v.components)
        if (!owner.has(c.sku.toUpperCase()) && !fileSkus.has(c.sku.toUpperCase()))
          fail(row, 'components', `${UNKNOWN_COMPONENT}: ${c.sku}`);
    });
    const old = byUrl.get(p.url);
    if (old) {
      const listed = new Set(p.variants.map((v) => v.sku.toUpperCase()));
      for (const v of old.variants)
        if (!listed.has(v.sku.toUpperCase())) fail(p.firstRow, 'sku', `${SKU_NOT_IN_FILE}: ${v.sku}`);
    }
    if (p.faulty || errors.length > before || !path) continue;
    const changes = productChanges(old ? asFile(old) : null, p);
    if (changes.length === 0) unchanged++;
    else changed.push({ product: p, existing: old ?? null, path, changes });
  }
  const created = changed.filter((c) => c.existing === null).length;
  const answer = {
    rows: file.rows,
    created,
    updated: changed.length - created,
    unchanged,
    errors: errors.sort((a, b) => a.row - b.row),
    dryRun: opts.dryRun,
  };
  if (errors.length > 0) return { success: false, ...answer };
  if (!opts.dryRun && changed.length > 0) await db.transaction((tx) => writeImport(tx, staff, changed));
  return { success: true, ...answer };
}
