// Stock promised to orders: reserve when an order is made, release when it will not be paid.
export type { StockTake } from './plan.ts';
export { releaseStock, type ReleasedStock } from './release.ts';
export { reserveStock, SoldOutError, stockNeeds, type ReserveRequest, type StockLine } from './reserve.ts';
