// The POS cart calls' fixed lists and the shop's words for what they refuse: discount types, delivery
// tag codes and notes, payment lines. They define what contract/pos-cart.ts accepts, and the rules in
// domain/ (discounts.ts, delivery-tags.ts, pos-payments.ts) read them, so the page's checks and the
// server's speak the same words. Imports nothing, so the browser can load it without Zod
// (src/architecture.test.ts keeps it so).

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const UNKNOWN_PAYMENT_METHOD = 'Unknown payment method';
export const AMOUNT_NOT_POSITIVE = 'Amount must be a number greater than 0!';

/** The delivery tags' codes, in the order the item tab shows them (their pictures: domain/delivery-tags.ts). */
export const DELIVERY_TAG_CODES = [
  'stairs',
  'narrow-access',
  'call-ahead',
  'two-person-lift',
  'remove-packaging',
  'fragile',
] as const;
export type DeliveryTagCode = (typeof DELIVERY_TAG_CODES)[number];

export const DELIVERY_NOTES_MAX = 500;

// Ours: the shop's page only offers its own tags, so it has no words for others.
export const UNKNOWN_DELIVERY_TAG = 'Unknown delivery tag';
export const DUPLICATE_DELIVERY_TAG = 'Each delivery tag can be chosen once';
export const DELIVERY_NOTES_TOO_LONG = `Delivery notes can be at most ${DELIVERY_NOTES_MAX} characters`;

/** The first thing wrong with a sub-item's tags and notes, or null. */
export function deliveryTagsRefusal(change: { delTags?: readonly string[]; notes?: string }): string | null {
  const tags = change.delTags ?? [];
  if (tags.some((code) => !(DELIVERY_TAG_CODES as readonly string[]).includes(code))) return UNKNOWN_DELIVERY_TAG;
  if (new Set(tags).size !== tags.length) return DUPLICATE_DELIVERY_TAG;
  if ((change.notes ?? '').length > DELIVERY_NOTES_MAX) return DELIVERY_NOTES_TOO_LONG;
  return null;
}
