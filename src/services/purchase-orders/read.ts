// Reading purchase orders: the list (a tab, a search by number, supplier or SKU; overdue ones first,
// 20 a page) and one purchase order with its lines, the orders waiting on it and its place's bins.
import { sql } from 'drizzle-orm';
import {
  PO_PAGE_SIZE,
  type PoListQuery,
  type PoListResponse,
  type PoListRow,
  type PoWaitingOrder,
  type PurchaseOrderDetail,
  type PurchaseOrderStatus,
} from '../../contract/purchase-orders.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { binsOf } from '../stock/stock.service.ts';
import { mayChangePurchaseOrders, mayReceiveAt } from './check.ts';

/** Open, expected before today and with units still to come. */
const overdueSql = (today: string) =>
  sql`(po.status = 'open' and po.dc1_eta < ${today}::date
      and exists (select 1 from purchase_order_lines l where l.purchase_order_id = po.id and l.qty > 0))`;

export async function listPurchaseOrders(db: Database, query: PoListQuery, today: string): Promise<PoListResponse> {
  const status = query.status === 'all' ? sql`true` : sql`po.status = ${query.status}`;
  const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const search = query.q
    ? sql`(po.po_number ilike ${like} or po.supplier ilike ${like} or exists (
          select 1 from purchase_order_lines l join product_variants v on v.id = l.variant_id
          where l.purchase_order_id = po.id and v.sku ilike ${like}))`
    : sql`true`;
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from purchase_orders po where ${status} and ${search}`,
  );
  const rows = await queryRows<{
    po_number: string;
    supplier: string;
    location_code: string;
    eta: string;
    status: PurchaseOrderStatus;
    overdue: boolean;
    lines: number;
    ordered: number;
    received: number;
    to_come: number;
  }>(
    db,
    sql`select po.po_number, po.supplier, po.location_code, po.dc1_eta::text as eta, po.status,
          ${overdueSql(today)} as overdue,
          coalesce(t.lines, 0) as lines, coalesce(t.ordered, 0) as ordered, coalesce(t.received, 0) as received,
          coalesce(t.to_come, 0) as to_come
        from purchase_orders po
        left join lateral (select count(*)::int as lines, sum(l.qty + l.qty_received)::int as ordered,
            sum(l.qty_received)::int as received, sum(l.qty)::int as to_come
          from purchase_order_lines l where l.purchase_order_id = po.id) t on true
        where ${status} and ${search}
        order by ${overdueSql(today)} desc, po.dc1_eta, po.po_number
        limit ${PO_PAGE_SIZE} offset ${(query.page - 1) * PO_PAGE_SIZE}`,
  );
  return {
    success: true,
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: PO_PAGE_SIZE,
    rows: rows.map(
      (r): PoListRow => ({
        poNumber: r.po_number,
        supplier: r.supplier,
        locationCode: r.location_code,
        eta: r.eta,
        status: r.status,
        overdue: Boolean(r.overdue),
        lines: Number(r.lines),
        ordered: Number(r.ordered),
        received: Number(r.received),
        toCome: Number(r.to_come),
      }),
    ),
  };
}

/** The purchase order's id, place and state, or null when there is none of that number. */
export async function findPurchaseOrder(db: Database, poNumber: string) {
  const [row] = await queryRows<{
    id: number;
    po_number: string;
    location_code: string;
    status: PurchaseOrderStatus;
    eta: string;
  }>(
    db,
    sql`select id, po_number, location_code, status, dc1_eta::text as eta from purchase_orders where po_number = ${poNumber}`,
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

export async function readPurchaseOrder(
  db: Database,
  poNumber: string,
  staff: SignedInStaff,
  today: string,
): Promise<PurchaseOrderDetail | null> {
  const [po] = await queryRows<{
    id: number;
    po_number: string;
    supplier: string;
    location_code: string;
    location_name: string;
    eta: string;
    allow_back_order: boolean;
    note: string;
    status: PurchaseOrderStatus;
    overdue: boolean;
    created_at: string;
    ended_at: string | null;
  }>(
    db,
    sql`select po.id, po.po_number, po.supplier, po.location_code, l.name as location_name, po.dc1_eta::text as eta,
          po.allow_back_order, po.note, po.status, ${overdueSql(today)} as overdue,
          po.created_at, po.ended_at
        from purchase_orders po join locations l on l.code = po.location_code where po.po_number = ${poNumber}`,
  );
  if (!po) return null;
  const id = Number(po.id);
  const [lines, held, bins] = await Promise.all([
    queryRows<{
      variant_id: number;
      sku: string;
      name: string;
      qty: number;
      qty_received: number;
      qty_allocated: number;
    }>(
      db,
      sql`select l.variant_id, v.sku, p.name, l.qty, l.qty_received, l.qty_allocated
          from purchase_order_lines l join product_variants v on v.id = l.variant_id join products p on p.id = v.product_id
          where l.purchase_order_id = ${id} order by v.sku`,
    ),
    queryRows<{ variant_id: number; order_no: string; units: number }>(
      db,
      sql`select r.variant_id, o.order_no, sum(r.qty)::int as units
          from stock_reservations r join orders o on o.id = r.order_id
          where r.purchase_order_id = ${id} and r.status = 'held'
          group by r.variant_id, o.order_no, o.created_at order by o.created_at, o.order_no`,
    ),
    binsOf(db, po.location_code),
  ]);
  const waiting = new Map<string, PoWaitingOrder>();
  for (const h of held) {
    const seen = waiting.get(h.order_no) ?? { orderNo: h.order_no, units: 0 };
    seen.units += Number(h.units);
    waiting.set(h.order_no, seen);
  }
  return {
    poNumber: po.po_number,
    supplier: po.supplier,
    locationCode: po.location_code,
    locationName: po.location_name,
    eta: po.eta,
    allowBackOrder: Boolean(po.allow_back_order),
    note: po.note,
    status: po.status,
    overdue: Boolean(po.overdue),
    createdAt: new Date(po.created_at).toISOString(),
    endedAt: po.ended_at ? new Date(po.ended_at).toISOString() : null,
    lines: lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      ordered: Number(l.qty) + Number(l.qty_received),
      received: Number(l.qty_received),
      toCome: Number(l.qty),
      allocated: Number(l.qty_allocated),
      orders: held
        .filter((h) => Number(h.variant_id) === Number(l.variant_id))
        .map((h) => ({ orderNo: h.order_no, units: Number(h.units) })),
    })),
    waiting: [...waiting.values()],
    bins: bins.map((b) => b.code),
    mayChange: mayChangePurchaseOrders(staff),
    mayReceive: po.status === 'open' && mayReceiveAt(staff, po.location_code),
  };
}

/** The places a purchase order can be delivered to (those holding stock), in the shop's order. */
export async function deliveryPlaces(db: Database): Promise<{ code: string; name: string }[]> {
  return queryRows<{ code: string; name: string }>(
    db,
    sql`select code, name from locations where is_physical order by sort_order, code`,
  );
}
