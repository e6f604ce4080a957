// Payment Method: each method with its icon, name and finance line, the note '*Prices are indicative
// only', and for a chosen finance plan the calculator's figures (POST /v1/cart/paymentcalculator:
// months, weekly payment, end date, rule, disclaimer). The methods are native radios (one name: the
// arrow keys move between them), each drawn as a card.
import { CalendarClock, CreditCard, Gem, WalletCards } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { shortDayText } from '../../../../domain/dates.ts';
import type { PaymentCalculatorResponse, PaymentMethod } from '../../../../contract/cart.ts';
import { api } from '../../../common/lib/api.ts';
import { money } from '../../../common/lib/format.ts';
import { InlineError } from '../../../common/components/ui/InlineError.tsx';
import { RadioDot, RadioTile } from '../../../common/components/ui/RadioTile.tsx';

const ICONS: Record<string, typeof CreditCard> = { card: CreditCard, gem: Gem, q: WalletCards, laybuy: CalendarClock };

interface Props {
  methods: PaymentMethod[];
  value: string;
  onChange: (code: string) => void;
  grandTotal: string;
  isInvalid: boolean;
  /** The failing rule's message, shown under the list. */
  message?: string;
  refusal: string;
  /** Counts the calculator's call in the page's busy flag. */
  track: <T>(work: Promise<T>) => Promise<T>;
}

export function PaymentMethods({ methods, value, onChange, grandTotal, isInvalid, message, refusal, track }: Props) {
  const chosen = methods.find((m) => m.code === value);
  const plan = useCalculator(chosen?.isFinance ? grandTotal : null, track);
  const figures = chosen && plan ? planOf(plan, chosen.code) : null;

  return (
    <div
      role="radiogroup"
      aria-label="Payment Method"
      aria-invalid={isInvalid || undefined}
      aria-describedby={isInvalid ? 'payment-error' : undefined}
      data-testid="payment-methods"
      className="flex flex-col gap-2"
    >
      {methods.map((m) => {
        const Icon = ICONS[m.icon] ?? CreditCard;
        const isSelected = m.code === value;
        return (
          <RadioTile
            key={m.code}
            name="payment-method"
            value={m.code}
            checked={isSelected}
            invalid={isInvalid}
            onChoose={() => onChange(m.code)}
            data-testid="payment-method"
            data-code={m.code}
            data-selected={isSelected || undefined}
            data-invalid={isInvalid || undefined}
            className="group relative flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border border-sand-dark bg-white p-3 outline-none has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-kauri data-invalid:border-sale data-selected:border-kauri data-selected:bg-kauri-light/50"
          >
            <RadioDot on={isSelected} className="mt-1" />
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-sand text-timber-dark">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="font-semibold text-ink">{m.name}</span>
              {m.financeCart && <span className="text-sm font-medium text-kauri">{m.financeCart}</span>}
              {m.isFinance && m.finance && <span className="text-xs text-ink/65">{m.finance}</span>}
              {!m.isFinance && m.descCart && <span className="text-xs text-ink/65">{m.descCart}</span>}
            </span>
          </RadioTile>
        );
      })}
      {isInvalid && <InlineError id="payment-error" message={message} />}
      <p className="text-xs text-ink/70">*Prices are indicative only</p>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-sale" data-testid="payment-refusal">
          {refusal}
        </p>
      )}
      {chosen?.isFinance && (
        <div
          className="rounded-xl border border-sand bg-sand/50 p-4 text-sm"
          data-testid="finance-calculator"
          aria-live="polite"
        >
          {!figures && <p className="text-ink/70">Working out your payments…</p>}
          {figures && (
            <>
              <dl className="grid grid-cols-3 gap-2 text-center">
                <div>
                  <dt className="text-xs text-ink/70">Months</dt>
                  <dd className="text-lg font-bold text-timber-dark" data-testid="finance-months">
                    {figures.months}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-ink/70">Weekly payment</dt>
                  <dd className="text-lg font-bold text-timber-dark" data-testid="finance-weekly">
                    {money(figures.pay)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-ink/70">End date</dt>
                  <dd className="text-lg font-bold text-timber-dark">{shortDayText(figures.end_date)}</dd>
                </div>
              </dl>
              {figures.weeks > 0 && (
                <p className="mt-3 text-center text-ink/80">
                  {figures.weeks} weekly payments of {money(figures.pay)}
                </p>
              )}
              {figures.rule && <p className="mt-2 font-medium text-ink">{figures.rule}</p>}
              {!figures.enable && <p className="mt-1 font-medium text-sale">Not available for this amount.</p>}
              {figures.disclaime && <p className="mt-2 text-xs text-ink/70">{figures.disclaime}</p>}
            </>
          )}
        </div>
      )}
    </div>
  );
}

interface PlanFigures {
  months: number;
  weeks: number;
  pay: string;
  end_date: string;
  rule: string;
  disclaime: string;
  enable: boolean;
}

function planOf(answer: PaymentCalculatorResponse, code: string): PlanFigures | null {
  const params = answer.params[code] as (PaymentCalculatorResponse['params'][string] & { weeks?: number }) | undefined;
  if (!params) return null;
  return {
    months: params.months,
    weeks: params.weeks ?? 0,
    pay: params.pay,
    end_date: params.end_date,
    rule: answer.rule[code] ?? '',
    disclaime: answer.disclaime[code] ?? '',
    enable: answer.enable[code] ?? false,
  };
}

/** The calculator's answer for an amount, asked once per amount. */
function useCalculator(amount: string | null, track: <T>(work: Promise<T>) => Promise<T>) {
  const cache = useRef(new Map<string, PaymentCalculatorResponse>());
  const [answer, setAnswer] = useState<{ amount: string; plan: PaymentCalculatorResponse } | null>(null);
  useEffect(() => {
    if (!amount) return;
    const known = cache.current.get(amount);
    if (known) {
      setAnswer({ amount, plan: known });
      return;
    }
    let live = true;
    track(api('cart.paymentCalculator', { amount }))
      .then((plan) => {
        cache.current.set(amount, plan);
        if (live) setAnswer({ amount, plan });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [amount, track]);
  return answer && answer.amount === amount ? answer.plan : null;
}
