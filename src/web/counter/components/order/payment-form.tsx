// Add Payment on the order detail: a method (veftpos by default), the amount tendered (what is left to
// tender until staff change it, never below 0), a reference where the method needs one, and the
// customer's store credit when they have some to pay with. Two columns: the panel fits the detail
// page's side column on a laptop and its full width on a tablet alike.
import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toDecimal } from '../../../../domain/money.ts';
import { DEFAULT_POS_METHOD, needsReference } from '../../../../domain/pos-payments.ts';
import { money } from '../../../common/lib/format.ts';
import { decimalTyped } from '../../lib/pos-checkout.ts';
import { INPUT, LABEL, PRIMARY_BUTTON } from '../checkout/fields.tsx';

export interface PaymentFormProps {
  pMethods: Record<string, string>;
  /** Cents left to tender. */
  left: number;
  /** The customer's store credit (decimal), or false. */
  credit: string | false;
  busy: boolean;
  addPayment: (ask: { gateway: string; amount: string; reference: string }) => Promise<string | null>;
}

export function PaymentForm({ pMethods, left, credit, busy, addPayment }: PaymentFormProps) {
  const [gateway, setGateway] = useState(() =>
    DEFAULT_POS_METHOD in pMethods ? DEFAULT_POS_METHOD : (Object.keys(pMethods)[0] ?? ''),
  );
  const [amount, setAmount] = useState(() => toDecimal(left));
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');
  const ids = { method: useId(), amount: useId(), reference: useId() };
  // The tendered amount follows what is left: after each line added or deleted.
  useEffect(() => setAmount(toDecimal(left)), [left]);
  const referenceNeeded = needsReference(gateway);

  const add = async () => {
    setError('');
    const refusal = await addPayment({ gateway, amount, reference });
    if (refusal) setError(refusal);
    else setReference('');
  };

  return (
    <>
      <form
        className="grid grid-cols-2 gap-x-3 gap-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void add();
        }}
      >
        <div className="col-span-2">
          <label htmlFor={ids.method} className={LABEL}>
            Payment method
          </label>
          <select
            id={ids.method}
            value={gateway}
            onChange={(e) => {
              setGateway(e.target.value);
              setError('');
            }}
            className={INPUT}
            data-testid="order-pay-method"
          >
            {Object.entries(pMethods).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.amount} className={LABEL}>
            Amount Tendered
          </label>
          <input
            id={ids.amount}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(decimalTyped(e.target.value))}
            className={`${INPUT} text-right tabular-nums`}
            data-testid="order-pay-amount"
          />
        </div>
        <div>
          <label htmlFor={ids.reference} className={LABEL}>
            {gateway === 'financenow' ? 'Application number' : 'Reference'}
            {referenceNeeded && <span className="text-sale"> *</span>}
          </label>
          <input
            id={ids.reference}
            autoComplete="off"
            maxLength={100}
            value={reference}
            aria-required={referenceNeeded}
            onChange={(e) => setReference(e.target.value)}
            className={INPUT}
            data-testid="order-pay-reference"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className={`${PRIMARY_BUTTON} col-span-2 justify-self-end`}
          data-testid="order-add-payment"
        >
          <Plus aria-hidden className="size-5" />
          Add Payment
        </button>
      </form>
      <p role="alert" className="mt-2 min-h-6 text-sm font-medium text-sale" data-testid="order-pay-error">
        {error}
      </p>
      {credit !== false && (
        <p className="text-sm text-ink/80" data-testid="order-credit">
          Available store credit <span className="font-semibold tabular-nums">{money(credit)}</span>
        </p>
      )}
    </>
  );
}
