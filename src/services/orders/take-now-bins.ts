// The bins an order's line can be taken from now (the detail's `take_now_bins`, specs/pos.md "Order
// item"): plain reads, like the rest of the detail; the take itself re-reads its bin under a lock.
import { sql } from 'drizzle-orm';
import { binKey } from '../../domain/take-now.ts';
import type { Database } from '../../db/client.ts';
import { idList, queryRows } from '../../db/rows.ts';
import type { AllocationRow } from './detail-allocations.ts';

export interface BinRow {
  location_code: string;
  code: string;
  variant_id: number;
  qty: number;
}

/** The bins holding units of these variants (none empty), by place and code. */
export async function binRowsOf(db: Database, variantIds: number[]): Promise<BinRow[]> {
  if (variantIds.length === 0) return [];
  const rows = await queryRows<BinRow>(
    db,
    sql`select b.location_code, b.code, bs.variant_id, bs.qty from bin_stock bs join bins b on b.id = bs.bin_id
      where bs.variant_id in (${idList([...new Set(variantIds)])}) and bs.qty > 0
      order by b.location_code, b.code`,
  );
  return rows.map((r) => ({ ...r, variant_id: Number(r.variant_id), qty: Number(r.qty) }));
}

/**
 * The bins a line's units can be taken from now ('AKL FLOOR' → units of its variant there): those at
 * the places its allocations still to dispatch leave from. The counts are the bins' units, whoever
 * they are promised to; the call limits a take to what the line and allocation have left.
 */
export function takeNowBinsOf(variantId: number, allocs: AllocationRow[], bins: BinRow[]): Record<string, number> {
  const places = new Set(
    allocs.filter((a) => a.from_location !== null && a.qty > a.qty_dispatched).map((a) => a.from_location!),
  );
  const found: Record<string, number> = {};
  for (const b of bins)
    if (b.variant_id === variantId && places.has(b.location_code)) found[binKey(b.location_code, b.code)] = b.qty;
  return found;
}
