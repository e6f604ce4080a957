// The shipping-allocation modal's save rules, pure: the first broken rule's message, in the order staff
// have always seen them, or null. The caller supplies the sub-item's stock figures (read under row
// locks) and today's date in New Zealand.
import { courierAllowed } from './delivery-fee.ts';

export const BACK_ORDER = 'BACK-ORDER';
export const ALLOCATION_METHODS = ['DEL', 'COU', 'PCK'] as const;
export type AllocationMethod = (typeof ALLOCATION_METHODS)[number];

export const DISPATCH_DATE_EMPTY = "Dispatch date shouldn't be empty";
export const LOCATION_EMPTY = "Allocation location shouldn't be empty";
export const COLLECT_EMPTY = "Collect location shouldn't be empty";
export const QTY_ZERO = "Allocation Quantity shouldn't be 0";
export const CANT_DELETE_ALL = "Can't delete all shipping method";
/** Ours: the shop's page only hides the option, so it has no words for it. */
export const COURIER_TOO_BIG = 'Courier is only for items of 0.15 cbm or less';
/** Ours: the shop's page only sets the date input's minimum. */
export const DISPATCH_DATE_PAST = "Dispatch date can't be before today";
export const totalQtyMessage = (n: number) => `Total qty should be ${n}`;
export const shortStockMessage = (location: string, free: number) => `${location} only has ${free} stock`;
/** Ours: the shop's page only hides the BACK ORDER button. */
export const cantBackOrderMessage = (sku: string) => `${sku} can't be back-ordered`;

export interface AllocationEntry {
  method: AllocationMethod;
  /** A location code, 'BACK-ORDER', or a purchase order id (digits); '' when not chosen. */
  from: string;
  /** The collect location (PCK). */
  to: string | null;
  qty: number;
  /** YYYY-MM-DD, '' when not chosen. */
  dispatchDate: string;
}

export interface SubItemStock {
  sku: string;
  /** Units of the sub-item in the cart line. */
  qty: number;
  cbm: number;
  /** Free units per store location code. */
  freeAt: Record<string, number>;
  /** Spare units (qty − qty_allocated) per open purchase order id, with its number for messages. */
  purchaseOrders: Record<string, { poNumber: string; spare: number }>;
  /**
   * Whether BACK-ORDER may be chosen: `allowed` when an open purchase order of the variant allows
   * selling ahead; `savedUnits` already saved as BACK-ORDER stay allowed (saved before that changed).
   */
  backOrder: { allowed: boolean; savedUnits: number };
}

export interface AllocationRefusal {
  message: string;
  /** 422 for a wrong entry, 409 for stock that is not there. */
  status: 422 | 409;
}

export const isPurchaseOrderRef = (from: string) => /^\d+$/.test(from);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Units asked per source, in first-seen order. */
export function unitsPerSource(allocations: Pick<AllocationEntry, 'from' | 'qty'>[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const a of allocations) sums.set(a.from, (sums.get(a.from) ?? 0) + a.qty);
  return sums;
}

export function checkAllocations(
  allocations: AllocationEntry[],
  stock: SubItemStock,
  today: string,
): AllocationRefusal | null {
  const bad = (message: string): AllocationRefusal => ({ message, status: 422 });
  if (allocations.length === 0) return bad(CANT_DELETE_ALL);
  for (const a of allocations) {
    if (!a.dispatchDate.trim()) return bad(DISPATCH_DATE_EMPTY);
    if (!a.from.trim()) return bad(LOCATION_EMPTY);
    if (a.method === 'PCK' && !a.to?.trim()) return bad(COLLECT_EMPTY);
    if (!(a.qty > 0)) return bad(QTY_ZERO);
  }
  const total = allocations.reduce((n, a) => n + a.qty, 0);
  if (total !== stock.qty) return bad(totalQtyMessage(stock.qty));
  const sums = unitsPerSource(allocations);
  for (const [from, qty] of sums) {
    if (from === BACK_ORDER || isPurchaseOrderRef(from)) continue;
    const free = Math.max(0, stock.freeAt[from] ?? 0);
    if (qty > free) return { message: shortStockMessage(from, free), status: 409 };
  }
  for (const [from, qty] of sums) {
    if (!isPurchaseOrderRef(from)) continue;
    const po = stock.purchaseOrders[from];
    const spare = Math.max(0, po?.spare ?? 0);
    if (qty > spare) return { message: shortStockMessage(po?.poNumber ?? from, spare), status: 409 };
  }
  const backOrdered = sums.get(BACK_ORDER) ?? 0;
  if (backOrdered > 0 && !stock.backOrder.allowed && backOrdered > stock.backOrder.savedUnits)
    return bad(cantBackOrderMessage(stock.sku));
  for (const a of allocations) {
    if (a.method === 'COU' && !courierAllowed(stock.cbm, a.qty)) return bad(COURIER_TOO_BIG);
  }
  for (const a of allocations) {
    if (!ISO_DATE.test(a.dispatchDate) || a.dispatchDate < today) return bad(DISPATCH_DATE_PAST);
  }
  return null;
}
