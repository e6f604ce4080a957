// Writing an import's changed and new products, inside the caller's transaction: a few statements over
// JSON documents (json_to_recordset, as the seed writes) whatever the number of products, so 2,000
// changed products cost the same dozen round trips as two. Stock is never written here.
import { sql } from 'drizzle-orm';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { ProductFieldChange } from '../../db/schema-catalogue.ts';
import { slugify } from '../../db/seed/catalogue.ts';
import { markCatalogueChanged } from './changes.ts';
import type { CsvProduct } from './csv-catalogue.ts';
import type { FileProduct } from './csv-import-rows.ts';
import type { CategoryPath } from './csv-import.ts';
import { productSearchDoc } from './search-text.ts';

export interface ProductChange {
  product: FileProduct;
  existing: CsvProduct | null;
  path: CategoryPath;
  changes: ProductFieldChange[];
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;
const cents = (dollars: string) => Math.round(Number(dollars) * 100);

/** Collections, styles or tags by name, adding the names the shop has not used yet. */
async function namedIds(
  db: Database,
  table: 'collections' | 'styles' | 'tags',
  names: string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(names.filter(Boolean))];
  const ids = new Map<string, number>();
  if (wanted.length === 0) return ids;
  const t = sql.raw(`"${table}"`);
  const found = async () =>
    queryRows<{ id: number; name: string; url: string }>(db, sql`select id, name, url from ${t}`);
  let rows = await found();
  const known = new Set(rows.flatMap((r) => [r.name, r.url]));
  const fresh = wanted.filter((n) => !known.has(n) && !known.has(slugify(n)) && slugify(n) !== '');
  if (fresh.length > 0) {
    await db.execute(sql`insert into ${t} (name, url)
      select r.name, r.url from json_to_recordset(${json(fresh.map((name) => ({ name, url: slugify(name) })))}) as r(name text, url text)
      on conflict (url) do nothing`);
    rows = await found();
  }
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  const byUrl = new Map(rows.map((r) => [r.url, r.id]));
  for (const n of wanted) {
    const id = byName.get(n) ?? byUrl.get(slugify(n));
    if (id !== undefined) ids.set(n, id);
  }
  return ids;
}

export async function writeImport(db: Database, staff: SignedInStaff, changed: ProductChange[]): Promise<void> {
  const products = changed.map((c) => c.product);
  // One after another: a transaction is one connection, which takes one statement at a time.
  const collections = await namedIds(
    db,
    'collections',
    products.map((p) => p.collection),
  );
  const styles = await namedIds(
    db,
    'styles',
    products.map((p) => p.style),
  );
  const tags = await namedIds(
    db,
    'tags',
    products.flatMap((p) => p.tags),
  );

  const records = changed.map(({ product: p, existing, path }) => {
    const def = p.variants.find((v) => v.isDefault) ?? p.variants[0]!;
    return {
      id: existing?.id ?? null,
      sku: def.sku,
      url: p.url,
      name: p.name,
      collection_id: collections.get(p.collection) ?? null,
      style_id: styles.get(p.style) ?? null,
      cat1_id: path.cat1Id,
      cat2_id: path.cat2Id,
      cat3_id: path.cat3Id,
      shape: p.shape,
      x_label: p.xName,
      y_label: p.yName,
      is_new: p.flags.includes('new'),
      is_sale: p.flags.includes('sale'),
      is_bundle: p.flags.includes('bundle'),
      is_ready: p.flags.includes('ready'),
      is_deal: p.flags.includes('deal'),
      is_clearance: p.flags.includes('clearance'),
      price_cents: def.salePrice === '' ? cents(def.price) : cents(def.salePrice),
      retail_cents: cents(def.price),
      msrp_cents: cents(def.msrp),
      active: p.active,
      description: p.description,
      doc: productSearchDoc({
        name: p.name,
        collection: p.collection,
        style: p.style,
        description: p.description,
        colours: p.yValues.map((v) => v.label),
        sizes: p.xValues.map((v) => v.label),
        categories: path.names,
        tags: p.tags,
      }),
    };
  });
  const columns =
    sql.raw(`id int, sku text, url text, name text, collection_id int, style_id int, cat1_id int, cat2_id int,
    cat3_id int, shape text, x_label text, y_label text, is_new boolean, is_sale boolean, is_bundle boolean, is_ready boolean,
    is_deal boolean, is_clearance boolean, price_cents int, retail_cents int, msrp_cents int, active boolean, description text, doc text`);

  const updates = records.filter((r) => r.id !== null);
  if (updates.length > 0)
    await db.execute(sql`update products p set name = r.name, collection_id = r.collection_id, style_id = r.style_id,
        cat1_id = r.cat1_id, cat2_id = r.cat2_id, cat3_id = r.cat3_id, shape = r.shape, x_label = r.x_label, y_label = r.y_label,
        is_new = r.is_new, is_sale = r.is_sale, is_bundle = r.is_bundle, is_ready = r.is_ready, is_deal = r.is_deal,
        is_clearance = r.is_clearance, price_cents = r.price_cents, retail_cents = r.retail_cents, msrp_cents = r.msrp_cents,
        active = r.active, search_tsv = to_tsvector('english', r.doc)
      from json_to_recordset(${json(updates)}) as r(${columns}) where p.id = r.id`);
  const inserts = records.filter((r) => r.id === null);
  if (inserts.length > 0) {
    const added = await queryRows<{ id: number; url: string }>(
      db,
      sql`insert into products (sku, url, name, collection_id, style_id, cat1_id, cat2_id, cat3_id, shape, x_label, y_label,
          is_new, is_sale, is_bundle, is_ready, is_deal, is_clearance, price_cents, retail_cents, msrp_cents, active, search_tsv)
        select r.sku, r.url, r.name, r.collection_id, r.style_id, r.cat1_id, r.cat2_id, r.cat3_id, r.shape, r.x_label, r.y_label,
          r.is_new, r.is_sale, r.is_bundle, r.is_ready, r.is_deal, r.is_clearance, r.price_cents, r.retail_cents, r.msrp_cents,
          r.active, to_tsvector('english', r.doc)
        from json_to_recordset(${json(inserts)}) as r(${columns}) order by r.cat3_id, r.url
        returning id, url`,
    );
    const ids = new Map(added.map((a) => [a.url, a.id]));
    for (const r of inserts) r.id = ids.get(r.url) ?? null;
  }
  const idOf = new Map(records.map((r) => [r.url, r.id!]));
  const productIds = records.map((r) => r.id!);

  await db.execute(sql`insert into product_texts (product_id, description, search_doc)
      select r.id, r.description, r.doc from json_to_recordset(${json(records)}) as r(${columns})
      on conflict (product_id) do update set description = excluded.description, search_doc = excluded.search_doc`);

  // Tags and options are the product's whole list: written afresh for the changed products.
  const ids = json(productIds);
  await db.execute(
    sql`delete from product_tags where product_id in (select value::int from json_array_elements_text(${ids}))`,
  );
  const tagRows = products.flatMap((p) =>
    p.tags.flatMap((t) => (tags.has(t) ? [{ product_id: idOf.get(p.url)!, tag_id: tags.get(t)! }] : [])),
  );
  if (tagRows.length > 0)
    await db.execute(sql`insert into product_tags (product_id, tag_id)
      select distinct r.product_id, r.tag_id from json_to_recordset(${json(tagRows)}) as r(product_id int, tag_id int)`);
  await db.execute(
    sql`delete from product_options where product_id in (select value::int from json_array_elements_text(${ids}))`,
  );
  const optionRows = products.flatMap((p) =>
    (['x', 'y'] as const).flatMap((axis) =>
      (axis === 'x' ? p.xValues : p.yValues).map((o, i) => ({
        product_id: idOf.get(p.url)!,
        axis,
        code: o.code,
        label: o.label,
        hex: o.hex,
        sort_order: i + 1,
      })),
    ),
  );
  if (optionRows.length > 0)
    await db.execute(sql`insert into product_options (product_id, axis, code, label, hex, sort_order)
      select r.product_id, r.axis, r.code, r.label, r.hex, r.sort_order
      from json_to_recordset(${json(optionRows)}) as r(product_id int, axis text, code text, label text, hex text, sort_order int)`);

  // Variants by SKU: changed in place (their stock, orders and bins keep pointing at them), new ones added.
  const variantRows = products.flatMap((p) => {
    const colours = new Map(p.yValues.map((o) => [o.code, o.label]));
    return p.variants.map((v) => ({
      product_id: idOf.get(p.url)!,
      sku: v.sku,
      xsel: v.xsel,
      ysel: v.ysel,
      colour: colours.get(v.ysel) ?? '',
      retail_cents: cents(v.price),
      sale_cents: v.salePrice === '' ? null : cents(v.salePrice),
      msrp_cents: cents(v.msrp),
      cbm: v.cbm,
      is_default: v.isDefault,
      sellable: v.active,
    }));
  });
  const variantColumns = sql.raw(`product_id int, sku text, xsel text, ysel text, colour text, retail_cents int,
    sale_cents int, msrp_cents int, cbm numeric, is_default boolean, sellable boolean`);
  // Cells may move between SKUs in one file (two colours swapped): the (product, cell) index is checked
  // row by row, so the moving cells are first set aside on cells no draft can name.
  await db.execute(sql`update product_variants v set xsel = '~' || v.id
    from json_to_recordset(${json(variantRows)}) as r(${variantColumns})
    where upper(v.sku) = upper(r.sku) and (v.product_id, v.xsel, v.ysel) is distinct from (r.product_id, r.xsel, r.ysel)`);
  await db.execute(sql`update product_variants v set product_id = r.product_id, xsel = r.xsel, ysel = r.ysel, colour = r.colour,
      retail_cents = r.retail_cents, sale_cents = r.sale_cents, msrp_cents = r.msrp_cents, cbm = r.cbm,
      is_default = r.is_default, sellable = r.sellable
    from json_to_recordset(${json(variantRows)}) as r(${variantColumns})
    where upper(v.sku) = upper(r.sku)`);
  await db.execute(sql`insert into product_variants (product_id, sku, xsel, ysel, colour, retail_cents, sale_cents, msrp_cents,
      cbm, is_default, sellable)
    select r.product_id, r.sku, r.xsel, r.ysel, r.colour, r.retail_cents, r.sale_cents, r.msrp_cents, r.cbm, r.is_default, r.sellable
    from json_to_recordset(${json(variantRows)}) as r(${variantColumns})
    where not exists (select 1 from product_variants v where upper(v.sku) = upper(r.sku))`);

  // A bundle's components: its whole list, written afresh.
  const skus = json(variantRows.map((v) => v.sku));
  await db.execute(sql`delete from bundle_components where bundle_variant_id in
    (select id from product_variants where upper(sku) in (select upper(value) from json_array_elements_text(${skus})))`);
  const componentRows = products.flatMap((p) =>
    p.variants.flatMap((v) =>
      v.components.map((c, i) => ({ bundle: v.sku, part: c.sku, qty: c.qty, group_code: i + 1 })),
    ),
  );
  if (componentRows.length > 0)
    await db.execute(sql`insert into bundle_components (bundle_variant_id, component_variant_id, qty, group_code)
      select b.id, c.id, r.qty, r.group_code
      from json_to_recordset(${json(componentRows)}) as r(bundle text, part text, qty int, group_code int)
      join product_variants b on upper(b.sku) = upper(r.bundle)
      join product_variants c on upper(c.sku) = upper(r.part)`);

  const staffName = `${staff.firstname} ${staff.lastname}`.trim();
  const history = changed.map((c) => ({ product_id: idOf.get(c.product.url)!, changes: c.changes }));
  await db.execute(sql`insert into product_history (product_id, staff_id, staff_name, source, changes)
    select r.product_id, ${staff.id}, ${staffName}, 'import', r.changes
    from json_to_recordset(${json(history)}) as r(product_id int, changes jsonb)`);
  await markCatalogueChanged(db);
}
