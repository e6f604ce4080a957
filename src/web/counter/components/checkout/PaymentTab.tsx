// The POS checkout's payment tab: Need to pay, the payment line's form (../payment-line-form.tsx), and
// the lines added so far, each with delete: what is to be taken once the order is made.
import { Trash2 } from 'lucide-react';
import { toDecimal } from '../../../../domain/money.ts';
import { money } from '../../../common/lib/format.ts';
import type { PosCheckoutState } from '../../hooks/usePosCheckout.ts';
import { needToPayOf } from '../../lib/pos-payment-tab.ts';
import { PaymentLineForm } from '../payment-line-form.tsx';
import { PANEL, PANEL_TITLE } from './fields.tsx';

// Below xl the method has a row of its own: three boxes side by side cut its name off on a tablet.
const LAYOUT = {
  form: 'grid gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto] xl:items-end',
  method: 'sm:col-span-2 xl:col-span-1',
  button: 'sm:col-span-2 sm:justify-self-end xl:col-span-1',
};

export function PaymentTab({ checkout }: { checkout: PosCheckoutState }) {
  const { data, busy } = checkout;
  const left = needToPayOf(data);

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
        <PaymentLineForm
          pMethods={data.pMethods}
          left={left}
          busy={busy}
          addPayment={checkout.addPayment}
          layout={LAYOUT}
          testIds="pos"
        />
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
