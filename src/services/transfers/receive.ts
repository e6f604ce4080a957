// Receiving a transfer at its destination (a manager, or staff whose branch it is) and cancelling one
// still in transit (a manager): the transfer's row locked first, then every line given a bin, then the
// stock module moves the units and marks it, in one transaction with the catalogue's change counter.
// A second receipt waits on the lock and finds the transfer received: 409, nothing written.
import type { SignedInStaff } from '../../contract/pos.ts';
import {
  ALREADY_CANCELLED,
  ALREADY_RECEIVED,
  LINE_NOT_ON_TRANSFER,
  mayNotReceive,
  NO_SUCH_TRANSFER,
  ONLY_MANAGERS_CANCEL,
  type TransferReceive,
  toBinFor,
} from '../../contract/transfers.ts';
import type { FieldProblem } from '../../contract/catalogue.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import { markCatalogueChanged } from '../catalogue/catalogue.service.ts';
import { cancelTransfer, type LockedTransfer, lockTransfer, receiveTransfer } from '../stock/stock.service.ts';
import { binOrProblem, fieldsRefused, mayMoveStock } from './send.ts';

/** The transfer locked, once the staff member may act on it and it is still on the road. */
async function lockedInTransit(tx: Database, id: number, mayAct: (t: LockedTransfer) => void): Promise<LockedTransfer> {
  const transfer = await lockTransfer(tx, id);
  if (!transfer) throw new Refusal(404, NO_SUCH_TRANSFER);
  mayAct(transfer);
  if (transfer.status === 'received') throw new Refusal(409, ALREADY_RECEIVED);
  if (transfer.status === 'cancelled') throw new Refusal(409, ALREADY_CANCELLED);
  return transfer;
}

export async function receiveChecked(
  db: Database,
  staff: SignedInStaff,
  ask: TransferReceive,
  now?: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const transfer = await lockedInTransit(tx, ask.id, (t) => {
      if (!mayMoveStock(staff) && staff.branch !== t.to) throw new Refusal(403, mayNotReceive(t.to));
    });
    const problems: FieldProblem[] = [];
    const binOfLine = new Map<number, number>();
    for (const [i, given] of ask.lines.entries()) {
      const line = transfer.lines.find((l) => l.id === given.lineId);
      if (!line || binOfLine.has(line.id)) {
        problems.push({ field: `lines.${i}.lineId`, message: LINE_NOT_ON_TRANSFER });
        continue;
      }
      const bin = await binOrProblem(tx, transfer.to, given.toBin, true);
      if ('problem' in bin) problems.push({ field: `lines.${i}.toBin`, message: bin.problem });
      else binOfLine.set(line.id, bin.id);
    }
    for (const line of transfer.lines)
      if (!binOfLine.has(line.id)) {
        if (line.toBinId !== null) binOfLine.set(line.id, line.toBinId);
        else if (!problems.some((p) => p.field.endsWith('lineId')))
          problems.push({ field: `line.${line.id}`, message: toBinFor(await skuOf(tx, line.variantId)) });
      }
    if (problems.length > 0) throw fieldsRefused(problems);
    await receiveTransfer(tx, transfer, binOfLine, staff.id, now);
    await markCatalogueChanged(tx);
  });
}

async function skuOf(tx: Database, variantId: number): Promise<string> {
  const [v] = await queryRows<{ sku: string }>(tx, sql`select sku from product_variants where id = ${variantId}`);
  return v?.sku ?? String(variantId);
}

export async function cancelChecked(db: Database, staff: SignedInStaff, id: number, now?: Date): Promise<void> {
  if (!mayMoveStock(staff)) throw new Refusal(403, ONLY_MANAGERS_CANCEL);
  await db.transaction(async (tx) => {
    const transfer = await lockedInTransit(tx, id, () => undefined);
    // A bin emptied and removed while the units were away: they go back to the place's FLOOR.
    const binOfLine = new Map<number, number>();
    for (const line of transfer.lines)
      if (line.fromBinId === null) {
        const floor = await binOrProblem(tx, transfer.from, 'FLOOR', true);
        if ('id' in floor) binOfLine.set(line.id, floor.id);
      }
    await cancelTransfer(tx, transfer, binOfLine, staff.id, now);
    await markCatalogueChanged(tx);
  });
}
