// Taking stock out of a bin now (specs/pos.md "Item dispatch", "Taking stock"): POST
// /pos/order/updateQTYTaken/. Issue 12 owns this file.
import { z } from 'zod';

export const QTY_BELOW_ZERO = 'Qty taken cannot be less than 0';
export const SELECT_A_BIN = 'Please select a bin';
export const qtyAboveMax = (max: number) => `Qty taken should not be greater than ${max}`;

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
  qtyTaken: z.union([z.number(), z.string().max(12)]),
  binTaken: z.string().max(80).optional().default(''),
});

export interface TakeNowResponse {
  success: true;
  msg: string;
  /** The order's status after the dispatch (completed once every unit has left). */
  status: string;
}
