// What the transfers page reads: the list (in transit first, then newest), one transfer as the list
// shows it, a SKU's units and bins at a place for the new-transfer form, and the places stock moves
// between. Reads only; the stock module writes transfers (services/stock/transfer.ts).
import { type SQL, sql } from 'drizzle-orm';
import {
  TRANSFER_PAGE_SIZE,
  type TransferBinsResponse,
  type TransferListQuery,
  type TransferListResponse,
  type TransferPlace,
  type TransferStatus,
  type TransferView,
  unknownSku,
} from '../../contract/transfers.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';

interface TransferRow {
  id: number;
  from_location: string;
  from_name: string;
  to_location: string;
  to_name: string;
  status: TransferStatus;
  note: string;
  sent_by: string | null;
  sent_at: Date | string;
  received_by: string | null;
  received_at: Date | string | null;
}

interface LineRow {
  id: number;
  transfer_id: number;
  sku: string;
  name: string;
  qty: number;
  from_bin: string | null;
  to_bin: string | null;
}

const staffName = (alias: string) => sql.raw(`nullif(trim(${alias}.firstname || ' ' || ${alias}.lastname), '')`);

async function transfersWhere(db: Database, where: SQL, page: number): Promise<TransferView[]> {
  const rows = await queryRows<TransferRow>(
    db,
    sql`select t.id, t.from_location, fl.shortname as from_name, t.to_location, tl.shortname as to_name, t.status,
          t.note, ${staffName('sb')} as sent_by, t.sent_at, ${staffName('rb')} as received_by, t.received_at
        from stock_transfers t
        join locations fl on fl.code = t.from_location
        join locations tl on tl.code = t.to_location
        left join staff sb on sb.id = t.sent_by
        left join staff rb on rb.id = t.received_by
        where ${where}
        order by (t.status = 'in_transit') desc, t.sent_at desc, t.id desc
        limit ${TRANSFER_PAGE_SIZE} offset ${(page - 1) * TRANSFER_PAGE_SIZE}`,
  );
  if (rows.length === 0) return [];
  const lines = await queryRows<LineRow>(
    db,
    sql`select l.id, l.transfer_id, v.sku, p.name || case when v.colour <> '' then ' – ' || v.colour else '' end as name,
          l.qty, fb.code as from_bin, tb.code as to_bin
        from stock_transfer_lines l
        join product_variants v on v.id = l.variant_id
        join products p on p.id = v.product_id
        left join bins fb on fb.id = l.from_bin_id
        left join bins tb on tb.id = l.to_bin_id
        where l.transfer_id = any(${sql.param(rows.map((r) => Number(r.id)))}::int[])
        order by l.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    from: r.from_location,
    fromName: r.from_name,
    to: r.to_location,
    toName: r.to_name,
    status: r.status,
    note: r.note,
    sentBy: r.sent_by ?? '',
    sentAt: new Date(r.sent_at).toISOString(),
    receivedBy: r.received_by,
    receivedAt: r.received_at === null ? null : new Date(r.received_at).toISOString(),
    lines: lines
      .filter((l) => Number(l.transfer_id) === Number(r.id))
      .map((l) => ({
        id: Number(l.id),
        sku: l.sku,
        name: l.name,
        qty: Number(l.qty),
        fromBin: l.from_bin,
        toBin: l.to_bin,
      })),
  }));
}

export async function listTransfers(db: Database, q: TransferListQuery): Promise<TransferListResponse> {
  const where: SQL[] = [sql`true`];
  if (q.status) where.push(sql`t.status = ${q.status}`);
  if (q.location) where.push(sql`(t.from_location = ${q.location} or t.to_location = ${q.location})`);
  const filter = sql.join(where, sql` and `);
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from stock_transfers t where ${filter}`,
  );
  const total = Number(counted?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / TRANSFER_PAGE_SIZE));
  const transfers = await transfersWhere(db, filter, q.page);
  return { success: true, total, page: q.page, pages, transfers };
}

/** One transfer as the list shows it; null when there is none. */
export async function readTransfer(db: Database, id: number): Promise<TransferView | null> {
  const [one] = await transfersWhere(db, sql`t.id = ${id}`, 1);
  return one ?? null;
}

/** The places stock is kept at, in the POS's order. */
export async function stockPlaces(db: Database): Promise<TransferPlace[]> {
  const rows = await queryRows<{ code: string; shortname: string }>(
    db,
    sql`select code, shortname from locations where is_physical order by sort_order, code`,
  );
  return rows.map((r) => ({ code: r.code, name: r.shortname }));
}

/** A SKU's free units at a place and what each of its bins there holds. */
export async function skuBins(db: Database, sku: string, location: string): Promise<TransferBinsResponse> {
  const [v] = await queryRows<{ id: number; sku: string; name: string }>(
    db,
    sql`select v.id, v.sku, p.name || case when v.colour <> '' then ' – ' || v.colour else '' end as name
        from product_variants v join products p on p.id = v.product_id where upper(v.sku) = upper(${sku})`,
  );
  if (!v) throw new Refusal(404, unknownSku(sku));
  const [free] = await queryRows<{ free: number }>(
    db,
    sql`select free from stock where variant_id = ${v.id} and location_code = ${location}`,
  );
  const bins = await queryRows<{ code: string; qty: number }>(
    db,
    sql`select b.code, bs.qty from bin_stock bs join bins b on b.id = bs.bin_id
        where bs.variant_id = ${v.id} and b.location_code = ${location} and bs.qty > 0 order by b.code`,
  );
  return {
    success: true,
    sku: v.sku,
    name: v.name,
    location,
    free: Number(free?.free ?? 0),
    bins: bins.map((b) => ({ code: b.code, qty: Number(b.qty) })),
  };
}
