// The rows a save writes, each step on the transaction's handle: the product and its texts, its
// collection, style and tags by name, its options, its cells and their bundle parts. No stock: a new
// cell has none until it is received or adjusted (services/stock/).
import { sql } from 'drizzle-orm';
import type { ProductDraft } from '../../contract/catalogue.ts';
import { centsOf } from '../../contract/cents.ts';
import type { Database } from '../../db/client.ts';
import { idList, queryRows } from '../../db/rows.ts';
import { defaultIndex } from './snapshot.ts';

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'item';

/** The id of the collection, style or tag of this name, added (with a free url) when the shop has none. */
export async function namedId(
  tx: Database,
  table: 'collections' | 'styles' | 'tags',
  name: string,
): Promise<number | null> {
  if (name === '') return null;
  const t = sql.raw(table);
  const [found] = await queryRows<{ id: number }>(
    tx,
    sql`select id from ${t} where lower(name) = lower(${name}) order by id limit 1`,
  );
  if (found) return found.id;
  const base = slug(name);
  const used = new Set(
    (
      await queryRows<{ url: string }>(tx, sql`select url from ${t} where url = ${base} or url like ${`${base}-%`}`)
    ).map((r) => r.url),
  );
  let url = base;
  for (let i = 2; used.has(url); i++) url = `${base}-${i}`;
  const [made] = await queryRows<{ id: number }>(
    tx,
    sql`insert into ${t} (name, url) values (${name}, ${url}) returning id`,
  );
  return made!.id;
}

/** What the search reads of a product, put together as the seed does (src/db/seed/catalogue.ts). */
export async function searchDocOf(tx: Database, draft: ProductDraft): Promise<string> {
  const ids = [draft.category.cat1Id, draft.category.cat2Id, draft.category.cat3Id].filter(
    (id): id is number => id !== null,
  );
  const names = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from categories where id in (${idList(ids)})`,
  );
  const categoryName = (id: number | null) => names.find((n) => n.id === id)?.name ?? '';
  return [
    draft.name,
    draft.collection,
    draft.style,
    draft.description,
    draft.options.y.values.map((v) => v.label).join(' '),
    draft.options.x.values.map((v) => v.label).join(' '),
    categoryName(draft.category.cat1Id),
    categoryName(draft.category.cat2Id),
    categoryName(draft.category.cat3Id),
    draft.tags.join(' '),
  ]
    .filter(Boolean)
    .join(' ');
}

/** The products row and its texts; the id of the product. */
export async function writeProduct(tx: Database, draft: ProductDraft, existingId: number | null): Promise<number> {
  const def = draft.variants[defaultIndex(draft.variants)]!;
  const retail = centsOf(def.price);
  const sale = def.salePrice === '' ? null : centsOf(def.salePrice);
  const has = (f: ProductDraft['flags'][number]) => draft.flags.includes(f);
  const collectionId = await namedId(tx, 'collections', draft.collection);
  const styleId = await namedId(tx, 'styles', draft.style);
  const doc = await searchDocOf(tx, draft);
  const fields = sql`name = ${draft.name}, url = ${draft.url}, collection_id = ${collectionId}, style_id = ${styleId},
    cat1_id = ${draft.category.cat1Id}, cat2_id = ${draft.category.cat2Id}, cat3_id = ${draft.category.cat3Id},
    shape = ${draft.shape}, x_label = ${draft.options.x.label}, y_label = ${draft.options.y.label},
    is_new = ${has('new')}, is_sale = ${has('sale')}, is_bundle = ${has('bundle')}, is_ready = ${has('ready')},
    is_deal = ${has('deal')}, is_clearance = ${has('clearance')},
    price_cents = ${sale ?? retail}, retail_cents = ${retail}, msrp_cents = ${centsOf(def.msrp)},
    active = ${draft.active}, search_tsv = to_tsvector('english', ${doc}::text)`;
  let id = existingId;
  if (id === null) {
    // A product's own SKU is its default cell's when it is added here.
    const [made] = await queryRows<{ id: number }>(
      tx,
      sql`insert into products (sku, url, name, cat1_id, cat2_id, shape, price_cents, retail_cents, msrp_cents)
        values (${def.sku}, ${draft.url}, ${draft.name}, ${draft.category.cat1Id}, ${draft.category.cat2Id},
          ${draft.shape}, 0, 0, 0) returning id`,
    );
    id = made!.id;
  }
  await tx.execute(sql`update products set ${fields} where id = ${id}`);
  await tx.execute(sql`insert into product_texts (product_id, description, search_doc)
    values (${id}, ${draft.description}, ${doc})
    on conflict (product_id) do update set description = excluded.description, search_doc = excluded.search_doc`);
  // The typo lexicon learns the new words (frequency as the seed counts them); known words stay.
  await tx.execute(sql`insert into search_words (word, frequency)
    select w, count(*) from regexp_split_to_table(lower(${doc}::text), '[^a-z]+') as w
    where length(w) >= 3 group by w on conflict (word) do nothing`);
  return id;
}

export async function writeTags(tx: Database, productId: number, names: string[]): Promise<void> {
  await tx.execute(sql`delete from product_tags where product_id = ${productId}`);
  const ids = new Set<number>();
  for (const name of names) {
    const id = await namedId(tx, 'tags', name);
    if (id !== null) ids.add(id);
  }
  for (const tagId of ids)
    await tx.execute(sql`insert into product_tags (product_id, tag_id) values (${productId}, ${tagId})`);
}

export async function writeOptions(tx: Database, productId: number, options: ProductDraft['options']): Promise<void> {
  await tx.execute(sql`delete from product_options where product_id = ${productId}`);
  for (const axis of ['x', 'y'] as const)
    for (const [i, o] of options[axis].values.entries())
      await tx.execute(sql`insert into product_options (product_id, axis, code, label, hex, sort_order)
        values (${productId}, ${axis}, ${o.code}, ${o.label}, ${o.hex}, ${i + 1})`);
}
