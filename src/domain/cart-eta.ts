// Estimates on cart rows: DELIVERED shows when the item reaches the shopper's door, COLLECT when it is
// ready at the chosen store. Both add the cart's eta_padding (working days the shop adds when it knows
// of a hold-up). The words for delivery are those of cards and product pages (eta.ts); this adds the
// padding and the collection point. Pure.
import { ETA_RULES, SOLD_OUT, type StockPosition, arrivalText, etaText, isSoldOut } from './eta.ts';

export const SELECT_LOCATION_FOR_ETA = 'Select Location for ETA';

/** Working days from a store holding the item to it being ready at its counter. */
export const READY_IN_STORE_DAYS = 1;

/** The delivery estimate with `paddingDays` more working days (and arrival dates that many days later). */
export function deliveryEtaText(pos: StockPosition, today: string, paddingDays = 0): string {
  const pad = Math.max(0, Math.floor(paddingDays));
  if (pad === 0) return etaText(pos, today);
  if (pos.free <= 0 && pos.nextArrival) return arrivalText(addDays(later(pos.nextArrival, today), pad), today);
  return etaText(
    {
      ...pos,
      leadNear: pos.leadNear === null ? null : pos.leadNear + pad,
      leadAny: (pos.leadAny ?? ETA_RULES.defaultLeadDays) + pad,
    },
    today,
  );
}

/**
 * A cart line that cannot be had as it stands, in one word: Sold out (nothing free, nothing coming), or
 * how many are left when fewer are free than wanted and nothing more is coming. '' when the line can be
 * had, from stock or from a purchase order: its ETA then says when, with no marker to contradict it.
 */
export function lineStockNote(pos: Pick<StockPosition, 'free' | 'nextArrival'>, qty: number): string {
  if (isSoldOut(pos)) return SOLD_OUT;
  if (pos.free < qty && !pos.nextArrival) return `Only ${pos.free} left`;
  return '';
}

/** Where an item stands for collection from one store. Bundles arrive counted in complete sets. */
export interface PickupPosition {
  /** The store's short name, e.g. 'Auckland'. */
  store: string;
  /** Units free at the store itself. */
  freeAtStore: number;
  /** Units free at physical locations in the store's island (the store included). */
  freeInIsland: number;
  /** Units free at physical locations anywhere. */
  free: number;
  /** Working days the store's own deliveries take, used for a transfer within its island. */
  storeLeadDays: number;
  nextArrival: string | null;
}

export function pickupEtaText(pos: PickupPosition, qty: number, today: string, paddingDays = 0): string {
  const pad = Math.max(0, Math.floor(paddingDays));
  const window = (lead: number) => `${lead}–${lead + ETA_RULES.windowDays} working days`;
  if (pos.freeAtStore >= qty)
    return `In stock at ${pos.store} – ready to collect in ${window(READY_IN_STORE_DAYS + pad)}`;
  if (pos.freeInIsland >= qty) return `Ready to collect from ${pos.store} in ${window(pos.storeLeadDays + pad)}`;
  if (pos.free >= qty)
    return `Ready to collect from ${pos.store} in ${window(pos.storeLeadDays + ETA_RULES.interIslandDays + pad)}`;
  if (pos.nextArrival) return arrivalText(addDays(later(pos.nextArrival, today), pad), today);
  return SOLD_OUT;
}

function later(a: string, b: string): string {
  // biome-ignore lint/complexity/useMathMinMax: ISO dates, compared as strings; Math.max is for numbers.
  return a.slice(0, 10) > b.slice(0, 10) ? a.slice(0, 10) : b.slice(0, 10);
}

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
