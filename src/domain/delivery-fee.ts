// The delivery fee (docs/delivery-fee.md): by NZ delivery zone (from the 4-digit postcode) and the
// total volume of the delivered items. Collected items cost nothing to deliver. Small parcels
// (at most COURIER_MAX_CBM in all) go by courier (COU) at the zone's courier price.

export const COURIER_MAX_CBM = 0.15;

export interface DeliveryZone {
  code: string;
  name: string;
  /** Fee for the first `includedCbm` cubic metres. */
  baseCents: number;
  includedCbm: number;
  /** Each further cubic metre (pro rata). */
  perCbmCents: number;
  courierCents: number;
}

export interface DeliveryQuote {
  /** 'DEL' freight, 'COU' courier, null when nothing is delivered or the zone is unknown. */
  method: 'DEL' | 'COU' | null;
  feeCents: number;
  /** Why there is no fee yet, for the shopper. */
  pending?: 'no-zip' | 'unknown-zip';
}

/** Courier is allowed when volume (cbm × qty) is at most 0.15: a parcel, not a freight load. */
export function courierAllowed(cbm: number, qty: number): boolean {
  return cbm * qty <= COURIER_MAX_CBM + 1e-9;
}

/** One sub-item of a cart line (a bundle's component, or the item itself) and the units allocated to each way. */
export interface SubItemWays {
  /** Units of it on the line. */
  qty: number;
  /** Volume of one unit. */
  cbm: number;
  allocations: { method: 'DEL' | 'COU' | 'PCK'; qty: number }[];
}

/** A cart line as the delivery fee sees it; `subItems` only where the POS has allocated its units. */
export interface LineWays {
  qty: number;
  cbm: number;
  shipmethod: 'DEL' | 'PCK';
  subItems?: SubItemWays[];
}

/**
 * The delivered part of a cart line (rule 1): without allocations the line goes its own way (all
 * delivered, or all collected). Once the POS allocates a sub-item's units, those to be collected (PCK)
 * cost nothing to deliver and those delivered (DEL, COU) count; units not allocated yet still go the
 * line's way. A bundle keeps its own volume, shared out over its components by theirs.
 */
export function deliveredPart(line: LineWays): { units: number; cbm: number } {
  const subs = line.subItems ?? [];
  if (!subs.some((s) => s.allocations.length > 0))
    return line.shipmethod === 'DEL' ? { units: line.qty, cbm: line.cbm * line.qty } : { units: 0, cbm: 0 };
  let units = 0;
  let allUnits = 0;
  let allCbm = 0;
  let sentCbm = 0;
  for (const sub of subs) {
    const collected = sub.allocations.reduce((n, a) => n + (a.method === 'PCK' ? a.qty : 0), 0);
    const unallocated = Math.max(0, sub.qty - sub.allocations.reduce((n, a) => n + a.qty, 0));
    const delivered = Math.max(0, sub.qty - collected - (line.shipmethod === 'PCK' ? unallocated : 0));
    units += delivered;
    allUnits += sub.qty;
    allCbm += sub.cbm * sub.qty;
    sentCbm += sub.cbm * delivered;
  }
  const share = allCbm > 0 ? sentCbm / allCbm : allUnits > 0 ? units / allUnits : 0;
  return { units, cbm: line.cbm * line.qty * share };
}

export function deliveryFee(input: {
  zone: DeliveryZone | null;
  zip: string;
  deliveredCbm: number;
  deliveredUnits: number;
}): DeliveryQuote {
  if (input.deliveredUnits <= 0) return { method: null, feeCents: 0 };
  if (!/^\d{4}$/.test(input.zip)) return { method: null, feeCents: 0, pending: 'no-zip' };
  if (!input.zone) return { method: null, feeCents: 0, pending: 'unknown-zip' };
  const zone = input.zone;
  if (input.deliveredCbm <= COURIER_MAX_CBM + 1e-9) return { method: 'COU', feeCents: zone.courierCents };
  const extra = Math.max(0, input.deliveredCbm - zone.includedCbm);
  return { method: 'DEL', feeCents: zone.baseCents + Math.round(extra * zone.perCbmCents) };
}
