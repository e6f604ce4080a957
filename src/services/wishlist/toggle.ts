// The heart (POST /v1/wishlist/toggle; specs/storefront.md, Wishlist toggle). A card's heart names a
// product: any of its variants on the list fills it, so DEL takes them all and ADD keeps the default
// one. A cart line names its variant. Race-safe on the (user, variant) unique index: two toggles at
// once both see no row, one insert wins and the other does nothing (both answer ADD, one row).
import { sql } from 'drizzle-orm';
import type { WishlistToggleResponse } from '../../contract/account.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { wishlistDataLayer } from '../../domain/cart-analytics.ts';
import { Refusal } from '../../domain/refusal.ts';
import { ITEM_NOT_FOUND, findCart, removeLineOf, resolveVariant, toAnalyticsItem } from '../cart/cart.service.ts';

export interface ToggleAsk {
  sku: string;
  /**
   * From the cart page (Move to Wishlist): always an ADD, which also takes the line out of the shopper's
   * cart in the same transaction.
   */
  fromCart: boolean;
}

const NOT_SIGNED_IN: WishlistToggleResponse = { success: true, login: 0, datalayer_ga4: null };

export async function toggleWishlist(
  db: Database,
  sessionId: string | null,
  ask: ToggleAsk,
): Promise<WishlistToggleResponse> {
  if (!sessionId) return NOT_SIGNED_IN;
  const found = await findCart(db, sessionId);
  const userId = found.ident.userId;
  if (userId === null) return NOT_SIGNED_IN;
  // 404 for an unknown or hidden sku (the cart's own words, services/cart/refusal.ts).
  const variant = await resolveVariant(db, ask.sku, '', '');
  const exact = variant.sku.toLowerCase() === ask.sku.toLowerCase();
  const scope = exact
    ? sql`variant_id = ${variant.variant_id}`
    : sql`variant_id in (select id from product_variants where product_id =
        (select product_id from product_variants where id = ${variant.variant_id}))`;

  return db.transaction(async (tx) => {
    // Move to Wishlist only ever adds: an item already listed stays listed and still leaves the cart.
    if (!ask.fromCart) {
      const gone = await queryRows<{ id: number }>(
        tx,
        sql`delete from wishlist_items where user_id = ${userId} and ${scope} returning id`,
      );
      if (gone.length > 0)
        return { success: true as const, login: 1 as const, action: 'DEL' as const, datalayer_ga4: null };
    }
    await tx.execute(
      sql`insert into wishlist_items (user_id, variant_id) values (${userId}, ${variant.variant_id})
        on conflict (user_id, variant_id) do nothing`,
    );
    const answer: WishlistToggleResponse = {
      success: true,
      login: 1,
      action: 'ADD',
      datalayer_ga4: wishlistDataLayer(toAnalyticsItem(variant, variant.sale_cents ?? variant.retail_cents, 1)),
    };
    if (!ask.fromCart || !found.cart) return answer;
    try {
      const removed = await removeLineOf(tx, found.cart.id, variant.sku);
      return { ...answer, itemcount: removed.itemcount };
    } catch (e) {
      // The line had already left the cart (another tab): the heart is still set.
      if (e instanceof Refusal && e.message === ITEM_NOT_FOUND) return answer;
      throw e;
    }
  });
}

/** The products on the shopper's list, the newest hearted first (the My Wishlist page's cards). */
export async function wishlistProductIds(db: Database, userId: number): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select v.product_id from wishlist_items w join product_variants v on v.id = w.variant_id
      where w.user_id = ${userId} group by v.product_id order by max(w.created_at) desc, max(w.id) desc`,
  );
  return rows.map((r) => Number(r.product_id));
}
