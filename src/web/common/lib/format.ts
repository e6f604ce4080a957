// Prices as people read them. The API and the contract carry decimal strings ("1299.00").
import { formatNzd, parseCents } from '../../../domain/money.ts';

/** "$1,299" for whole dollars, "$1,299.50" otherwise; '' when not a price. */
export function price(decimal: string | number): string {
  const cents = parseCents(decimal);
  if (cents === null) return '';
  return formatNzd(cents, { whole: cents % 100 === 0 });
}

export function cents(decimal: string | number): number {
  return parseCents(decimal) ?? 0;
}

/** The MSRP is worth showing as 'RRP' only when it is above what the shopper pays. */
export function showRrp(msrp: string, pays: string): boolean {
  return cents(msrp) > cents(pays);
}

export type EtaTone = 'in-stock' | 'arriving' | 'sold-out';

/** What an ETA text (domain/eta.ts) says about availability: in stock, on its way, or sold out. */
export function etaTone(eta: string): EtaTone {
  const text = eta.trim().toLowerCase();
  if (text.startsWith('sold out')) return 'sold-out';
  if (text.startsWith('in stock')) return 'in-stock';
  return 'arriving';
}

export const ETA_TONE_CLASS: Record<EtaTone, string> = {
  'in-stock': 'text-kauri',
  arriving: 'text-timber',
  'sold-out': 'text-sale',
};

/** "$1,299.00": cart and order figures, always with cents. */
export function money(decimal: string | number): string {
  return formatNzd(cents(decimal));
}
