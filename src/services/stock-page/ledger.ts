// A SKU's stock ledger as the back office reads it (GET /pos/stock/ledger, the stock page): newest
// first, a page at a time, off the index stock_ledger_variant_place_idx (variant, place, when, id), with
// the bin, who, and the order or purchase order each row belongs to. Reading only: the ledger is
// written by the stock module (services/stock/ledger.ts) in the transaction of each change.
import { sql } from 'drizzle-orm';
import { type LedgerKind, STOCK_LEDGER_PAGE_SIZE, type StockLedgerRow } from '../../contract/stock-page.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

export interface LedgerAsk {
  variantIds: number[];
  /** One place, or every place when null. */
  location: string | null;
  page: number;
}

export interface LedgerPage {
  onHand: number;
  allocated: number;
  total: number;
  page: number;
  rows: StockLedgerRow[];
}

/** One page of the ledger, and the figures it adds up to (the stock rows' on hand and allocated). */
export async function readLedger(db: Database, ask: LedgerAsk): Promise<LedgerPage> {
  const ids = sql`${sql.param(ask.variantIds)}::int[]`;
  const place = (column: string) => (ask.location === null ? sql`` : sql` and ${sql.raw(column)} = ${ask.location}`);
  const rows = await queryRows<{
    at: string;
    kind: LedgerKind;
    on_hand_change: number;
    allocated_change: number;
    bin: string | null;
    staff: string | null;
    order_no: string | null;
    po_no: string | null;
    note: string;
    location: string;
    sku: string;
    reason: StockLedgerRow['reason'];
  }>(
    db,
    sql`select l.created_at as at, l.kind, l.on_hand_change, l.allocated_change, b.code as bin,
          nullif(trim(st.firstname || ' ' || st.lastname), '') as staff, o.order_no, po.po_number as po_no,
          l.note, l.location_code as location, v.sku, l.reason
        from stock_ledger l
        join product_variants v on v.id = l.variant_id
        left join bins b on b.id = l.bin_id
        left join staff st on st.id = l.staff_id
        left join orders o on o.id = l.order_id
        left join purchase_orders po on po.id = l.purchase_order_id
        where l.variant_id = any(${ids})${place('l.location_code')}
        order by l.created_at desc, l.id desc
        limit ${STOCK_LEDGER_PAGE_SIZE} offset ${(ask.page - 1) * STOCK_LEDGER_PAGE_SIZE}`,
  );
  const [sums] = await queryRows<{ total: number; on_hand: number; alloc: number }>(
    db,
    sql`select (select count(*) from stock_ledger l where l.variant_id = any(${ids})${place('l.location_code')})::int as total,
          coalesce(sum(s.on_hand), 0)::int as on_hand, coalesce(sum(s.alloc), 0)::int as alloc
        from stock s where s.variant_id = any(${ids})${place('s.location_code')}`,
  );
  return {
    onHand: Number(sums?.on_hand ?? 0),
    allocated: Number(sums?.alloc ?? 0),
    total: Number(sums?.total ?? 0),
    page: ask.page,
    rows: rows.map((r) => ({
      at: new Date(r.at).toISOString(),
      kind: r.kind,
      on_hand_change: Number(r.on_hand_change),
      allocated_change: Number(r.allocated_change),
      bin: r.bin,
      staff: r.staff,
      order_no: r.order_no,
      po_no: r.po_no,
      note: r.note,
      location: r.location,
      sku: r.sku,
      reason: r.reason ?? null,
    })),
  };
}
