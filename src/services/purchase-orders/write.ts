// Raising a purchase order and editing an open one: managers and admins only; every problem found before
// anything is written; then one transaction writes the purchase order's row, its lines (through the
// stock module, which locks them as a till's sale does) and moves the catalogue's change counter, so the
// cached listings and product pages read the new arrival dates at once.
import { sql } from 'drizzle-orm';
import {
  NO_SUCH_PO,
  type PoRaiseDraft,
  type PoSaveDraft,
  notOpen,
  tooLowOrdered,
} from '../../contract/purchase-orders.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { nzToday } from '../../domain/dates.ts';
import { Refusal } from '../../domain/refusal.ts';
import { markCatalogueChanged } from '../catalogue/catalogue.service.ts';
import { addPurchaseOrderLines, changePurchaseOrderLines } from '../stock/stock.service.ts';
import { findSkus, headerProblems, lineProblems, placeProblems, refuseProblems, refuseUnlessManager } from './check.ts';
import { findPurchaseOrder } from './read.ts';
import { lockPurchaseOrder } from './lock.ts';

/** Held while a new number is chosen (the next after the highest PO-nnnnn, five digits at least). */
const NUMBER_LOCK = sql`select pg_advisory_xact_lock(hashtext('purchase_orders.po_number'))`;

export async function raisePurchaseOrder(
  db: Database,
  staff: SignedInStaff,
  draft: PoRaiseDraft,
  now: Date,
): Promise<string> {
  refuseUnlessManager(staff);
  const found = await findSkus(
    db,
    draft.lines.map((l) => l.sku),
  );
  refuseProblems([
    ...headerProblems(draft, nzToday(now)),
    ...(await placeProblems(db, draft.locationCode)),
    ...lineProblems(draft.lines, found, true),
  ]);
  return db.transaction(async (tx) => {
    // Two managers raising at once take the next two numbers, not the same one.
    await tx.execute(NUMBER_LOCK);
    const [last] = await queryRows<{ n: number | null }>(
      tx,
      sql`select max(substring(po_number from '^PO-(\\d{1,9})$')::int) as n from purchase_orders`,
    );
    const poNumber = `PO-${String(Number(last?.n ?? 0) + 1).padStart(5, '0')}`;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into purchase_orders (po_number, supplier, dc1_eta, status, allow_back_order, location_code, note, created_by, created_at)
          values (${poNumber}, ${draft.supplier}, ${draft.eta}::date, 'open', ${draft.allowBackOrder}, ${draft.locationCode},
            ${draft.note}, ${staff.id}, ${now.toISOString()}::timestamptz)
          returning id`,
    );
    await addPurchaseOrderLines(
      tx,
      Number(row!.id),
      draft.lines.map((l) => ({ variantId: found.get(l.sku.toUpperCase())!.variantId, ordered: l.qty })),
    );
    await markCatalogueChanged(tx);
    return poNumber;
  });
}

export async function savePurchaseOrder(
  db: Database,
  staff: SignedInStaff,
  draft: PoSaveDraft,
  now: Date,
): Promise<void> {
  refuseUnlessManager(staff);
  const po = await findPurchaseOrder(db, draft.poNumber);
  if (!po) throw new Refusal(404, NO_SUCH_PO);
  const found = await findSkus(
    db,
    draft.lines.map((l) => l.sku),
  );
  refuseProblems([...headerProblems(draft, nzToday(now), po.eta), ...lineProblems(draft.lines, found, false)]);
  await db.transaction(async (tx) => {
    const locked = await lockPurchaseOrder(tx, po.id);
    if (locked.status !== 'open') throw new Refusal(409, notOpen(po.po_number, locked.status));
    const variantOf = (sku: string) => found.get(sku.toUpperCase())!.variantId;
    await changePurchaseOrderLines(
      tx,
      po.id,
      draft.lines.map((l) => ({ variantId: variantOf(l.sku), ordered: l.qty })),
      (variantId, least) => {
        const i = draft.lines.findIndex((l) => variantOf(l.sku) === variantId);
        const message = tooLowOrdered(draft.lines[i]!.sku, least);
        return new Refusal(422, message, { errors: [{ field: `lines.${i}.qty`, message }] });
      },
    );
    await tx.execute(
      sql`update purchase_orders set supplier = ${draft.supplier}, dc1_eta = ${draft.eta}::date,
            allow_back_order = ${draft.allowBackOrder}, note = ${draft.note}
          where id = ${po.id}`,
    );
    await markCatalogueChanged(tx);
  });
}
