// The cart content's `wishitems` (GET /v1/cart/content): which hearts the page fills after load, so
// cached pages show the signed-in shopper's wishlist (the list itself is services/wishlist).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

/** The skus whose hearts are filled: each listed variant's, and its product's (the cards'). */
export async function wishlistSkus(db: Database, userId: number): Promise<string[]> {
  const rows = await queryRows<{ sku: string }>(
    db,
    sql`select v.sku from wishlist_items w join product_variants v on v.id = w.variant_id where w.user_id = ${userId}
      union
      select p.sku from wishlist_items w join product_variants v on v.id = w.variant_id join products p on p.id = v.product_id
      where w.user_id = ${userId}`,
  );
  return rows.map((r) => r.sku).sort();
}
