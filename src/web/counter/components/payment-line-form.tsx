// A payment line's form, as the checkout's payment tab and the order detail's Add Payment both take it:
// a method (veftpos by default), the amount tendered (what is left until staff change it), a reference
// (required where the method needs one: domain/pos-payments.ts) and Add Payment, with the refusal's
// words under it. Each screen lays the boxes out for its own column and names its own test ids.
import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toDecimal } from '../../../domain/money.ts';
import { needsReference } from '../../../domain/pos-payments.ts';
import { decimalTyped } from '../lib/pos-checkout.ts';
import { defaultMethodOf } from '../lib/pos-payment-tab.ts';
import { INPUT, LABEL, PRIMARY_BUTTON } from './checkout/fields.tsx';

export interface PaymentLineAsk {
  gateway: string;
  amount: string;
  reference: string;
}

export interface PaymentLineFormProps {
  pMethods: Record<string, string>;
  /** Cents left to tender. */
  left: number;
  busy: boolean;
  /** Adds the line; answers the refusal's words, or null when it was added. */
  addPayment: (ask: PaymentLineAsk) => Promise<string | null>;
  /** The screen's layout: the form's grid, the method's cell and the button's place in it. */
  layout: { form: string; method: string; button: string };
  /** Test ids: `${prefix}-pay-method|amount|reference|error` and `${prefix}-add-payment`. */
  testIds: string;
}

export function PaymentLineForm({ pMethods, left, busy, addPayment, layout, testIds }: PaymentLineFormProps) {
  const [gateway, setGateway] = useState(() => defaultMethodOf(pMethods));
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
        className={layout.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void add();
        }}
      >
        <div className={layout.method}>
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
            data-testid={`${testIds}-pay-method`}
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
            data-testid={`${testIds}-pay-amount`}
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
            data-testid={`${testIds}-pay-reference`}
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className={`${PRIMARY_BUTTON} ${layout.button}`}
          data-testid={`${testIds}-add-payment`}
        >
          <Plus aria-hidden className="size-5" />
          Add Payment
        </button>
      </form>
      <p role="alert" className="mt-2 min-h-6 text-sm font-medium text-sale" data-testid={`${testIds}-pay-error`}>
        {error}
      </p>
    </>
  );
}
