// Delivery estimates shown on cards, product pages and cart rows. Pure: the figures come from the
// stock service (free units per island, lead days, next purchase order), the words from here.

/** Where a SKU stands for one shopper. Bundles arrive here already counted in complete sets. */
export interface StockPosition {
  /** Units free at physical locations anywhere in New Zealand. */
  free: number;
  /** Units free at physical locations in the shopper's island; null when we do not know their postcode. */
  freeNear: number | null;
  /** Fewest working days to the door from a location in the shopper's island that holds stock. */
  leadNear: number | null;
  /** Fewest working days to the door (within that location's own island) from any location holding stock. */
  leadAny: number | null;
  /** Expected arrival at the distribution centre of the next open purchase order with units to spare. */
  nextArrival: string | null;
}

export const ETA_RULES = {
  /** Stock that has to cross Cook Strait takes this many more working days. */
  interIslandDays: 3,
  /** A delivery window is quoted as lead to lead + this many working days. */
  windowDays: 2,
  /** Calendar days from a container landing at DC1 to the goods being ready to deliver. */
  arrivalToDispatchDays: 7,
  /** Closer arrivals are quoted to the day; later ones by part of the month, as shipping dates slip. */
  exactDateWithinDays: 28,
  /** Used when a location's lead days are unknown. */
  defaultLeadDays: 5,
} as const;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const SOLD_OUT = 'Sold out';

/**
 * Nothing free at a physical place and no purchase order to sell ahead of: the item cannot be had. The
 * mirror of the database's rule (stock_can_be_had, migration 0037), which listings and the add to cart
 * ask inside their statements; the cart and product pages ask this one over the same figures.
 * services/catalog/availability.test.ts checks that the two agree.
 */
export function isSoldOut(pos: Pick<StockPosition, 'free' | 'nextArrival'>): boolean {
  return pos.free <= 0 && !pos.nextArrival;
}

export function etaText(pos: StockPosition, today: string): string {
  if (pos.free > 0) {
    if (pos.freeNear === null) return 'In stock';
    const near = pos.freeNear > 0;
    const lead = near
      ? (pos.leadNear ?? ETA_RULES.defaultLeadDays)
      : (pos.leadAny ?? ETA_RULES.defaultLeadDays) + ETA_RULES.interIslandDays;
    return `In stock – delivered in ${lead}–${lead + ETA_RULES.windowDays} working days`;
  }
  if (isSoldOut(pos)) return SOLD_OUT;
  return arrivalText(pos.nextArrival!, today);
}

/** 'ETA 12 Dec' for the next few weeks, 'Arriving mid-December' further out. */
export function arrivalText(dc1Eta: string, today: string): string {
  const start = Math.max(dayNumber(dc1Eta), dayNumber(today));
  const ready = start + ETA_RULES.arrivalToDispatchDays;
  const date = new Date(ready * DAY_MS);
  const month = MONTHS[date.getUTCMonth()]!;
  if (ready - dayNumber(today) <= ETA_RULES.exactDateWithinDays) {
    return `ETA ${date.getUTCDate()} ${month.slice(0, 3)}`;
  }
  const day = date.getUTCDate();
  const part = day <= 10 ? 'early' : day <= 20 ? 'mid' : 'late';
  return `Arriving ${part}-${month}`;
}

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
}
