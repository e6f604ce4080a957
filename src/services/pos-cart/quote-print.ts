// A quote as the customer sees it (the quote email and the printable quote at
// /quote/{orderNo}/print): the snapshot saved with the quote (orders + order_items), never the live
// POS cart, so what the customer reads is what was quoted. One query.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

export interface QuoteLine {
  sku: string;
  name: string;
  qty: number;
  /** Price per unit charged (after a staff discount). */
  eachCents: number;
  rowCents: number;
  /** Retail price per unit, shown struck through when above what is charged. */
  retailCents: number;
  /** A bundle's components (no price of their own). */
  components: { sku: string; name: string; qty: number }[];
}

export interface QuoteSheet {
  id: number;
  orderNo: string;
  status: string;
  /** ISO time the quote was made. */
  createdAt: string;
  /** The quote's last day (YYYY-MM-DD, New Zealand); null if none was set. */
  expiryDate: string | null;
  /** The POS cart that edits this quote, if it still exists (email_log's cart_id). */
  cartId: number | null;
  customer: {
    firstname: string;
    lastname: string;
    company: string;
    email: string;
    mobile: string;
    shippingAddress: string;
    shippingZip: string;
    billingAddress: string;
  };
  branch: { code: string; name: string; address: string; phone: string };
  staff: { firstname: string; lastname: string } | null;
  couponCode: string;
  lines: QuoteLine[];
  totals: {
    /** The lines' prices added up (staff discounts already taken off each line). */
    itemsCents: number;
    /** Before staff discounts (the POS's subtotal). */
    subtotalCents: number;
    itemDiscountCents: number;
    couponDiscountCents: number;
    shippingCents: number;
    assemblyCents: number;
    rubbishCents: number;
    grandTotalCents: number;
    taxCents: number;
  };
}

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
  items: { id: number; sku: string; name: string; group_code: number; qty: number; each: number; row: number; retail: number }[] | null;
}

/** The quote `orderNo` (any status), or null when there is no such quote. */
export async function quoteSheet(db: Database, orderNo: string): Promise<QuoteSheet | null> {
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
      from orders o where o.order_no = ${orderNo} and o.kind = 'quote'`,
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

export interface TotalRow {
  label: string;
  cents: number;
}

/**
 * The quote's totals as the customer reads them, adding up from the lines: staff discounts are
 * already in each line's price, so the discount row is the coupon's; fees only when charged.
 */
export function quoteTotalRows(sheet: Pick<QuoteSheet, 'totals' | 'couponCode'>): TotalRow[] {
  const t = sheet.totals;
  const rows: TotalRow[] = [{ label: 'Subtotal', cents: t.itemsCents }];
  if (t.couponDiscountCents > 0) rows.push({ label: sheet.couponCode ? `Discount (${sheet.couponCode})` : 'Discount', cents: -t.couponDiscountCents });
  rows.push({ label: 'Delivery', cents: t.shippingCents });
  if (t.assemblyCents > 0) rows.push({ label: 'Assembly', cents: t.assemblyCents });
  if (t.rubbishCents > 0) rows.push({ label: 'Rubbish removal', cents: t.rubbishCents });
  rows.push({ label: 'Total', cents: t.grandTotalCents });
  return rows;
}

/** "Saturday 5 December 2026" for a YYYY-MM-DD date (a calendar day: no time zone shift). */
export function longDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-NZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  ).replace(',', '');
}

/** The printable quote page's data: the sheet with its dates and totals in the customer's words. */
export interface PrintableQuote {
  orderNo: string;
  /** "2 November 2026" (New Zealand date the quote was made). */
  date: string;
  /** "Wednesday 2 December 2026", or null without an expiry. */
  validUntil: string | null;
  expired: boolean;
  customer: QuoteSheet['customer'];
  branch: QuoteSheet['branch'];
  preparedBy: string;
  lines: QuoteLine[];
  totals: TotalRow[];
  taxCents: number;
}

const NZ_DAY = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'long', year: 'numeric' });

/** `today` is New Zealand's date (YYYY-MM-DD): a quote is good through its expiry day. */
export function printableQuote(sheet: QuoteSheet, today: string): PrintableQuote {
  return {
    orderNo: sheet.orderNo,
    date: NZ_DAY.format(new Date(sheet.createdAt)),
    validUntil: sheet.expiryDate ? longDate(sheet.expiryDate) : null,
    expired: sheet.expiryDate !== null && sheet.expiryDate < today,
    customer: sheet.customer,
    branch: sheet.branch,
    preparedBy: sheet.staff ? `${sheet.staff.firstname} ${sheet.staff.lastname}`.trim() : '',
    lines: sheet.lines,
    totals: quoteTotalRows(sheet),
    taxCents: sheet.totals.taxCents,
  };
}
