// The order's payment lines, each as its status says (domain/order-status.ts lineState): unpaid, Pay
// Now and delete (Approve Refund for a refund line); paid, Paid (Approved), with Refund while it can
// still give money back (domain/refunds.ts); cancelled; awaiting a check, Check Status. The panel
// (OrderPayments.tsx) decides how each is done: on a card terminal's popup or after a confirmation.
// Three columns (the reference under its method), so the table fits the detail page's side column on
// a laptop.
import { Trash2 } from 'lucide-react';
import { signedCents } from '../../../../domain/money.ts';
import { lineState } from '../../../../domain/order-status.ts';
import { refundableCents } from '../../../../domain/refunds.ts';
import { PANEL_TITLE, SECONDARY_BUTTON } from '../checkout/fields.tsx';
import { type PanelLine, lineMoney } from './payment-rules.ts';

export interface PaymentLinesProps {
  lines: readonly PanelLine[];
  paidAmount: string;
  busy: boolean;
  payNow: (pId: number) => void;
  deletePayment: (index: number) => void;
  /** Approve Refund (a refund line, type 2) or Check Status (a line left in status 4). */
  settle: (pId: number, kind: 'refund' | 'check') => void;
  /** Refund on a paid line: how much it can still give back, in cents. */
  refund: (pId: number, leftCents: number) => void;
}

const STATUS_TEXT = { paid: 'Paid', approved: 'Approved', cancelled: 'Cancelled' } as const;

export function PaymentLines({ lines, paidAmount, busy, payNow, deletePayment, settle, refund }: PaymentLinesProps) {
  const known = lines.flatMap((l) =>
    l.id === undefined
      ? []
      : [{ id: l.id, amountCents: signedCents(l.amount) ?? 0, status: l.status, refundOf: l.refund_of }],
  );
  if (lines.length === 0)
    return (
      <p className="text-sm text-ink/70" data-testid="order-payments-none">
        No payments yet.
      </p>
    );
  return (
    <table className="w-full text-sm" data-testid="order-payments">
      <caption className={`${PANEL_TITLE} mb-2 text-left`}>Payments</caption>
      <thead>
        <tr className="border-b border-sand-dark text-left text-xs tracking-wide text-ink/70 uppercase">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Method and reference
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            Amount
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            <span className="sr-only">Status and actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-sand">
        {lines.map((line, index) => {
          const state = lineState(line);
          const label = `${line.name || line.gateway} payment of ${lineMoney(line.amount)}`;
          return (
            <tr key={line.id ?? `new-${index}`} data-testid="order-payment-line" data-state={state}>
              <td className="py-1 pr-3">
                <span className="font-medium">{line.name || line.gateway}</span>
                {line.reference && (
                  <span className="block text-xs break-all text-ink/70">
                    <span className="sr-only">Reference </span>
                    {line.reference}
                  </span>
                )}
              </td>
              <td className="py-1 pr-3 text-right tabular-nums">{lineMoney(line.amount)}</td>
              <td className="py-1">
                <div className="flex items-center justify-end gap-2">
                  {state === 'pay-now' && (
                    <>
                      <button
                        type="button"
                        disabled={busy || line.id === undefined}
                        onClick={() => line.id !== undefined && payNow(line.id)}
                        aria-label={`Pay Now: ${label}`}
                        className={`${SECONDARY_BUTTON} whitespace-nowrap`}
                        data-testid="order-pay-now"
                      >
                        Pay Now
                      </button>
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => deletePayment(index)}
                        aria-label={`Delete the ${label}`}
                        className="inline-flex size-11 items-center justify-center rounded-lg text-ink/70 hover:bg-sand hover:text-sale focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-60"
                        data-testid="order-payment-delete"
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </button>
                    </>
                  )}
                  {(state === 'approve-refund' || state === 'check-status') && (
                    <button
                      type="button"
                      disabled={busy || line.id === undefined}
                      onClick={() =>
                        line.id !== undefined && settle(line.id, state === 'approve-refund' ? 'refund' : 'check')
                      }
                      className={`${SECONDARY_BUTTON} whitespace-nowrap`}
                      data-testid={`order-${state}`}
                    >
                      {state === 'approve-refund' ? 'Approve Refund' : 'Check Status'}
                    </button>
                  )}
                  {(state === 'paid' || state === 'approved' || state === 'cancelled') && (
                    <span
                      className={`text-xs font-semibold ${state === 'cancelled' ? 'text-ink/70' : 'text-kauri'}`}
                      data-testid="order-payment-status"
                    >
                      {STATUS_TEXT[state]}
                    </span>
                  )}
                  {line.id !== undefined && refundableCents(line.id, known) > 0 && (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => line.id !== undefined && refund(line.id, refundableCents(line.id, known))}
                      aria-label={`Refund the ${label}`}
                      className={`${SECONDARY_BUTTON} whitespace-nowrap`}
                      data-testid="order-refund"
                    >
                      Refund
                    </button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr className="border-t border-sand-dark">
          <th scope="row" className="py-2 pr-3 text-left font-semibold">
            Paid
          </th>
          <td className="py-2 pr-3 text-right font-semibold tabular-nums" data-testid="order-paid-amount">
            {lineMoney(paidAmount)}
          </td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
