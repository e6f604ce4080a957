// A quote as the customer sees it (the quote email and the printable quote at
// /quote/{orderNo}/print): the snapshot saved with the quote (orders + order_items), never the live
// POS cart, so what the customer reads is what was quoted. One query.
import { sql } from 'drizzle-orm';
import { longNzDate, weekdayDayText } from '../../domain/dates.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { PrintableQuote, QuoteLine, QuoteSheet, TotalRow } from '../../contract/quote.ts';

export type { PrintableQuote, QuoteLine, QuoteSheet, TotalRow } from '../../contract/quote.ts';

interface Row {
  id: number;
  order_no: string;
  status: string;
  created_at: string;
  expiry_date: string | null;
  cart_id: number | null;
  firstname: string;
  lastname: string;
  company: string;
  email: string;
  mobile: string;
  shipping_address: string;
  shipping_zip: string;
  billing_address: string;
  coupon_code: string;
  subtotal_cents: number;
  item_discount_cents: number;
  coupon_discount_cents: number;
  shipping_cents: number;
  assembly_cents: number;
  rubbish_cents: number;
  grandtotal_cents: number;
  tax_cents: number;
  branch: { code: string; name: string; address: string; phone: string } | null;
  location: string;
  staff: { firstname: string; lastname: string } | null;
  items:
    | {
        id: number;
        sku: string;
        name: string;
        group_code: number;
        qty: number;
        each: number;
        row: number;
        retail: number;
      }[]
    | null;
}

/**
 * The quote `orderNo` (any status), or null when there is no such quote. `kind` 'order' reads an
 * order the same way: its documents (services/documents/) show the lines and totals as the quote does.
 */
export async function quoteSheet(
  db: Database,
  orderNo: string,
  kind: 'quote' | 'order' = 'quote',
): Promise<QuoteSheet | null> {
  const [r] = await queryRows<Row>(
    db,
    sql`select o.id, o.order_no, o.status, to_json(o.created_at) #>> '{}' as created_at, o.expiry_date::text as expiry_date,
        coalesce((select c.id from carts c where c.kind = 'pos' and c.order_id = o.id order by c.id desc limit 1),
          (select c.id from carts c where c.id = o.cart_id)) as cart_id,
        o.firstname, o.lastname, o.company, o.email, o.mobile, o.shipping_address, o.shipping_zip, o.billing_address, o.coupon_code,
        o.subtotal_cents, o.item_discount_cents, o.coupon_discount_cents, o.shipping_cents, o.assembly_cents, o.rubbish_cents,
        o.grandtotal_cents, o.tax_cents, o.location,
        (select json_build_object('code', l.code, 'name', l.name, 'address', l.address, 'phone', l.phone) from locations l where l.code = o.location) as branch,
        (select json_build_object('firstname', s.firstname, 'lastname', s.lastname) from staff s where s.id = o.staff_id) as staff,
        (select json_agg(json_build_object('id', i.id, 'sku', i.sku, 'name', i.name, 'group_code', i.group_code, 'qty', i.qty_ordered,
            'each', i.each_price_inc_cents, 'row', i.row_price_inc_cents, 'retail', i.retail_cents) order by i.id)
          from order_items i where i.order_id = o.id) as items
      from orders o where o.order_no = ${orderNo} and o.kind = ${kind}`,
  );
  if (!r) return null;
  const items = r.items ?? [];
  const lines: QuoteLine[] = items
    .filter((i) => Number(i.group_code) === -1)
    .map((i) => ({
      sku: i.sku,
      name: i.name,
      qty: Number(i.qty),
      eachCents: Number(i.each),
      rowCents: Number(i.row),
      retailCents: Number(i.retail),
      components: items
        .filter((c) => Number(c.group_code) === Number(i.id))
        .map((c) => ({ sku: c.sku, name: c.name, qty: Number(c.qty) })),
    }));
  const n = (v: number | string) => Number(v);
  return {
    id: n(r.id),
    orderNo: r.order_no,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    expiryDate: r.expiry_date,
    cartId: r.cart_id === null ? null : n(r.cart_id),
    customer: {
      firstname: r.firstname,
      lastname: r.lastname,
      company: r.company,
      email: r.email,
      mobile: r.mobile,
      shippingAddress: r.shipping_address,
      shippingZip: r.shipping_zip,
      billingAddress: r.billing_address,
    },
    branch: r.branch ?? { code: r.location, name: '', address: '', phone: '' },
    staff: r.staff,
    couponCode: r.coupon_code,
    lines,
    totals: {
      itemsCents: n(r.subtotal_cents) - n(r.item_discount_cents),
      subtotalCents: n(r.subtotal_cents),
      itemDiscountCents: n(r.item_discount_cents),
      couponDiscountCents: n(r.coupon_discount_cents),
      shippingCents: n(r.shipping_cents),
      assemblyCents: n(r.assembly_cents),
      rubbishCents: n(r.rubbish_cents),
      grandTotalCents: n(r.grandtotal_cents),
      taxCents: n(r.tax_cents),
    },
  };
}

/**
 * The quote's totals as the customer reads them, adding up from the lines: staff discounts are
 * already in each line's price, so the discount row is the coupon's; fees only when charged.
 */
export function quoteTotalRows(sheet: Pick<QuoteSheet, 'totals' | 'couponCode'>): TotalRow[] {
  const t = sheet.totals;
  const rows: TotalRow[] = [{ label: 'Subtotal', cents: t.itemsCents }];
  if (t.couponDiscountCents > 0)
    rows.push({
      label: sheet.couponCode ? `Discount (${sheet.couponCode})` : 'Discount',
      cents: -t.couponDiscountCents,
    });
  rows.push({ label: 'Delivery', cents: t.shippingCents });
  if (t.assemblyCents > 0) rows.push({ label: 'Assembly', cents: t.assemblyCents });
  if (t.rubbishCents > 0) rows.push({ label: 'Rubbish removal', cents: t.rubbishCents });
  rows.push({ label: 'Total', cents: t.grandTotalCents });
  return rows;
}

/** `today` is New Zealand's date (YYYY-MM-DD): a quote is good through its expiry day. */
export function printableQuote(sheet: QuoteSheet, today: string): PrintableQuote {
  return {
    orderNo: sheet.orderNo,
    date: longNzDate(sheet.createdAt),
    validUntil: sheet.expiryDate ? weekdayDayText(sheet.expiryDate) : null,
    expired: sheet.expiryDate !== null && sheet.expiryDate < today,
    customer: sheet.customer,
    branch: sheet.branch,
    preparedBy: sheet.staff ? `${sheet.staff.firstname} ${sheet.staff.lastname}`.trim() : '',
    lines: sheet.lines,
    totals: quoteTotalRows(sheet),
    taxCents: sheet.totals.taxCents,
  };
}
