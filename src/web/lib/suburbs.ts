// The delivery address and NZ suburbs: which words of the address to look up, and how a picked suburb
// joins the address. Pure, so it is tested on its own.
import type { Suburb } from '../../contract/cart.ts';

export type { Suburb };

export const SUBURB_MIN_CHARS = 2;

/** The words being looked up: the last comma-separated part, without a leading street number. */
export function suburbTerm(address: string): string {
  const last = address.slice(address.lastIndexOf(',') + 1);
  return last.replace(/^\s*\d+[a-z]?(\/\d+[a-z]?)?\s+/i, '').trim();
}

/** The address with the suburb and city: the part being typed becomes them when it was the suburb's start. */
export function withSuburb(address: string, s: Pick<Suburb, 'locality' | 'city'>): string {
  const place = s.locality === s.city ? s.city : `${s.locality}, ${s.city}`;
  const at = address.lastIndexOf(',');
  const head = at >= 0 ? address.slice(0, at).trim() : '';
  const last = (at >= 0 ? address.slice(at + 1) : address).trim();
  const typingSuburb = last !== '' && s.locality.toLowerCase().startsWith(last.toLowerCase());
  if (typingSuburb) return head ? `${head}, ${place}` : place;
  const whole = address.trim().replace(/,$/, '');
  return whole ? `${whole}, ${place}` : place;
}
