// Payments taken at the POS checkout (the payment tab's Add Payment): the rules a payment line must
// pass, in the order staff see them, with their messages. The browser runs addPaymentRefusal as the
// salesperson presses Add Payment; the server runs paymentLinesRefusal on the whole list it is asked to
// keep, so a page that skipped the first still cannot save what the rules forbid. Pure.
import { AMOUNT_NOT_POSITIVE, UNKNOWN_PAYMENT_METHOD } from '../contract/pos-words.ts';
import { type PaymentRule, canPay, cannotPayMessage } from './finance-plan.ts';
import { toDecimal } from './money.ts';

export { AMOUNT_NOT_POSITIVE, UNKNOWN_PAYMENT_METHOD };
export const FULL_PAYMENT_LOADED = 'Full payment loaded already!';
export const ENTER_REFERENCE = 'Please enter a reference';
export const cantPayMoreMessage = (outstandingCents: number) => `Can't pay more than $${toDecimal(outstandingCents)}!`;

/** The default method of the payment tab: the counter's card terminal. */
export const DEFAULT_POS_METHOD = 'veftpos';
/** Methods whose line needs a reference (financenow: the application number). */
export const REFERENCE_METHODS: readonly string[] = ['financenow', 'offline'];

/** Largest amount a line may carry (the column is a 32-bit integer of cents). */
const MAX_CENTS = 2_000_000_000;

/**
 * An amount typed or sent ("12.5", "12.345", 12.5) in cents, rounded half up on the third decimal
 * from its digits (not through floating point, where 12.345 × 100 is 1234.4999…); null when it is
 * not a plain non-negative decimal number.
 */
export function roundedCents(value: unknown): number | null {
  const text =
    typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = /^(\d{0,12})(?:\.(\d*))?$/.exec(text);
  if (!m || (m[1] === '' && !m[2])) return null;
  const fraction = `${m[2] ?? ''}000`;
  const cents = Number(m[1] || '0') * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return cents <= MAX_CENTS ? cents : null;
}

/** What is still to pay: the grand total less what the lines already pay, never below 0. */
export function needToPay(grandTotalCents: number, paidCents: number): number {
  return Math.max(0, grandTotalCents - paidCents);
}

/** The sum of the lines. */
export function paidCents(lines: readonly { amountCents: number }[]): number {
  return lines.reduce((n, l) => n + l.amountCents, 0);
}

export function needsReference(code: string, flagged = false): boolean {
  return flagged || REFERENCE_METHODS.includes(code);
}

export interface PaymentLineAsk {
  /** The method's code. */
  gateway: string;
  /** As typed; rounded to cents here. */
  amount: unknown;
  reference?: string;
}

export interface NewPaymentContext {
  grandTotalCents: number;
  /** The lines already on the cart. */
  lines: readonly { gateway: string; amountCents: number }[];
  /** The method of the new line with its rule; null when it is not one the counter takes. */
  method: (Pick<PaymentRule, 'code' | 'name' | 'minCents' | 'maxCents'> & { needsReference?: boolean }) | null;
}

/**
 * Why the line cannot be added to the others (the first failing rule), or null. Checked in this order:
 * nothing left, amount, more than is left, reference, then the method's own rule on the cumulative
 * amount of that method.
 */
export function addPaymentRefusal(line: PaymentLineAsk, ctx: NewPaymentContext): string | null {
  const { method } = ctx;
  if (!method) return UNKNOWN_PAYMENT_METHOD;
  const left = needToPay(ctx.grandTotalCents, paidCents(ctx.lines));
  if (left <= 0) return FULL_PAYMENT_LOADED;
  const cents = roundedCents(line.amount);
  if (cents === null || cents <= 0) return AMOUNT_NOT_POSITIVE;
  if (cents > left) return cantPayMoreMessage(left);
  if (needsReference(method.code, method.needsReference) && !(line.reference ?? '').trim()) return ENTER_REFERENCE;
  const cumulative = paidCents(ctx.lines.filter((l) => l.gateway === method.code)) + cents;
  if (!canPay(method, cumulative)) return cannotPayMessage(method.name, cumulative);
  return null;
}

export interface CheckedLine {
  gateway: string;
  name: string;
  amountCents: number;
  reference: string;
}

/**
 * The whole list the server is asked to keep, checked line by line as if each were added in turn:
 * the first refusal, or the lines in cents with the methods' own names.
 */
export function paymentLinesRefusal(
  asks: readonly PaymentLineAsk[],
  grandTotalCents: number,
  methodOf: (code: string) => NewPaymentContext['method'],
): { refusal: string } | { lines: CheckedLine[] } {
  const lines: CheckedLine[] = [];
  for (const ask of asks) {
    const method = methodOf(ask.gateway);
    const refusal = addPaymentRefusal(ask, { grandTotalCents, lines, method });
    if (refusal) return { refusal };
    lines.push({
      gateway: method!.code,
      name: method!.name,
      amountCents: roundedCents(ask.amount)!,
      reference: (ask.reference ?? '').trim(),
    });
  }
  return { lines };
}
