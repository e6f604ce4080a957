// An order's status and what it allows (specs/pos.md "Order status", "Payment line status"): which of
// the five lists an order or quote is in, what a payment line's status means, and the status an order
// takes when its payments reach its grand total. Pure; the lists' SQL (services/orders/list.ts) and the
// pages follow these rules.
import type { OrderListType } from '../contract/pos-order-list.ts';

/**
 * pending: awaiting payment (the Unpaid Orders list); processing: going ahead without full payment
 * (No deposit / Pay it later); paid: payments reached the grand total; completed: all dispatched;
 * locked: cancelled. A web order whose hold ran out or whose payment was declined is expired or
 * declined, and is in no list.
 */
export type OrderStatus = 'pending' | 'processing' | 'paid' | 'completed' | 'locked' | 'expired' | 'declined';

/** Statuses of the Recent Orders list: the orders going ahead. */
export const RECENT_ORDER_STATUSES: readonly string[] = ['processing', 'paid', 'completed'];

/**
 * An order the customer has placed, for a first-order coupon: going ahead, or awaiting payment (its
 * payment page may be open, or it waits in Unpaid Orders). Not a cancelled (locked) one, nor a web
 * order declined or released unpaid (expired): those bought nothing.
 */
export const PLACED_ORDER_STATUSES: readonly string[] = ['pending', ...RECENT_ORDER_STATUSES];

/** The list an order or quote shows in, or null (a web order that expired or was declined). */
export function listOf(
  row: { kind: 'order' | 'quote'; status: string; expiryDate: string | null },
  today: string,
): OrderListType | null {
  if (row.kind === 'quote') return row.expiryDate !== null && row.expiryDate < today ? 'e-quote' : 'quote';
  if (row.status === 'pending') return 'p-order';
  if (row.status === 'locked') return 'c-order';
  return RECENT_ORDER_STATUSES.includes(row.status) ? 'order' : null;
}

export const isLocked = (status: string) => status === 'locked';

/** Payment line status: 0 unpaid; 1, 5 and 6 paid; 2 cancelled; 4 awaiting a status check (terminal). */
export const PAID_LINE_STATUSES: readonly number[] = [1, 5, 6];
export const isPaidLine = (line: { status: number }) => PAID_LINE_STATUSES.includes(line.status);
/** A line of type 2 is an approved, refundable terminal payment. */
export const TERMINAL_APPROVED_TYPE = 2;

/** What the line shows and offers on the order detail's payment panel. */
export type LineState = 'pay-now' | 'approve-refund' | 'paid' | 'approved' | 'cancelled' | 'check-status';
export function lineState(line: { status: number; type: number }): LineState {
  const terminal = line.type === TERMINAL_APPROVED_TYPE;
  if (line.status === 0) return terminal ? 'approve-refund' : 'pay-now';
  if (isPaidLine(line)) return terminal ? 'approved' : 'paid';
  if (line.status === 2) return 'cancelled';
  return 'check-status';
}

/** The sum of the paid lines. */
export const paidLinesCents = (lines: readonly { status: number; amountCents: number }[]) =>
  lines.filter(isPaidLine).reduce((n, l) => n + l.amountCents, 0);

/** The order's status once a payment is taken: paid when the paid lines reach the grand total, else as it was. */
export function statusAfterPayment(status: string, paidCents: number, grandTotalCents: number): string {
  if ((status === 'pending' || status === 'processing') && paidCents >= grandTotalCents) return 'paid';
  return status;
}

/**
 * Stock can be taken out of a bin for an order going ahead: paid, processing (No deposit) or
 * completed. Not a quote, not an unpaid (pending) or cancelled (locked) order, nor a web order whose
 * hold ran out or whose payment was declined: those hold no stock to take.
 */
export const DISPATCH_STATUSES: readonly string[] = RECENT_ORDER_STATUSES;
export const canDispatch = (order: { kind: 'order' | 'quote'; status: string }) =>
  order.kind === 'order' && DISPATCH_STATUSES.includes(order.status);

/** Every unit of every allocation of the order has left (an order with no allocation has nothing to leave). */
export const allDispatched = (allocations: readonly { qty: number; qtyDispatched: number }[]) =>
  allocations.length > 0 && allocations.every((a) => a.qtyDispatched >= a.qty);

/** The order's status after a dispatch: completed once everything has left, if it was paid or processing. */
export function statusAfterDispatch(status: string, everythingLeft: boolean): string {
  if (everythingLeft && (status === 'paid' || status === 'processing')) return 'completed';
  return status;
}
