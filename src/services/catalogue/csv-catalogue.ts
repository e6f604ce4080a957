// The catalogue as the CSV file sees it: each product with its variants, options, tags and bundle
// components, read a page of products at a time (the export) or all at once (the import compares the
// file against one read of it). A handful of statements per page, never one per product.
import { type SQL, sql } from 'drizzle-orm';
import type { ProductFlag } from '../../contract/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

export interface CsvVariant {
  id: number;
  sku: string;
  xsel: string;
  ysel: string;
  /** Dollars as the file writes them: "1299.00"; '' for no sale price. */
  price: string;
  salePrice: string;
  msrp: string;
  /** Cubic metres with three decimals: "1.250". */
  cbm: string;
  active: boolean;
  isDefault: boolean;
  components: { sku: string; qty: number }[];
}

export interface CsvOptionValue {
  code: string;
  label: string;
  hex: string | null;
}

export interface CsvProduct {
  id: number;
  url: string;
  name: string;
  collection: string;
  style: string;
  tags: string[];
  /** room/type/kind urls: 'living/sofas/sofa-beds'. */
  categories: string;
  description: string;
  flags: ProductFlag[];
  shape: string;
  active: boolean;
  xName: string;
  yName: string;
  xValues: CsvOptionValue[];
  yValues: CsvOptionValue[];
  variants: CsvVariant[];
}

export const dollarsText = (cents: number) => (cents / 100).toFixed(2);
export const cbmText = (cbm: string | number) => Number(cbm).toFixed(3);

/** Products in url order after `after` (all of them without a limit). */
export async function readCsvProducts(
  db: Database,
  page: { after?: string; limit?: number } = {},
): Promise<CsvProduct[]> {
  const chosen = sql`select id from products where url > ${page.after ?? ''} order by url ${
    page.limit ? sql`limit ${page.limit}` : sql``
  }`;
  const within = (column: SQL) => (page.limit ? sql`${column} in (${chosen})` : sql`true`);
  const [products, tags, options, variants, components] = await Promise.all([
    queryRows<{
      id: number;
      url: string;
      name: string;
      collection: string | null;
      style: string | null;
      categories: string;
      description: string | null;
      shape: string;
      active: boolean;
      x_label: string;
      y_label: string;
      is_new: boolean;
      is_deal: boolean;
      is_bundle: boolean;
      is_ready: boolean;
      is_clearance: boolean;
      is_sale: boolean;
    }>(
      db,
      sql`select p.id, p.url, p.name, c.name as collection, s.name as style,
            c1.url || '/' || c2.url || coalesce('/' || c3.url, '') as categories,
            t.description, p.shape, p.active, p.x_label, p.y_label,
            p.is_new, p.is_deal, p.is_bundle, p.is_ready, p.is_clearance, p.is_sale
          from products p
          join categories c1 on c1.id = p.cat1_id
          join categories c2 on c2.id = p.cat2_id
          left join categories c3 on c3.id = p.cat3_id
          left join collections c on c.id = p.collection_id
          left join styles s on s.id = p.style_id
          left join product_texts t on t.product_id = p.id
          where ${within(sql`p.id`)} and p.url > ${page.after ?? ''}
          order by p.url`,
    ),
    queryRows<{ product_id: number; name: string }>(
      db,
      sql`select pt.product_id, t.name from product_tags pt join tags t on t.id = pt.tag_id
          where ${within(sql`pt.product_id`)} order by pt.product_id, t.name`,
    ),
    queryRows<{ product_id: number; axis: 'x' | 'y'; code: string; label: string; hex: string | null }>(
      db,
      sql`select product_id, axis, code, label, hex from product_options
          where ${within(sql`product_id`)} order by product_id, axis, sort_order, id`,
    ),
    queryRows<{
      id: number;
      product_id: number;
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
      sql`select id, product_id, sku, xsel, ysel, retail_cents, sale_cents, msrp_cents, cbm::text as cbm, sellable, is_default
          from product_variants where ${within(sql`product_id`)} order by product_id, id`,
    ),
    queryRows<{ bundle_variant_id: number; sku: string; qty: number }>(
      db,
      sql`select b.bundle_variant_id, v.sku, b.qty from bundle_components b
          join product_variants v on v.id = b.component_variant_id
          join product_variants bv on bv.id = b.bundle_variant_id
          where ${within(sql`bv.product_id`)} order by b.bundle_variant_id, b.group_code, v.sku`,
    ),
  ]);

  const byId = new Map<number, CsvProduct>();
  const list = products.map((p) => {
    const flags: ProductFlag[] = [];
    if (p.is_new) flags.push('new');
    if (p.is_deal) flags.push('deal');
    if (p.is_bundle) flags.push('bundle');
    if (p.is_ready) flags.push('ready');
    if (p.is_clearance) flags.push('clearance');
    if (p.is_sale) flags.push('sale');
    const product: CsvProduct = {
      id: p.id,
      url: p.url,
      name: p.name,
      collection: p.collection ?? '',
      style: p.style ?? '',
      tags: [],
      categories: p.categories,
      description: p.description ?? '',
      flags,
      shape: p.shape,
      active: p.active,
      xName: p.x_label,
      yName: p.y_label,
      xValues: [],
      yValues: [],
      variants: [],
    };
    byId.set(p.id, product);
    return product;
  });
  for (const t of tags) byId.get(t.product_id)?.tags.push(t.name);
  for (const o of options) {
    const product = byId.get(o.product_id);
    (o.axis === 'x' ? product?.xValues : product?.yValues)?.push({ code: o.code, label: o.label, hex: o.hex });
  }
  const parts = new Map<number, { sku: string; qty: number }[]>();
  for (const c of components) {
    const list = parts.get(c.bundle_variant_id) ?? [];
    list.push({ sku: c.sku, qty: c.qty });
    parts.set(c.bundle_variant_id, list);
  }
  for (const v of variants)
    byId.get(v.product_id)?.variants.push({
      id: v.id,
      sku: v.sku,
      xsel: v.xsel,
      ysel: v.ysel,
      price: dollarsText(v.retail_cents),
      salePrice: v.sale_cents === null ? '' : dollarsText(v.sale_cents),
      msrp: dollarsText(v.msrp_cents),
      cbm: cbmText(v.cbm),
      active: v.sellable,
      isDefault: v.is_default,
      components: parts.get(v.id) ?? [],
    });
  for (const p of list) p.variants.sort(cellOrder(p));
  return list;
}

/** Variants in the order of their option values (then as added), so the file lists options in their order. */
export function cellOrder(p: Pick<CsvProduct, 'xValues' | 'yValues'>) {
  const xAt = new Map(p.xValues.map((o, i) => [o.code, i]));
  const yAt = new Map(p.yValues.map((o, i) => [o.code, i]));
  return (a: CsvVariant, b: CsvVariant) =>
    (xAt.get(a.xsel) ?? 999) - (xAt.get(b.xsel) ?? 999) ||
    (yAt.get(a.ysel) ?? 999) - (yAt.get(b.ysel) ?? 999) ||
    a.id - b.id;
}
