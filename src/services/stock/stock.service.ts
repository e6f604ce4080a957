// Stock promised to orders. Callers say what they want and the module locks what that needs, in its
// one order (locks.ts): reserve for a web order (reserve.ts), claim then allocate what a salesperson
// allocated (allocate.ts), check an allocation against stock (stockToAllocate), give it back
// (release.ts), take a restored order's units again (retake.ts), take units out of a bin (dispatch.ts),
// put units into or take them out of bins without an order (on-hand.ts: receiving, adjusting,
// transferring, counting), and keep every change as a row of the ledger (ledger.ts).
export {
  allocateStock,
  claimStock,
  shortStockRefusal,
  stockToAllocate,
  type AllocateRequest,
  type OrderAllocation,
  type StockClaim,
  type StockToAllocate,
} from './allocate.ts';
export { type BinDispatch, type DispatchOptions, type LockedDispatch, dispatchFromBin } from './dispatch.ts';
export type { OnOrder } from './locks.ts';
export type { FreeStock, StockTake } from './plan.ts';
export { lockNextExpiredHold, type ReleaseOptions, releaseStock, type ReleasedStock } from './release.ts';
export { reserveStock, soldOutRefusal, stockNeeds, type ReserveRequest, type StockLine } from './reserve.ts';
export { retakeStock } from './retake.ts';
export { BAD_BIN_CODE, type Bin, binAt, binsOf, NOT_A_STOCK_PLACE } from './bins.ts';
export { type LedgerEntry, type LedgerOutOfStep, ledgerOutOfStep } from './ledger.ts';
export {
  binNotAtPlace,
  binShortMessage,
  changeOnHand,
  type OnHandKind,
  type OnHandMove,
  type OnHandOptions,
  type PlaceFigures,
} from './on-hand.ts';
// Purchase orders: their lines raised and edited, received into bins of their place (what orders were
// promised becoming held at the place), and ended short (those orders back to back order).
export { addPurchaseOrderLines, changePurchaseOrderLines, type OrderedLine } from './po-lines.ts';
export { type ArrivedForOrder, type Received, type ReceiveLine, receivePurchaseOrder } from './receive.ts';
export { type BackOrdered, endOnOrder } from './end-on-order.ts';
export { againWhenOrdersMoved } from './po-orders.ts';
// Bins set to a counted or opening figure (stocktakes, a shop's first load).
export { type BinSetting, type BinTarget, type SetUnitsAnswer, setBinUnits } from './set-units.ts';
export { BIN_CODE } from './bins.ts';
// Transfers between places and bins: the transfer's rows and its units' moves (transfer.ts).
export {
  cancelTransfer,
  type LockedTransfer,
  lockTransfer,
  receiveTransfer,
  sendTransfer,
  type TransferLineToSend,
  type TransferToSend,
} from './transfer.ts';
