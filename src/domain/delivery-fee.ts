// The delivery fee (README "Delivery fee"): by NZ delivery zone (from the 4-digit postcode) and the
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
