// Sending a transfer: managers only; the places, SKUs and bins checked field by field (every problem
// answered at once, 422 with `errors`), then one transaction writes the transfer and moves its units
// (services/stock: the place's free units and the bin's units are checked there under their locks),
// and moves the catalogue's change counter, so the shop's delivery estimates read the new stock.
import { sql } from 'drizzle-orm';
import type { FieldProblem } from '../../contract/catalogue.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import {
  NOT_A_PLACE,
  noBinThere,
  ONLY_MANAGERS_SEND,
  SAME_BIN,
  TO_BIN_REQUIRED,
  type TransferSend,
  unknownSku,
} from '../../contract/transfers.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import { markCatalogueChanged } from '../catalogue/catalogue.service.ts';
import { type Bin, binAt, sendTransfer, type TransferLineToSend } from '../stock/stock.service.ts';

/** Managers and admins move stock; staff receive what comes to their branch. */
export const mayMoveStock = (staff: Pick<SignedInStaff, 'role'>) => staff.role === 'manager' || staff.role === 'admin';

/** A refusal of some fields: the first one's words as the message, all of them by field. */
export const fieldsRefused = (problems: FieldProblem[]) => new Refusal(422, problems[0]!.message, { errors: problems });

/** The bin of that code at the place (made if `make`), or the problem with it. */
export async function binOrProblem(
  tx: Database,
  place: string,
  code: string,
  make: boolean,
): Promise<Bin | { problem: string }> {
  try {
    return (await binAt(tx, place, code, make)) ?? { problem: noBinThere(code.trim().toUpperCase(), place) };
  } catch (err) {
    if (err instanceof Refusal) return { problem: err.message };
    throw err;
  }
}

async function isStockPlace(tx: Database, code: string): Promise<boolean> {
  const rows = await queryRows<{ code: string }>(
    tx,
    sql`select code from locations where code = ${code} and is_physical`,
  );
  return rows.length > 0;
}

/** Checks the request and sends it, in one transaction; answers the transfer's id. */
export async function sendChecked(db: Database, staff: SignedInStaff, send: TransferSend, now?: Date): Promise<number> {
  if (!mayMoveStock(staff)) throw new Refusal(403, ONLY_MANAGERS_SEND);
  return db.transaction(async (tx) => {
    const problems: FieldProblem[] = [];
    const fromOk = await isStockPlace(tx, send.from);
    const toOk = await isStockPlace(tx, send.to);
    if (!fromOk) problems.push({ field: 'from', message: NOT_A_PLACE(send.from) });
    if (!toOk) problems.push({ field: 'to', message: NOT_A_PLACE(send.to) });
    const samePlace = send.from === send.to;
    const variants = await queryRows<{ id: number; sku: string }>(
      tx,
      sql`select id, upper(sku) as sku from product_variants
          where upper(sku) = any(${sql.param(send.lines.map((l) => l.sku.toUpperCase()))}::text[])`,
    );
    const lines: TransferLineToSend[] = [];
    for (const [i, line] of send.lines.entries()) {
      const at = (field: string, message: string) => problems.push({ field: `lines.${i}.${field}`, message });
      const variant = variants.find((v) => v.sku === line.sku.toUpperCase());
      if (!variant) at('sku', unknownSku(line.sku));
      const from = fromOk ? await binOrProblem(tx, send.from, line.fromBin, false) : null;
      if (from && 'problem' in from) at('fromBin', from.problem);
      let to: Bin | null = null;
      if (samePlace && line.toBin === '') at('toBin', TO_BIN_REQUIRED);
      else if (line.toBin !== '' && toOk) {
        const found = await binOrProblem(tx, send.to, line.toBin, true);
        if ('problem' in found) at('toBin', found.problem);
        else to = found;
      }
      if (samePlace && to && from && 'id' in from && from.id === to.id) at('toBin', SAME_BIN);
      if (variant && from && 'id' in from)
        lines.push({ variantId: Number(variant.id), fromBinId: from.id, toBinId: to?.id ?? null, qty: line.qty });
    }
    if (problems.length > 0) throw fieldsRefused(problems);
    const id = await sendTransfer(tx, { from: send.from, to: send.to, note: send.note, staffId: staff.id, lines }, now);
    await markCatalogueChanged(tx);
    return id;
  });
}
