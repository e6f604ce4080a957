// The add the storefront makes most: to a shopper's existing open cart, in one statement that finds
// the session's cart, picks the cell, locks the cart (key share) and adds up the line already there.
// A new line must be counted against the cart's MAX_LINES under the cart's lock (items.ts addUnits),
// so it, and the rarer cases (no cart yet, an anonymous cart still to join the account's), are
// answered for the caller to take the longer way.
import { sql } from 'drizzle-orm';
import { MAX_QTY } from '../../contract/cart.ts';
import type { Database } from '../../db/client.ts';
import { type VariantFound, chosenVariant, lockOpenCart, touchCart } from './items.ts';
import { openCartOf } from './lookup.ts';
import { preparedRows } from '../../db/prepared.ts';
import type { CartIdentity } from './types.ts';

export type QuickAdd =
  | { kind: 'added'; variant: VariantFound; itemcount: number }
  | { kind: 'no-product' }
  /** Nothing free and nothing coming: nothing was added. */
  | { kind: 'sold-out' }
  /** No open cart yet: make one for `ident`, then add. */
  | { kind: 'no-cart'; ident: CartIdentity; variant: VariantFound }
  /** Signed in with an anonymous cart left over: join the carts first. */
  | { kind: 'stray' }
  /** Nothing added up: add with addUnits, which counts the cart's lines under its lock. */
  | { kind: 'new-line'; cartId: number; variant: VariantFound }
  /** The cart was ordered while this waited. */
  | { kind: 'gone' };

interface QuickRow {
  uid: number | null;
  stray: boolean;
  found_id: number | null;
  open_id: number | null;
  variant: VariantFound | null;
  qty: number | null;
  others: number;
}

export async function addToShopperCart(
  db: Database,
  sessionId: string,
  input: { sku: string; sizeCode: string; colourCode: string; qty: number },
): Promise<QuickAdd> {
  const [row] = await preparedRows<QuickRow>(
    db,
    'cart_quick_add',
    sql`with me as (select (select s.user_id from sessions s where s.id = ${sessionId} and s.expires_at > now()) as uid),
      stray as (select a.id from carts a, me where me.uid is not null and a.session_id = ${sessionId}
        and a.user_id is null and a.status = 'open' and a.kind = 'shopper'),
      found as (select f.id from me, lateral ${openCartOf(sessionId, sql`me.uid`)} f where not exists (select 1 from stray)),
      ${lockOpenCart(sql`(select id from found)`)},
      v as (${chosenVariant(input.sku, input.sizeCode, input.colourCode)}),
      up as (
        update cart_items ci set qty = ci.qty + ${input.qty} from c, v
        where ci.cart_id = c.id and ci.variant_id = v.variant_id and ci.qty + ${input.qty} <= ${MAX_QTY} and not v.sold_out
        returning ci.qty
      ),
      ${touchCart('up')}
      select (select uid from me) as uid, exists (select 1 from stray) as stray, (select id from found) as found_id,
        (select id from c) as open_id, (select to_jsonb(v) from v) as variant, (select qty from up) as qty,
        (select coalesce(sum(ci.qty), 0) from cart_items ci where ci.cart_id = (select id from c)
          and ci.variant_id <> (select variant_id from v))::int as others`,
  );
  if (!row || row.stray) return { kind: 'stray' };
  if (!row.variant) return { kind: 'no-product' };
  if (row.variant.sold_out) return { kind: 'sold-out' };
  if (row.found_id === null)
    return {
      kind: 'no-cart',
      ident: { sessionId, userId: row.uid === null ? null : Number(row.uid) },
      variant: row.variant,
    };
  if (row.open_id === null) return { kind: 'gone' };
  // No line to add up, or one the add would take past MAX_QTY (or one removed meanwhile): addUnits
  // decides under the cart's lock, and refuses with the exact reason.
  if (row.qty === null) return { kind: 'new-line', cartId: Number(row.open_id), variant: row.variant };
  return { kind: 'added', variant: row.variant, itemcount: Number(row.others) + Number(row.qty) };
}
