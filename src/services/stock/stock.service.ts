// Stock promised to orders: the one writer that locks and takes it (allocate.ts), the web checkout's
// plan on top of it (reserve.ts), giving it back (release.ts), and taking it out of a bin (dispatch.ts).
export {
  allocateStock,
  lockStockFor,
  lockFreeStock,
  lockOnOrder,
  refuseShortStock,
  shortStockRefusal,
  type AllocateRequest,
  type LockedStock,
  type OnOrder,
  type OrderAllocation,
} from './allocate.ts';
export { type BinDispatch, type LockedDispatch, dispatchFromBin, lockForDispatch } from './dispatch.ts';
export type { FreeStock, StockTake } from './plan.ts';
export { lockNextExpiredHold, releaseStock, type ReleasedStock } from './release.ts';
export { reserveStock, soldOutRefusal, stockNeeds, type ReserveRequest, type StockLine } from './reserve.ts';
export { retakeStock } from './retake.ts';
