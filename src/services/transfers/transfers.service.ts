// Transfers of stock between places and bins (/pos/stock/transfers): the list, a SKU's bins for the
// form, sending (managers), receiving (a manager or the destination's staff) and cancelling one in
// transit (managers). The units and the transfer's rows are written by the stock module.
import type { SignedInStaff } from '../../contract/pos.ts';
import {
  NOT_A_PLACE,
  type TransferAnswer,
  type TransferListQuery,
  type TransferReceive,
  type TransferSend,
  transferCancelled,
  transferMoved,
  transferReceived,
  transferSent,
} from '../../contract/transfers.ts';
import type { Database } from '../../db/client.ts';
import { Refusal } from '../../domain/refusal.ts';
import { listTransfers, readTransfer, skuBins, stockPlaces } from './list.ts';
import { cancelChecked, receiveChecked } from './receive.ts';
import { mayMoveStock, sendChecked } from './send.ts';

export { mayMoveStock } from './send.ts';

export interface TransferServiceOptions {
  now?: () => Date;
  /** Told after a transfer commits, so this process drops what it keeps of the shop's stock at once. */
  changed?: () => void;
}

export function createTransferService(db: Database, opts: TransferServiceOptions = {}) {
  const now = () => opts.now?.();
  const answer = async (id: number, msg: string): Promise<TransferAnswer> => {
    opts.changed?.();
    return { success: true, msg, transfer: (await readTransfer(db, id))! };
  };
  return {
    list: (_staff: SignedInStaff, query: TransferListQuery) => listTransfers(db, query),
    places: (_staff: SignedInStaff) => stockPlaces(db),
    async bins(_staff: SignedInStaff, sku: string, location: string) {
      if (!(await stockPlaces(db)).some((p) => p.code === location)) throw new Refusal(422, NOT_A_PLACE(location));
      return skuBins(db, sku, location);
    },
    maySend: (staff: SignedInStaff) => mayMoveStock(staff),
    async send(staff: SignedInStaff, send: TransferSend): Promise<TransferAnswer> {
      const id = await sendChecked(db, staff, send, now());
      return answer(id, send.from === send.to ? transferMoved(id) : transferSent(id));
    },
    async receive(staff: SignedInStaff, ask: TransferReceive): Promise<TransferAnswer> {
      await receiveChecked(db, staff, ask, now());
      return answer(ask.id, transferReceived(ask.id));
    },
    async cancel(staff: SignedInStaff, id: number): Promise<TransferAnswer> {
      await cancelChecked(db, staff, id, now());
      return answer(id, transferCancelled(id));
    },
  };
}
export type TransferService = ReturnType<typeof createTransferService>;
