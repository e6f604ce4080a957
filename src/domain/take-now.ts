// Taking stock now (specs/pos.md "Taking stock"): the quantity typed (digits only, above 0), a bin
// chosen, and no more than the least of what the bin holds, what the line can still take and what the
// allocation has left. The modal checks it as staff type; the server checks it again on the figures it
// reads under its locks. Pure.
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

/** Whole units above nothing, typed as digits (or sent as a whole number); null for anything else. */
export function unitsOf(qty: unknown): number | null {
  const text = typeof qty === 'number' ? (Number.isSafeInteger(qty) ? String(qty) : '') : String(qty ?? '').trim();
  if (typeof qty !== 'number' && typeof qty !== 'string') return null;
  if (!/^\d+$/.test(text) || Number(text) <= 0) return null;
  // Very many digits is a number too big to take, refused by how many can be: keep it a safe integer.
  return Math.min(Number(text), Number.MAX_SAFE_INTEGER);
}

/** The most that may be taken: the least of the figures given, never below 0. */
export const mostToTake = (...limits: number[]) => Math.max(0, Math.min(...limits));

/** The first problem with a take, in the spec's order, or null. */
export function takeNowProblem(ask: { qty: unknown; bin: string; max: number }): string | null {
  const units = unitsOf(ask.qty);
  if (units === null) return QTY_BELOW_ZERO;
  if (!ask.bin.trim()) return SELECT_A_BIN;
  if (units > ask.max) return qtyAboveMax(ask.max);
  return null;
}
