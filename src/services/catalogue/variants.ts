// A product's cells as the draft has them: kept cells updated by SKU, new ones added, and a cell the
// draft leaves out deleted when nothing else points at it (an order or cart line, stock, a purchase
// order, a bundle), else kept as not sellable so what points at it still reads.
import { sql } from 'drizzle-orm';
import type { ProductDraft } from '../../contract/catalogue.ts';
import { centsOf } from '../../contract/cents.ts';
import type { Database } from '../../db/client.ts';
import { idList, queryRows } from '../../db/rows.ts';
import { defaultIndex } from './snapshot.ts';

/** Every (table, column) whose foreign key points at product_variants, read from the database itself. */
async function variantReferences(tx: Database): Promise<{ tbl: string; col: string }[]> {
  return queryRows(
    tx,
    sql`select c.conrelid::regclass::text as tbl, a.attname as col
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'product_variants'::regclass`,
  );
}

/** Whether anything but the cell's own bundle parts points at it. */
async function referenced(tx: Database, variantId: number): Promise<boolean> {
  for (const { tbl, col } of await variantReferences(tx)) {
    if (tbl === 'bundle_components' && col === 'bundle_variant_id') continue;
    const [hit] = await queryRows<{ one: number }>(
      tx,
      sql`select 1 as one from ${sql.raw(tbl)} where ${sql.raw(`"${col}"`)} = ${variantId} limit 1`,
    );
    if (hit) return true;
  }
  return false;
}

export async function writeVariants(tx: Database, productId: number, draft: ProductDraft): Promise<void> {
  const existing = await queryRows<{ id: number; sku: string; xsel: string; ysel: string }>(
    tx,
    sql`select id, sku, xsel, ysel from product_variants where product_id = ${productId} order by id for update`,
  );
  // Cells move between SKUs in one save: clear the old cells first so the (product, cell) index holds.
  if (existing.length > 0)
    await tx.execute(
      sql`update product_variants set xsel = '~' || id, is_default = false where product_id = ${productId}`,
    );
  const bySku = new Map(existing.map((v) => [v.sku.toUpperCase(), v]));
  const def = defaultIndex(draft.variants);
  const colour = (ysel: string) => draft.options.y.values.find((v) => v.code === ysel)?.label ?? '';
  const ids: number[] = [];
  for (const [i, v] of draft.variants.entries()) {
    const values = {
      sale: v.salePrice === '' ? null : centsOf(v.salePrice),
      retail: centsOf(v.price),
      msrp: centsOf(v.msrp),
    };
    const old = bySku.get(v.sku.toUpperCase());
    if (old) {
      bySku.delete(v.sku.toUpperCase());
      await tx.execute(sql`update product_variants set sku = ${v.sku}, xsel = ${v.xsel}, ysel = ${v.ysel},
        colour = ${colour(v.ysel)}, retail_cents = ${values.retail}, sale_cents = ${values.sale},
        msrp_cents = ${values.msrp}, cbm = ${draft.cbm}::numeric, is_default = ${i === def}, sellable = ${v.active}
        where id = ${old.id}`);
      ids.push(old.id);
    } else {
      const [made] = await queryRows<{ id: number }>(
        tx,
        sql`insert into product_variants (product_id, sku, xsel, ysel, colour, retail_cents, sale_cents, msrp_cents, cbm, is_default, sellable)
          values (${productId}, ${v.sku}, ${v.xsel}, ${v.ysel}, ${colour(v.ysel)}, ${values.retail}, ${values.sale},
            ${values.msrp}, ${draft.cbm}::numeric, ${i === def}, ${v.active}) returning id`,
      );
      ids.push(made!.id);
    }
  }
  const cells = new Set(draft.variants.map((v) => `${v.xsel}\u0000${v.ysel}`));
  for (const gone of bySku.values()) {
    if (!(await referenced(tx, gone.id))) {
      await tx.execute(sql`delete from product_variants where id = ${gone.id}`);
      continue;
    }
    // Kept for what points at it: back in its own cell unless the draft gave that cell to another SKU.
    const free = !cells.has(`${gone.xsel}\u0000${gone.ysel}`);
    await tx.execute(sql`update product_variants set sellable = false, is_default = false
      ${free ? sql`, xsel = ${gone.xsel}` : sql``} where id = ${gone.id}`);
  }
  await writeComponents(tx, ids, draft);
}

/** A bundle cell's parts, numbered by their place in the draft (group_code 1, 2…). */
async function writeComponents(tx: Database, ids: number[], draft: ProductDraft): Promise<void> {
  if (ids.length > 0) await tx.execute(sql`delete from bundle_components where bundle_variant_id in (${idList(ids)})`);
  for (const [i, v] of draft.variants.entries())
    for (const [j, c] of v.components.entries())
      await tx.execute(sql`insert into bundle_components (bundle_variant_id, component_variant_id, qty, group_code)
        select ${ids[i]!}::int, id, ${c.qty}, ${j + 1} from product_variants where upper(sku) = upper(${c.sku})
        on conflict (bundle_variant_id, component_variant_id) do update set qty = bundle_components.qty + excluded.qty`);
}
