// What the POS cart keeps per sub-item besides its allocations (the item tab's notes and tags): the
// delivery notes and tags staff write for the delivery crew (cart_sub_items, saved through updateItem
// and copied onto the order's lines), and whether the sub-item may be sold ahead on back order (an
// open purchase order of its variant that allows it, as reserveStock and
// docs/decisions/0010-sold-out-at-checkout.md say). A sub-item is a bundle's component, or the item
// itself.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idList, queryRows } from '../../db/rows.ts';
import { inTagOrder } from '../../domain/delivery-tags.ts';
import { Refusal } from '../../domain/refusal.ts';

export const SUB_ITEM_NOT_FOUND = 'Sub-item not found';

export interface SubItemFacts {
  notes: string;
  delTags: string[];
  isBackOrder: boolean;
}

export interface SubItemNotesChange {
  sku: string;
  /** Absent: the saved notes stay. */
  notes?: string;
  /** Codes; absent: the saved tags stay. */
  delTags?: string[];
}

/** The parts of cart lines: a bundle's components, or the line's own variant. */
const partsOf = (variantId: SQL) => sql`
  select bc.component_variant_id as vid from bundle_components bc where bc.bundle_variant_id = ${variantId}
  union all
  select ${variantId} where not exists (select 1 from bundle_components b where b.bundle_variant_id = ${variantId})`;

/** What `subItemFields` adds to a part: [notes, tags] when any were saved, and whether it may be back-ordered. */
export interface SubItemFactsFields {
  sub: [notes: string, delTags: string[]] | null;
  backOrder: boolean;
}

/** An open purchase order of the variant `variantId` that allows back order, spare units or not. */
const backOrderAllowed = (
  variantId: SQL,
) => sql`exists (select 1 from purchase_order_lines pol join purchase_orders po on po.id = pol.purchase_order_id
  where pol.variant_id = ${variantId} and po.status = 'open' and po.allow_back_order)`;

/**
 * Notes, tags and back-order of one sub-item, as fields of the part object that cart/lines.ts
 * itemRowsSelect builds (`part.vid` of the line `ci`): read in cart-view.ts's one statement.
 */
export const subItemFields = sql`'sub', (select json_build_array(s.notes, s.del_tags) from cart_sub_items s
    where s.cart_item_id = ci.id and s.variant_id = part.vid),
  'backOrder', ${backOrderAllowed(sql`part.vid`)}`;

/** A part's facts from those fields. */
export function subItemFactsOf(part: SubItemFactsFields): SubItemFacts {
  return { notes: part.sub?.[0] ?? '', delTags: part.sub?.[1] ?? [], isBackOrder: Boolean(part.backOrder) };
}

/**
 * The variants among `variantIds` that may be back-ordered: an open purchase order line with
 * allow_back_order, spare units or not (back order is for selling beyond what is on order).
 */
export async function backOrderable(db: Database, variantIds: number[]): Promise<Set<number>> {
  if (!variantIds.length) return new Set();
  const rows = await queryRows<{ variant_id: number }>(
    db,
    sql`select v.id as variant_id from product_variants v where v.id in (${idList(variantIds)}) and ${backOrderAllowed(sql`v.id`)}`,
  );
  return new Set(rows.map((r) => Number(r.variant_id)));
}

/**
 * Saves notes and tags of sub-items of one cart line (updateItem), in the caller's transaction with
 * the cart locked. Checked first: a sku that is not a sub-item of the line is 404 and nothing is kept.
 * The tags and notes themselves are checked by the route (domain/delivery-tags.ts).
 */
export async function saveSubItemNotes(tx: Database, cartItemId: number, changes: SubItemNotesChange[]): Promise<void> {
  if (!changes.length) return;
  const subs = await queryRows<{ vid: number; sku: string; notes: string | null; del_tags: string[] | null }>(
    tx,
    sql`select part.vid, v.sku, s.notes, s.del_tags
      from cart_items ci
      cross join lateral (${partsOf(sql`ci.variant_id`)}) part
      join product_variants v on v.id = part.vid
      left join cart_sub_items s on s.cart_item_id = ci.id and s.variant_id = part.vid
      where ci.id = ${cartItemId}`,
  );
  // The last change of a sku wins (one row per sub-item).
  const merged = new Map<number, { notes: string; delTags: string[] }>();
  for (const change of changes) {
    const sub = subs.find((s) => s.sku === change.sku);
    if (!sub) throw new Refusal(404, SUB_ITEM_NOT_FOUND);
    const vid = Number(sub.vid);
    const before = merged.get(vid) ?? { notes: sub.notes ?? '', delTags: sub.del_tags ?? [] };
    merged.set(vid, {
      notes: change.notes ?? before.notes,
      delTags: change.delTags ? inTagOrder(change.delTags) : before.delTags,
    });
  }
  const values = sql.join(
    [...merged].map(
      ([vid, m]) => sql`(${cartItemId}::int, ${vid}::int, ${m.notes}::text, ${`{${m.delTags.join(',')}}`}::text[])`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`insert into cart_sub_items (cart_item_id, variant_id, notes, del_tags) values ${values}
      on conflict (cart_item_id, variant_id) do update set notes = excluded.notes, del_tags = excluded.del_tags`,
  );
}

/**
 * Copies the cart's sub-item notes and tags onto the order's lines just written (createOrder): a
 * line's own row, or its bundle component's row under the bundle line. A cart holds a variant once,
 * so the bundle or item row of each cart line is one row.
 */
export async function copySubItemNotesToOrder(tx: Database, cartId: number, orderId: number): Promise<void> {
  await tx.execute(
    sql`update order_items oi set notes = s.notes, del_tags = s.del_tags
      from cart_sub_items s
      join cart_items ci on ci.id = s.cart_item_id
      join order_items line on line.order_id = ${orderId} and line.group_code = -1 and line.variant_id = ci.variant_id
      where ci.cart_id = ${cartId} and oi.order_id = ${orderId} and oi.variant_id = s.variant_id
        and (oi.id = line.id or oi.group_code = line.id)`,
  );
}
