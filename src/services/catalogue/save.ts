// Saving a product from the editor: managers and admins only; every rule checked before anything is
// written; then one transaction writes the product, its cells and texts, an old address's redirect,
// one history entry of the fields that changed, and moves the catalogue's change counter.
import { sql } from 'drizzle-orm';
import {
  NO_SUCH_PRODUCT,
  ONLY_MANAGERS_CATALOGUE,
  type ProductDraft,
  type ProductSaveResponse,
  productSaved,
} from '../../contract/catalogue.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import { markCatalogueChanged } from './changes.ts';
import { draftProblems } from './check.ts';
import { readProduct } from './read.ts';
import { changesBetween, snapshotOf } from './snapshot.ts';
import { writeVariants } from './variants.ts';
import { writeOptions, writeProduct, writeTags } from './writes.ts';

export const mayChangeCatalogue = (staff: Pick<SignedInStaff, 'role'>) =>
  staff.role === 'manager' || staff.role === 'admin';

export async function saveProduct(
  db: Database,
  staff: SignedInStaff,
  draft: ProductDraft,
): Promise<ProductSaveResponse> {
  if (!mayChangeCatalogue(staff)) throw new Refusal(403, ONLY_MANAGERS_CATALOGUE);
  const problems = await draftProblems(db, draft);
  if (problems.length > 0) throw new Refusal(422, problems[0]!.message, { errors: problems });
  const id = await db.transaction(async (tx) => {
    let before: Awaited<ReturnType<typeof readProduct>> = null;
    if (draft.id !== undefined) {
      // Two managers saving one product: the second waits and compares with what the first wrote.
      const [locked] = await queryRows<{ id: number }>(
        tx,
        sql`select id from products where id = ${draft.id} for update`,
      );
      if (!locked) throw new Refusal(404, NO_SUCH_PRODUCT);
      before = await readProduct(tx, draft.id);
    }
    const changes = changesBetween(before && snapshotOf(before), snapshotOf(draft));
    if (changes.length === 0) return draft.id!;
    const productId = await writeProduct(tx, draft, draft.id ?? null);
    await writeTags(tx, productId, draft.tags);
    await writeOptions(tx, productId, draft.options);
    await writeVariants(tx, productId, draft);
    if (before && before.url !== draft.url)
      await tx.execute(sql`insert into product_redirects (old_url, product_id) values (${before.url}, ${productId})
        on conflict (old_url) do update set product_id = excluded.product_id`);
    await tx.execute(sql`delete from product_redirects where old_url = ${draft.url}`);
    await tx.execute(sql`insert into product_history (product_id, staff_id, staff_name, source, changes)
      values (${productId}, ${staff.id}, ${`${staff.firstname} ${staff.lastname}`.trim()}, 'editor', ${JSON.stringify(changes)}::jsonb)`);
    await markCatalogueChanged(tx);
    return productId;
  });
  const product = (await readProduct(db, id))!;
  return { success: true, msg: productSaved(product.name), product };
}
