// Money is integer cents of NZD, GST included. Only the edges (API, screen) see decimal strings.
import { centsOf } from '../contract/cents.ts';

// The one conversion of a decimal string into cents; it lives in the contract, whose checks use it too.
export { centsOf };

/** GST contained in a GST-inclusive amount (15%): cents × 3 / 23, rounded. */
export function gstOf(inclusiveCents: number): number {
  return Math.round((inclusiveCents * 3) / 23);
}

/** "1299.00": the decimal string the API answers with. */
export function toDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "$1,299.00" for people. `whole` drops the cents ("$1,299"). Hand-rolled: Intl is slow per call. */
export function formatNzd(cents: number, opts: { whole?: boolean } = {}): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = opts.whole ? Math.round(abs / 100) : Math.floor(abs / 100);
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return opts.whole ? `${sign}$${grouped}` : `${sign}$${grouped}.${String(abs % 100).padStart(2, '0')}`;
}

/** parseCents for an amount that may be below 0 ("-12.50": a refund line as the API answers it). */
export function signedCents(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const cents = parseCents(text.startsWith('-') ? text.slice(1) : text);
  return cents === null ? null : text.startsWith('-') ? -cents : cents;
}

/** Parses "12.5", "12.50" or 12.5 into cents; null when it is not a money amount. */
export function parseCents(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const cents = centsOf(text);
  return Number.isSafeInteger(cents) ? cents : null;
}
