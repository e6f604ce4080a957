// The POS checkout page's state and its conversation with the server. Calls go one after another
// through one queue (common/hooks/useSaveQueue.ts), and one counter of calls out is the page's updating
// state: while it is up, actions wait (the page says "Updating..." and its buttons are disabled). The
// parts: the cart and its refusals (usePosCart.ts), the customer and summary fields
// (usePosDetails.ts), payments (usePosPayments.ts), finishing (usePosFinish.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartLocation } from '../../../contract/cart.ts';
import type { PosCartResponse } from '../../../contract/pos-cart.ts';
import { usePopDialog } from '../components/PopDialog.tsx';
import type { PosCheckoutTabProps } from '../components/checkout/types.ts';
import { pushDataLayer } from '../../common/lib/analytics.ts';
import { api } from '../../common/lib/api.ts';
import { ecommerceOf } from '../lib/pos-checkout.ts';
import { usePosCart } from './usePosCart.ts';
import { usePosDetails } from './usePosDetails.ts';
import { usePosFinish } from './usePosFinish.ts';
import { usePosPayments } from './usePosPayments.ts';
import { useFailureField } from './useFailureField.ts';
import { useSaveQueue } from '../../common/hooks/useSaveQueue.ts';

export { SOMETHING_WRONG } from './usePosCart.ts';
export { BASIC_SAVE_MS, CUSTOMER_SELECT_FAILED } from './usePosDetails.ts';

export type PosTab = 'customer' | 'item' | 'payment';
/** A place from getLocations; `collect` rides along there (a store a customer can visit). */
export type PosLocation = CartLocation & { collect?: boolean };

export function usePosCheckout(initial: PosCartResponse, orderNo: string | null) {
  const dialog = usePopDialog();
  const { busy: callsOut, saves } = useSaveQueue();
  const core = usePosCart(initial, orderNo, saves, dialog);
  const details = usePosDetails(core);
  const { addPayment, deletePayment } = usePosPayments(core);
  const { data, dataRef, form, leaving, run, reload } = core;
  const { updateSubItem, setForm, flush, applyCoupon, removeCoupon, selectCustomer, clearCustomer } = details;
  const [tab, setTabState] = useState<PosTab>('customer');
  const [locations, setLocations] = useState<PosLocation[]>([]);
  const tabRef = useRef<PosTab>('customer');
  const opening = useRef({ initial, orderNo });

  const setTab = useCallback(
    (next: PosTab) => {
      if (next === 'payment' && tabRef.current !== 'payment' && dataRef.current.cartItems.length > 0) {
        pushDataLayer({ event: 'add_shipping_info', ecommerce: ecommerceOf(dataRef.current) });
      }
      tabRef.current = next;
      setTabState(next);
    },
    [dataRef],
  );
  const { showField, backToPayment, flagged } = useFailureField(tab, setTab);
  const { errorBanner, completeOrder, saveQuote, emailQuote, sendCart } = usePosFinish(core, details.flush, showField);

  useEffect(() => {
    const ctl = new AbortController();
    api('store.locations', { physical: 1 }, { signal: ctl.signal })
      .then((res) => setLocations(res.locations))
      .catch(() => {
        // The branch select keeps the cart's branch and the website; the item tab shows codes.
      });
    return () => ctl.abort();
  }, []);

  // Analytics once per opening: a quote viewed, a checkout begun with items in the cart.
  useEffect(() => {
    const { initial: cart, orderNo: quoteNo } = opening.current;
    if (quoteNo) pushDataLayer({ event: 'view_quote', ecommerce: ecommerceOf(cart, { quote_no: quoteNo }) });
    if (cart.cartItems.length > 0) pushDataLayer({ event: 'begin_checkout', ecommerce: ecommerceOf(cart) });
    // Once, for the cart the page opened with.
  }, []);

  const busy = callsOut || leaving;
  const tabProps: PosCheckoutTabProps = { data, orderNo, busy, run, reload, locations, dialog, updateSubItem };

  return {
    ...tabProps,
    locations,
    form,
    tab,
    backToPayment,
    flagged,
    errorBanner,
    setTab,
    setForm,
    flush,
    applyCoupon,
    removeCoupon,
    selectCustomer,
    clearCustomer,
    addPayment,
    deletePayment,
    completeOrder,
    saveQuote,
    emailQuote,
    sendCart,
    tabProps,
  };
}

export type PosCheckoutState = ReturnType<typeof usePosCheckout>;
