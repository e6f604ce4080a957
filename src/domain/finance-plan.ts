// Paying by a payment method's rules (payment_methods rows): who can pay what, and the finance
// calculator's figures (POST /v1/cart/paymentcalculator: months, weekly payment, end date). The rules
// are data; this file only does the arithmetic. Pure.
import { formatNzd, toDecimal } from './money.ts';

export interface PaymentRule {
  code: string;
  name: string;
  kind: string;
  /** Least amount the method takes (0 = no minimum). */
  minCents: number;
  /** Most it takes (0 = no maximum). */
  maxCents: number;
  /** A monthly plan's length; 0 when the method is not one. */
  months: number;
  /** A pay-in-instalments plan's number of weekly payments; 0 when it is not one. */
  weeks: number;
}

export interface FinancePlan {
  months: number;
  weeks: number;
  weeklyCents: number;
  /** Date of the last payment, YYYY-MM-DD. */
  endDate: string;
}

/** Whether the method can pay this amount: above nothing, at or over its minimum, within its maximum. */
export function canPay(method: Pick<PaymentRule, 'minCents' | 'maxCents'>, cents: number): boolean {
  return cents > 0 && cents >= method.minCents && (method.maxCents <= 0 || cents <= method.maxCents);
}

/** The refusal the cart page shows verbatim: '[Gem Interest Free] can not pay $120.00'. */
export function cannotPayMessage(methodName: string, cents: number): string {
  return `[${methodName}] can not pay $${toDecimal(cents)}`;
}

export function isPlan(method: Pick<PaymentRule, 'months' | 'weeks'>): boolean {
  return method.months > 0 || method.weeks > 0;
}

/**
 * Weekly payments over the plan. A monthly plan pays weekly across its months (52 weeks a year,
 * so 6 months is 26 payments); an instalment plan pays its weeks starting today. The weekly
 * payment rounds up to the cent so the payments never come to less than the amount.
 */
export function financePlan(
  method: Pick<PaymentRule, 'months' | 'weeks'>,
  amountCents: number,
  today: string,
): FinancePlan | null {
  if (!isPlan(method) || amountCents <= 0) return null;
  if (method.weeks > 0) {
    return {
      months: Math.max(1, Math.round((method.weeks * 12) / 52)),
      weeks: method.weeks,
      weeklyCents: Math.ceil(amountCents / method.weeks),
      endDate: addDays(today, (method.weeks - 1) * 7),
    };
  }
  const weeks = Math.round((method.months * 52) / 12);
  return {
    months: method.months,
    weeks,
    weeklyCents: Math.ceil(amountCents / weeks),
    endDate: addMonths(today, method.months),
  };
}

/** The line under a method on the cart page for the cart's total: what it costs a week, or why it is not offered. */
export function financeCartText(method: PaymentRule, amountCents: number, today: string): string {
  if (!isPlan(method)) return '';
  if (method.minCents > 0 && amountCents < method.minCents)
    return `Available on purchases over ${formatNzd(method.minCents, { whole: true })}`;
  if (method.maxCents > 0 && amountCents > method.maxCents)
    return `Available on purchases up to ${formatNzd(method.maxCents, { whole: true })}`;
  const plan = financePlan(method, amountCents, today);
  if (!plan) return '';
  return method.weeks > 0
    ? `${plan.weeks} weekly payments of ${formatNzd(plan.weeklyCents)}`
    : `${formatNzd(plan.weeklyCents)} per week over ${plan.months} months`;
}

/**
 * The finance offers beside a price on the product page: every plan the price can be paid with,
 * by the same rules as the cart (payment_methods rows), e.g. { gem: 'Gem Interest Free: $23.08 per
 * week over 6 months' }.
 */
export function financeOffers(
  methods: readonly PaymentRule[],
  priceCents: number,
  today: string,
): Record<string, string> {
  const offers: Record<string, string> = {};
  for (const method of methods) {
    if (!isPlan(method) || !canPay(method, priceCents)) continue;
    offers[method.code] = `${method.name}: ${financeCartText(method, priceCents, today)}`;
  }
  return offers;
}

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Same day `months` later, or the month's last day when it has no such day (31 Aug + 6 = 28/29 Feb). */
function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}
