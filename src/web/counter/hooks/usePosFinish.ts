// The POS checkout's finishing actions: COMPLETE ORDER, Save as a quote, Save &
// Send, Send quote to customer and Send cart to customer. Each sends what is still waiting, checks
// the cart as the server will, asks for the salesperson's PIN, then makes its call.
import { useCallback, useState } from 'react';
import type { CompleteOption, PosCompleteResponse } from '../../../contract/pos-cart.ts';
import { PopDialogCancelled } from '../components/PopDialog.tsx';
import { pushDataLayer } from '../../common/lib/analytics.ts';
import { api } from '../../common/lib/api.ts';
import { notify } from '../../common/lib/notices.ts';
import { customerCheck, ecommerceOf, fullCheck } from '../lib/pos-checkout.ts';
import { CartGone, type PosCartCore, SOMETHING_WRONG, messageOf } from './usePosCart.ts';

const cancelled = (err: unknown) => err instanceof PopDialogCancelled;

/**
 * `showField`: takes the salesperson to the field a refusal names (its tab, the field focused), for
 * the refusals of the checks before an action and of the server's own.
 */
export function usePosFinish(core: PosCartCore, flush: () => Promise<boolean>, showField: (failure: string) => void) {
  const { saves, dialog, orderNo, dataRef, formRef, setLeaving, refused, reloadQuietly } = core;
  const { enqueue } = saves;
  const [errorBanner, setErrorBanner] = useState('');

  /** A 4-digit PIN for the action; null when the salesperson cancels. */
  const pinFor = useCallback(
    async (type: 'order' | 'quote' | 'quote_email' | 'email_quote' | 'send_cart', title: string) => {
      try {
        return (await dialog.pin({ type, title, message: 'Type your 4-digit PIN.' })).approval;
      } catch (err) {
        if (!cancelled(err)) notify(messageOf(err), 'danger');
        return null;
      }
    },
    [dialog],
  );

  const callComplete = useCallback(
    (option: CompleteOption, approval: string, updateCus: boolean) =>
      enqueue(() => api('pos.cart.complete', { orderNo, option, updateCus: updateCus ? 1 : 0, approval })),
    [enqueue, orderNo],
  );

  /**
   * COMPLETE ORDER: the full validation (domain/pos-validation.ts), the confirmation (with 'update the customer's
   * profile'), the PIN, then complete/ option 'order'. Refusals show in the error banner.
   */
  const completeOrder = useCallback(
    async (confirm: () => Promise<{ updateCus: boolean } | null>) => {
      setErrorBanner('');
      if (!(await flush())) return;
      const failure = fullCheck(dataRef.current, formRef.current);
      if (failure) {
        setErrorBanner(failure);
        showField(failure);
        return;
      }
      const confirmed = await confirm();
      if (!confirmed) return;
      const approval = await pinFor('order', 'Complete the order');
      if (!approval) return;
      let answer: PosCompleteResponse;
      try {
        answer = await callComplete('order', approval, confirmed.updateCus);
      } catch (err) {
        setErrorBanner(messageOf(err));
        showField(messageOf(err));
        return;
      }
      if (!answer.success) {
        setErrorBanner(answer.msg || SOMETHING_WRONG);
        showField(answer.msg);
        return;
      }
      setLeaving(true);
      // The GA4 purchase is sent once from the order's detail page (POST /pos/order/markGaSent), not here.
      await dialog.alert({ title: 'Order completed', message: answer.msg }).catch(() => {});
      window.location.assign(answer.redirect || '/pos');
    },
    [callComplete, dataRef, dialog, flush, formRef, pinFor, setLeaving, showField],
  );

  /**
   * Save as a quote, or Save & Send (option quote_email): the full validation, the PIN, then complete/.
   * `then`: where the page goes once saved (the printable quote), instead of the quote's editor.
   */
  const saveQuote = useCallback(
    async (option: 'quote' | 'quote_email', then?: string) => {
      if (!(await flush())) return;
      const failure = fullCheck(dataRef.current, formRef.current);
      if (failure) {
        notify(failure, 'danger');
        showField(failure);
        return;
      }
      const approval = await pinFor(option, option === 'quote' ? 'Save as a quote' : 'Save & send the quote');
      if (!approval) return;
      let answer: PosCompleteResponse;
      try {
        answer = await callComplete(option, approval, false);
      } catch (err) {
        notify(messageOf(err), 'danger');
        showField(messageOf(err));
        return;
      }
      if (!answer.success) {
        notify(answer.msg || SOMETHING_WRONG, 'danger');
        return;
      }
      if (option === 'quote_email')
        pushDataLayer({
          event: 'quote_sent',
          ecommerce: ecommerceOf(dataRef.current, { quote_no: answer.orderNo ?? orderNo }),
        });
      setLeaving(true);
      notify(answer.msg, 'success');
      window.location.assign(
        then || answer.redirect || (answer.orderNo ? `/pos/quote-edit/${answer.orderNo}` : '/pos'),
      );
    },
    [callComplete, dataRef, flush, formRef, orderNo, pinFor, setLeaving, showField],
  );

  /** An action answering { success, msg }: refusals and unsuccessful answers are a danger popup. */
  const sendAndTell = useCallback(
    async (call: () => Promise<{ success: boolean; msg?: string }>, done: string): Promise<boolean> => {
      try {
        const answer = await enqueue(async () => {
          const res = await call();
          await reloadQuietly();
          return res;
        });
        if (!answer.success) {
          notify(answer.msg || SOMETHING_WRONG, 'danger');
          return false;
        }
        notify(answer.msg || done, 'success');
        return true;
      } catch (err) {
        if (err instanceof CartGone) refused(err);
        else notify(messageOf(err), 'danger');
        return false;
      }
    },
    [enqueue, refused, reloadQuietly],
  );

  /** Send quote to customer: the customer checks, the PIN (email_quote), then /pos/quote/email-cus/. */
  const emailQuote = useCallback(async () => {
    if (!orderNo || !(await flush())) return;
    const failure = customerCheck(dataRef.current, formRef.current);
    if (failure) {
      notify(failure, 'danger');
      showField(failure);
      return;
    }
    const approval = await pinFor('email_quote', 'Send the quote to the customer');
    if (!approval) return;
    const sent = await sendAndTell(
      () => api('pos.quote.emailCustomer', { orderNo, approval }),
      'The quote has been sent',
    );
    if (sent) pushDataLayer({ event: 'quote_sent', ecommerce: ecommerceOf(dataRef.current, { quote_no: orderNo }) });
  }, [dataRef, flush, formRef, orderNo, pinFor, sendAndTell, showField]);

  /** Send cart to customer (the customer checks only, domain/pos-customer-check.ts), the PIN (send_cart), then /pos/cart/send-cart/. */
  const sendCart = useCallback(async () => {
    if (!(await flush())) return;
    const failure = customerCheck(dataRef.current, formRef.current);
    if (failure) {
      notify(failure, 'danger');
      showField(failure);
      return;
    }
    const approval = await pinFor('send_cart', 'Send the cart to the customer');
    if (!approval) return;
    // A quote's editor sends the quote's own cart, to the customer on its screen.
    const sent = await sendAndTell(() => api('pos.cart.sendCart', { approval, orderNo }), 'The cart has been sent');
    if (sent) pushDataLayer({ event: 'cart_sent', ecommerce: ecommerceOf(dataRef.current) });
  }, [dataRef, flush, formRef, orderNo, pinFor, sendAndTell, showField]);

  return { errorBanner, completeOrder, saveQuote, emailQuote, sendCart };
}
