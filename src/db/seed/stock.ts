// Stock, bins and purchase orders for the demo catalogue. Every stocked SKU has a row at every
// physical location (zeros included), so stock moves can update rows without creating them.
// Spread: about 60% of sellable SKUs have free stock somewhere, about 25% have none but are on an
// open purchase order, about 15% are sold out with nothing coming. "Ready to go" products are
// always in stock; bundles hold no stock of their own (their components do).
import type * as schema from '../schema.ts';
import type { Catalogue } from './catalogue.ts';
import { LOCATIONS, PHYSICAL_LOCATIONS, binCodes } from './locations.ts';
import type { Random } from './random.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type StockRow = Insert<typeof schema.stock>;

export interface StockSeed {
  stock: StockRow[];
  bins: (Insert<typeof schema.bins> & { id: number })[];
  binStock: Insert<typeof schema.binStock>[];
  purchaseOrders: (Insert<typeof schema.purchaseOrders> & { id: number })[];
  purchaseOrderLines: Insert<typeof schema.purchaseOrderLines>[];
}

export type Availability = 'in-stock' | 'on-order' | 'sold-out';

const PURCHASE_ORDERS = 40;
const DAY_MS = 86_400_000;

/** Who makes what: a purchase order goes to a supplier of the product's room. */
const SUPPLIERS: readonly { name: string; rooms: readonly string[] }[] = [
  { name: 'Tasman Timber Joinery Ltd', rooms: ['DIN', 'BED', 'OFF', 'LIV'] },
  { name: 'Foshan Comfort Upholstery Co.', rooms: ['LIV', 'BED'] },
  { name: 'Jepara Teak Works', rooms: ['OUT', 'DIN'] },
  { name: 'Southern Sleep Ltd', rooms: ['MAT'] },
  { name: 'Nordic Living Imports', rooms: ['LIV', 'DIN', 'OFF', 'BED'] },
  { name: 'Binh Duong Furniture JSC', rooms: ['DIN', 'BED', 'LIV'] },
  { name: 'Kiwi Foam & Bedding', rooms: ['MAT', 'LIV'] },
  { name: 'Ergo Seating Australasia', rooms: ['OFF'] },
];

export function buildStock(rng: Random, cat: Catalogue, now: Date): StockSeed {
  const seed: StockSeed = { stock: [], bins: [], binStock: [], purchaseOrders: [], purchaseOrderLines: [] };
  const binsAt = new Map<string, number[]>();
  for (const location of LOCATIONS.filter((l) => l.isPhysical)) {
    const ids = binCodes(location).map((code) => {
      const id = seed.bins.length + 1;
      seed.bins.push({ id, locationCode: location.code, code });
      return id;
    });
    binsAt.set(location.code, ids);
  }

  for (let i = 0; i < PURCHASE_ORDERS; i++) {
    const supplier = SUPPLIERS[i % SUPPLIERS.length]!;
    seed.purchaseOrders.push({
      id: i + 1,
      poNumber: `PO-${24011 + i}`,
      supplier: supplier.name,
      dc1Eta: isoDate(new Date(now.getTime() + rng.int(14, 98) * DAY_MS)),
      status: 'open',
      allowBackOrder: rng.chance(0.85),
      createdAt: new Date(now.getTime() - rng.int(7, 60) * DAY_MS),
    });
  }
  const posForRoom = new Map<string, number[]>();
  seed.purchaseOrders.forEach((po, i) => {
    for (const room of SUPPLIERS[i % SUPPLIERS.length]!.rooms)
      posForRoom.set(room, [...(posForRoom.get(room) ?? []), po.id]);
  });

  const products = new Map(cat.products.map((p) => [p.id, p]));
  for (const variant of cat.variants) {
    const product = products.get(variant.productId)!;
    if (product.isBundle || variant.sellable === false) continue;
    const availability: Availability = product.isReady ? 'in-stock' : pickAvailability(rng);
    const rows = stockFor(rng, variant.id, availability, Boolean(product.isClearance));
    for (const row of rows) {
      seed.stock.push(row);
      if (row.onHand! > 0) placeInBins(rng, seed, binsAt.get(row.locationCode)!, row);
    }
    const onOrder = availability === 'on-order' || (availability === 'in-stock' && rng.chance(0.2));
    if (onOrder) {
      const pos = posForRoom.get(cat.roomOf.get(product.id)!) ?? seed.purchaseOrders.map((p) => p.id);
      const qty = rng.int(4, 60);
      // A PO-only SKU always has some units left to promise; an in-stock one may be fully spoken for.
      const cap = availability === 'on-order' ? qty - 1 : qty;
      const qtyAllocated = rng.chance(0.5) ? rng.int(0, Math.floor(cap * 0.7)) : 0;
      seed.purchaseOrderLines.push({ purchaseOrderId: rng.pick(pos), variantId: variant.id, qty, qtyAllocated });
    }
  }
  return seed;
}

/** Non-ready products: 43% in stock, 36% on order, 21% sold out, so that with the 30% ready ones the shop is 60/25/15. */
function pickAvailability(rng: Random): Availability {
  const roll = rng.next();
  return roll < 0.43 ? 'in-stock' : roll < 0.79 ? 'on-order' : 'sold-out';
}

function stockFor(rng: Random, variantId: number, availability: Availability, clearance: boolean): StockRow[] {
  const rows = PHYSICAL_LOCATIONS.map((locationCode) => ({
    variantId,
    locationCode,
    free: 0,
    clr: 0,
    alloc: 0,
    nons: 0,
    onHand: 0,
  }));
  const at = (code: string) => rows.find((r) => r.locationCode === code)!;
  if (availability === 'in-stock') {
    for (const row of rows) {
      const code = row.locationCode;
      const odds = code === 'DC1' ? 0.85 : code === 'DC2' ? 0.5 : code === 'NSN' ? 0.1 : 0.3;
      if (rng.chance(odds)) row.free = code.startsWith('DC') ? rng.int(2, 40) : rng.int(1, 4);
      if (row.free > 0 && rng.chance(0.25)) row.alloc = rng.int(1, 3);
    }
    if (rows.every((r) => r.free === 0)) at('DC1').free = rng.int(1, 10);
    // Clearance lines have ex-display units on a shop floor.
    if (clearance || rng.chance(0.03)) at(rng.pick(['AKL', 'HLZ', 'TRG', 'WLG', 'CHC', 'DUD'])).clr = rng.int(1, 2);
  } else if (rng.chance(0.4)) {
    // Sold to customers waiting for the next shipment or for delivery.
    at('DC1').alloc = rng.int(1, 5);
  }
  if (rng.chance(0.04)) at('DC1').nons = 1;
  for (const r of rows) r.onHand = r.free + r.clr + r.alloc + r.nons;
  return rows;
}

/** On-hand units sit in one bin, or two when there are enough of them. */
function placeInBins(rng: Random, seed: StockSeed, bins: number[], row: StockRow): void {
  const onHand = row.onHand!;
  const i = rng.int(0, bins.length - 1);
  if (onHand >= 4 && bins.length > 1 && rng.chance(0.3)) {
    const j = (i + rng.int(1, bins.length - 1)) % bins.length;
    const split = rng.int(1, onHand - 1);
    seed.binStock.push(
      { binId: bins[i]!, variantId: row.variantId, qty: split },
      { binId: bins[j]!, variantId: row.variantId, qty: onHand - split },
    );
  } else {
    seed.binStock.push({ binId: bins[i]!, variantId: row.variantId, qty: onHand });
  }
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
