// The cart page's payment method: the server is asked first whether the method can pay the grand
// total, and the method is kept 500 ms later through updatePayment.
import { useCallback, useRef, useState } from 'react';
import type { CartContentResponse, ShopperCart } from '../../../contract/cart.ts';
import { pushCheckoutEvent } from '../../common/lib/analytics.ts';
import { api } from '../../common/lib/api.ts';
import { notify } from '../../common/lib/notices.ts';
import { type CartPageCore, messageOf } from './useCartCore.ts';

export const PAYMENT_SAVE_MS = 500;
const PAYMENT = 'payment';

/** Extra fields the content answer carries beyond its type (extra answer fields are allowed: docs/architecture.md). */
type CartExtras = ShopperCart & { payment_method?: string };

function savedMethodOf(content: CartContentResponse): string {
  return content.payments[0]?.gateway || (content.cart as CartExtras).payment_method || '';
}

/** The payment method the cart has, else the default one (a card payment provider). */
function methodOf(content: CartContentResponse): string {
  const saved = savedMethodOf(content);
  if (saved) return saved;
  return (
    (
      content.pMethods.find((m) => (m as { isDefault?: boolean }).isDefault) ??
      content.pMethods.find((m) => !m.isFinance)
    )?.code ?? ''
  );
}

export function useCartPayment(initial: CartContentResponse, core: CartPageCore) {
  const { saves, contentRef, apply, refused } = core;
  const [method, setMethod] = useState(() => methodOf(initial));
  const [paymentError, setPaymentError] = useState('');
  const methodRef = useRef(method);

  const sendPayment = useCallback(() => {
    saves.cancel(PAYMENT);
    return saves
      .enqueue(() => {
        const code = methodRef.current;
        const m = contentRef.current.pMethods.find((p) => p.code === code);
        const payments = m ? [{ gateway: m.code, name: m.name, amount: contentRef.current.cart.grandtotal }] : [];
        return api('cart.updatePayment', { payments });
      })
      .then(apply, (err: unknown) => {
        setPaymentError(messageOf(err));
        refused(err);
      });
  }, [apply, contentRef, refused, saves]);

  /** Ask first whether the method can pay the grand total; then keep it. */
  const chooseMethod = useCallback(
    (code: string) => {
      const before = methodRef.current;
      const m = contentRef.current.pMethods.find((p) => p.code === code);
      if (!m) return;
      methodRef.current = code;
      setMethod(code);
      setPaymentError('');
      void saves
        .enqueue(() => api('cart.checkPayment', { code, amount: contentRef.current.cart.grandtotal }))
        .then(
          () => {
            saves.later(PAYMENT, PAYMENT_SAVE_MS, () => void sendPayment());
            pushCheckoutEvent('add_payment_info', contentRef.current, { payment_type: m.name });
          },
          (err: unknown) => {
            if (methodRef.current === code) {
              methodRef.current = before;
              setMethod(before);
            }
            const msg = messageOf(err);
            setPaymentError(msg);
            notify(msg, 'danger');
          },
        );
    },
    [contentRef, saves, sendPayment],
  );

  /** Sends the method if it waits for its pause, or was chosen but is not yet kept. */
  const sendUnsavedPayment = useCallback(() => {
    const unsaved = methodRef.current && methodRef.current !== savedMethodOf(contentRef.current);
    if (saves.isWaiting(PAYMENT) || unsaved) void sendPayment();
  }, [contentRef, saves, sendPayment]);

  return { method, paymentError, chooseMethod, sendUnsavedPayment };
}
