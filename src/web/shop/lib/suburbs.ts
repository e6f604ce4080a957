// The delivery address and NZ suburbs: which words of the address to look up, how a picked suburb joins
// the address, and the postcode a shopper types at its end. Pure, so it is tested on its own.
import type { Suburb } from '../../../contract/cart.ts';

export type { Suburb };

export const SUBURB_MIN_CHARS = 2;
/** Street addresses are looked up from 3 characters (the contract's minimum for GET /v1/address). */
export const STREET_MIN_CHARS = 3;

/** A New Zealand postcode typed after the words of an address: '… Wellington 6011'. */
const POSTCODE_AT_END = /(?:^|[\s,])(\d{4})\s*$/;

/**
 * The words being looked up: the last comma-separated part, without a leading street number or a
 * postcode typed after it ('Wellington 6011' looks up Wellington).
 */
export function suburbTerm(address: string): string {
  const last = address.slice(address.lastIndexOf(',') + 1);
  const words = last.replace(/^\s*\d+[a-z]?(\/\d+[a-z]?)?\s+/i, '').trim();
  return /\D/.test(words) ? words.replace(/\s+\d{4}$/, '') : words;
}

/** The four digits at the end of an address after its street ('1 Lambton Quay, Wellington 6011' → '6011'), or null. */
export function postcodeAtEnd(address: string): string | null {
  const m = POSTCODE_AT_END.exec(address);
  if (!m) return null;
  // A house number alone ('1234') is no postcode: the address needs words before it.
  const before = address.slice(0, m.index).trim();
  return /[a-z]/i.test(before) ? m[1]! : null;
}

/**
 * The address with the suburb, city and (when known) postcode: the part being typed becomes them when
 * it was the suburb's start, as the shopper would write the address on a parcel.
 */
export function withSuburb(address: string, s: Pick<Suburb, 'locality' | 'city'> & { postcode?: string }): string {
  const place = `${s.locality === s.city ? s.city : `${s.locality}, ${s.city}`}${s.postcode ? ` ${s.postcode}` : ''}`;
  const at = address.lastIndexOf(',');
  const head = at >= 0 ? address.slice(0, at).trim() : '';
  const last = (at >= 0 ? address.slice(at + 1) : address).trim();
  const typingSuburb = last !== '' && s.locality.toLowerCase().startsWith(last.toLowerCase());
  if (typingSuburb) return head ? `${head}, ${place}` : place;
  const whole = address.trim().replace(/,$/, '');
  return whole ? `${whole}, ${place}` : place;
}
