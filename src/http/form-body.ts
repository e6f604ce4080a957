// Form posts (application/x-www-form-urlencoded): the pages without JavaScript and older clients
// name nested fields `cart[firstname]`, `payments[0][gateway]` and list fields `cat1Arr[]`. qs reads
// them into the nested values the contract's schemas check, as JSON bodies already are. Its limits
// keep a hostile form small: no prototype keys, at most a few levels, no list longer than 100.
import qs from 'qs';

export const FORM_LIMITS = { depth: 4, arrayLimit: 100, parameterLimit: 1000, allowPrototypes: false } as const;

export function parseForm(body: string): Record<string, unknown> {
  return qs.parse(body, FORM_LIMITS);
}
