// Order history (/account/orders): the signed-in shopper's own orders only (orders.user_id), with
// the fields of specs/storefront.md "Order (history card)". Quotes are not orders yet: left out.
import { sql } from 'drizzle-orm';
import type { HistoryItem, HistoryOrder } from '../../contract/account.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { toDecimal } from '../../domain/money.ts';

/** The newest this many: a shopper's history, not an archive. */
export const HISTORY_LIMIT = 50;

interface OrderRow {
  order_no: string;
  nztime: string;
  status: string;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  shipping_address: string;
  subtotal_cents: number;
  shipping_cents: number;
  assembly_cents: number;
  rubbish_cents: number;
  discount_cents: number;
  grandtotal_cents: number;
  tax_cents: number;
  items: { id: number; sku: string; name: string; qty_ordered: number; each_cents: number; group_code: number }[];
}

export async function orderHistory(db: Database, userId: number): Promise<HistoryOrder[]> {
  const rows = await queryRows<OrderRow>(
    db,
    sql`select o.order_no, to_char(o.created_at at time zone 'Pacific/Auckland', 'YYYY-MM-DD HH24:MI') as nztime,
        o.status, o.firstname, o.lastname, o.email, o.mobile, o.shipping_address, o.subtotal_cents, o.shipping_cents,
        o.assembly_cents, o.rubbish_cents, (o.item_discount_cents + o.coupon_discount_cents) as discount_cents,
        o.grandtotal_cents, o.tax_cents,
        (select coalesce(json_agg(json_build_object('id', i.id, 'sku', i.sku, 'name', i.name, 'qty_ordered', i.qty_ordered,
           'each_cents', i.each_price_inc_cents, 'group_code', i.group_code) order by i.id), '[]')
         from order_items i where i.order_id = o.id) as items
      from orders o
      where o.user_id = ${userId} and o.kind = 'order'
      order by o.created_at desc, o.id desc
      limit ${HISTORY_LIMIT}`,
  );
  return rows.map((o) => ({
    order_no: o.order_no,
    nztime: o.nztime,
    status: o.status,
    firstname: o.firstname,
    lastname: o.lastname,
    email: o.email,
    mobile: o.mobile,
    shipping_address: o.shipping_address,
    items: o.items.map(
      (i): HistoryItem => ({
        id: i.id,
        sku: i.sku,
        name: i.name,
        qty_ordered: i.qty_ordered,
        each_price_inc: toDecimal(i.each_cents),
        group_code: i.group_code,
      }),
    ),
    subtotal_inc: toDecimal(Number(o.subtotal_cents)),
    shipping_cost: toDecimal(Number(o.shipping_cents)),
    assembly_cost: toDecimal(Number(o.assembly_cents)),
    rubbish_cost: toDecimal(Number(o.rubbish_cents)),
    total_discount: toDecimal(Number(o.discount_cents)),
    grandtotal: toDecimal(Number(o.grandtotal_cents)),
    total_tax: toDecimal(Number(o.tax_cents)),
  }));
}
