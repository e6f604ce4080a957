// What a draft must pass before a save writes anything: the rules between its fields
// (domain/catalogue-rules.ts) and the ones that need the database (addresses and SKUs other products
// use, the category path, the drawing, the components' SKUs). Every problem, each named by its field.
import { sql } from 'drizzle-orm';
import type { FieldProblem, ProductDraft } from '../../contract/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import {
  SKU_TAKEN,
  UNKNOWN_CATEGORY,
  UNKNOWN_COMPONENT,
  UNKNOWN_SHAPE,
  URL_TAKEN,
  variantProblems,
} from '../../domain/catalogue-rules.ts';
import { isProductShape } from '../../domain/product-images.ts';

const upperList = (skus: string[]) =>
  sql.join(
    skus.map((s) => sql`${s.toUpperCase()}`),
    sql`, `,
  );

export async function draftProblems(db: Database, draft: ProductDraft): Promise<FieldProblem[]> {
  const problems = variantProblems(draft.variants, {
    x: draft.options.x.values,
    y: draft.options.y.values,
  });
  const self = draft.id ?? 0;
  const [urlTaken] = await queryRows<{ id: number }>(
    db,
    sql`select id from products where url = ${draft.url} and id <> ${self}
      union all select product_id from product_redirects where old_url = ${draft.url} and product_id <> ${self}
      limit 1`,
  );
  if (urlTaken) problems.unshift({ field: 'url', message: URL_TAKEN });

  const skus = draft.variants.map((v) => v.sku);
  const taken = new Set(
    (
      await queryRows<{ sku: string }>(
        db,
        sql`select upper(sku) as sku from product_variants where upper(sku) in (${upperList(skus)}) and product_id <> ${self}
          union select upper(sku) from products where upper(sku) in (${upperList(skus)}) and id <> ${self}`,
      )
    ).map((r) => r.sku),
  );
  draft.variants.forEach((v, i) => {
    if (taken.has(v.sku.toUpperCase())) problems.push({ field: `variants.${i}.sku`, message: SKU_TAKEN });
  });

  const { cat1Id, cat2Id, cat3Id } = draft.category;
  const [path] = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from categories c1 join categories c2 on c2.parent_id = c1.id and c2.level = 2
        where c1.id = ${cat1Id} and c1.level = 1 and c2.id = ${cat2Id}
          and (${cat3Id}::int is null or exists (
            select 1 from categories c3 where c3.id = ${cat3Id}::int and c3.parent_id = c2.id and c3.level = 3))) as ok`,
  );
  if (!path?.ok) problems.push({ field: 'category', message: UNKNOWN_CATEGORY });
  if (!isProductShape(draft.shape)) problems.push({ field: 'shape', message: UNKNOWN_SHAPE });

  const own = new Set(skus.map((s) => s.toUpperCase()));
  const componentSkus = draft.variants.flatMap((v) => v.components.map((c) => c.sku));
  if (componentSkus.length > 0) {
    const known = new Set(
      (
        await queryRows<{ sku: string }>(
          db,
          sql`select upper(sku) as sku from product_variants where upper(sku) in (${upperList(componentSkus)})`,
        )
      ).map((r) => r.sku),
    );
    draft.variants.forEach((v, i) => {
      v.components.forEach((c, j) => {
        const key = c.sku.toUpperCase();
        if (!own.has(key) && !known.has(key))
          problems.push({ field: `variants.${i}.components.${j}.sku`, message: UNKNOWN_COMPONENT });
      });
    });
  }
  return problems;
}
