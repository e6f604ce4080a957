// The order detail's payment panel over the detail answer: what is left to tender, Add Payment's rules
// (domain/pos-payments.ts, the same the server runs), the amount checkPayment is asked about, and the
// list sent to POST /pos/order/updatePayment. Pure.
import type { OrderPaymentLine } from '../../../../contract/pos-order-detail.ts';
import { formatNzd, signedCents, toDecimal } from '../../../../domain/money.ts';
import { addPaymentRefusal, needToPay, roundedCents } from '../../../../domain/pos-payments.ts';
import { isPaidLine } from '../../../../domain/order-status.ts';
import { countsTowardTotal } from '../../../../domain/refunds.ts';

/** A line as the panel holds it: one not saved yet has no id. */
export type PanelLine = Omit<OrderPaymentLine, 'id'> & { id?: number };

const CREDIT = 'credit';
const centsOf = (decimal: string) => signedCents(decimal) ?? 0;

/** The lines that count against the total: the payments not cancelled (a refund does not: domain/refunds.ts). */
const counted = (lines: readonly PanelLine[]) =>
  lines.filter((l) => countsTowardTotal({ status: l.status, amountCents: centsOf(l.amount) }));

/** A line's amount for people: a refund's below 0 ('-$12.50'). */
export const lineMoney = (decimal: string) => formatNzd(centsOf(decimal));

/** What the paid lines come to, less the refunds given. */
export const paidOfLines = (lines: readonly PanelLine[]) =>
  lines.filter(isPaidLine).reduce((n, l) => n + centsOf(l.amount), 0);

/** The grand total less every line not cancelled, never below 0: Amount Tendered's default. */
export function leftToTender(grandtotal: string, lines: readonly PanelLine[]): number {
  return needToPay(
    centsOf(grandtotal),
    counted(lines).reduce((n, l) => n + centsOf(l.amount), 0),
  );
}

export type NewLine = { refusal: string } | { line: PanelLine; cumulative: string };

/**
 * Add Payment's rules in the spec's order; the method's own limit is the server's (checkPayment),
 * asked about the method's cumulative amount. Store credit's balance no longer holds what paid
 * credit lines took, so only its unpaid lines count toward what the balance must cover.
 */
export function newLine(
  grandtotal: string,
  lines: readonly PanelLine[],
  pMethods: Record<string, string>,
  ask: { gateway: string; amount: string; reference: string },
): NewLine {
  const name = pMethods[ask.gateway];
  const before = counted(lines).map((l) => ({ gateway: l.gateway, amountCents: centsOf(l.amount) }));
  const refusal = addPaymentRefusal(ask, {
    grandTotalCents: centsOf(grandtotal),
    lines: before,
    method: name === undefined ? null : { code: ask.gateway, name, minCents: 0, maxCents: 0 },
  });
  if (refusal) return { refusal };
  const cents = roundedCents(ask.amount)!;
  const same = counted(lines).filter((l) => l.gateway === ask.gateway && !(ask.gateway === CREDIT && isPaidLine(l)));
  return {
    cumulative: toDecimal(same.reduce((n, l) => n + centsOf(l.amount), 0) + cents),
    line: {
      gateway: ask.gateway,
      name: name!,
      amount: toDecimal(cents),
      reference: ask.reference.trim(),
      status: 0,
      type: 0,
      refund_of: null,
    },
  };
}

/** The list as updatePayment takes it: every line, kept ones with their ids. */
export function linesToSend(lines: readonly PanelLine[]) {
  return lines.map((l) => ({
    ...(l.id === undefined ? {} : { id: l.id }),
    gateway: l.gateway,
    name: l.name,
    amount: l.amount,
    reference: l.reference,
  }));
}
