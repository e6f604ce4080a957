// Where a refusal of the POS full validation (domain/pos-validation.ts) sends the salesperson: the tab
// holding the field it names and the field itself (its data-testid), so a "Please enter acquisition
// channel" shown on the payment tab does not leave them hunting for the box. Pure.
import {
  ACQUISITION,
  BILL_ADDRESS,
  DELIVERY_ADDRESS,
  EMAIL,
  FIRST_NAME,
  LAST_NAME,
  MOBILE,
  MOBILE_DIGITS,
  allocationLocationMessage,
  allocationQtyMessage,
  dispatchDateMessage,
} from '../../../domain/pos-validation.ts';

export type FailurePlace =
  | { tab: 'customer'; field: string }
  /** An allocation's failure names the sub-item: its allocation button on the item tab. */
  | { tab: 'item'; subItemName: string };

const CUSTOMER_FIELDS: Record<string, string> = {
  [FIRST_NAME]: 'pos-firstname',
  [LAST_NAME]: 'pos-lastname',
  [MOBILE]: 'pos-mobile',
  [MOBILE_DIGITS]: 'pos-mobile',
  [ACQUISITION]: 'pos-acquisition',
  [EMAIL]: 'pos-email',
  [DELIVERY_ADDRESS]: 'pos-address',
  [BILL_ADDRESS]: 'pos-baddress',
};

const SUB_ITEM_MESSAGES = [allocationLocationMessage, dispatchDateMessage, allocationQtyMessage].map((message) => {
  const [before, after] = message('\u0000').split('\u0000') as [string, string];
  return { before, after };
});

/** The place of the field a refusal names; null for one that names none (an empty cart, stock gone). */
export function failurePlace(message: string): FailurePlace | null {
  const field = CUSTOMER_FIELDS[message];
  if (field) return { tab: 'customer', field };
  for (const { before, after } of SUB_ITEM_MESSAGES) {
    if (message.startsWith(before) && message.endsWith(after) && message.length > before.length + after.length)
      return { tab: 'item', subItemName: message.slice(before.length, message.length - after.length) };
  }
  return null;
}

/** The element to focus for a place in the page as rendered, or null while it is not there yet. */
export function failureTarget(root: ParentNode, place: FailurePlace): HTMLElement | null {
  if (place.tab === 'item') {
    const subs = [...root.querySelectorAll<HTMLElement>('[data-testid=pos-sub-item]')];
    const named = subs.filter((s) => s.dataset.name === place.subItemName);
    const sub = named.find((s) => s.dataset.allocation !== 'done') ?? named[0];
    return sub?.querySelector<HTMLElement>('[data-testid=pos-sub-allocate]') ?? null;
  }
  const el = root.querySelector<HTMLElement>(`[data-testid="${place.field}"]`);
  if (!el || el.matches('input, select, textarea')) return el;
  // A radio group: its chosen radio, else its first.
  return (
    el.querySelector<HTMLElement>('input:checked') ?? el.querySelector<HTMLElement>('input, select, textarea, button')
  );
}
