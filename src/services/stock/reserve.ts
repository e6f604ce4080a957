// Reserving stock for a web order, inside the caller's transaction: every stock row the order's lines
// could draw on is locked first (locks.ts, in the module's one order), the plan is made in memory from
// those figures (plan.ts), and only then is anything taken. A line nothing can cover refuses the
// order, naming the line, before anything is written; the caller's transaction rolls back the rest.
import type { Database } from '../../db/client.ts';
import { SOLD_OUT_MESSAGE } from '../../domain/checkout-rules.ts';
import { Refusal } from '../../domain/refusal.ts';
import { type OrderAllocation, allocateStock } from './allocate.ts';
import { lockFreeStock, lockOnOrder } from './locks.ts';
import { type StockNeed, type StockTake, planFromFree, planFromPurchaseOrders } from './plan.ts';

export interface StockLine {
  /** The order item the units are for; null only in tests that reserve without order items. */
  orderItemId: number | null;
  variantId: number;
  name: string;
  qty: number;
  shipmethod: 'DEL' | 'PCK';
  pickLocation: string | null;
  /** A bundle's components per unit of the bundle: the bundle holds no stock of its own. */
  components?: { variantId: number; qty: number; orderItemId: number | null }[];
}

export interface ReserveRequest {
  orderId: number;
  lines: StockLine[];
  /** The shopper's island ('North Island' / 'South Island') when the delivery zip is known. */
  island: string | null;
  /** How delivered lines travel (the order's DEL or COU); collected lines are PCK. */
  deliveryMethod?: 'DEL' | 'COU';
  /** The order reserved once before and gave its stock back (paid after its hold ran out). */
  again?: boolean;
  now?: Date;
}

/** Some lines can be covered neither by free stock nor by a purchase order (409, the lines named). */
export const soldOutRefusal = (items: string[]) => new Refusal(409, SOLD_OUT_MESSAGE, { soldOutItems: items });

export async function reserveStock(tx: Database, req: ReserveRequest): Promise<StockTake[]> {
  const needs = stockNeeds(req.lines);
  if (needs.length === 0) return [];
  const variantIds = [...new Set(needs.map((n) => n.variantId))].sort((a, b) => a - b);

  const free = await lockFreeStock(tx, variantIds);
  const fromFree = planFromFree(needs, free, req.island);
  let takes = fromFree.takes;
  let short = fromFree.short;
  let onOrder: Awaited<ReturnType<typeof lockOnOrder>> = [];
  const shortVariants = [...new Set(needs.filter((_, i) => short[i]! > 0).map((n) => n.variantId))].sort(
    (a, b) => a - b,
  );
  if (shortVariants.length > 0) {
    onOrder = await lockOnOrder(tx, shortVariants);
    // Soonest arrival first; only purchase orders that allow it are sold ahead on the web.
    const spare = onOrder
      .filter((l) => l.allowBackOrder && l.spare > 0)
      .sort((a, b) => a.eta.localeCompare(b.eta) || a.purchaseOrderId - b.purchaseOrderId);
    const fromOrders = planFromPurchaseOrders(needs, short, spare);
    takes = [...takes, ...fromOrders.takes];
    short = fromOrders.short;
  }
  const soldOut = [...new Set(needs.filter((_, i) => short[i]! > 0).map((n) => n.itemName))];
  if (soldOut.length > 0) throw soldOutRefusal(soldOut);

  await allocateStock(
    tx,
    {
      orderId: req.orderId,
      takes,
      allocations: allocationsOf(takes, needs, req.deliveryMethod ?? 'DEL'),
      replaceAllocations: req.again,
      now: req.now,
    },
    { free, onOrder },
  );
  return takes;
}

/** Units needed per variant: a bundle line needs qty × each component's qty of every component. */
export function stockNeeds(lines: StockLine[]): StockNeed[] {
  return lines.flatMap((line) => {
    const base = { shipmethod: line.shipmethod, pickLocation: line.pickLocation, itemName: line.name };
    if (line.components && line.components.length > 0) {
      return line.components.map((c) => ({
        ...base,
        variantId: c.variantId,
        qty: line.qty * c.qty,
        orderItemId: c.orderItemId ?? line.orderItemId,
      }));
    }
    return [{ ...base, variantId: line.variantId, qty: line.qty, orderItemId: line.orderItemId }];
  });
}

/**
 * The plan as the order's allocation rows: delivered or collected (at the pick location), from the
 * place or purchase order planned, no dispatch date chosen yet. Reservations made without order
 * items (stock tests) have no line to keep them on.
 */
function allocationsOf(takes: StockTake[], needs: StockNeed[], deliveryMethod: 'DEL' | 'COU'): OrderAllocation[] {
  return takes.flatMap((t) => {
    const need = needs.find((n) => n.orderItemId === t.orderItemId && n.variantId === t.variantId);
    if (t.orderItemId === null || !need) return [];
    const collect = need.shipmethod === 'PCK';
    return [
      {
        orderItemId: t.orderItemId,
        variantId: t.variantId,
        method: collect ? 'PCK' : deliveryMethod,
        fromLocation: t.locationCode,
        purchaseOrderId: t.purchaseOrderId,
        backOrder: false,
        toLocation: collect ? need.pickLocation : null,
        qty: t.qty,
        dispatchDate: null,
        confirmed: false,
        note: '',
      },
    ];
  });
}
