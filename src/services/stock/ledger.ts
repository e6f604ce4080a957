// The stock ledger: every change of a variant's stock at a place is one row, written by the stock
// module in the transaction that makes the change, so the rows of a variant at a place always add up
// to its stock row's on_hand and alloc (migration 0039 writes the opening balance). Callers outside
// services/stock never write it; they make the change through this module, which writes its rows here.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { AdjustmentReason, StockLedgerKind } from '../../db/schema-supply.ts';

/** One change of a variant's stock at a place, as the ledger keeps it. */
export interface LedgerEntry {
  variantId: number;
  locationCode: string;
  /** The bin units went into or out of; null when no bin is involved (an allocation). */
  binId?: number | null;
  kind: StockLedgerKind;
  onHandChange: number;
  allocatedChange: number;
  staffId?: number | null;
  orderId?: number | null;
  purchaseOrderId?: number | null;
  transferId?: number | null;
  reason?: AdjustmentReason | null;
  note?: string;
}

/** The insert of these rows, for a caller that runs it beside its other writes in one statement; null when none move anything. */
export function ledgerInsert(entries: LedgerEntry[], now?: Date): SQL | null {
  const moving = entries.filter((e) => e.onHandChange !== 0 || e.allocatedChange !== 0);
  if (moving.length === 0) return null;
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return sql`insert into stock_ledger (variant_id, location_code, bin_id, kind, on_hand_change, allocated_change,
      staff_id, order_id, purchase_order_id, transfer_id, reason, note, created_at)
    values ${sql.join(
      moving.map(
        (e) =>
          sql`(${e.variantId}::int, ${e.locationCode}::text, ${e.binId ?? null}::int, ${e.kind}::text,
            ${e.onHandChange}::int, ${e.allocatedChange}::int, ${e.staffId ?? null}::int, ${e.orderId ?? null}::int,
            ${e.purchaseOrderId ?? null}::int, ${e.transferId ?? null}::int, ${e.reason ?? null}::text,
            ${e.note ?? ''}::text, ${at})`,
      ),
      sql`, `,
    )}`;
}

/** Writes the rows, in the caller's transaction (the one that changed the stock). */
export async function writeLedger(tx: Database, entries: LedgerEntry[], now?: Date): Promise<void> {
  const insert = ledgerInsert(entries, now);
  if (insert) await tx.execute(insert);
}

/** Several writes as one statement (one round trip while rows are locked): each but the last as a CTE. */
export function together(statements: (SQL | null)[]): SQL | null {
  const present = statements.filter((s): s is SQL => s !== null);
  if (present.length <= 1) return present[0] ?? null;
  const last = present.pop()!;
  return sql`with ${sql.join(
    present.map((s, i) => sql`${sql.raw(`w${i}`)} as (${s})`),
    sql`, `,
  )} ${last}`;
}

/** A variant at a place whose ledger does not add up to its stock row. */
export interface LedgerOutOfStep {
  variantId: number;
  locationCode: string;
  onHand: number;
  alloc: number;
  ledgerOnHand: number;
  ledgerAlloc: number;
}

/**
 * Every variant and place (of these variants, or all) whose ledger rows do not add up to its stock
 * row; empty when the ledger explains every count. A place with a stock row of zeros and no rows adds up.
 */
export async function ledgerOutOfStep(db: Database, variantIds?: number[]): Promise<LedgerOutOfStep[]> {
  const only = variantIds ? sql`where variant_id = any(${sql.param(variantIds)}::int[])` : sql``;
  const rows = await queryRows<{
    variant_id: number;
    location_code: string;
    on_hand: number;
    alloc: number;
    ledger_on_hand: number;
    ledger_alloc: number;
  }>(
    db,
    sql`with l as (
          select variant_id, location_code, sum(on_hand_change)::int as on_hand, sum(allocated_change)::int as alloc
          from stock_ledger ${only} group by 1, 2),
        s as (select variant_id, location_code, on_hand, alloc from stock ${only})
        select coalesce(s.variant_id, l.variant_id) as variant_id, coalesce(s.location_code, l.location_code) as location_code,
          coalesce(s.on_hand, 0) as on_hand, coalesce(s.alloc, 0) as alloc,
          coalesce(l.on_hand, 0) as ledger_on_hand, coalesce(l.alloc, 0) as ledger_alloc
        from s full join l on l.variant_id = s.variant_id and l.location_code = s.location_code
        where coalesce(s.on_hand, 0) <> coalesce(l.on_hand, 0) or coalesce(s.alloc, 0) <> coalesce(l.alloc, 0)
        order by 1, 2`,
  );
  return rows.map((r) => ({
    variantId: Number(r.variant_id),
    locationCode: r.location_code,
    onHand: Number(r.on_hand),
    alloc: Number(r.alloc),
    ledgerOnHand: Number(r.ledger_on_hand),
    ledgerAlloc: Number(r.ledger_alloc),
  }));
}
