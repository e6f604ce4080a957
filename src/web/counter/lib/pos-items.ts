// Small rules of the POS item tab: quantities and which refusals a window shows itself.
import { ApiError } from '../../common/lib/api.ts';

/** The most of one item a cart line takes (contract/cart.ts MAX_QTY; not imported, it would bring zod along). */
export const MAX_QTY = 99;

/** A typed quantity: 0, less, or not a number resets to 1; more than the cap is the cap. */
export function typedQty(text: string): number {
  const n = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(MAX_QTY, n);
}

/** Minus acts only when the result stays 1 or more (never removes the line): the new quantity, or null for none. */
export function fewer(qty: number): number | null {
  return qty - 1 >= 1 ? qty - 1 : null;
}

/** Plus, up to the cap: the new quantity, or null for no change. */
export function more(qty: number): number | null {
  return qty + 1 <= MAX_QTY ? qty + 1 : null;
}

/**
 * The server's refusal of a form's own input (a 4xx other than a lost session or a missing cart),
 * which the window shows beside the form; anything else is left to the page (alert, /404).
 */
export function refusalOf(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  if (err.status < 400 || err.status >= 500 || err.status === 401 || err.status === 404) return null;
  return err.message;
}

/** A refusal a window shows itself, answered as a value. */
export class Refused {
  constructor(readonly msg: string) {}
}

/**
 * Runs a call and answers its refusal as a Refused value (for a window to show); other failures
 * still throw. A success passes through as it is, so the page still sees its answer (couponMsg).
 */
export async function attempt<T>(call: () => Promise<T>): Promise<T | Refused> {
  try {
    return await call();
  } catch (err) {
    const msg = refusalOf(err);
    if (msg === null) throw err;
    return new Refused(msg);
  }
}
