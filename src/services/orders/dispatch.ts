// Taking stock now (POST /pos/order/updateQTYTaken/, specs/pos.md "Item dispatch", "Taking stock"):
// a staff member takes a line's units out of a bin at the place its allocation leaves from. One
// transaction: the order row locked first (as the lists' actions do), then the stock module locks and
// moves the bin, the place's figures, the reservation and the allocation (services/stock/dispatch.ts);
// the order is completed once every unit has left, and the activity log records who took what. The
// spec puts no PIN on it: the signed-in staff member is who did it. A refusal is thrown before
// anything is written.
import { sql } from 'drizzle-orm';
import { ORDER_NOT_EXIST } from '../../contract/pos-order-detail.ts';
import type { TakeNowResponse } from '../../contract/pos-order-dispatch.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { allDispatched, canDispatch, statusAfterDispatch } from '../../domain/order-status.ts';
import { Refusal } from '../../domain/refusal.ts';
import {
  NOT_FROM_STOCK,
  NOT_GOING_AHEAD,
  NOT_THIS_LINE,
  QTY_BELOW_ZERO,
  SELECT_A_BIN,
  binNotAt,
  mostToTake,
  parseBinKey,
  qtyAboveMax,
  unitsOf,
} from '../../domain/take-now.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { type BinDispatch, dispatchFromBin } from '../stock/stock.service.ts';
import type { OrderContext } from './context.ts';
import { allocationRowsOf, heldRowsOf, lineCanBeTaken } from './detail-allocations.ts';

export interface TakeNowAsk {
  detailId: number;
  allocId: number;
  qtyTaken: number | string | null | undefined;
  binTaken: string;
}

/** The units asked for, or the spec's refusal. */
function unitsTaken(qty: TakeNowAsk['qtyTaken']): number {
  const units = unitsOf(qty);
  if (units === null) throw new Refusal(422, QTY_BELOW_ZERO);
  return units;
}

interface LockedLine {
  order_id: number;
  order_no: string;
  kind: 'order' | 'quote';
  status: string;
  variant_id: number;
  name: string;
}

/** The line and its order, the order row locked for the rest of the transaction; 404 when there is no such line. */
async function lockLineOrder(tx: Database, detailId: number): Promise<LockedLine> {
  const [line] = await queryRows<{ order_id: number }>(
    tx,
    sql`select order_id from order_items where id = ${detailId}`,
  );
  if (!line) throw new Refusal(404, ORDER_NOT_EXIST);
  const [order] = await queryRows<LockedLine>(
    tx,
    sql`select o.id as order_id, o.order_no, o.kind, o.status, i.variant_id, i.name
        from orders o join order_items i on i.order_id = o.id
        where o.id = ${Number(line.order_id)} and i.id = ${detailId}
        for update of o`,
  );
  // The line went with its order (a quote deleted) between the two reads.
  if (!order) throw new Refusal(404, ORDER_NOT_EXIST);
  return { ...order, order_id: Number(order.order_id), variant_id: Number(order.variant_id) };
}

export function orderDispatchCalls(ctx: OrderContext) {
  return {
    async takeNow(signed: SignedInStaff, ask: TakeNowAsk): Promise<TakeNowResponse> {
      const qty = unitsTaken(ask.qtyTaken);
      const bin = parseBinKey(ask.binTaken ?? '');
      if (!bin) throw new Refusal(422, SELECT_A_BIN);
      return ctx.db.transaction(async (tx) => {
        const line = await lockLineOrder(tx, ask.detailId);
        if (!canDispatch(line)) throw new Refusal(409, NOT_GOING_AHEAD);
        const allocs = await allocationRowsOf(tx, line.order_id);
        const allocation = allocs.find((a) => a.id === ask.allocId && a.order_item_id === ask.detailId);
        if (!allocation) throw new Refusal(422, NOT_THIS_LINE);
        if (allocation.from_location === null) throw new Refusal(422, NOT_FROM_STOCK);
        const [found] = await queryRows<{ id: number; location_code: string }>(
          tx,
          sql`select id, location_code from bins where location_code = ${bin.location} and code = ${bin.code}`,
        );
        if (!found) throw new Refusal(422, SELECT_A_BIN);
        if (found.location_code !== allocation.from_location)
          throw new Refusal(422, binNotAt(allocation.from_location));

        const take: BinDispatch = {
          orderId: line.order_id,
          orderItemId: ask.detailId,
          variantId: allocation.variant_id,
          allocationId: allocation.id,
          locationCode: allocation.from_location,
          binId: Number(found.id),
        };
        const now = ctx.now();
        await dispatchFromBin(tx, take, qty, {
          now,
          staffId: signed.id,
          // Read after the stock module's locks: what the line can still take, as the detail page counts it.
          check: async (locked) => {
            const lineLeft = lineCanBeTaken(
              allocs.filter((a) => a.order_item_id === ask.detailId),
              await heldRowsOf(tx, line.order_id),
            );
            const max = mostToTake(locked.binUnits, lineLeft, locked.allocationLeft, locked.heldUnits);
            if (qty > max) throw new Refusal(422, qtyAboveMax(max));
          },
        });
        const after = await allocationRowsOf(tx, line.order_id);
        const status = statusAfterDispatch(
          line.status,
          allDispatched(after.map((a) => ({ qty: a.qty, qtyDispatched: a.qty_dispatched }))),
        );
        await tx.execute(
          sql`update orders set status = ${status}, updated_at = ${now.toISOString()}::timestamptz where id = ${line.order_id}`,
        );
        const msg = `Took ${qty} × ${line.name} from ${allocation.from_location} bin ${bin.code}`;
        await recordActivity(tx, {
          event: 'order-activity',
          orderId: line.order_id,
          causerId: signed.id,
          description: msg,
          properties: {
            action: 'dispatch',
            orderItemId: ask.detailId,
            allocationId: allocation.id,
            bin: ask.binTaken.trim(),
            qty,
            ...(status !== line.status ? { from: line.status, to: status } : {}),
          },
          now,
        });
        return { success: true, msg, status };
      });
    },
  };
}
