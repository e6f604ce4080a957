// Finance offers shown beside a price (product page, option choice). The offers are data: a new
// provider or a changed threshold is a row here, not new code. Pure.
import { formatNzd } from './money.ts';

export type FinanceRule =
  | { provider: string; kind: 'interest-free'; minCents: number; months: number }
  | { provider: string; kind: 'weekly'; minCents: number; weeks: number };

/** Checked in order; the first rule of a provider that the price reaches gives its text. */
export const FINANCE_RULES: readonly FinanceRule[] = [
  { provider: 'gem', kind: 'interest-free', minCents: 200_000, months: 18 },
  { provider: 'gem', kind: 'interest-free', minCents: 100_000, months: 12 },
  { provider: 'gem', kind: 'interest-free', minCents: 25_000, months: 6 },
  { provider: 'q', kind: 'weekly', minCents: 10_000, weeks: 52 },
];

/** Provider → text for a price, e.g. { gem: 'Interest free for 6 months on purchases over $250', q: 'Pay weekly from $5.77' }. */
export function financeTexts(priceCents: number, rules: readonly FinanceRule[] = FINANCE_RULES): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const rule of rules) {
    if (texts[rule.provider] !== undefined || priceCents < rule.minCents) continue;
    texts[rule.provider] =
      rule.kind === 'interest-free'
        ? `Interest free for ${rule.months} months on purchases over ${formatNzd(rule.minCents, { whole: true })}`
        : `Pay weekly from ${formatNzd(Math.ceil(priceCents / rule.weeks))}`;
  }
  return texts;
}
