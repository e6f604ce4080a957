// The finance calculator of /finance-options: an amount, then per finance provider its name, the plan
// as months (or weeks) and weekly payment, its rule and its disclaimer (POST /v1/cart/paymentcalculator).
// A GET form: without JavaScript, Calculate reloads the page with ?amount=; with it, typing asks the
// calculator after a pause (300 ms, as the cart's updates) and the figures change in place.
import { useEffect, useRef, useState } from 'react';
import { longDayText } from '../../../../domain/dates.ts';
import type { PaymentCalculatorResponse } from '../../../../contract/cart.ts';
import { api } from '../../../common/lib/api.ts';

const money = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

const DEBOUNCE_MS = 300;

/**
 * An instalment plan (Laybuy) is counted in weeks: its weeks are not its months' weeks
 * (domain/finance-plan.ts pays a monthly plan over 52 weeks a year).
 */
function instalments(params: { months: number; weeks?: number }): boolean {
  return params.weeks !== undefined && params.weeks > 0 && params.weeks !== Math.round((params.months * 52) / 12);
}

export function FinanceCalculator({
  amount: first,
  plans: firstPlans,
  error: firstError,
}: {
  amount: string;
  plans: PaymentCalculatorResponse;
  error: string;
}) {
  const [amount, setAmount] = useState(first);
  const [plans, setPlans] = useState(firstPlans);
  const [error, setError] = useState(firstError);
  const [busy, setBusy] = useState(false);
  const asked = useRef(first);

  useEffect(() => {
    const value = amount.replace(/[$,\s]/g, '');
    if (value === asked.current) return;
    const timer = window.setTimeout(() => {
      asked.current = value;
      if (!value) return;
      setBusy(true);
      api('cart.paymentCalculator', { amount: value })
        .then((answer) => {
          if (asked.current !== value) return;
          setPlans(answer);
          setError('');
        })
        .catch((err: unknown) => {
          if (asked.current === value) setError(err instanceof Error ? err.message : 'Please enter a valid amount');
        })
        .finally(() => setBusy(false));
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [amount]);

  const codes = Object.keys(plans.finance);
  return (
    <section aria-labelledby="finance-calculator-heading" className="mt-10" data-testid="finance-calculator">
      <h2 id="finance-calculator-heading" className="text-xl font-semibold text-timber-dark">
        Payment calculator
      </h2>
      <form method="get" action="/finance-options" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor="finance-amount" className="text-sm font-medium text-ink">
            Purchase amount (NZD, GST included)
          </label>
          <div className="flex items-center rounded-lg border border-sand-dark bg-white focus-within:outline-2 focus-within:outline-kauri">
            <span aria-hidden className="pl-3 text-ink/75">
              $
            </span>
            <input
              id="finance-amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'finance-amount-error' : undefined}
              maxLength={12}
              className="min-h-11 w-40 rounded-lg bg-transparent px-2 text-lg outline-none"
              data-testid="finance-amount"
            />
          </div>
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-kauri px-5 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
        >
          Calculate
        </button>
        <p aria-live="polite" className="min-h-6 text-sm text-ink/75">
          {busy ? 'Updating...' : ''}
        </p>
      </form>
      {error && (
        <p id="finance-amount-error" role="alert" className="mt-2 font-medium text-sale" data-testid="finance-error">
          {error}
        </p>
      )}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="finance-plans">
        {codes.map((code) => {
          const params = plans.params[code] as { months: number; pay: string; end_date: string; weeks?: number };
          const enabled = plans.enable[code] ?? false;
          const term = instalments(params) ? `${params.weeks} weeks` : `${params.months} months`;
          return (
            <li
              key={code}
              data-testid={`finance-plan-${code}`}
              data-enabled={enabled ? '1' : '0'}
              className="flex flex-col rounded-xl border border-sand-dark bg-white p-5"
            >
              <h3 className="text-lg font-semibold text-timber-dark">{plans.finance[code]}</h3>
              {enabled ? (
                <p className="mt-2 text-ink">
                  <span className="text-2xl font-semibold text-kauri" data-testid="finance-weekly">
                    {money.format(Number(params.pay))}
                  </span>{' '}
                  per week over <span data-testid="finance-term">{term}</span>
                  <span className="block text-sm text-ink/75">Last payment by {longDayText(params.end_date)}</span>
                </p>
              ) : (
                <p className="mt-2 font-medium text-ink/80">Not available for this amount</p>
              )}
              <p className="mt-3 text-sm text-ink">{plans.rule[code]}</p>
              <p className="mt-2 text-xs leading-5 text-ink/75">{plans.disclaime[code]}</p>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm text-ink/75">*Prices are indicative only</p>
    </section>
  );
}
