// One product as the editor holds it, and its history: read from the catalogue's own tables, so the
// editor shows what the storefront sells (inactive cells included, as not active).
import { sql } from 'drizzle-orm';
import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueProduct,
  PRODUCT_FLAGS,
  type ProductHistoryEntry,
  type ProductHistoryResponse,
} from '../../contract/catalogue.ts';
import { toDecimal } from '../../domain/money.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { cardPictureUrl, FLAG_COLUMNS } from './list.ts';

interface ProductRow {
  id: number;
  name: string;
  url: string;
  collection: string | null;
  style: string | null;
  cat1_id: number;
  cat2_id: number;
  cat3_id: number | null;
  description: string | null;
  shape: string;
  x_label: string;
  y_label: string;
  active: boolean;
  picture_hash: string | null;
  updated_at: Date | string;
  [flag: string]: unknown;
}

/** The product, or null when there is none with this id. */
export async function readProduct(db: Database, id: number): Promise<CatalogueProduct | null> {
  const [p] = await queryRows<ProductRow>(
    db,
    sql`select p.id, p.name, p.url, c.name as collection, s.name as style, p.cat1_id, p.cat2_id, p.cat3_id,
        t.description, p.shape, p.x_label, p.y_label, p.active, pc.picture_hash,
        ${sql.raw(PRODUCT_FLAGS.map((f) => `p.${FLAG_COLUMNS[f]}`).join(', '))},
        coalesce((select max(h.at) from product_history h where h.product_id = p.id), p.created_at) as updated_at
      from products p
      left join collections c on c.id = p.collection_id
      left join styles s on s.id = p.style_id
      left join product_texts t on t.product_id = p.id
      left join product_cards pc on pc.product_id = p.id
      where p.id = ${id}`,
  );
  if (!p) return null;
  const tags = await queryRows<{ name: string }>(
    db,
    sql`select g.name from product_tags pt join tags g on g.id = pt.tag_id where pt.product_id = ${id} order by g.name`,
  );
  const options = await queryRows<{ axis: 'x' | 'y'; code: string; label: string; hex: string | null }>(
    db,
    sql`select axis, code, label, hex from product_options where product_id = ${id} order by axis, sort_order, id`,
  );
  const variants = await queryRows<{
    id: number;
    sku: string;
    xsel: string;
    ysel: string;
    retail_cents: number;
    sale_cents: number | null;
    msrp_cents: number;
    cbm: string;
    sellable: boolean;
    is_default: boolean;
  }>(
    db,
    sql`select id, sku, xsel, ysel, retail_cents, sale_cents, msrp_cents, cbm::text as cbm, sellable, is_default
      from product_variants where product_id = ${id} order by id`,
  );
  const components = await queryRows<{ bundle: number; sku: string; qty: number }>(
    db,
    sql`select b.bundle_variant_id as bundle, v.sku, b.qty from bundle_components b
      join product_variants v on v.id = b.component_variant_id
      join product_variants own on own.id = b.bundle_variant_id
      where own.product_id = ${id} order by b.group_code`,
  );
  const pictures = await queryRows<{
    id: number;
    hash: string;
    colour: string | null;
    width: number;
    height: number;
  }>(
    db,
    sql`select id, hash, colour, width, height from product_pictures where product_id = ${id} order by sort_order, id`,
  );
  const axis = (a: 'x' | 'y') =>
    options.filter((o) => o.axis === a).map((o) => ({ code: o.code, label: o.label, hex: o.hex }));
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    collection: p.collection ?? '',
    style: p.style ?? '',
    tags: tags.map((t) => t.name),
    category: { cat1Id: p.cat1_id, cat2Id: p.cat2_id, cat3Id: p.cat3_id },
    description: p.description ?? '',
    shape: p.shape,
    cbm: variants.find((v) => v.is_default)?.cbm ?? variants[0]?.cbm ?? '0.000',
    flags: PRODUCT_FLAGS.filter((f) => p[FLAG_COLUMNS[f]] === true),
    active: p.active,
    options: { x: { label: p.x_label, values: axis('x') }, y: { label: p.y_label, values: axis('y') } },
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      xsel: v.xsel,
      ysel: v.ysel,
      price: toDecimal(v.retail_cents),
      salePrice: v.sale_cents === null ? '' : toDecimal(v.sale_cents),
      msrp: toDecimal(v.msrp_cents),
      active: v.sellable,
      isDefault: v.is_default,
      components: components.filter((c) => c.bundle === v.id).map((c) => ({ sku: c.sku, qty: c.qty })),
    })),
    pictures: pictures.map((x) => ({ ...x, thumbUrl: cardPictureUrl(x.hash) })),
    cardPicture: p.picture_hash,
    updatedAt: new Date(p.updated_at).toISOString(),
  };
}

/** A product's history, newest first, 20 a page. */
export async function readHistory(db: Database, id: number, page: number): Promise<ProductHistoryResponse> {
  const [{ n }] = (await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from product_history where product_id = ${id}`,
  )) as [{ n: number }];
  const rows = await queryRows<{
    at: Date | string;
    staff_name: string;
    source: ProductHistoryEntry['source'];
    changes: unknown;
  }>(
    db,
    sql`select at, staff_name, source, changes from product_history where product_id = ${id}
      order by at desc, id desc limit ${CATALOGUE_PAGE_SIZE} offset ${(Math.max(1, page) - 1) * CATALOGUE_PAGE_SIZE}`,
  );
  return {
    success: true,
    total: n,
    entries: rows.map((r) => ({
      at: new Date(r.at).toISOString(),
      staff: r.staff_name,
      source: r.source,
      changes: (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes) as ProductHistoryEntry['changes'],
    })),
  };
}

/** Every category with its place in the tree, for the editor's and the list's category choice. */
export async function readCategories(
  db: Database,
): Promise<{ id: number; parentId: number | null; level: number; name: string }[]> {
  return queryRows(
    db,
    sql`select id, parent_id as "parentId", level, name from categories order by level, sort_order, name, id`,
  );
}
