// The POS checkout's payment tab over the cart answer: what is left to pay, the default method, and the
// lists sent to /v1/cart/updatePayment. The rules themselves are domain/pos-payments.ts, shared with
// the server. Pure.
import type { PosCartResponse } from '../../../contract/pos-cart.ts';
import { parseCents, toDecimal } from '../../../domain/money.ts';
import { DEFAULT_POS_METHOD, addPaymentRefusal, needToPay, roundedCents } from '../../../domain/pos-payments.ts';

export interface PaymentSend {
  gateway: string;
  name: string;
  amount: string;
  reference: string;
}

const centsOf = (decimal: string) => parseCents(decimal) ?? 0;

/** Grand total less what the added lines pay, never below 0. */
export function needToPayOf(data: PosCartResponse): number {
  return needToPay(centsOf(data.cart.grandtotal), centsOf(data.paidAmount));
}

/** veftpos (the card terminal) when the counter takes it, else the first method offered. */
export function defaultMethodOf(pMethods: Record<string, string>): string {
  if (DEFAULT_POS_METHOD in pMethods) return DEFAULT_POS_METHOD;
  return Object.keys(pMethods)[0] ?? '';
}

/** The cart's lines as updatePayment takes them back. */
export function linesToSend(data: PosCartResponse): PaymentSend[] {
  return data.payments.map((p) => ({
    gateway: p.gateway,
    name: p.name,
    amount: p.amount,
    reference: p.reference ?? '',
  }));
}

/** The list without line `id` (its delete button). */
export function linesWithout(data: PosCartResponse, id: number): PaymentSend[] {
  return linesToSend(
    data.payments.some((p) => p.id === id) ? { ...data, payments: data.payments.filter((p) => p.id !== id) } : data,
  );
}

export type NewPayment =
  | { refusal: string }
  | {
      /** What the method would pay in all with this line: the amount /v1/cart/checkPayment is asked about. */
      cumulative: string;
      /** The whole list to keep, this line last. */
      lines: PaymentSend[];
    };

/**
 * Add Payment, in order: amount rounded to cents, nothing left, not a positive number, more
 * than is left, a reference for financenow and offline. The method's own limits are the server's
 * (checkPayment) and are not known here.
 */
export function newPayment(
  data: PosCartResponse,
  ask: { gateway: string; amount: string; reference: string },
): NewPayment {
  const name = data.pMethods[ask.gateway];
  const lines = data.payments.map((p) => ({ gateway: p.gateway, amountCents: centsOf(p.amount) }));
  const refusal = addPaymentRefusal(
    { gateway: ask.gateway, amount: ask.amount, reference: ask.reference },
    {
      grandTotalCents: centsOf(data.cart.grandtotal),
      lines,
      method: name === undefined ? null : { code: ask.gateway, name, minCents: 0, maxCents: 0 },
    },
  );
  if (refusal) return { refusal };
  const cents = roundedCents(ask.amount)!;
  const before = lines.filter((l) => l.gateway === ask.gateway).reduce((n, l) => n + l.amountCents, 0);
  return {
    cumulative: toDecimal(before + cents),
    lines: [
      ...linesToSend(data),
      { gateway: ask.gateway, name: name!, amount: toDecimal(cents), reference: ask.reference.trim() },
    ],
  };
}
