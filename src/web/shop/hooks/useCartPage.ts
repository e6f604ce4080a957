// The cart page's state and its conversation with the server (the /v1/cart calls). What the shopper
// changes shows at once; saves wait for a pause (items 300 ms, details 300 ms, payment 500 ms) and
// then go one after another through one queue (common/hooks/useSaveQueue.ts), so answers arrive in the order
// the changes were made. One flag says whether any call is out.
import { useCallback, useMemo } from 'react';
import type { CartContentResponse } from '../../../contract/cart.ts';
import { type CheckoutForm, collectWithoutPoint } from '../../../domain/checkout-rules.ts';
import { useCartCore } from './useCartCore.ts';
import { useCartDetails } from './useCartDetails.ts';
import { useCartPayment } from './useCartPayment.ts';
import { useSaveQueue } from '../../common/hooks/useSaveQueue.ts';

export { CONTENT_FAILED, ITEM_SAVE_MS, type CartItemView, type ItemPatch } from './useCartCore.ts';
export { BASIC_SAVE_MS, type CustomerForm } from './useCartDetails.ts';
export { PAYMENT_SAVE_MS } from './useCartPayment.ts';

export function useCartPage(initial: CartContentResponse) {
  const { busy, saves } = useSaveQueue();
  const core = useCartCore(initial, saves);
  const { form, setForm, setZip, takeTypedPostcode, applyCoupon, sendWaitingBasic } = useCartDetails(initial, core);
  const { method, paymentError, chooseMethod, sendUnsavedPayment } = useCartPayment(initial, core);
  const { content, items, editItem, removeItem, moveToWishlist, sendWaitingItems } = core;

  /** Sends every change still waiting, including a payment method chosen but not yet kept. */
  const flush = useCallback(async () => {
    sendWaitingItems();
    sendWaitingBasic();
    sendUnsavedPayment();
    // Wait until the queue is quiet (a save may have queued another behind it).
    await saves.quiet();
  }, [saves, sendUnsavedPayment, sendWaitingBasic, sendWaitingItems]);

  const checkoutForm = useMemo(
    (): CheckoutForm => ({
      itemCount: items.length,
      firstname: form.firstname,
      lastname: form.lastname,
      email: form.email,
      mobile: form.mobile,
      address: form.address,
      zip: form.zip,
      useSameAddress: form.useSameAddress,
      baddress: form.baddress,
      paymentMethod: method,
      agreeTerms: form.agreeTerms,
      collectWithoutPoint: collectWithoutPoint(items.map((i) => ({ ...i, pickLocation: i.pick_location }))),
    }),
    [items, form, method],
  );

  return {
    content,
    items,
    form,
    method,
    paymentError,
    busy,
    checkoutForm,
    track: saves.count,
    editItem,
    removeItem,
    moveToWishlist,
    setForm,
    setZip,
    takeTypedPostcode,
    applyCoupon,
    chooseMethod,
    flush,
  };
}

export type CartPageState = ReturnType<typeof useCartPage>;
