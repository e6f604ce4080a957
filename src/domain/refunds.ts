// Refunds of an order's payments (specs/pos.md "Payment line": type 2; "Payment line status": Approve
// Refund, Approved). A refund is a line of its own with a negative amount that names the paid line it
// gives money back from; what a line can still give back is what it took less its refunds that are
// not cancelled (approved, awaiting approval or awaiting a check), so two refunds asked together can
// never give back more than the line took. Pure: the server (services/orders/refunds.ts) and the
// order detail's refund dialog use the same rule.
import { formatNzd } from './money.ts';
import { isPaidLine } from './order-status.ts';

export const NOT_REFUNDABLE = 'Only a paid payment can be refunded';
export const REFUND_OF_REFUND = 'A refund cannot be refunded';
export const ENTER_REFUND_AMOUNT = 'Please enter the amount to refund';
export const NOTHING_LEFT_TO_REFUND = 'This payment has been refunded in full';
export const refundTooMuchMessage = (leftCents: number) =>
  `No more than ${formatNzd(leftCents)} of this payment can be refunded`;

/** A cancelled line: it took nothing and gives nothing back. */
const CANCELLED = 2;

export interface RefundableLine {
  id: number;
  amountCents: number;
  status: number;
  /** The paid line a refund gives back from; null for a payment. */
  refundOf: number | null;
}

export const isRefundLine = (line: Pick<RefundableLine, 'amountCents'>) => line.amountCents < 0;

/** What the paid line `lineId` can still give back: its amount less its refunds that are not cancelled. */
export function refundableCents(lineId: number, lines: readonly RefundableLine[]): number {
  const line = lines.find((l) => l.id === lineId);
  if (!line || !isPaidLine(line) || isRefundLine(line)) return 0;
  const given = lines
    .filter((l) => l.refundOf === lineId && l.status !== CANCELLED)
    .reduce((n, l) => n - l.amountCents, 0);
  return Math.max(0, line.amountCents - given);
}

/** Why `cents` cannot be refunded from the line, or null when it can. */
export function refundRefusal(lineId: number, cents: number | null, lines: readonly RefundableLine[]): string | null {
  const line = lines.find((l) => l.id === lineId);
  if (line && isRefundLine(line)) return REFUND_OF_REFUND;
  if (!line || !isPaidLine(line)) return NOT_REFUNDABLE;
  const left = refundableCents(lineId, lines);
  if (left === 0) return NOTHING_LEFT_TO_REFUND;
  if (cents === null || cents <= 0) return ENTER_REFUND_AMOUNT;
  if (cents > left) return refundTooMuchMessage(left);
  return null;
}

/**
 * The lines that count toward what an order still needs: payments not cancelled. A refund gives money
 * back by a manager's decision; it does not ask the customer to pay again.
 */
export const countsTowardTotal = (line: { status: number; amountCents: number }) =>
  line.status !== CANCELLED && line.amountCents > 0;

/**
 * Going ahead, but cancellable once every payment taken has been refunded (and nothing has left a
 * store): its stock then comes back as an unpaid order's does.
 */
export const REFUNDED_CANCEL_STATUSES: readonly string[] = ['paid', 'processing'];

/** What the order holds: its paid lines less the refunds given back. */
export const heldCents = (lines: readonly { status: number; amountCents: number }[]) =>
  lines.filter(isPaidLine).reduce((n, l) => n + l.amountCents, 0);

/** A line awaiting a check (a terminal's or a provider's answer) may hold money. */
const AWAITING_CHECK = 4;

/** The order holds no money: nothing paid is kept and nothing awaits a check. */
export const holdsNoMoney = (lines: readonly { status: number; amountCents: number }[]) =>
  heldCents(lines) <= 0 && !lines.some((l) => l.status === AWAITING_CHECK);

/**
 * An order that took money and gave every cent of it back: it may be cancelled as an unpaid one may
 * (services/orders/life.ts), and the order detail offers Cancel order.
 */
export const refundedInFull = (lines: readonly { status: number; amountCents: number }[]) =>
  lines.some((l) => isRefundLine(l) && isPaidLine(l)) && holdsNoMoney(lines);
