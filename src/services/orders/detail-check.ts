// Whether a pending order's allocations can still be met (GET /pos/check-allocation/{orderNo}): each
// allocation from a place or a purchase order still holds its units (its reservation was not given
// back), and no undispatched allocation's dispatch date has passed. The first problem, in the POS
// validation's words (domain/pos-validation.ts), or null. Pure over the rows detail-allocations.ts reads.
import { allocationLocationMessage, dispatchDateMessage } from '../../domain/pos-validation.ts';
import { type AllocationRow, type HeldRow, heldFor } from './detail-allocations.ts';

export function allocationFailure(input: {
  allocations: AllocationRow[];
  held: HeldRow[];
  nameOf: (orderItemId: number) => string;
  /** New Zealand's date (YYYY-MM-DD). */
  today: string;
}): string | null {
  const { allocations, held, today } = input;
  // Several allocations may draw on one place for one line: their units together against what is held there.
  const want = new Map<string, { need: number; have: number }>();
  for (const a of allocations) {
    if (a.back_order) continue;
    const key = `${a.order_item_id}|${a.variant_id}|${a.purchase_order_id ?? ''}|${a.from_location ?? ''}`;
    const seen = want.get(key) ?? {
      need: 0,
      have: heldFor(held, a),
    };
    seen.need += a.qty - a.qty_dispatched;
    want.set(key, seen);
  }
  for (const a of allocations) {
    const key = `${a.order_item_id}|${a.variant_id}|${a.purchase_order_id ?? ''}|${a.from_location ?? ''}`;
    const w = want.get(key);
    if (w && w.have < w.need) return allocationLocationMessage(input.nameOf(a.order_item_id));
    if (a.qty_dispatched < a.qty && a.dispatch_date !== null && a.dispatch_date < today)
      return dispatchDateMessage(input.nameOf(a.order_item_id));
  }
  return null;
}
