// Receiving a purchase order into bins of its place (a manager, or staff signed in at that place): the
// form's lines checked first (a SKU of this purchase order, a bin code, something arriving), then one
// transaction, tried again when an order took units of it meanwhile (services/stock/po-orders.ts): the
// purchase order's row locked, the bins found or made, the units received by the stock module, the
// purchase order marked received once nothing is left to come, each waiting order told, and the
// catalogue's change counter moved so the shopper's delivery estimates read from stock again.
import { sql } from 'drizzle-orm';
import {
  BIN_REQUIRED,
  NO_SUCH_PO,
  NOTHING_RECEIVED,
  NOT_ON_THIS_PO,
  type PoFieldProblem,
  type PoReceiveAsk,
  notOpen,
  onlyPlaceReceives,
  tooManyArrived,
} from '../../contract/purchase-orders.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import { markCatalogueChanged } from '../catalogue/catalogue.service.ts';
import { BAD_BIN_CODE, BIN_CODE, againWhenOrdersMoved, binAt, receivePurchaseOrder } from '../stock/stock.service.ts';
import { mayReceiveAt, refuseProblems } from './check.ts';
import { lockPurchaseOrder } from './lock.ts';
import { arrivedWords, tellOrders } from './notices.ts';
import { findPurchaseOrder } from './read.ts';

/** Answers how many units arrived. */
export async function receiveIntoBins(
  db: Database,
  staff: SignedInStaff,
  ask: PoReceiveAsk,
  now: Date,
): Promise<number> {
  const po = await findPurchaseOrder(db, ask.poNumber);
  if (!po) throw new Refusal(404, NO_SUCH_PO);
  const [place] = await queryRows<{ shortname: string; name: string }>(
    db,
    sql`select shortname, name from locations where code = ${po.location_code}`,
  );
  const placeName = place?.shortname || place?.name || po.location_code;
  if (!mayReceiveAt(staff, po.location_code)) throw new Refusal(403, onlyPlaceReceives(placeName));

  const onPo = await queryRows<{ variant_id: number; sku: string }>(
    db,
    sql`select l.variant_id, v.sku from purchase_order_lines l join product_variants v on v.id = l.variant_id
        where l.purchase_order_id = ${po.id}`,
  );
  const lineOf = new Map(onPo.map((l) => [l.sku.toUpperCase(), { variantId: Number(l.variant_id), sku: l.sku }]));
  const problems: PoFieldProblem[] = [];
  ask.lines.forEach((l, i) => {
    if (l.qty === 0) return;
    if (!lineOf.has(l.sku.toUpperCase())) problems.push({ field: `lines.${i}.sku`, message: NOT_ON_THIS_PO });
    if (l.bin === '') problems.push({ field: `lines.${i}.bin`, message: BIN_REQUIRED });
    else if (!BIN_CODE.test(l.bin.toUpperCase())) problems.push({ field: `lines.${i}.bin`, message: BAD_BIN_CODE });
  });
  const arriving = ask.lines.filter((l) => l.qty > 0);
  if (arriving.length === 0) problems.push({ field: 'lines', message: NOTHING_RECEIVED });
  refuseProblems(problems);

  const indexOf = (variantId: number) =>
    ask.lines.findIndex((l) => lineOf.get(l.sku.toUpperCase())?.variantId === variantId && l.qty > 0);
  return againWhenOrdersMoved(() =>
    db.transaction(async (tx) => {
      const locked = await lockPurchaseOrder(tx, po.id);
      if (locked.status !== 'open') throw new Refusal(409, notOpen(po.po_number, locked.status));
      const lines = [];
      for (const l of arriving) {
        const bin = (await binAt(tx, po.location_code, l.bin, true))!;
        lines.push({ variantId: lineOf.get(l.sku.toUpperCase())!.variantId, qty: l.qty, binId: bin.id });
      }
      const received = await receivePurchaseOrder(tx, {
        purchaseOrderId: po.id,
        locationCode: po.location_code,
        lines,
        staffId: staff.id,
        now,
        tooMany: (variantId, left) => {
          const i = indexOf(variantId);
          const message = tooManyArrived(ask.lines[i]?.sku ?? '', left);
          return new Refusal(409, message, { errors: [{ field: `lines.${i}.qty`, message }] });
        },
      });
      if (received.nothingLeft)
        await tx.execute(
          sql`update purchase_orders set status = 'received', ended_at = ${now.toISOString()}::timestamptz where id = ${po.id}`,
        );
      await tellOrders(tx, received.forOrders, (c) => arrivedWords(c.units, c.name, c.orderNo, placeName), {
        staffId: staff.id,
        action: 'po_received',
        poNumber: po.po_number,
        now,
      });
      await markCatalogueChanged(tx);
      return lines.reduce((s, l) => s + l.qty, 0);
    }),
  );
}
