// The order detail's payment panel (specs/pos.md "Payments"; shown by the detail page for orders, not
// quotes, and hidden when the order is locked): Add Payment (payment-form.tsx) and the order's lines
// (payment-lines.tsx), over useOrderPayments, which saves the lines and pays them. A line taken on card
// terminal A (veftpos) or B (weftpos) is paid, refunded or checked in the terminal's popup
// (TerminalPopup.tsx); any other is paid or refunded once staff confirm it (PaymentLineDialog.tsx),
// but the hosted card page, which takes the money itself.
import { useState } from 'react';
import type { OrderInfoResponse } from '../../../../contract/pos-order-detail.ts';
import { toDecimal } from '../../../../domain/money.ts';
import { useOrderPayments } from '../../hooks/useOrderPayments.ts';
import { money } from '../../../common/lib/format.ts';
import { PANEL, PANEL_TITLE } from '../checkout/fields.tsx';
import { PaymentForm } from './payment-form.tsx';
import { PaymentLines } from './payment-lines.tsx';
import { TerminalPopup } from './TerminalPopup.tsx';
import { type LineAsk, PaymentLineDialog } from './PaymentLineDialog.tsx';
import { usePopDialog } from '../PopDialog.tsx';
import type { TerminalJob } from './useTerminalA.ts';
import { leftToTender, paidOfLines } from './payment-rules.ts';

export interface OrderPaymentsProps {
  /** The detail answer as loaded (order, pMethods, paidAmount, canPayCredit). */
  info: OrderInfoResponse;
  /** The panel changed the order's payments: the page reloads the answer (GET /pos/order-info/). */
  onChanged: (next?: OrderInfoResponse) => void;
  /** How often the terminal's popup asks its status (5 s). */
  terminalPollMs?: number;
}

/** The methods taken on card terminals A and B. */
const TERMINALS: Record<string, 'A' | 'B'> = { veftpos: 'A', weftpos: 'B' };

export function OrderPayments({ info, onChanged, terminalPollMs }: OrderPaymentsProps) {
  const dialog = usePopDialog();
  const { lines, busy, addPayment, deletePayment, payNow, refund } = useOrderPayments(info, onChanged, dialog);
  const [job, setJob] = useState<(TerminalJob & { amount: string }) | null>(null);
  const [ask, setAsk] = useState<LineAsk | null>(null);
  const saved = (pId: number) => {
    const line = lines.find((l) => l.id === pId);
    return line && line.id !== undefined ? { ...line, id: line.id } : undefined;
  };
  const onTerminal = (pId: number) => TERMINALS[saved(pId)?.gateway ?? ''] !== undefined;
  const onPage = (pId: number) => info.pageMethods.includes(saved(pId)?.gateway ?? '');
  const openTerminal = (pId: number, kind: TerminalJob['kind']) => {
    const line = lines.find((l) => l.id === pId);
    if (line)
      setJob({
        orderNo: info.order.order_no,
        lineId: pId,
        kind,
        // What the terminal takes or gives back.
        amount: money(line.amount.replace(/^-/, '')),
        integration: TERMINALS[line.gateway] ?? 'A',
      });
  };
  const pay = (pId: number) => {
    const line = saved(pId);
    if (!line) return;
    if (onTerminal(pId)) openTerminal(pId, 'purchase');
    else if (onPage(pId)) void payNow(pId);
    else setAsk({ kind: 'pay', line });
  };
  /** Approve Refund, or Check Status: a terminal's in its popup; the provider's asked again; others confirmed. */
  const settle = (pId: number, kind: 'refund' | 'check') => {
    const line = saved(pId);
    if (!line) return;
    if (onTerminal(pId)) openTerminal(pId, kind);
    else if (onPage(pId)) void payNow(pId);
    else setAsk({ kind: 'approve', line });
  };
  const askRefund = (pId: number, leftCents: number) => {
    const line = saved(pId);
    if (line) setAsk({ kind: 'refund', line, leftCents });
  };
  const left = leftToTender(info.order.grandtotal, lines);
  // What the paid lines come to, as the panel shows them (a line paid here is counted before the reload).
  const paid = toDecimal(paidOfLines(lines));
  return (
    <section aria-labelledby="order-payments-heading" data-testid="order-payment-panel" className={PANEL}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="order-payments-heading" className={PANEL_TITLE}>
          Payment details
        </h2>
        <p className="text-lg font-semibold text-timber-dark" aria-live="polite">
          {busy ? (
            <span className="text-sm text-ink/70">Updating...</span>
          ) : (
            <>
              Need to pay{' '}
              <span className="tabular-nums" data-testid="order-need-to-pay">
                {money(toDecimal(left))}
              </span>
            </>
          )}
        </p>
      </div>
      <PaymentForm
        pMethods={info.pMethods}
        left={left}
        credit={info.canPayCredit}
        busy={busy}
        addPayment={addPayment}
      />
      <div className="mt-4">
        <PaymentLines
          lines={lines}
          paidAmount={paid}
          busy={busy}
          payNow={pay}
          deletePayment={deletePayment}
          settle={settle}
          refund={askRefund}
        />
      </div>
      {ask && (
        <PaymentLineDialog
          ask={ask}
          onClose={() => setAsk(null)}
          onConfirm={(value) => {
            setAsk(null);
            if ('amount' in value) void refund(ask.line.id, value.amount);
            else void payNow(ask.line.id, value.reference);
          }}
        />
      )}
      {job && (
        <TerminalPopup
          key={`${job.lineId}-${job.kind}`}
          job={job}
          amount={job.amount}
          pollMs={terminalPollMs}
          onClose={() => {
            setJob(null);
            onChanged();
          }}
        />
      )}
    </section>
  );
}
