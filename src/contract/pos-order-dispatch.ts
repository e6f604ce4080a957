// Taking stock out of a bin now (specs/pos.md "Item dispatch", "Taking stock"): POST
// /pos/order/updateQTYTaken/. Issue 12 owns this file.
import { z } from 'zod';

export const QTY_BELOW_ZERO = 'Qty taken cannot be less than 0';
export const SELECT_A_BIN = 'Please select a bin';
export const qtyAboveMax = (max: number) => `Qty taken should not be greater than ${max}`;
/** Ours: the spec names the call, not these refusals. */
export const NOT_GOING_AHEAD = 'Stock can be taken only for a paid or processing order';
export const NOT_THIS_LINE = "That allocation is not one of this item's";
export const NOT_FROM_STOCK = 'Only units allocated from a stock location can be taken now';
export const binNotAt = (location: string) => `That bin is not at ${location}, where this allocation leaves from`;

/**
 * A bin's key in `take_now_bins` and in `binTaken`: its place and its code ('AKL FLOOR', 'DC1 A-01-2'),
 * as staff read a bin's label; a line's allocations may leave from more than one place.
 */
export const binKey = (location: string, code: string) => `${location} ${code}`;
export function parseBinKey(key: string): { location: string; code: string } | null {
  const [location, ...code] = key.trim().split(/\s+/);
  return location && code.length ? { location, code: code.join(' ') } : null;
}

const id = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);

/** The line (`detailId`), the allocation it leaves by, how many and from which bin (a `take_now_bins` key). */
export const takeNowRequest = z.object({
  detailId: id,
  allocId: id,
  // Anything a form may send: the service answers 'Qty taken cannot be less than 0' for what is not digits.
  qtyTaken: z.union([z.number(), z.string().max(40), z.null()]).optional(),
  binTaken: z.string().max(80).optional().default(''),
});

export interface TakeNowResponse {
  success: true;
  msg: string;
  /** The order's status after the dispatch (completed once every unit has left). */
  status: string;
}
