// A saved quote written straight into the tables (the quote-saving code lives elsewhere): the
// orders row (kind 'quote'), its order_items snapshot with a bundle's components, and the live POS
// cart that edits it. Over the staff fixture's shop (SOFA-CHA, LAMP-1, BUNDLE-1).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { gstOf } from '../domain/money.ts';

export interface QuoteFixture {
  orderNo: string;
  status?: string;
  staffId?: number;
  userId?: number | null;
  firstname?: string;
  lastname?: string;
  email?: string;
  couponCode?: string;
  couponDiscountCents?: number;
  expiryDate?: string | null;
}

/** Two charcoal sofas (one discounted by staff) and a lounge bundle; delivery 150, assembly 50. */
export async function insertQuote(db: Database, q: QuoteFixture): Promise<{ orderId: number; cartId: number }> {
  const vid = async (sku: string) =>
    Number((await queryRows<{ id: number }>(db, sql`select id from product_variants where sku = ${sku}`))[0]!.id);
  const [sofa, lamp, bundle] = [await vid('SOFA-CHA'), await vid('LAMP-1'), await vid('BUNDLE-1')];
  const subtotal = 2 * 129_900 + 209_900;
  const itemDiscount = 10_000;
  const coupon = q.couponDiscountCents ?? 0;
  const grand = subtotal - itemDiscount - coupon + 15_000 + 5_000;
  const [order] = await queryRows<{ id: number }>(
    db,
    sql`insert into orders (order_no, kind, status, channel, staff_id, user_id, location, firstname, lastname, company, email, mobile,
        shipping_address, shipping_zip, billing_address, coupon_code, subtotal_cents, shipping_cents, assembly_cents, rubbish_cents,
        item_discount_cents, coupon_discount_cents, grandtotal_cents, tax_cents, expiry_date, acquisition, created_at, updated_at)
      values (${q.orderNo}, 'quote', ${q.status ?? 'pending'}, 'pos', ${q.staffId ?? 3}, ${q.userId ?? null}, 'AKL',
        ${q.firstname ?? 'Aroha'}, ${q.lastname ?? 'Ngata'}, 'Harbour Dental', ${q.email ?? 'aroha.ngata@example.co.nz'}, '0215550101',
        '1 Jervois Road, Herne Bay, Auckland 1011', '1011', '1 Queen Street, Auckland 1010', ${q.couponCode ?? ''},
        ${subtotal}, 15000, 5000, 0, ${itemDiscount}, ${coupon}, ${grand}, ${gstOf(grand)}, ${q.expiryDate === undefined ? '2026-12-02' : q.expiryDate},
        'Walk in', '2026-11-02T00:30:00Z', '2026-11-02T00:30:00Z')
      returning id`,
  );
  const orderId = Number(order!.id);
  const item = async (v: number, sku: string, name: string, qty: number, each: number, retail: number, group = -1) =>
    Number(
      (
        await queryRows<{ id: number }>(
          db,
          sql`insert into order_items (order_id, variant_id, sku, name, group_code, qty_ordered, each_price_inc_cents, row_price_inc_cents, retail_cents)
            values (${orderId}, ${v}, ${sku}, ${name}, ${group}, ${qty}, ${each}, ${each * qty}, ${retail}) returning id`,
        )
      )[0]!.id,
    );
  await item(sofa, 'SOFA-CHA', 'Aria 3 Seater Sofa', 2, 124_900, 159_900);
  const parent = await item(bundle, 'BUNDLE-1', 'Aria Lounge Bundle', 1, 209_900, 209_900);
  await item(sofa, 'SOFA-CHA', 'Aria 3 Seater Sofa', 1, 0, 0, parent);
  await item(lamp, 'LAMP-1', 'Tui Table Lamp', 2, 0, 0, parent);
  const [cart] = await queryRows<{ id: number }>(
    db,
    sql`insert into carts (kind, staff_id, user_id, branch, order_id, email, firstname, lastname)
      values ('pos', ${q.staffId ?? 3}, ${q.userId ?? null}, 'AKL', ${orderId}, ${q.email ?? 'aroha.ngata@example.co.nz'}, ${q.firstname ?? 'Aroha'}, ${q.lastname ?? 'Ngata'})
      returning id`,
  );
  await db.execute(sql`update orders set cart_id = ${cart!.id} where id = ${orderId}`);
  return { orderId, cartId: Number(cart!.id) };
}
