// Test support for stock and checkout: a small seeded shop, and ways to set one variant's stock to
// exact figures, make a shopper's cart ready for COMPLETE PURCHASE, and read the results back.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { cartItems, carts, orders } from '../db/schema-sales.ts';
import { purchaseOrderLines, purchaseOrders } from '../db/schema.ts';
import { seedDatabase } from '../db/seed/index.ts';
import type { TestDatabase } from './databases.ts';

export const SHOP_NOW = new Date('2026-03-02T00:00:00Z');

export async function openSeededShop(target: TestDatabase, products = 80): Promise<DatabaseHandle> {
  const handle = await target.open();
  await seedDatabase(handle.db, { products, now: SHOP_NOW });
  return handle;
}

export interface ShopVariant {
  id: number;
  sku: string;
  name: string;
}

/** Single (non-bundle) sellable variants, a different one per call, so tests do not share stock. */
export function variantPicker(db: Database) {
  let next = 0;
  return async (): Promise<ShopVariant> => {
    const [row] = await queryRows<ShopVariant>(
      db,
      sql`select v.id, v.sku, p.name from product_variants v join products p on p.id = v.product_id
          where v.sellable and not p.is_bundle and p.active
            and exists (select 1 from stock s where s.variant_id = v.id)
          order by v.id offset ${next++} limit 1`,
    );
    if (!row) throw new Error('test shop: out of variants');
    return { ...row, id: Number(row.id) };
  };
}

/** A bundle with at least two components, and its components' per-bundle quantities. */
export async function someBundle(
  db: Database,
): Promise<ShopVariant & { components: { variantId: number; qty: number }[] }> {
  const [row] = await queryRows<ShopVariant>(
    db,
    sql`select v.id, v.sku, p.name from product_variants v join products p on p.id = v.product_id
        where p.is_bundle and p.active and (select count(*) from bundle_components b where b.bundle_variant_id = v.id) >= 2
        order by v.id limit 1`,
  );
  if (!row) throw new Error('test shop: no bundle');
  const components = await queryRows<{ variantId: number; qty: number }>(
    db,
    sql`select component_variant_id as "variantId", qty from bundle_components where bundle_variant_id = ${row.id} order by group_code`,
  );
  return {
    ...row,
    id: Number(row.id),
    components: components.map((c) => ({ variantId: Number(c.variantId), qty: Number(c.qty) })),
  };
}

/** Exactly these free units (and nothing else) at these places; no purchase order carries the variant. */
export async function setStock(db: Database, variantId: number, free: Record<string, number>): Promise<void> {
  await db.execute(
    sql`update stock set free = 0, clr = 0, alloc = 0, nons = 0, on_hand = 0 where variant_id = ${variantId}`,
  );
  for (const [code, n] of Object.entries(free)) {
    await db.execute(
      sql`update stock set free = ${n}, on_hand = ${n} where variant_id = ${variantId} and location_code = ${code}`,
    );
  }
  await db.execute(sql`delete from purchase_order_lines where variant_id = ${variantId}`);
  // The stock ledger starts again from these figures, so it still adds up (services/stock/ledger.ts).
  await db.execute(sql`delete from stock_ledger where variant_id = ${variantId}`);
  await db.execute(
    sql`insert into stock_ledger (variant_id, location_code, kind, on_hand_change, allocated_change, note)
        select variant_id, location_code, 'opening', on_hand, alloc, 'Set by a test' from stock
        where variant_id = ${variantId} and (on_hand <> 0 or alloc <> 0)`,
  );
}

let poNumber = 0;
/** A new open purchase order with one line of the variant. */
export async function addPurchaseOrder(
  db: Database,
  variantId: number,
  line: { qty: number; allocated?: number; eta?: string; allowBackOrder?: boolean },
): Promise<number> {
  const [po] = await db
    .insert(purchaseOrders)
    .values({
      poNumber: `PO-T${++poNumber}-${randomBytes(3).toString('hex')}`,
      supplier: 'Test Supplier',
      dc1Eta: line.eta ?? '2026-05-01',
      status: 'open',
      allowBackOrder: line.allowBackOrder ?? true,
    })
    .returning({ id: purchaseOrders.id });
  await db
    .insert(purchaseOrderLines)
    .values({ purchaseOrderId: po!.id, variantId, qty: line.qty, qtyAllocated: line.allocated ?? 0 });
  return po!.id;
}

export interface StockFigures {
  free: number;
  alloc: number;
  onHand: number;
}

export async function stockOf(db: Database, variantId: number): Promise<Record<string, StockFigures>> {
  const rows = await queryRows<{ location_code: string; free: number; alloc: number; on_hand: number }>(
    db,
    sql`select location_code, free, alloc, on_hand from stock where variant_id = ${variantId} order by location_code`,
  );
  return Object.fromEntries(
    rows.map((r) => [r.location_code, { free: Number(r.free), alloc: Number(r.alloc), onHand: Number(r.on_hand) }]),
  );
}

export async function poAllocated(db: Database, purchaseOrderId: number, variantId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select qty_allocated as n from purchase_order_lines where purchase_order_id = ${purchaseOrderId} and variant_id = ${variantId}`,
  );
  return Number(row?.n ?? -1);
}

/** A bare order to hang reservations on. */
export async function blankOrder(db: Database): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({ orderNo: `T${randomBytes(5).toString('hex')}`, subtotalCents: 0, grandtotalCents: 0, taxCents: 0 })
    .returning({ id: orders.id });
  return row!.id;
}

export async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(db, query);
  return Number(row!.n);
}

export interface CartLine {
  variantId: number;
  qty: number;
  shipmethod?: 'DEL' | 'PCK';
  pickLocation?: string | null;
}

/** A shopper's open cart with every detail the eleven rules want, paying by card, delivering to Auckland. */
export async function readyCart(
  db: Database,
  sessionId: string,
  lines: CartLine[],
  details: Partial<typeof carts.$inferInsert> = {},
): Promise<number> {
  const [cart] = await db
    .insert(carts)
    .values({
      kind: 'shopper',
      status: 'open',
      sessionId,
      firstname: 'Pita',
      lastname: 'Shopper',
      email: 'pita@example.nz',
      mobile: '0211234567',
      address: '1 Queen Street, Auckland Central',
      zip: '1010',
      paymentMethod: 'windcave',
      agreeTerms: true,
      ...details,
    })
    .returning({ id: carts.id });
  if (lines.length) {
    await db.insert(cartItems).values(
      lines.map((l) => ({
        cartId: cart!.id,
        variantId: l.variantId,
        qty: l.qty,
        shipmethod: l.shipmethod ?? 'DEL',
        pickLocation: l.pickLocation ?? null,
      })),
    );
  }
  return cart!.id;
}

export function newSessionId(): string {
  return randomBytes(24).toString('base64url');
}

/** Every figure a checkout could touch, to compare before and after a refused or undone one. */
export type ShopSnapshot = Record<
  | 'free'
  | 'alloc'
  | 'on_hand'
  | 'po_allocated'
  | 'orders'
  | 'order_items'
  | 'held'
  | 'payments'
  | 'notifications'
  | 'open_carts'
  | 'coupon_uses',
  string
>;

export async function shopSnapshot(db: Database): Promise<ShopSnapshot> {
  const [row] = await queryRows<ShopSnapshot>(
    db,
    sql`select
      (select coalesce(sum(free), 0) from stock)::text as free,
      (select coalesce(sum(alloc), 0) from stock)::text as alloc,
      (select coalesce(sum(on_hand), 0) from stock)::text as on_hand,
      (select coalesce(sum(qty_allocated), 0) from purchase_order_lines)::text as po_allocated,
      (select count(*) from orders)::text as orders,
      (select count(*) from order_items)::text as order_items,
      (select count(*) from stock_reservations where status = 'held')::text as held,
      (select count(*) from payments)::text as payments,
      (select count(*) from payment_notifications)::text as notifications,
      (select count(*) from carts where status = 'open')::text as open_carts,
      (select coalesce(sum(use_count), 0) from coupons)::text as coupon_uses`,
  );
  return row!;
}
