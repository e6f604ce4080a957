// Transfers of units between places or between bins of one place: the transfer's rows and the units'
// moves, in the caller's transaction. Between two bins of one place both moves happen at once; between
// two places the units leave the first place's bins when sent (free nowhere while on the road) and go
// into bins at the other when received, or back into the bins they left when the transfer is cancelled.
// The units move through changeOnHand (on-hand.ts), so the place's free units, the bins' units and
// the ledger follow in its lock order. A transfer row is locked before any stock (a receive or cancel
// locks it first, and nothing that locks stock then asks for a transfer), so two receipts of one
// transfer queue on it and the second finds it no longer in transit.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { changeOnHand, type OnHandMove } from './on-hand.ts';

export interface TransferLineToSend {
  variantId: number;
  fromBinId: number;
  /** Required between bins of one place; between places the bin planned at the other end, if chosen. */
  toBinId: number | null;
  qty: number;
}

export interface TransferToSend {
  from: string;
  to: string;
  note: string;
  staffId: number;
  lines: TransferLineToSend[];
}

/** A transfer read under its lock, with its lines. */
export interface LockedTransfer {
  id: number;
  from: string;
  to: string;
  status: 'in_transit' | 'received' | 'cancelled';
  lines: { id: number; variantId: number; fromBinId: number | null; toBinId: number | null; qty: number }[];
}

const at = (now?: Date) => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/** Writes the transfer and moves its units out (and, between bins of one place, in). Answers its id. */
export async function sendTransfer(tx: Database, send: TransferToSend, now?: Date): Promise<number> {
  const samePlace = send.from === send.to;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into stock_transfers (from_location, to_location, status, note, sent_by, sent_at, received_by, received_at)
        values (${send.from}, ${send.to}, ${samePlace ? 'received' : 'in_transit'}, ${send.note}, ${send.staffId},
          ${at(now)}, ${samePlace ? send.staffId : null}::int, ${samePlace ? at(now) : null})
        returning id`,
  );
  const transferId = Number(row!.id);
  await tx.execute(
    sql`insert into stock_transfer_lines (transfer_id, variant_id, from_bin_id, to_bin_id, qty)
        values ${sql.join(
          send.lines.map((l) => sql`(${transferId}, ${l.variantId}, ${l.fromBinId}, ${l.toBinId}::int, ${l.qty})`),
          sql`, `,
        )}`,
  );
  const moves: OnHandMove[] = send.lines.map((l) => ({
    variantId: l.variantId,
    locationCode: send.from,
    binId: l.fromBinId,
    change: -l.qty,
    kind: 'transfer_out',
    staffId: send.staffId,
    transferId,
    note: send.note,
  }));
  if (samePlace)
    for (const l of send.lines)
      moves.push({
        variantId: l.variantId,
        locationCode: send.to,
        binId: l.toBinId!,
        change: l.qty,
        kind: 'transfer_in',
        staffId: send.staffId,
        transferId,
        note: send.note,
      });
  await changeOnHand(tx, moves, { now });
  return transferId;
}

/** The transfer and its lines, its row locked for the rest of the transaction; null when there is none. */
export async function lockTransfer(tx: Database, id: number): Promise<LockedTransfer | null> {
  const [t] = await queryRows<{ id: number; from_location: string; to_location: string; status: string }>(
    tx,
    sql`select id, from_location, to_location, status from stock_transfers where id = ${id} for update`,
  );
  if (!t) return null;
  const lines = await queryRows<{
    id: number;
    variant_id: number;
    from_bin_id: number | null;
    to_bin_id: number | null;
    qty: number;
  }>(
    tx,
    sql`select id, variant_id, from_bin_id, to_bin_id, qty from stock_transfer_lines where transfer_id = ${id} order by id`,
  );
  return {
    id: Number(t.id),
    from: t.from_location,
    to: t.to_location,
    status: t.status as LockedTransfer['status'],
    lines: lines.map((l) => ({
      id: Number(l.id),
      variantId: Number(l.variant_id),
      fromBinId: l.from_bin_id === null ? null : Number(l.from_bin_id),
      toBinId: l.to_bin_id === null ? null : Number(l.to_bin_id),
      qty: Number(l.qty),
    })),
  };
}

/**
 * Puts an in-transit transfer's units into bins at its destination (a bin for every line, by line id)
 * and marks it received. The caller locked it (lockTransfer) and checked that it is in transit.
 */
export async function receiveTransfer(
  tx: Database,
  transfer: LockedTransfer,
  binOfLine: Map<number, number>,
  staffId: number,
  now?: Date,
): Promise<void> {
  await changeOnHand(
    tx,
    transfer.lines.map((l) => ({
      variantId: l.variantId,
      locationCode: transfer.to,
      binId: binOfLine.get(l.id)!,
      change: l.qty,
      kind: 'transfer_in',
      staffId,
      transferId: transfer.id,
    })),
    { now },
  );
  await tx.execute(
    sql`update stock_transfer_lines l set to_bin_id = v.bin_id
        from (values ${sql.join(
          transfer.lines.map((l) => sql`(${l.id}::int, ${binOfLine.get(l.id)!}::int)`),
          sql`, `,
        )}) as v(id, bin_id)
        where l.id = v.id`,
  );
  await endTransfer(tx, transfer.id, 'received', staffId, now);
}

/**
 * Puts an in-transit transfer's units back into the bins they left at the place that sent them, and
 * marks it cancelled (who cancelled it and when kept as its received_by and received_at). The caller
 * locked it and checked that it is in transit; `binOfLine` names a bin where a line's bin is gone.
 */
export async function cancelTransfer(
  tx: Database,
  transfer: LockedTransfer,
  binOfLine: Map<number, number>,
  staffId: number,
  now?: Date,
): Promise<void> {
  await changeOnHand(
    tx,
    transfer.lines.map((l) => ({
      variantId: l.variantId,
      locationCode: transfer.from,
      binId: l.fromBinId ?? binOfLine.get(l.id)!,
      change: l.qty,
      kind: 'transfer_in',
      staffId,
      transferId: transfer.id,
      note: 'Cancelled: back where it left',
    })),
    { now },
  );
  await endTransfer(tx, transfer.id, 'cancelled', staffId, now);
}

async function endTransfer(
  tx: Database,
  id: number,
  status: 'received' | 'cancelled',
  staffId: number,
  now?: Date,
): Promise<void> {
  await tx.execute(
    sql`update stock_transfers set status = ${status}, received_by = ${staffId}, received_at = ${at(now)}
        where id = ${id} and status = 'in_transit'`,
  );
}
