// Card terminal B at the counter (specs/pos.md "Card-terminal popups", integration B: weftpos, the
// vendor's frame): the stations for an order, start (the frame's address and our reference), the
// frame's result as its window message claimed it (the server asks the terminal before believing it),
// and Check Status on a line left waiting.
import { z } from 'zod';
import { orderNoParam } from './pos-order-list.ts';
import type { HitStation } from './pos-terminals.ts';

const lineId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/)]).transform(Number);

/** GET /pos/weftpos/init/:orderNo */
export const weftInitRequest = z.object({ orderNo: orderNoParam });

/** POST /pos/weftpos/start: station '' when none was chosen (the service says which words). */
export const weftStartRequest = z.object({
  option: lineId,
  station: z.string().trim().max(40),
  type: z.enum(['purchase', 'refund']).default('purchase'),
  orderNo: orderNoParam,
});

/** POST /pos/weftpos/success: referenceId from start; result as the frame's message said it. */
export const weftSuccessRequest = z.object({
  option: lineId,
  referenceId: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{8,64}$/, 'Invalid referenceId'),
  result: z.string().trim().max(20).default(''),
});

/** POST /pos/weftpos/getStatus */
export const weftStatusRequest = z.object({ paymentId: lineId });

export interface WeftInitResponse {
  success: true;
  stations: HitStation[];
}

export interface WeftStartResponse {
  success: true;
  /** The frame's address: this shop's own page for the simulator, the vendor's otherwise. */
  apiUrl: string;
  referenceId: string;
}

/** The terminal's own answer: approved (the line paid), declined (the line free again) or pending. */
export interface WeftResultResponse {
  success: true;
  result: 'approved' | 'declined' | 'pending';
  msg: string;
}
