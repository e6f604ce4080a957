// One model per document, read from the order (orders + order_items, its payment lines, its
// allocations per sub-item): the page (/order/{orderNo}/{kind}) and the PDF (pdf-*.ts) both draw
// from these, so what a document says is decided here once.
import { sql } from 'drizzle-orm';
import {
  BUYER_REQUIRED_OVER_CENTS,
  DOCUMENT_NAMES,
  type DeliveryLabel,
  type InvoiceDocument,
  type LabelsDocument,
  NOT_A_TAX_INVOICE,
} from '../../contract/documents.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { DELIVERY_TAGS } from '../../domain/delivery-tags.ts';
import { isPaidLine } from '../../domain/order-status.ts';
import { printableQuote, quoteSheet } from '../pos-cart/pos-cart.service.ts';

export interface Supplier {
  legalName: string;
  gstNumber: string;
}

/**
 * The tax invoice (`invoice`) or the pro-forma of the order `orderNo`; null when there is no such
 * order (a quote has neither). The lines and totals are the quote's rules (quote-print.ts); the
 * invoice adds the paid payment lines and the balance; the pro-forma says it is not a tax invoice.
 */
export async function invoiceDocument(
  db: Database,
  orderNo: string,
  kind: 'invoice' | 'pro-forma',
  supplier: Supplier,
): Promise<InvoiceDocument | null> {
  const sheet = await quoteSheet(db, orderNo, 'order');
  if (!sheet) return null;
  const printable = printableQuote(sheet, '');
  const c = sheet.customer;
  const name = `${c.firstname} ${c.lastname}`.trim();
  const address = c.billingAddress.trim() || c.shippingAddress.trim();
  const buyer =
    name || c.company || address ? { name, company: c.company, address, email: c.email, mobile: c.mobile } : null;
  const total = sheet.totals.grandTotalCents;
  let payments: InvoiceDocument['payments'] = null;
  let balanceCents: number | null = null;
  if (kind === 'invoice') {
    const rows = await queryRows<{ name: string; gateway: string; amount_cents: number; status: number }>(
      db,
      sql`select name, gateway, amount_cents, status from payments where order_id = ${sheet.id} order by id`,
    );
    payments = rows
      .filter((r) => isPaidLine({ status: Number(r.status) }))
      .map((r) => ({ label: r.name || r.gateway, cents: Number(r.amount_cents) }));
    // A refund gives money back by a manager's decision; it is shown, and asks for nothing again.
    balanceCents = Math.max(0, total - payments.reduce((n, p) => n + Math.max(0, p.cents), 0));
  }
  const after = [
    { label: 'GST included (15%)', cents: sheet.totals.taxCents, bold: false },
    ...(payments ?? []).map((p) => ({
      label: p.cents < 0 ? `Refunded: ${p.label}` : `Paid: ${p.label}`,
      cents: -p.cents,
      bold: false,
    })),
    ...(balanceCents === null ? [] : [{ label: 'Balance due', cents: balanceCents, bold: true }]),
  ];
  return {
    kind,
    title: DOCUMENT_NAMES[kind],
    orderNo: sheet.orderNo,
    date: printable.date,
    supplier: { legalName: supplier.legalName, gstNumber: supplier.gstNumber, branch: printable.branch },
    buyer,
    buyerRequired: total > BUYER_REQUIRED_OVER_CENTS,
    lines: printable.lines,
    totals: printable.totals,
    totalCents: total,
    gstCents: sheet.totals.taxCents,
    payments,
    balanceCents,
    after,
    notice: kind === 'pro-forma' ? NOT_A_TAX_INVOICE : null,
  };
}

interface LabelRow {
  id: number;
  variant_id: number;
  group_code: number;
  sku: string;
  name: string;
  qty: number;
  notes: string;
  del_tags: string[] | null;
  /** The line's own choice (the storefront's per-line delivery or click-and-collect). */
  shipmethod: string;
  pick_location: string | null;
  pick_name: string | null;
  pick_address: string | null;
}

interface AllocRow {
  order_item_id: number;
  variant_id: number;
  method: string;
  to_location: string | null;
  to_name: string | null;
  to_address: string | null;
  qty: number;
}

const METHOD_WORDS: Record<string, string> = { DEL: 'Delivery', COU: 'Courier', PCK: 'Collect' };

/**
 * The order's labels: one per unit of each sub-item (a bundle's component, or an item without
 * components) that is delivered, couriered or collected, as its allocations say (an allocation names
 * the line and the variant, services/stock/allocate.ts); a sub-item without allocations (a storefront
 * order's) goes as its line chose: delivered, or collected from the line's store. Numbered "n of m" across the order. Null when there is no such order.
 */
export async function labelsDocument(db: Database, orderNo: string): Promise<LabelsDocument | null> {
  const [order] = await queryRows<{
    id: number;
    order_no: string;
    firstname: string;
    lastname: string;
    company: string;
    mobile: string;
    shipping_address: string;
    location_name: string | null;
    location_address: string | null;
  }>(
    db,
    sql`select o.id, o.order_no, o.firstname, o.lastname, o.company, o.mobile, o.shipping_address,
        l.name as location_name, l.address as location_address
      from orders o left join locations l on l.code = o.location where o.order_no = ${orderNo} and o.kind = 'order'`,
  );
  if (!order) return null;
  const orderId = Number(order.id);
  const items = (
    await queryRows<LabelRow>(
      db,
      sql`select i.id, i.variant_id, i.group_code, i.sku, i.name, i.qty_ordered as qty, i.notes, i.del_tags,
          i.shipmethod, i.pick_location, pl.name as pick_name, pl.address as pick_address
        from order_items i left join locations pl on pl.code = i.pick_location
        where i.order_id = ${orderId} order by i.id`,
    )
  ).map((r) => ({
    ...r,
    id: Number(r.id),
    variant_id: Number(r.variant_id),
    group_code: Number(r.group_code),
    qty: Number(r.qty),
  }));
  const allocs = (
    await queryRows<AllocRow>(
      db,
      sql`select a.order_item_id, a.variant_id, a.method, a.to_location, l.name as to_name, l.address as to_address, a.qty
        from order_allocations a left join locations l on l.code = a.to_location
        where a.order_id = ${orderId} and a.method in ('DEL', 'COU', 'PCK') order by a.order_item_id, a.id`,
    )
  ).map((a) => ({
    ...a,
    order_item_id: Number(a.order_item_id),
    variant_id: Number(a.variant_id),
    qty: Number(a.qty),
  }));

  const customer = [`${order.firstname} ${order.lastname}`.trim(), order.company].filter(Boolean).join(', ');
  const tagWords = (codes: string[] | null) =>
    DELIVERY_TAGS.filter((t) => (codes ?? []).includes(t.code)).map((t) => t.text);
  const subItems = items.filter((i) => i.group_code !== -1 || !items.some((c) => c.group_code === i.id));
  const labels: Omit<DeliveryLabel, 'n' | 'of'>[] = [];
  for (const sub of subItems) {
    const parent = sub.group_code === -1 ? sub : (items.find((i) => i.id === sub.group_code) ?? sub);
    const own = allocs.filter(
      (a) => a.order_item_id === sub.id || (a.order_item_id === parent.id && a.variant_id === sub.variant_id),
    );
    // Without allocations (a storefront order) the line's own choice says where it goes.
    const ways = own.length
      ? own
      : [
          {
            method: parent.shipmethod || 'DEL',
            to_location: parent.pick_location,
            to_name: parent.pick_name,
            to_address: parent.pick_address,
            qty: sub.qty,
          },
        ];
    for (const way of ways) {
      const collect = way.method === 'PCK';
      const address = collect
        ? [way.to_name ?? way.to_location ?? order.location_name ?? '', way.to_address ?? ''].filter(Boolean).join(', ')
        : order.shipping_address;
      for (let unit = 0; unit < way.qty; unit++)
        labels.push({
          orderNo: order.order_no,
          customer,
          phone: order.mobile,
          method: METHOD_WORDS[way.method] ?? way.method,
          address,
          item: { sku: parent.sku, name: parent.name },
          subItem: { sku: sub.sku, name: sub.name },
          tags: tagWords(sub.del_tags),
          notes: sub.notes,
        });
    }
  }
  return {
    kind: 'labels',
    orderNo: order.order_no,
    labels: labels.map((l, i) => ({ ...l, n: i + 1, of: labels.length })),
  };
}
