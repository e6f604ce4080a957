// The order detail page's state and actions: the detail answer (reloaded after a change), the GA4
// purchase sent once from here (POST /pos/order/markGaSent first: only its first success pushes), the
// allocation check on opening a pending order (a failure offers Back to Quote or Not Now where the
// server would take it back), Back to Quote (offered as the answer's canBackToQuote says), Pay it later
// / No deposit under a manager's PIN, Cancel order once every payment has been refunded, and
// overwriting the customer's details.
import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import { type OrderInfoResponse, RESTORE_TO_QUOTE_QUESTION } from '../../../contract/pos-order-detail.ts';
import { PopDialogCancelled, type PopDialogApi } from '../components/PopDialog.tsx';
import { pushDataLayer } from '../../common/lib/analytics.ts';
import { ApiError, api } from '../../common/lib/api.ts';
import { notify } from '../../common/lib/notices.ts';

export type DetailType = 'order' | 'quote';

const SOMETHING_WRONG = 'Something went wrong. Please try again.';
const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : SOMETHING_WRONG);
const cancelled = (err: unknown) => err instanceof PopDialogCancelled;

/** The GA4 purchase of the order, as the checkout's purchase was (value, tax, shipping, coupon, items). */
export function purchaseOf(info: OrderInfoResponse) {
  const o = info.order;
  return {
    transaction_id: o.order_no,
    currency: 'NZD',
    value: Number(o.grandtotal),
    tax: Number(o.total_tax),
    shipping: Number(o.shipping_cost),
    ...(o.coupon_code ? { coupon: o.coupon_code } : {}),
    items: info.ga4Itmes,
  };
}

export function useOrderDetail(initial: OrderInfoResponse, type: DetailType, dialog: PopDialogApi) {
  const [info, setInfo] = useState(initial);
  const [busy, setBusy] = useState(false);
  const orderNo = initial.order.order_no;
  const infoRef = useRef(info);
  infoRef.current = info;

  // Only the newest reload is shown: an older answer arriving late would put back the order as it was.
  const reloads = useRef(0);
  const reload = useCallback(
    async (next?: OrderInfoResponse) => {
      const asked = ++reloads.current;
      if (next) {
        setInfo(next);
        return;
      }
      try {
        const answer = await api(type === 'quote' ? 'pos.quote.info' : 'pos.order.info', { orderNo });
        if (asked === reloads.current) setInfo(answer);
      } catch (err) {
        // The order is gone (specs/pos.md: a lookup returning 404 goes to /404).
        if (err instanceof ApiError && err.status === 404) window.location.assign('/404');
        else notify(messageOf(err), 'danger');
      }
    },
    [orderNo, type],
  );

  /** Runs one action at a time with the busy state shown; a refusal is the danger pop-up with the server's msg. */
  const act = useCallback(async (run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } catch (err) {
      notify(messageOf(err), 'danger');
    } finally {
      setBusy(false);
    }
  }, []);

  const goBackToQuote = useCallback(async () => {
    const answer = await api('pos.order.toQuote', { orderno: orderNo });
    notify(answer.msg, 'success');
    window.location.assign(answer.redirect);
  }, [orderNo]);

  /** What the person answers in a dialog; null when they cancel (the page is not busy while they decide). */
  const asked = useCallback(async <T>(ask: () => Promise<T>): Promise<T | null> => {
    try {
      return await ask();
    } catch (err) {
      if (!cancelled(err)) notify(messageOf(err), 'danger');
      return null;
    }
  }, []);

  const backToQuote = useCallback(async () => {
    const sure = await asked(() =>
      dialog.confirm({
        title: 'Back to Quote',
        message: `Order ${orderNo} becomes a quote again and the stock it holds is released.`,
        confirmText: 'Back to Quote',
      }),
    );
    if (sure !== null) await act(goBackToQuote);
  }, [act, asked, dialog, goBackToQuote, orderNo]);

  const noDeposit = useCallback(async () => {
    const pin = await asked(() =>
      dialog.managerPin({
        type: 'no_deposit',
        title: 'Pay it later / No deposit',
        message: 'A manager approves this order going ahead without a deposit.',
      }),
    );
    if (!pin) return;
    await act(async () => {
      const answer = await api('pos.order.noDeposit', { orderNo, approval: pin.approval });
      notify(answer.msg, 'success');
      await reload();
    });
  }, [act, asked, dialog, orderNo, reload]);

  /** An order refunded in full (info.canCancel) is cancelled under a PIN, as from the order lists. */
  const cancelOrder = useCallback(async () => {
    const pin = await asked(() =>
      dialog.pin({
        type: 'order_cancel',
        title: `Cancel order #${orderNo}`,
        message:
          'Every payment has been refunded: the order is cancelled and its stock comes back. Type your 4-digit PIN.',
      }),
    );
    if (!pin) return;
    await act(async () => {
      const answer = await api('pos.orders.cancel', { orderNo, approval: pin.approval });
      notify(answer.msg, 'success');
      await reload();
    });
  }, [act, asked, dialog, orderNo, reload]);

  const updateCustomer = useCallback(async () => {
    const sure = await asked(() =>
      dialog.confirm({
        title: "Update the customer's details",
        message:
          "The customer's saved name, mobile, company and addresses will be replaced by this order's. What they had is lost.",
        confirmText: 'Update',
      }),
    );
    if (sure === null) return;
    await act(async () => {
      const answer = await api('pos.order.updateCustomer', { orderno: orderNo });
      notify(answer.msg, 'success');
    });
  }, [act, asked, dialog, orderNo]);

  // Once on opening: the purchase event (an order not yet reported), then a pending order's allocation check.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || type !== 'order') return;
    opened.current = true;
    const first = infoRef.current;
    const o = first.order;
    if (!o.gaSent && o.status !== 'locked')
      api('pos.order.markGaSent', { orderNo })
        .then(() => pushDataLayer({ event: 'purchase', ecommerce: purchaseOf(first) }))
        // Sent already (another tab, an earlier visit): nothing to push.
        .catch(() => {});
    if (o.status === 'pending')
      api('pos.order.checkAllocation', { orderNo }).catch(async (err) => {
        if (!(err instanceof ApiError) || err.status !== 409) return;
        // An order the server will not take back (a web order, a line paid): the problem alone.
        if (!first.canBackToQuote) {
          await dialog.alert({ title: 'Allocation check', message: err.message }).catch(() => {});
          return;
        }
        try {
          await dialog.confirm({
            title: 'Allocation check',
            message: createElement(
              'div',
              { className: 'flex flex-col gap-2' },
              createElement('p', { 'data-testid': 'allocation-failure' }, err.message),
              createElement('p', { className: 'font-semibold' }, RESTORE_TO_QUOTE_QUESTION),
            ),
            confirmText: 'Back to Quote',
            cancelText: 'Not Now',
          });
        } catch {
          return;
        }
        await act(goBackToQuote);
      });
  }, [act, dialog, goBackToQuote, orderNo, type]);

  return { info, busy, reload, backToQuote, noDeposit, cancelOrder, updateCustomer };
}

export type OrderDetailState = ReturnType<typeof useOrderDetail>;
