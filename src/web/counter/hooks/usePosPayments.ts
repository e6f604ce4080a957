// The POS checkout's payment lines (Add payment): the rules (domain/pos-payments.ts) in order, the
// server's check of the method's cumulative amount, then the whole new list through updatePayment.
import { useCallback } from 'react';
import type { PosCartResponse } from '../../../contract/pos-cart.ts';
import { api } from '../../common/lib/api.ts';
import { notify } from '../../common/lib/notices.ts';
import { type PaymentSend, linesWithout, newPayment } from '../lib/pos-payment-tab.ts';
import { CartGone, type PosCartCore, messageOf } from './usePosCart.ts';

const isCartAnswer = (v: unknown): v is PosCartResponse =>
  typeof v === 'object' && v !== null && 'cart' in v && 'cartItems' in v;

export function usePosPayments(core: PosCartCore) {
  const { saves, orderNo, dataRef, apply, fetchCart, refused, reloadQuietly } = core;
  const { enqueue } = saves;

  const savePayments = useCallback(
    async (lines: PaymentSend[]) => {
      // The orderNo key ('' for the open cart) is what makes this the staff call rather than a shopper's.
      const answer = await api('pos.cart.updatePayment', { orderNo: orderNo ?? '', payments: lines });
      // The staff answer is the POS cart; anything else, read it.
      if (isCartAnswer(answer)) apply(answer);
      else await fetchCart();
    },
    [apply, fetchCart, orderNo],
  );

  /** Add payment: the rules in order, the server's check of the method's cumulative amount, then the new list. */
  const addPayment = useCallback(
    async (ask: { gateway: string; amount: string; reference: string }): Promise<string | null> => {
      const checked = newPayment(dataRef.current, ask);
      if ('refusal' in checked) return checked.refusal;
      try {
        await enqueue(async () => {
          try {
            await api('cart.checkPayment', {
              code: ask.gateway,
              amount: checked.cumulative,
              ...(orderNo ? { orderNo } : {}),
            });
            await savePayments(checked.lines);
          } catch (err) {
            await reloadQuietly();
            throw err;
          }
        });
        return null;
      } catch (err) {
        if (err instanceof CartGone) {
          refused(err);
          return null;
        }
        const msg = messageOf(err);
        notify(msg, 'danger');
        return msg;
      }
    },
    [dataRef, enqueue, orderNo, refused, reloadQuietly, savePayments],
  );

  const deletePayment = useCallback(
    async (id: number) => {
      try {
        await enqueue(async () => {
          try {
            await savePayments(linesWithout(dataRef.current, id));
          } catch (err) {
            await reloadQuietly();
            throw err;
          }
        });
      } catch (err) {
        if (err instanceof CartGone) refused(err);
        else notify(messageOf(err), 'danger');
      }
    },
    [dataRef, enqueue, refused, reloadQuietly, savePayments],
  );

  return { addPayment, deletePayment };
}
