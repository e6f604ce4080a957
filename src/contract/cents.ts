// Cents from the decimal strings the API, its forms and the database's numeric columns carry. Zod-free
// and import-free, so the contract's own checks, the domain's rules and the browser all use this one.

/**
 * Cents from an amount in dollars: "12.50" or 12.5 is 1250, "-3.5" is -350. Rounded to the nearest
 * cent, as "12.34" × 100 is 1233.9999… in floating point. Text a person typed is checked first (its
 * pattern) by the caller; what is not a number gives NaN.
 */
export function centsOf(dollars: string | number): number {
  return Math.round(Number(dollars) * 100);
}
