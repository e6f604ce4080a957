// Reading one order or quote as the detail page shows it (GET /pos/{type}-info/{orderNo}): the orders
// row with its branch and registered customer, its lines with their allocations and what can be taken
// now (read in detail-allocations.ts), and its payment lines. Plain reads: the page shows what was
// there a moment ago.
import { sql } from 'drizzle-orm';
import { nzOrderTime } from '../../domain/dates.ts';
import type { OrderDetail, OrderDetailItem, OrderPaymentLine } from '../../contract/pos-order-detail.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type Ga4CartItem, ga4CartItem } from '../../domain/cart-analytics.ts';
import { toDecimal } from '../../domain/money.ts';
import { paidLinesCents } from '../../domain/order-status.ts';
import { countsTowardTotal } from '../../domain/refunds.ts';
import { productImageUrl } from '../../domain/product-images.ts';
import { allocationRowsOf, heldRowsOf, takingOf } from './detail-allocations.ts';
import { binRowsOf, takeNowBinsOf } from './take-now-bins.ts';

export interface OrderRow {
  id: number;
  order_no: string;
  kind: 'order' | 'quote';
  status: string;
  channel: string;
  user_id: number | null;
  location: string;
  location_name: string | null;
  firstname: string;
  lastname: string;
  company: string;
  email: string;
  mobile: string;
  shipping_address: string;
  shipping_zip: string;
  billing_address: string;
  comment: string;
  coupon_code: string;
  coupon_name: string | null;
  subtotal_cents: number;
  shipping_cents: number;
  assembly_cents: number;
  rubbish_cents: number;
  item_discount_cents: number;
  coupon_discount_cents: number;
  grandtotal_cents: number;
  tax_cents: number;
  payment_method: string;
  expiry_date: string | null;
  ga_sent: boolean;
  created_at: string | Date;
  customer: { firstname: string; lastname: string; email: string } | null;
}

/** The order (or quote) of that number and kind, with its branch's name and registered customer; null when none. */
export async function findOrder(db: Database, orderNo: string, kind: 'order' | 'quote'): Promise<OrderRow | null> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`select o.id, o.order_no, o.kind, o.status, o.channel, o.user_id, o.location, l.name as location_name,
        o.firstname, o.lastname, o.company, o.email, o.mobile, o.shipping_address, o.shipping_zip, o.billing_address,
        o.comment, o.coupon_code, k.name as coupon_name, o.subtotal_cents, o.shipping_cents, o.assembly_cents,
        o.rubbish_cents, o.item_discount_cents, o.coupon_discount_cents, o.grandtotal_cents, o.tax_cents,
        o.payment_method, o.expiry_date::text as expiry_date, o.ga_sent_at is not null as ga_sent, o.created_at,
        case when u.id is null then null
          else json_build_object('firstname', u.firstname, 'lastname', u.lastname, 'email', u.email) end as customer
      from orders o
      left join locations l on l.code = o.location
      left join users u on u.id = o.user_id
      left join coupons k on o.coupon_code <> '' and upper(k.code) = upper(o.coupon_code)
      where o.order_no = ${orderNo} and o.kind = ${kind}`,
  );
  return row ?? null;
}

export interface PaymentRow {
  id: number;
  gateway: string;
  name: string;
  amount_cents: number;
  reference: string;
  status: number;
  type: number;
  refund_of: number | null;
}

export async function paymentRowsOf(db: Database, orderId: number): Promise<PaymentRow[]> {
  const rows = await queryRows<PaymentRow>(
    db,
    sql`select id, gateway, name, amount_cents, reference, status, type, refund_of from payments where order_id = ${orderId} order by id`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    amount_cents: Number(r.amount_cents),
    status: Number(r.status),
    type: Number(r.type),
    refund_of: r.refund_of === null ? null : Number(r.refund_of),
  }));
}

export const paymentLine = (r: PaymentRow): OrderPaymentLine => ({
  id: r.id,
  gateway: r.gateway,
  name: r.name,
  amount: toDecimal(r.amount_cents),
  reference: r.reference,
  status: r.status,
  type: r.type,
  refund_of: r.refund_of,
});

/** Every payment line assigns its amount, paid or not, but a cancelled one or a refund (domain/refunds.ts). */
export const assignedCents = (rows: PaymentRow[]) =>
  rows
    .filter((r) => countsTowardTotal({ status: r.status, amountCents: r.amount_cents }))
    .reduce((n, r) => n + r.amount_cents, 0);

export const paidCentsOf = (rows: PaymentRow[]) =>
  paidLinesCents(rows.map((r) => ({ status: r.status, amountCents: r.amount_cents })));

interface ItemRow {
  id: number;
  variant_id: number;
  sku: string;
  name: string;
  group_code: number;
  qty_ordered: number;
  each_price_inc_cents: number;
  row_price_inc_cents: number;
  colour: string;
  ysel: string;
  url: string;
  shape: string;
  collection: string | null;
  category: string | null;
}

async function itemRowsOf(db: Database, orderId: number): Promise<ItemRow[]> {
  const rows = await queryRows<ItemRow>(
    db,
    sql`select i.id, i.variant_id, i.sku, i.name, i.group_code, i.qty_ordered, i.each_price_inc_cents, i.row_price_inc_cents,
        v.colour, v.ysel, p.url, p.shape, col.name as collection, cat.name as category
      from order_items i
      join product_variants v on v.id = i.variant_id join products p on p.id = v.product_id
      left join collections col on col.id = p.collection_id left join categories cat on cat.id = p.cat2_id
      where i.order_id = ${orderId} order by i.id`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    variant_id: Number(r.variant_id),
    group_code: Number(r.group_code),
    qty_ordered: Number(r.qty_ordered),
    each_price_inc_cents: Number(r.each_price_inc_cents),
    row_price_inc_cents: Number(r.row_price_inc_cents),
  }));
}

export interface LoadedOrder {
  order: OrderDetail;
  paidCents: number;
  ga4Itmes: Ga4CartItem[];
}

/** The order as the detail answer gives it, with its lines, their allocations and its payment lines. */
export async function loadOrderDetail(db: Database, row: OrderRow): Promise<LoadedOrder> {
  const orderId = Number(row.id);
  const [items, allocs, held, pays] = [
    await itemRowsOf(db, orderId),
    await allocationRowsOf(db, orderId),
    await heldRowsOf(db, orderId),
    await paymentRowsOf(db, orderId),
  ];
  const bins = await binRowsOf(
    db,
    items.map((i) => i.variant_id),
  );
  const created = new Date(row.created_at);
  const c = (v: unknown) => toDecimal(Number(v));
  const detailItems = items.map(
    (i): OrderDetailItem => ({
      id: i.id,
      sku: i.sku,
      name: i.name,
      group_code: i.group_code,
      each_price_inc: toDecimal(i.each_price_inc_cents),
      row_price_inc: toDecimal(i.row_price_inc_cents),
      qty_ordered: i.qty_ordered,
      ...takingOf(
        allocs.filter((a) => a.order_item_id === i.id),
        held,
      ),
      take_now_bins: takeNowBinsOf(
        i.variant_id,
        allocs.filter((a) => a.order_item_id === i.id),
        bins,
      ),
    }),
  );
  const order: OrderDetail = {
    id: orderId,
    order_no: row.order_no,
    kind: row.kind,
    status: row.status,
    nztime: nzOrderTime(created),
    createdAt: created.toISOString(),
    location: row.location,
    location_name: row.location_name ?? row.location,
    customer_id: row.user_id === null ? null : Number(row.user_id),
    customer: row.customer,
    company: row.company,
    coupon_code: row.coupon_code,
    couponInfo: row.coupon_code
      ? { code: row.coupon_code, name: row.coupon_name ?? row.coupon_code, discount: c(row.coupon_discount_cents) }
      : null,
    firstname: row.firstname,
    lastname: row.lastname,
    mobile: row.mobile,
    email: row.email,
    shipping_address: row.shipping_address,
    shipping_zip: row.shipping_zip,
    billing_address: row.billing_address,
    comment: row.comment,
    subtotal_inc: c(row.subtotal_cents),
    shipping_cost: c(row.shipping_cents),
    assembly_cost: c(row.assembly_cents),
    rubbish_cost: c(row.rubbish_cents),
    total_discount: toDecimal(Number(row.item_discount_cents) + Number(row.coupon_discount_cents)),
    grandtotal: c(row.grandtotal_cents),
    total_tax: c(row.tax_cents),
    assignedAmount: toDecimal(assignedCents(pays)),
    payment_method: row.payment_method,
    expiry_date: row.expiry_date,
    gaSent: Boolean(row.ga_sent),
    items: detailItems,
    payments: pays.map(paymentLine),
  };
  // The lines as sold (a bundle once, not its components), as the cart reports them.
  const ga4Itmes = items
    .filter((i) => i.group_code === -1)
    .map((i, n) =>
      ga4CartItem(
        {
          sku: i.sku,
          name: i.name,
          collection: i.collection ?? '',
          category: i.category ?? '',
          variant: i.colour,
          eachCents: i.each_price_inc_cents,
          qty: i.qty_ordered,
          url: `/p/${i.url}`,
          image: productImageUrl(i.shape, i.ysel, 1),
        },
        n,
      ),
    );
  return { order, paidCents: paidCentsOf(pays), ga4Itmes };
}
