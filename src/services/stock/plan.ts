// Where an order's units come from, worked out in memory from rows already locked, so that nothing is
// written unless every line can be covered. Free stock first (nearest sensible place), then the spare
// units of open purchase orders (soonest arrival first).

export interface StockNeed {
  variantId: number;
  qty: number;
  /** The order item the units are for (a bundle's component row, or the line itself). */
  orderItemId: number | null;
  shipmethod: 'DEL' | 'PCK';
  pickLocation: string | null;
  /** The name the shopper knows the line by, for the sold-out message. */
  itemName: string;
}

/** One locked stock row with what the plan needs to know about its location. */
export interface FreeStock {
  variantId: number;
  locationCode: string;
  free: number;
  kind: string;
  island: string;
  isThirdParty: boolean;
  sortOrder: number;
}

/** One locked purchase-order line of an open order that may be sold ahead. */
export interface SpareOnOrder {
  purchaseOrderId: number;
  variantId: number;
  spare: number;
}

export interface StockTake {
  variantId: number;
  orderItemId: number | null;
  qty: number;
  locationCode: string | null;
  purchaseOrderId: number | null;
}

export interface StockPlan {
  takes: StockTake[];
  /** What free stock could not cover, per need (same order as the needs). */
  short: number[];
}

/**
 * Free stock, need by need. Collected lines draw on their pick location first (other places transfer
 * to it); delivered lines on the shopper's island first. Own warehouses come before the third-party
 * depot, which comes before a shop floor, so stores keep their display stock where possible.
 */
export function planFromFree(needs: StockNeed[], rows: FreeStock[], island: string | null): StockPlan {
  const left = new Map(rows.map((r) => [key(r.variantId, r.locationCode), r.free]));
  const takes: StockTake[] = [];
  const short = needs.map((need) => {
    let wanted = need.qty;
    for (const row of sourcesFor(need, rows, island)) {
      if (wanted === 0) break;
      const k = key(row.variantId, row.locationCode);
      const qty = Math.min(wanted, left.get(k) ?? 0);
      if (qty <= 0) continue;
      left.set(k, left.get(k)! - qty);
      wanted -= qty;
      takes.push({
        variantId: need.variantId,
        orderItemId: need.orderItemId,
        qty,
        locationCode: row.locationCode,
        purchaseOrderId: null,
      });
    }
    return wanted;
  });
  return { takes, short };
}

/** What free stock left short, from purchase orders' spare units in the order given (soonest first). */
export function planFromPurchaseOrders(needs: StockNeed[], short: number[], lines: SpareOnOrder[]): StockPlan {
  const left = lines.map((l) => ({ ...l }));
  const takes: StockTake[] = [];
  const stillShort = needs.map((need, i) => {
    let wanted = short[i] ?? 0;
    for (const line of left) {
      if (wanted === 0) break;
      if (line.variantId !== need.variantId || line.spare <= 0) continue;
      const qty = Math.min(wanted, line.spare);
      line.spare -= qty;
      wanted -= qty;
      takes.push({
        variantId: need.variantId,
        orderItemId: need.orderItemId,
        qty,
        locationCode: null,
        purchaseOrderId: line.purchaseOrderId,
      });
    }
    return wanted;
  });
  return { takes, short: stillShort };
}

export function sourcesFor(need: StockNeed, rows: FreeStock[], island: string | null): FreeStock[] {
  const mine = rows.filter((r) => r.variantId === need.variantId);
  const pick = need.shipmethod === 'PCK' ? need.pickLocation : null;
  const home = pick ? (mine.find((r) => r.locationCode === pick)?.island ?? null) : island;
  const rank = (r: FreeStock) => [
    r.locationCode === pick ? 0 : 1,
    home && r.island !== home ? 1 : 0,
    r.kind === 'warehouse' ? (r.isThirdParty ? 1 : 0) : 2,
    r.sortOrder,
  ];
  return mine
    .map((r) => ({ r, k: rank(r) }))
    .sort((a, b) => compareRanks(a.k, b.k) || a.r.locationCode.localeCompare(b.r.locationCode))
    .map((x) => x.r);
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

function key(variantId: number, locationCode: string): string {
  return `${variantId}|${locationCode}`;
}
