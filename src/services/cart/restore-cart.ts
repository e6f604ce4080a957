// After a declined payment (or an expired hold, or a payment page that never opened) the shopper gets
// their cart back to try again. The ordered cart itself stays as it is, tied to its order (one order
// per cart: orders_cart_idx); its details and lines are copied into a fresh open cart, or its lines
// are added to the open cart the shopper has started since (docs/decisions/0004-cart-after-a-failed-payment.md).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { carts } from '../../db/schema-sales.ts';
import { MAX_LINES } from './refusal.ts';

type Cart = typeof carts.$inferSelect;

/** The open cart that now holds the ordered cart's lines, or null when there was no cart. */
export async function restoreCart(tx: Database, orderedCartId: number | null, now: Date): Promise<number | null> {
  if (orderedCartId === null) return null;
  const [cart] = await tx.select().from(carts).where(eq(carts.id, orderedCartId)).limit(1);
  if (cart?.kind !== 'shopper' || (!cart.sessionId && cart.userId === null)) return null;

  let targetId = (await openCartOf(tx, cart))?.id ?? null;
  if (targetId === null) {
    const { id: _id, status: _status, orderId: _orderId, createdAt: _created, updatedAt: _updated, ...details } = cart;
    // DO NOTHING: the cart service may open a cart for the same shopper at this very moment.
    const [made] = await tx
      .insert(carts)
      .values({ ...details, status: 'open', orderId: null, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: carts.id });
    targetId = made?.id ?? (await openCartOf(tx, cart))?.id ?? null;
  }
  if (targetId === null) return null;
  // A line the shopper already has again keeps their newer choice. The open cart is locked as an add
  // locks it (cart/items.ts addUnits), so the count is exact and the lines stop at MAX_LINES.
  await tx.execute(sql`select id from carts where id = ${targetId} for no key update`);
  await tx.execute(sql`
    with have as (select variant_id from cart_items where cart_id = ${targetId})
    insert into cart_items (cart_id, variant_id, qty, shipmethod, pick_location, discounted_each_cents, disc_type, disc_reason)
    select ${targetId}, variant_id, qty, shipmethod, pick_location, discounted_each_cents, disc_type, disc_reason
    from cart_items where cart_id = ${orderedCartId} and variant_id not in (select variant_id from have)
    order by id limit greatest(0, ${MAX_LINES} - (select count(*) from have))
    on conflict (cart_id, variant_id) do nothing`);
  return targetId;
}

async function openCartOf(tx: Database, cart: Cart): Promise<{ id: number } | undefined> {
  const owner =
    cart.userId !== null
      ? eq(carts.userId, cart.userId)
      : and(isNull(carts.userId), eq(carts.sessionId, cart.sessionId!));
  const [open] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.kind, 'shopper'), eq(carts.status, 'open'), owner))
    .limit(1);
  return open;
}
