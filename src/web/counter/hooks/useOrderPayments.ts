// The order detail's payment panel (specs/pos.md "Payments", "Payment line status"): Add Payment runs
// the rules in the browser first (counter/components/order/payment-rules.ts), then the server's check of
// the method's cumulative amount; adding or deleting a line changes the list at once and saves it
// 300 ms after the last change (POST /pos/order/updatePayment), then the page reloads the order.
// Pay Now sends any waiting save first, then pays the line (with the reference staff confirmed): a
// hosted card page is followed, anything else reloads; on a refund line the same call is Approve
// Refund. Refund asks a manager's PIN, then adds the refund line (POST /pos/order/refund). A refusal
// shows the server's msg in the danger pop-up and reloads the order as it is.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderInfoResponse } from '../../../contract/pos-order-detail.ts';
import { followPaymentPage } from '../../common/components/cart/payment-page.ts';
import { PopDialogCancelled, type PopDialogApi } from '../components/PopDialog.tsx';
import { type PanelLine, linesToSend, newLine } from '../components/order/payment-rules.ts';
import { api } from '../../common/lib/api.ts';
import { money } from '../../common/lib/format.ts';
import { notify } from '../../common/lib/notices.ts';
import { useSaveQueue } from '../../common/hooks/useSaveQueue.ts';

export const SAVE_PAYMENTS_MS = 300;
const SAVE_KEY = 'order-payments';
const SOMETHING_WRONG = 'Something went wrong. Please try again.';
const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : SOMETHING_WRONG);

export function useOrderPayments(
  info: OrderInfoResponse,
  onChanged: (next?: OrderInfoResponse) => void,
  dialog: PopDialogApi,
) {
  const { order } = info;
  const { busy, saves } = useSaveQueue();
  const [lines, setLines] = useState<PanelLine[]>(order.payments);
  const linesRef = useRef(lines);
  // A change made here and not yet sent. The reload that follows a save can land after staff have
  // already added the next line (a slow answer at a busy counter); that line is not on the server yet,
  // so the reload must not wipe it: its own save reloads the order again.
  const unsent = useRef(false);
  // The order reloaded: its lines are the server's again, unless a change is waiting to be sent.
  useEffect(() => {
    if (unsent.current) return;
    linesRef.current = order.payments;
    setLines(order.payments);
  }, [order.payments]);

  const change = useCallback((next: PanelLine[]) => {
    unsent.current = true;
    linesRef.current = next;
    setLines(next);
  }, []);

  /** A refusal shows the server's msg and takes the order as the server has it. */
  const failed = useCallback(
    (err: unknown) => {
      notify(messageOf(err), 'danger');
      unsent.current = false;
      onChanged();
    },
    [onChanged],
  );

  /** The list saved after a pause: a quick second change is one save. */
  const saveLater = useCallback(() => {
    saves.later(SAVE_KEY, SAVE_PAYMENTS_MS, () => {
      saves
        .enqueue(() => {
          unsent.current = false;
          return api('pos.order.updatePayment', { orderNo: order.order_no, payments: linesToSend(linesRef.current) });
        })
        .then(() => onChanged(), failed);
    });
  }, [saves, order.order_no, onChanged, failed]);

  /** Add Payment: the browser's rules, the server's check, then the line joins the list. Answers the refusal shown. */
  const addPayment = useCallback(
    async (ask: { gateway: string; amount: string; reference: string }): Promise<string | null> => {
      const checked = newLine(order.grandtotal, linesRef.current, info.pMethods, ask);
      if ('refusal' in checked) return checked.refusal;
      try {
        await saves.count(
          api('cart.checkPayment', {
            code: ask.gateway,
            amount: checked.cumulative,
            reference: checked.line.reference,
            cusId: order.customer_id ?? '',
          }),
        );
      } catch (err) {
        const msg = messageOf(err);
        notify(msg, 'danger');
        return msg;
      }
      change([...linesRef.current, checked.line]);
      saveLater();
      return null;
    },
    [order.grandtotal, order.customer_id, info.pMethods, saves, change, saveLater],
  );

  const deletePayment = useCallback(
    (index: number) => {
      change(linesRef.current.filter((_, i) => i !== index));
      saveLater();
    },
    [change, saveLater],
  );

  /** Pay Now on a saved unpaid line, or Approve Refund on a refund line. */
  const payNow = useCallback(
    async (pId: number, reference?: string) => {
      saves.sendWaiting(SAVE_KEY);
      await saves.quiet();
      try {
        const ask = { pId, orderNo: order.order_no, ...(reference === undefined ? {} : { reference }) };
        const answer = await saves.count(api('pos.order.pay', ask));
        if (answer.redirect) {
          // The web checkout's way to the provider's page (a form post of params, or a visit with GET).
          followPaymentPage({
            success: true,
            orderNo: order.order_no,
            redirect: answer.redirect,
            params: answer.params ?? {},
            method: answer.method ?? 'POST',
            itemcount: 0,
          });
          return;
        }
        notify(answer.msg, 'success');
        onChanged();
      } catch (err) {
        failed(err);
      }
    },
    [saves, order.order_no, onChanged, failed],
  );

  /** Refund on a paid line: a manager's PIN approves it, then the refund line joins the list. */
  const refund = useCallback(
    async (pId: number, amount: string) => {
      let approval: string;
      try {
        approval = (
          await dialog.managerPin({
            type: 'refund',
            title: 'Approve a refund',
            message: `A manager approves giving back ${money(amount)}.`,
          })
        ).approval;
      } catch (err) {
        if (!(err instanceof PopDialogCancelled)) notify(messageOf(err), 'danger');
        return;
      }
      try {
        const answer = await saves.count(api('pos.order.refund', { orderNo: order.order_no, pId, amount, approval }));
        notify(answer.msg, 'success');
        onChanged();
      } catch (err) {
        failed(err);
      }
    },
    [dialog, saves, order.order_no, onChanged, failed],
  );

  return { lines, busy, addPayment, deletePayment, payNow, refund };
}

export type OrderPaymentsState = ReturnType<typeof useOrderPayments>;
