// The POS checkout's payment tab: a method (veftpos by default), the amount tendered (what is left to
// pay until the salesperson changes it), a reference (required for financenow and offline), Add
// Payment, and the lines added so far, each with delete: what is to be taken once the order is made.
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toDecimal } from '../../../../domain/money.ts';
import { needsReference } from '../../../../domain/pos-payments.ts';
import type { PosCheckoutState } from '../../hooks/usePosCheckout.ts';
import { money } from '../../../common/lib/format.ts';
import { decimalTyped } from '../../lib/pos-checkout.ts';
import { defaultMethodOf, needToPayOf } from '../../lib/pos-payment-tab.ts';
import { INPUT, LABEL, PANEL, PANEL_TITLE, PRIMARY_BUTTON } from './fields.tsx';

export function PaymentTab({ checkout }: { checkout: PosCheckoutState }) {
  const { data, busy } = checkout;
  const left = needToPayOf(data);
  const methods = Object.entries(data.pMethods);
  const [gateway, setGateway] = useState(() => defaultMethodOf(data.pMethods));
  const [amount, setAmount] = useState(() => toDecimal(left));
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');
  const ids = { method: useId(), amount: useId(), reference: useId() };

  // The tendered amount follows what is left to pay: after each line added or deleted.
  useEffect(() => setAmount(toDecimal(left)), [left]);

  const referenceNeeded = needsReference(gateway);
  const add = async () => {
    setError('');
    const refusal = await checkout.addPayment({ gateway, amount, reference });
    if (refusal) setError(refusal);
    else setReference('');
  };

  return (
    <section aria-labelledby="pos-payment-tab-heading" data-testid="pos-payment-tab" className="flex flex-col gap-4">
      <div className={PANEL}>
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="pos-payment-tab-heading" className={PANEL_TITLE}>
            Payment
          </h2>
          <p className="text-lg font-semibold text-timber-dark">
            Need to pay{' '}
            <span className="tabular-nums" data-testid="pos-need-to-pay">
              {money(toDecimal(left))}
            </span>
          </p>
        </div>
        <form
          // Below xl the method has a row of its own: three boxes side by side cut its name off on a tablet.
          className="grid gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto] xl:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void add();
          }}
        >
          <div className="sm:col-span-2 xl:col-span-1">
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
              data-testid="pos-pay-method"
            >
              {methods.map(([code, name]) => (
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
              data-testid="pos-pay-amount"
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
              data-testid="pos-pay-reference"
            />
          </div>
          <button
            type="submit"
            disabled={busy}
            className={`${PRIMARY_BUTTON} sm:col-span-2 sm:justify-self-end xl:col-span-1`}
            data-testid="pos-add-payment"
          >
            <Plus aria-hidden className="size-5" />
            Add Payment
          </button>
        </form>
        <p role="alert" className="mt-2 min-h-6 text-sm font-medium text-sale" data-testid="pos-pay-error">
          {error}
        </p>
      </div>

      <div className={PANEL}>
        <h3 className={`${PANEL_TITLE} mb-2`}>Payments added</h3>
        {data.payments.length === 0 ? (
          <p className="text-sm text-ink/70" data-testid="pos-payments-none">
            No payments added yet.
          </p>
        ) : (
          <table className="w-full text-sm" data-testid="pos-payments">
            <thead>
              <tr className="border-b border-sand-dark text-left text-xs tracking-wide text-ink/70 uppercase">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Method
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Reference
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Amount
                </th>
                <th scope="col" className="w-12 py-2">
                  <span className="sr-only">Delete</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand">
              {data.payments.map((p) => (
                <tr key={p.id} data-testid="pos-payment-line">
                  <td className="py-1 pr-3 font-medium">{p.name || p.gateway}</td>
                  <td className="py-1 pr-3 break-all text-ink/75">{p.reference}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{money(p.amount)}</td>
                  <td className="py-1 text-right">
                    {p.status === 0 ? (
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => void checkout.deletePayment(p.id)}
                        aria-label={`Delete the ${p.name || p.gateway} payment of ${money(p.amount)}`}
                        className="inline-flex size-11 items-center justify-center rounded-lg text-ink/70 hover:bg-sand hover:text-sale focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-60"
                        data-testid="pos-payment-delete"
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </button>
                    ) : (
                      <span className="text-xs text-kauri">Paid</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-sand-dark">
                {/* Planned lines: taken on the order detail (Pay Now) once the order is made. */}
                <th scope="row" colSpan={2} className="py-2 pr-3 text-left font-semibold">
                  To take
                </th>
                <td className="py-2 pr-3 text-right font-semibold tabular-nums" data-testid="pos-to-take-amount">
                  {money(data.paidAmount)}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        )}
      </div>
    </section>
  );
}
