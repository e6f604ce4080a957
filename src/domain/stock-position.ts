// Where an item stands (eta.ts StockPosition) from its raw figures: free units per place for each
// part (a bundle's components, or the item itself) and each part's next purchase-order arrival.
// The rule is the database's: what is free per island (variant_stock_figures, migration 0032), what is
// coming (variant_arrivals_figures, 0036) and how a bundle adds up (the stock LATERAL, db/stock-lateral.ts).
// This is its mirror in memory for the cart, which needs free units per place (its stores' figures) and
// whose one query then stays cheap to plan however many items it holds; the next arrival it is given is
// the kept one. services/catalog/availability.test.ts checks the mirror against the SQL over many
// generated shops, so the two cannot drift apart unnoticed. Pure.
import type { StockPosition } from './eta.ts';

export interface StockPlace {
  code: string;
  island: string;
  leadDays: number;
  isPhysical: boolean;
}

export interface PartStock {
  /** Units of this part in one unit of the item (1 for a single item). */
  qty: number;
  /** Free units per place code (places without free units may be left out). */
  free: Record<string, number>;
  /** Expected arrival at DC1 of the next open purchase order with units to spare. */
  nextArrival: string | null;
}

interface PartFigures {
  qty: number;
  free: number;
  freeNear: number;
  leadNear: number | null;
  leadAny: number | null;
  nextArrival: string | null;
}

function figures(part: PartStock, places: ReadonlyMap<string, StockPlace>, island: string | null): PartFigures {
  const f: PartFigures = {
    qty: Math.max(1, part.qty),
    free: 0,
    freeNear: 0,
    leadNear: null,
    leadAny: null,
    nextArrival: part.nextArrival,
  };
  for (const [code, units] of Object.entries(part.free)) {
    const place = places.get(code);
    if (!place?.isPhysical || units <= 0) continue;
    f.free += units;
    f.leadAny = f.leadAny === null ? place.leadDays : Math.min(f.leadAny, place.leadDays);
    if (island !== null && place.island === island) {
      f.freeNear += units;
      f.leadNear = f.leadNear === null ? place.leadDays : Math.min(f.leadNear, place.leadDays);
    }
  }
  return f;
}

const maxOf = (values: (number | null)[]): number | null =>
  values.reduce<number | null>((m, v) => (v === null ? m : m === null ? v : Math.max(m, v)), null);

/**
 * A bundle counts in complete sets (the fewest any part allows); it is as far away as its slowest
 * part, and can arrive when every short part has a purchase order coming, at the latest of those.
 */
export function stockPositionOf(
  parts: PartStock[],
  places: ReadonlyMap<string, StockPlace>,
  island: string | null,
): StockPosition {
  const all = parts.map((p) => figures(p, places, island));
  if (!all.length)
    return { free: 0, freeNear: island === null ? null : 0, leadNear: null, leadAny: null, nextArrival: null };
  const canArrive = all.every((p) => p.free >= p.qty || p.nextArrival !== null);
  const arrivals = all.filter((p) => p.free < p.qty).map((p) => p.nextArrival!);
  return {
    free: Math.min(...all.map((p) => Math.floor(p.free / p.qty))),
    freeNear: island === null ? null : Math.min(...all.map((p) => Math.floor(p.freeNear / p.qty))),
    leadNear: maxOf(all.map((p) => p.leadNear)),
    leadAny: maxOf(all.map((p) => p.leadAny)),
    // biome-ignore lint/complexity/useMathMinMax: ISO dates, compared as strings; Math.max is for numbers.
    nextArrival: canArrive && arrivals.length ? arrivals.reduce((a, b) => (a > b ? a : b)) : null,
  };
}

/** Complete sets free at the places `where` picks (physical places only). */
export function setsFreeAt(
  parts: PartStock[],
  places: ReadonlyMap<string, StockPlace>,
  where: (place: StockPlace) => boolean,
): number {
  if (!parts.length) return 0;
  return Math.min(
    ...parts.map((part) => {
      let units = 0;
      for (const [code, free] of Object.entries(part.free)) {
        const place = places.get(code);
        if (place?.isPhysical && where(place) && free > 0) units += free;
      }
      return Math.floor(units / Math.max(1, part.qty));
    }),
  );
}
