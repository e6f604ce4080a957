// A quote's expiry (expire_date, and expiresIn: days left, negative once expired): a
// saved quote is good for QUOTE_VALID_DAYS from the day it is saved; staff may move the date between
// today and QUOTE_MAX_DAYS after the quote was made. Days are New Zealand calendar days
// (YYYY-MM-DD), so the count does not change with the server's time zone. Pure.

/** A new quote's expiry: this many days after the day it is saved. */
export const QUOTE_VALID_DAYS = 14;
/** The latest expiry a quote may get: this many days after it was made. */
export const QUOTE_MAX_DAYS = 90;

export const expiryOutOfRangeMessage = (min: string, max: string) =>
  `The expiry date should be between ${min} and ${max}`;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date, or null ('2026-02-30' is not one). */
function dayNumber(isoDate: string): number | null {
  const m = ISO_DATE.exec(isoDate);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = Date.UTC(y, mo - 1, d);
  const back = new Date(at);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return Math.floor(at / DAY_MS);
}

const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function isCalendarDate(value: string): boolean {
  return dayNumber(value) !== null;
}

/** `isoDate` plus `days` (may be negative). */
export function addDays(isoDate: string, days: number): string {
  const day = dayNumber(isoDate.slice(0, 10));
  if (day === null) throw new Error(`Not a date: ${isoDate}`);
  return dateOf(day + days);
}

/** The expiry a quote gets when it is first saved. */
export function newQuoteExpiry(today: string): string {
  return addDays(today, QUOTE_VALID_DAYS);
}

/** Whole days from `today` to `expiry`: 0 on its last day, negative once it has expired. */
export function expiresIn(expiry: string, today: string): number {
  const [end, now] = [dayNumber(expiry.slice(0, 10)), dayNumber(today.slice(0, 10))];
  if (end === null || now === null) throw new Error(`Not a date: ${end === null ? expiry : today}`);
  return end - now;
}

export interface ExpiryBounds {
  /** YYYY-MM-DD: no earlier than today. */
  min: string;
  /** YYYY-MM-DD: no later than QUOTE_MAX_DAYS after the quote was made. */
  max: string;
}

/** The range the expiry date input allows; `createdOn` is the quote's New Zealand creation date. */
export function expiryBounds(createdOn: string, today: string): ExpiryBounds {
  return { min: today.slice(0, 10), max: addDays(createdOn, QUOTE_MAX_DAYS) };
}

/** Why `value` cannot be the quote's expiry, or null when it can. */
export function checkExpiry(value: string, bounds: ExpiryBounds): string | null {
  const day = dayNumber(value.trim());
  const [min, max] = [dayNumber(bounds.min)!, dayNumber(bounds.max)!];
  if (day === null || day < min || day > max) return expiryOutOfRangeMessage(bounds.min, bounds.max);
  return null;
}
