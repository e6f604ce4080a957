// Taking stock out of a bin now (specs/pos.md "Item dispatch", "Taking stock"): POST
// /pos/order/updateQTYTaken/. Its words and the bin key are the rules'
// (domain/take-now.ts), shared by the modal and the server.
import { z } from 'zod';

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
