// Card terminal A at the counter (specs/pos.md "Card terminal integration A"): the stations, starting a
// purchase or refund on one for a payment line (option: the line's id), its status as the terminal
// says it (polled), and the terminal's two buttons.
import { z } from 'zod';
import { orderNoParam } from './pos-order-list.ts';

const lineId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/)]).transform(Number);
/** A station's id as the provider knows it; '' when none was chosen (the service says which words). */
const station = z.string().trim().max(40);

/** POST /pos/hit/start */
export const hitStartRequest = z.object({
  option: lineId,
  station,
  type: z.enum(['purchase', 'refund']).default('purchase'),
  orderNo: orderNoParam,
});

/** POST /pos/hit/getStatus: station may be '' (Check Status on the detail asks the line's own station). */
export const hitStatusRequest = z.object({
  option: lineId,
  orderNo: orderNoParam,
  station: station.optional().default(''),
});

/** POST /pos/hit/button: btn names the button (B1 or B2), val is its label as the terminal sent it. */
export const hitButtonRequest = z.object({
  btn: z.enum(['B1', 'B2']),
  val: z.string().trim().min(1).max(20),
  orderNo: orderNoParam,
  station: station.min(1),
});

export interface HitStation {
  id: string;
  name: string;
}

export interface HitStationsResponse {
  success: true;
  stations: HitStation[];
}

/** The start's answer: the amount asked of the terminal and its first display, as getStatus carries them. */
export interface HitStartResponse {
  success: true;
  msg: string;
  amount: string;
  DL1: string;
  DL2: string;
  B1: string;
  B2: string;
}

/** What the terminal says: StatusId 6 is final; ReCo '00' approved. */
export interface HitStatusResponse {
  success: true;
  StatusId: number;
  ReCo: string;
  DL1: string;
  DL2: string;
  B1: string;
  B2: string;
}
