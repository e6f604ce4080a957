// The POS cart's sub-items and the shipping allocations saved on them, as saving an allocation
// (allocations.ts) and completing the cart (complete.ts) read them, and what completing makes of the
// allocations: the stock to take and the allocation rows the order keeps (services/stock).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { BACK_ORDER } from '../../domain/allocations.ts';
import type { OrderAllocation, StockTake } from '../stock/stock.service.ts';

export interface SubItem {
  cartItemId: number;
  variantId: number;
  sku: string;
  name: string;
  qty: number;
  cbm: number;
}

export interface SavedAllocation {
  cartItemId: number;
  variantId: number;
  method: 'DEL' | 'COU' | 'PCK';
  /** A location code or 'BACK-ORDER'; null when from a purchase order. */
  fromLocation: string | null;
  purchaseOrderId: number | null;
  toLocation: string | null;
  qty: number;
  dispatchDate: string;
  confirmed: boolean;
  note: string;
}

/** The sub-items of the cart's lines: a bundle's components, or the item itself. */
export async function subItemsOf(tx: Database, cartId: number): Promise<SubItem[]> {
  const rows = await queryRows<SubItem & { cart_item_id: number; variant_id: number; cbm: string }>(
    tx,
    sql`select ci.id as cart_item_id, part.vid as variant_id, pv.sku, p.name, (part.qty * ci.qty)::int as qty, pv.cbm::text as cbm
      from cart_items ci
      cross join lateral (
        select bc.component_variant_id as vid, bc.qty, bc.group_code from bundle_components bc where bc.bundle_variant_id = ci.variant_id
        union all
        select ci.variant_id, 1, -1 where not exists (select 1 from bundle_components b where b.bundle_variant_id = ci.variant_id)
      ) part
      join product_variants pv on pv.id = part.vid join products p on p.id = pv.product_id
      where ci.cart_id = ${cartId}
      order by ci.id, part.group_code, part.vid`,
  );
  return rows.map((r) => ({
    cartItemId: Number(r.cart_item_id),
    variantId: Number(r.variant_id),
    sku: r.sku,
    name: r.name,
    qty: Number(r.qty),
    cbm: Number(r.cbm),
  }));
}

/** Every allocation saved on the cart's sub-items, in the order they were saved. */
export async function savedAllocationsOf(tx: Database, cartId: number): Promise<SavedAllocation[]> {
  const rows = await queryRows<{
    cart_item_id: number;
    variant_id: number;
    method: 'DEL' | 'COU' | 'PCK';
    from_location: string | null;
    purchase_order_id: number | null;
    to_location: string | null;
    qty: number;
    dispatch_date: string;
    confirmed: boolean;
    note: string;
  }>(
    tx,
    sql`select a.cart_item_id, a.variant_id, a.method, a.from_location, a.purchase_order_id, a.to_location, a.qty,
        a.dispatch_date::text as dispatch_date, a.confirmed, a.note
      from cart_allocations a join cart_items ci on ci.id = a.cart_item_id where ci.cart_id = ${cartId} order by a.id`,
  );
  return rows.map((r) => ({
    cartItemId: Number(r.cart_item_id),
    variantId: Number(r.variant_id),
    method: r.method,
    fromLocation: r.from_location,
    purchaseOrderId: r.purchase_order_id === null ? null : Number(r.purchase_order_id),
    toLocation: r.to_location,
    qty: Number(r.qty),
    dispatchDate: r.dispatch_date,
    confirmed: Boolean(r.confirmed),
    note: r.note,
  }));
}

/** The allocation's "from" as the page and the validation know it: a purchase order's id, or the location. */
export const fromOf = (a: SavedAllocation) =>
  a.purchaseOrderId !== null ? String(a.purchaseOrderId) : (a.fromLocation ?? '');

const isBackOrder = (a: SavedAllocation) => a.purchaseOrderId === null && a.fromLocation === BACK_ORDER;

/** The order line of a cart item's sub-item, once the order is written; null before or when it has none. */
export type ItemIdOf = (cartItemId: number, variantId: number) => number | null;

/** The stock the allocations take: free units at a place, or a purchase order's; a back order takes none. */
export function takesOf(saved: SavedAllocation[], itemIdOf: ItemIdOf = () => null): StockTake[] {
  return saved
    .filter((a) => a.purchaseOrderId !== null || (a.fromLocation && !isBackOrder(a)))
    .map((a) => ({
      variantId: a.variantId,
      orderItemId: itemIdOf(a.cartItemId, a.variantId),
      qty: a.qty,
      locationCode: a.purchaseOrderId !== null ? null : a.fromLocation,
      purchaseOrderId: a.purchaseOrderId,
    }));
}

/** The allocations as the order keeps them, on the order's lines (a sub-item without a line has none to keep). */
export function orderAllocationsOf(saved: SavedAllocation[], itemIdOf: ItemIdOf): OrderAllocation[] {
  return saved.flatMap((a) => {
    const orderItemId = itemIdOf(a.cartItemId, a.variantId);
    if (orderItemId === null) return [];
    return [
      {
        orderItemId,
        variantId: a.variantId,
        method: a.method,
        fromLocation: a.purchaseOrderId !== null || isBackOrder(a) ? null : a.fromLocation,
        purchaseOrderId: a.purchaseOrderId,
        backOrder: isBackOrder(a),
        toLocation: a.method === 'PCK' ? a.toLocation : null,
        qty: a.qty,
        dispatchDate: a.dispatchDate,
        confirmed: a.confirmed,
        note: a.note,
      },
    ];
  });
}
