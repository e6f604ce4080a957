// The shipping-allocation modal's working copy of one sub-item's allocations and the words the item tab
// shows for them. Pure: the save rules themselves are domain/allocations.ts, shared with the server.
import type { CartLocation } from '../../../contract/cart.ts';
import type { PosAllocation, PosCartItem, PosSubItem } from '../../../contract/pos-cart.ts';
import {
  ALLOCATION_METHODS,
  type AllocationEntry,
  type AllocationMethod,
  BACK_ORDER,
  type SubItemStock,
  isPurchaseOrderRef,
} from '../../../domain/allocations.ts';
import { courierAllowed } from '../../../domain/delivery-fee.ts';

/** One allocation row as the modal edits it: the quantity stays the typed text until saving. */
export interface AllocationDraft {
  /** Keeps React's row identity when rows are added and deleted. */
  key: number;
  method: AllocationMethod;
  from: string;
  to: string;
  qty: string;
  dispatch_date: string;
  confirmed: boolean;
  note: string;
}

/** The locations list may carry `collect` (GET /v1/store/getLocations adds it): stores a customer can collect from. */
export type PosLocation = CartLocation & { collect?: boolean };

let nextKey = 1;
const newKey = () => nextKey++;

export const METHOD_NAMES: Record<AllocationMethod, string> = { DEL: 'Delivery', COU: 'Courier', PCK: 'Collect' };

/** A fresh row: the line's way of getting the goods (collect at its store, else delivery) for `qty` units. */
export function blankDraft(item: Pick<PosCartItem, 'shipmethod' | 'pick_location'>, qty: number): AllocationDraft {
  const collect = item.shipmethod === 'PCK';
  return {
    key: newKey(),
    method: collect ? 'PCK' : 'DEL',
    from: '',
    to: collect ? (item.pick_location ?? '') : '',
    qty: String(Math.max(0, qty)),
    dispatch_date: '',
    confirmed: false,
    note: '',
  };
}

/** The saved allocations as rows; at least one row (the whole quantity) when none are saved. */
export function draftsOf(
  sub: Pick<PosSubItem, 'qty' | 'allocation'>,
  item: Pick<PosCartItem, 'shipmethod' | 'pick_location'>,
): AllocationDraft[] {
  if (!sub.allocation.length) return [blankDraft(item, sub.qty)];
  return sub.allocation.map((a) => ({
    key: newKey(),
    method: a.method,
    from: a.from === null || a.from === undefined ? '' : String(a.from),
    to: a.to ?? '',
    qty: String(a.qty),
    dispatch_date: a.dispatch_date ?? '',
    confirmed: Boolean(a.confirmed),
    note: a.note ?? '',
  }));
}

/** A new row for ADD: the units not yet allocated, the way of the last row. */
export function addedDraft(drafts: AllocationDraft[], subQty: number): AllocationDraft {
  const last = drafts[drafts.length - 1];
  const left = subQty - drafts.reduce((n, d) => n + qtyOf(d.qty), 0);
  return {
    ...blankDraft(
      { shipmethod: last?.method === 'PCK' ? 'PCK' : 'DEL', pick_location: last?.method === 'PCK' ? last.to : null },
      Math.max(0, left),
    ),
    method: last?.method ?? 'DEL',
  };
}

/** A typed quantity: whole units, anything else 0 (which the save rules refuse). */
export function qtyOf(text: string): number {
  const t = text.trim();
  return /^\d{1,4}$/.test(t) ? Number(t) : 0;
}

/** The rows as the save rules (domain/allocations.ts) read them. */
export function entriesOf(drafts: AllocationDraft[]): AllocationEntry[] {
  return drafts.map((d) => ({
    method: d.method,
    from: d.from,
    to: d.method === 'PCK' ? d.to || null : null,
    qty: qtyOf(d.qty),
    dispatchDate: d.dispatch_date,
  }));
}

/** The body's `allocations` of POST /pos/cart/saveAllocation. */
export function requestOf(drafts: AllocationDraft[]): PosAllocation[] {
  return drafts.map((d) => ({
    method: d.method,
    from: d.from,
    to: d.method === 'PCK' ? d.to || null : null,
    qty: qtyOf(d.qty),
    dispatch_date: d.dispatch_date,
    confirmed: d.confirmed,
    note: d.note,
  }));
}

/**
 * The sub-item's figures as the save rules take them: free units per location, spare units per
 * purchase order, and whether BACK-ORDER may be chosen (units saved as BACK-ORDER stay allowed).
 */
export function stockOfSub(
  sub: Pick<PosSubItem, 'sku' | 'qty' | 'cbm' | 'locationQty' | 'pOrders' | 'isBackOrder' | 'allocation'>,
): SubItemStock {
  const freeAt: Record<string, number> = {};
  for (const [code, f] of Object.entries(sub.locationQty)) freeAt[code] = f.free;
  const purchaseOrders: SubItemStock['purchaseOrders'] = {};
  for (const po of sub.pOrders) purchaseOrders[String(po.id)] = { poNumber: po.po_number, spare: po.qty };
  const savedUnits = sub.allocation.filter((a) => a.from === BACK_ORDER).reduce((n, a) => n + Number(a.qty), 0);
  return {
    sku: sub.sku,
    qty: sub.qty,
    cbm: sub.cbm,
    freeAt,
    purchaseOrders,
    backOrder: { allowed: sub.isBackOrder, savedUnits },
  };
}

/** The methods a row offers: courier only for a parcel (cbm × qty ≤ 0.15), unless the row already has it. */
export function methodsOffered(cbm: number, qty: number, current?: AllocationMethod): AllocationMethod[] {
  return ALLOCATION_METHODS.filter((m) => m !== 'COU' || courierAllowed(cbm, qty) || current === 'COU');
}

/** The stock table's rows: the sub-item's figures at the places the page knows, in the page's order. */
export function stockRows(sub: Pick<PosSubItem, 'locationQty'>, locations: PosLocation[]) {
  return locations
    .filter((l) => sub.locationQty[l.code])
    .map((l) => ({ location: l, figures: sub.locationQty[l.code]! }));
}

/** Stores a customer can collect from; every listed place when the list does not say. */
export function collectPoints(locations: PosLocation[]): PosLocation[] {
  return locations.filter((l) => l.collect !== false);
}

export interface FromOption {
  value: string;
  label: string;
}

/**
 * What a row can allocate from: the places holding figures for the sub-item, its open purchase
 * orders, and BACK-ORDER when the sub-item is a back order or staff chose it. A saved value the
 * lists no longer hold stays offered, so the select never shows something else.
 */
export function fromOptions(
  sub: Pick<PosSubItem, 'locationQty' | 'pOrders' | 'isBackOrder'>,
  locations: PosLocation[],
  opts: { backOrder: boolean; current?: string },
): FromOption[] {
  const out: FromOption[] = stockRows(sub, locations).map(({ location, figures }) => ({
    value: location.code,
    label: `${location.name} (${figures.free} free)`,
  }));
  for (const po of sub.pOrders)
    out.push({ value: String(po.id), label: `${poName(po.po_number)} (${po.qty} available, ETA ${dateText(po.eta)})` });
  if (sub.isBackOrder || opts.backOrder || opts.current === BACK_ORDER)
    out.push({ value: BACK_ORDER, label: BACK_ORDER });
  const current = opts.current;
  if (current && !out.some((o) => o.value === current)) out.push({ value: current, label: current });
  return out;
}

/** 'YYYY-MM-DD' → '25/11/2026' (New Zealand's order); other text as it is. */
export function dateText(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (iso ?? '');
}

/** A purchase order's number as people read it: 'PO-24035' as it is, a bare number or id as 'PO 17'. */
export function poName(number: string): string {
  return /^PO\b/i.test(number.trim()) ? number.trim() : `PO ${number.trim()}`;
}

/** Where an allocation draws from, in words: a location code, the purchase order ('PO-24035', or 'PO {id}' when unknown), or BACK-ORDER. */
export function sourceText(from: PosAllocation['from'], pOrders: PosSubItem['pOrders']): string {
  const text = from === null || from === undefined ? '' : String(from);
  if (!text) return '?';
  if (isPurchaseOrderRef(text)) {
    const po = pOrders.find((p) => String(p.id) === text);
    return poName(po ? po.po_number : text);
  }
  return text;
}

/** '2 × PCK from AKL collect AKL on 25/11/2026', with '(confirmed)' once the date is confirmed. */
export function allocationText(a: PosAllocation, pOrders: PosSubItem['pOrders']): string {
  const parts = [`${a.qty} × ${a.method} from ${sourceText(a.from, pOrders)}`];
  if (a.method === 'PCK') parts.push(`collect ${a.to || '?'}`);
  if (a.dispatch_date) parts.push(`on ${dateText(a.dispatch_date)}`);
  if (a.confirmed) parts.push('(confirmed)');
  return parts.join(' ');
}

export type AllocationState = 'none' | 'short' | 'over' | 'done';

/** Whether the saved allocations cover the sub-item's quantity (an order needs them to). */
export function allocationState(sub: Pick<PosSubItem, 'qty' | 'allocation'>): AllocationState {
  if (!sub.allocation.length) return 'none';
  const total = sub.allocation.reduce((n, a) => n + Number(a.qty), 0);
  if (total < sub.qty) return 'short';
  if (total > sub.qty) return 'over';
  return 'done';
}
