// Changing what is in a cart: add, remove, and a row's quantity, shipping method or collection
// point. Each change is one statement that first takes a share lock on the cart row and goes ahead
// only while the cart is open (so a checkout holding the row under its update lock sees no change under
// it). A double add of one SKU meets the (cart, variant) unique index and adds up instead.
import { type SQL, sql } from 'drizzle-orm';
import { MAX_QTY } from '../../contract/cart.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { preparedRows } from '../../db/prepared.ts';
import { ITEM_NOT_FOUND, MAX_LINES, PRODUCT_NOT_FOUND, tooMany, tooManyLines } from './refusal.ts';
import { Refusal } from '../../domain/refusal.ts';
import { canBeHadSql, stockLateral } from '../../db/stock-lateral.ts';

export interface VariantFound {
  variant_id: number;
  sku: string;
  colour: string;
  ysel: string;
  retail_cents: number;
  sale_cents: number | null;
  name: string;
  url: string;
  shape: string;
  collection: string | null;
  category: string | null;
  /** No free stock and no purchase order to sell ahead of (domain/eta.ts isSoldOut): the shop's add refuses it. */
  sold_out?: boolean;
}

const VARIANT_COLUMNS = sql`v.id as variant_id, v.sku, v.colour, v.ysel, v.retail_cents, v.sale_cents,
  p.name, p.url, p.shape, col.name as collection, cat.name as category`;
const PRODUCT_JOINS = sql`left join collections col on col.id = p.collection_id left join categories cat on cat.id = p.cat2_id`;

/**
 * The sellable cell the shopper chose. `sku` names a variant, or a product (its default variant);
 * a non-empty xsel/ysel then picks the cell on that axis, as the option choice on the product page does.
 */
export async function resolveVariant(
  db: Database,
  sku: string,
  sizeCode: string,
  colourCode: string,
): Promise<VariantFound> {
  const [row] = await preparedRows<VariantFound>(db, 'cart_variant', chosenVariant(sku, sizeCode, colourCode));
  if (!row) throw new Refusal(404, PRODUCT_NOT_FOUND);
  return row;
}

/** The select of resolveVariant (columns of VariantFound), to run alone or inside a bigger statement. */
export function chosenVariant(sku: string, sizeCode: string, colourCode: string) {
  return sql`with named as (
      select v.product_id, v.xsel, v.ysel, 1 as pri from product_variants v where v.sku = ${sku}
      union all
      select d.product_id, d.xsel, d.ysel, 2 from products p join product_variants d on d.product_id = p.id and d.is_default
      where p.sku = ${sku}
      order by pri limit 1
    )
    select ${VARIANT_COLUMNS}, not ${canBeHadSql(sql`vst`)} as sold_out
    from named n
    join products p on p.id = n.product_id and p.active
    join product_variants v on v.product_id = p.id and v.sellable
      and v.xsel = case when ${sizeCode}::text = '' then n.xsel else ${sizeCode}::text end
      and v.ysel = case when ${colourCode}::text = '' then n.ysel else ${colourCode}::text end
    ${PRODUCT_JOINS}
    ${stockLateral(sql`v.id`, null, 'vst')}`;
}

/**
 * Holds the cart row while it is open (alias `c`; empty when the cart was ordered meanwhile). A key
 * share lock: changes to one cart do not wait for each other, only for a checkout holding the row
 * FOR UPDATE, after which the row is read again and an ordered cart is not changed.
 */
export const lockOpenCart = (cartId: number | SQL) =>
  sql`c as (select id from carts where id = ${cartId} and status = 'open' for key share)`;
/** updated_at says roughly when the shopper last touched the cart; updating it on every change would make changes queue on the row. */
export const touchCart = (changed: string) =>
  sql.raw(`touch as (update carts set updated_at = now() where id in (select id from c)
    and updated_at < now() - interval '1 minute' and exists (select 1 from ${changed}))`);

export const CART_GONE = 'Your cart has changed. Please refresh the page and try again.';

/**
 * Adds `qty` units to the line already there, or starts a line. The line may not pass MAX_QTY nor the
 * cart MAX_LINES lines. A transaction with the cart row locked (FOR NO KEY UPDATE: adds to one cart
 * queue, other changes and reads do not), and the count taken by a second statement, whose snapshot
 * comes after the lock: two adds racing for the last line cannot both see room. Answers the cart's
 * unit count. Inside a caller's transaction it runs as a savepoint and the lock lasts to its end.
 */
export async function addUnits(db: Database, cartId: number, variantId: number, qty: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [open] = await preparedRows<{ id: number }>(
      tx,
      'cart_add_lock',
      sql`select id from carts where id = ${cartId} and status = 'open' for no key update`,
    );
    if (!open) throw new Refusal(409, CART_GONE);
    const [row] = await preparedRows<{ qty: number | null; had: boolean; lines: number; others: number }>(
      tx,
      'cart_add',
      sql`with c as (select ${cartId}::int as id), mine as (select variant_id, qty from cart_items where cart_id = ${cartId}),
        up as (
          insert into cart_items (cart_id, variant_id, qty)
          select ${cartId}, ${variantId}, ${qty}
          where exists (select 1 from mine where variant_id = ${variantId}) or (select count(*) from mine) < ${MAX_LINES}
          on conflict (cart_id, variant_id) do update set qty = cart_items.qty + excluded.qty
          where cart_items.qty + excluded.qty <= ${MAX_QTY}
          returning qty
        ),
        ${touchCart('up')}
        select (select qty from up), exists (select 1 from mine where variant_id = ${variantId}) as had,
          (select count(*) from mine)::int as lines,
          (select coalesce(sum(qty), 0) from mine where variant_id <> ${variantId})::int as others`,
    );
    if (!row || row.qty === null) {
      throw new Refusal(422, row && !row.had && row.lines >= MAX_LINES ? tooManyLines(MAX_LINES) : tooMany(MAX_QTY));
    }
    return Number(row.others) + Number(row.qty);
  });
}

export interface RemovedLine extends VariantFound {
  qty: number;
  each_cents: number;
  itemcount: number;
}

/** Takes the line of variant `sku` out of the cart; 404 when the cart has no such line. */
export async function removeLine(db: Database, cartId: number, sku: string): Promise<RemovedLine> {
  const [row] = await queryRows<RemovedLine>(
    db,
    sql`with ${lockOpenCart(cartId)},
      gone as (
        delete from cart_items ci using c, product_variants pv
        where ci.cart_id = c.id and pv.id = ci.variant_id and pv.sku = ${sku}
        returning ci.variant_id, ci.qty, ci.discounted_each_cents
      ),
      ${touchCart('gone')}
      select ${VARIANT_COLUMNS}, g.qty, coalesce(g.discounted_each_cents, v.sale_cents, v.retail_cents) as each_cents,
        (select coalesce(sum(qty), 0) from cart_items where cart_id = ${cartId}
          and variant_id not in (select variant_id from gone))::int as itemcount
      from gone g join product_variants v on v.id = g.variant_id join products p on p.id = v.product_id
      ${PRODUCT_JOINS}`,
  );
  if (!row) throw new Refusal(404, ITEM_NOT_FOUND);
  return row;
}

export interface ItemChange {
  /** A typed quantity (0 or less means 1, as the cart page resets it). */
  qty?: number;
  /** Plus or minus: the quantity never goes below 1 (minus acts only when the result is 1 or more). */
  qtyDiff?: number;
  shipmethod?: 'DEL' | 'PCK';
  /** undefined leaves it; null clears it. Must already be checked to be a collection point. */
  pickLocation?: string | null;
}

/** Changes one row of this cart; someone else's item id is 404, as if it did not exist. */
export async function changeItem(db: Database, cartId: number, itemId: number, change: ItemChange): Promise<void> {
  if (change.qtyDiff !== undefined && Math.abs(change.qtyDiff) > MAX_QTY) throw new Refusal(422, tooMany(MAX_QTY));
  const typed = change.qty === undefined ? null : Math.max(1, change.qty);
  const diff = change.qtyDiff ?? null;
  const newQty = sql`case when ${diff}::int is not null then greatest(1, ci.qty + ${diff}::int) else coalesce(${typed}::int, ci.qty) end`;
  const setPick = change.pickLocation !== undefined;
  const [row] = await queryRows<{ open: number; updated: number }>(
    db,
    sql`with ${lockOpenCart(cartId)},
      up as (
        update cart_items ci set qty = ${newQty},
          shipmethod = coalesce(${change.shipmethod ?? null}::text, ci.shipmethod),
          pick_location = case when ${setPick}::boolean then ${change.pickLocation ?? null}::text else ci.pick_location end
        from c where ci.cart_id = c.id and ci.id = ${itemId} and ${newQty} <= ${MAX_QTY}
        returning ci.id
      ),
      ${touchCart('up')}
      select (select count(*) from c)::int as open, (select count(*) from up)::int as updated`,
  );
  if (row?.updated) return;
  // Nothing changed: either the row is not this cart's, or the quantity would pass the cap.
  const [exists] = row?.open
    ? await queryRows<{ id: number }>(db, sql`select id from cart_items where id = ${itemId} and cart_id = ${cartId}`)
    : [];
  throw exists ? new Refusal(422, tooMany(MAX_QTY)) : new Refusal(404, ITEM_NOT_FOUND);
}
