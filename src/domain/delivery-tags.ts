// The shop's delivery tags (the item tab's toggles; a sub-item's delTags and notes): what
// the delivery crew should know about one sub-item before they load the truck. Pure data and the rule
// a sub-item's tags and notes follow, shared by the page and the server.
import {
  DELIVERY_NOTES_MAX,
  DELIVERY_NOTES_TOO_LONG,
  DUPLICATE_DELIVERY_TAG,
  type DeliveryTagCode,
  UNKNOWN_DELIVERY_TAG,
  deliveryTagsRefusal,
} from '../contract/pos-words.ts';

// The codes, the notes' limit, the words and the check are what the POS cart calls accept, so they
// are the contract's; this file adds what the item tab shows for each code.
export {
  DELIVERY_NOTES_MAX,
  DELIVERY_NOTES_TOO_LONG,
  DUPLICATE_DELIVERY_TAG,
  UNKNOWN_DELIVERY_TAG,
  deliveryTagsRefusal,
};

export interface DeliveryTag {
  code: DeliveryTagCode;
  text: string;
  /** A 24×24 stroke icon (lucide's paths, ISC), drawn in currentColor. */
  svg: string;
}

const icon = (paths: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;

/** In the order the item tab shows them: the contract's DELIVERY_TAG_CODES, each once (delivery-tags.test.ts). */
export const DELIVERY_TAGS: readonly DeliveryTag[] = [
  {
    code: 'stairs',
    text: 'Stairs',
    svg: icon(
      '<path d="M12 17v-3a1 1 0 011-1h6"/><path d="M19 17h-9a1 1 0 00-1 1v3"/><path d="M19 21V5a2 2 0 00-2-2H7a2 2 0 00-2 2v16"/><path d="M19 9h-3a1 1 0 00-1 1v3"/><path d="M22 21H2"/>',
    ),
  },
  {
    code: 'narrow-access',
    text: 'Narrow access',
    svg: icon(
      '<path d="M12 10V8"/><path d="M12 16v-2"/><path d="M12 22v-2"/><path d="M12 4V2"/><path d="M16 12h6"/><path d="m19 15-3-3 3-3"/><path d="M2 12h6"/><path d="m5 15 3-3-3-3"/>',
    ),
  },
  {
    code: 'call-ahead',
    text: 'Call ahead',
    svg: icon(
      '<path d="M13 2a9 9 0 0 1 9 9"/><path d="M13 6a5 5 0 0 1 5 5"/><path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384"/>',
    ),
  },
  {
    code: 'two-person-lift',
    text: 'Two-person lift',
    svg: icon(
      '<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"/><path d="M16 3.128a4 4 0 0 1 0 7.744"/><path d="M22 21v-2a4 4 0 0 0-3-3.87"/><circle cx="9" cy="7" r="4"/>',
    ),
  },
  {
    code: 'remove-packaging',
    text: 'Remove packaging',
    svg: icon(
      '<path d="M12 22v-9"/><path d="M15.17 2.21a1.67 1.67 0 0 1 1.63 0L21 4.57a1.93 1.93 0 0 1 0 3.36L8.82 14.79a1.655 1.655 0 0 1-1.64 0L3 12.43a1.93 1.93 0 0 1 0-3.36z"/><path d="M20 13v3.87a2.06 2.06 0 0 1-1.11 1.83l-6 3.08a1.93 1.93 0 0 1-1.78 0l-6-3.08A2.06 2.06 0 0 1 4 16.87V13"/><path d="M21 12.43a1.93 1.93 0 0 0 0-3.36L8.83 2.2a1.64 1.64 0 0 0-1.63 0L3 4.57a1.93 1.93 0 0 0 0 3.36l12.18 6.86a1.636 1.636 0 0 0 1.63 0z"/>',
    ),
  },
  {
    code: 'fragile',
    text: 'Fragile',
    svg: icon(
      '<path d="M8 22h8"/><path d="M7 10h10"/><path d="M12 15v7"/><path d="M12 15a5 5 0 0 0 5-5c0-2-.5-4-2-8H9c-1.5 4-2 6-2 8a5 5 0 0 0 5 5Z"/>',
    ),
  },
];

export const MAX_DELIVERY_TAGS = DELIVERY_TAGS.length;

/** The codes in the shop's order (how they are kept, so the same choice always reads the same). */
export function inTagOrder(codes: readonly string[]): string[] {
  return DELIVERY_TAGS.map((t) => t.code).filter((code) => codes.includes(code));
}
