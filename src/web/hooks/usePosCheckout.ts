// The POS checkout page's state and its conversation with the server (pos spec §2 "POS checkout page",
// §4 POS checkout, §7, §8). Calls go one after another through one queue, and one counter of calls
// out is the page's updating state: while it is up, actions wait (DESIGN: "Updating...", disabled
// buttons). Customer and summary edits show at once and are saved 300 ms after the typing stops; an
// action first sends what is still waiting, so nothing is completed from a half-saved form.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartLocation } from '../../contract/cart.ts';
import type { PosCartResponse, PosCompleteResponse } from '../../contract/pos-cart.ts';
import { PopDialogCancelled, usePopDialog } from '../components/pos/PopDialog.tsx';
import type { PosCheckoutTabProps, SubItemNotes } from '../components/pos/checkout/types.ts';
import { pushDataLayer, pushPurchaseOnce } from '../lib/analytics.ts';
import { ApiError, getJson, postJson } from '../lib/api.ts';
import { notify } from '../lib/notices.ts';
import { type PosBasicForm, basicFormOf, customerCheck, ecommerceOf, fullCheck, updateBasicBody } from '../lib/pos-checkout.ts';
import { type PaymentSend, linesWithout, newPayment } from '../lib/pos-payment-tab.ts';

export type PosTab = 'customer' | 'item' | 'payment';
export type CompleteOption = 'order' | 'quote' | 'quote_email';
/** A place from getLocations; `collect` rides along there (a store a customer can visit). */
export type PosLocation = CartLocation & { collect?: boolean };

export const BASIC_SAVE_MS = 300;
export const SOMETHING_WRONG = 'Something went wrong. Please try again.';
export const CUSTOMER_SELECT_FAILED = 'customer selecting fail';

/** /pos/cart/get answered 404: the cart or quote is gone (spec §4: go to /404). */
class CartGone extends Error {}

const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : SOMETHING_WRONG);
const cancelled = (err: unknown) => err instanceof PopDialogCancelled;
const isCartAnswer = (v: unknown): v is PosCartResponse => typeof v === 'object' && v !== null && 'cart' in v && 'cartItems' in v;
const couponMsgOf = (v: unknown) => (typeof v === 'object' && v !== null && 'couponMsg' in v && typeof v.couponMsg === 'string' ? v.couponMsg : '');

export function usePosCheckout(initial: PosCartResponse, orderNo: string | null) {
  const dialog = usePopDialog();
  const [data, setData] = useState(initial);
  const [form, setFormState] = useState<PosBasicForm>(() => basicFormOf(initial));
  const [tab, setTabState] = useState<PosTab>('customer');
  const [inFlight, setInFlight] = useState(0);
  // After a completed order or a saved quote the page is on its way elsewhere: it stays busy.
  const [leaving, setLeaving] = useState(false);
  const [locations, setLocations] = useState<PosLocation[]>([]);
  const [errorBanner, setErrorBanner] = useState('');

  const dataRef = useRef(initial);
  const formRef = useRef(form);
  const tabRef = useRef<PosTab>('customer');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const basicTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const basicFailed = useRef(false);
  // The last updateBasic with its aftermath (the reload and alert after a refusal).
  const basicSaving = useRef<Promise<boolean>>(Promise.resolve(true));
  // Sub-items' delivery tags and notes waiting to be saved, by `${itemId}|${sku}`.
  const subItemSaves = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; send: () => void }>());

  // ------------------------------------------------------------------ the one queue

  /** A call after every earlier one has answered, counted in the updating state. */
  const track = useCallback(<T>(call: () => Promise<T>): Promise<T> => {
    setInFlight((n) => n + 1);
    const next = queue.current.then(call);
    queue.current = next.catch(() => undefined);
    return next.finally(() => setInFlight((n) => n - 1));
  }, []);

  /** Waits until no call is out (a call may have queued another behind it). */
  const quiet = useCallback(async () => {
    let last: Promise<unknown> | null = null;
    while (last !== queue.current) {
      last = queue.current;
      await last;
    }
  }, []);

  /** The server's cart replaces ours; the form follows only when asked and nothing typed is waiting. */
  const apply = useCallback((answer: PosCartResponse, opts: { syncForm?: boolean } = {}) => {
    dataRef.current = answer;
    setData(answer);
    if (opts.syncForm && !basicTimer.current) {
      formRef.current = basicFormOf(answer);
      setFormState(formRef.current);
    }
  }, []);

  /** Reads the cart (inside a queued call). */
  const fetchCart = useCallback(
    async (opts: { syncForm?: boolean } = {}) => {
      try {
        apply(await postJson<PosCartResponse>('/pos/cart/get', { orderNo }), opts);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) throw new CartGone();
        throw err;
      }
    },
    [apply, orderNo],
  );

  /** Spec §8: a missing cart goes to /404; other failures show the server's words in an alert. */
  const refused = useCallback(
    (err: unknown) => {
      if (err instanceof CartGone) {
        setLeaving(true);
        window.location.assign('/404');
        return;
      }
      dialog.alert({ title: 'Sorry', message: messageOf(err) }).catch(() => {});
    },
    [dialog],
  );

  /** Reads the cart again after a refusal or an action, so the page shows what is true; only a gone cart is an error. */
  const reloadQuietly = useCallback(
    async (opts: { syncForm?: boolean } = {}) => {
      try {
        await fetchCart(opts);
      } catch (again) {
        if (again instanceof CartGone) throw again;
      }
    },
    [fetchCart],
  );

  /** A refused customer save (spec §8): the cart again, so the form shows what was kept, then the alert. */
  const refusedAfterReload = useCallback(
    async (err: unknown): Promise<false> => {
      try {
        await track(() => reloadQuietly({ syncForm: true }));
        refused(err);
      } catch (again) {
        refused(again);
      }
      return false;
    },
    [refused, reloadQuietly, track],
  );

  const run = useCallback<PosCheckoutTabProps['run']>(
    async <T>(call: () => Promise<T>, opts: { reload?: boolean } = {}) => {
      const reload = opts.reload !== false;
      try {
        const value = await track(async () => {
          let out: T;
          try {
            out = await call();
          } catch (err) {
            if (reload) await reloadQuietly();
            throw err;
          }
          if (reload) await fetchCart();
          return out;
        });
        const couponMsg = couponMsgOf(value);
        if (couponMsg) notify(couponMsg, 'danger');
        return value;
      } catch (err) {
        refused(err);
        return undefined;
      }
    },
    [fetchCart, refused, reloadQuietly, track],
  );

  const reload = useCallback(async () => {
    await track(() => fetchCart()).catch(refused);
  }, [fetchCart, refused, track]);

  // ------------------------------------------------------------------ sub-items' delivery tags and notes

  /** updateItem with the sub-item's tags and notes, 300 ms after its last change; a later change replaces a waiting one. */
  const updateSubItem = useCallback(
    (itemId: number, change: SubItemNotes) => {
      const key = `${itemId}|${change.sku}`;
      const waiting = subItemSaves.current.get(key);
      if (waiting) clearTimeout(waiting.timer);
      const send = () => {
        subItemSaves.current.delete(key);
        void run(() => postJson('/pos/cart/updateItem', { orderNo, item: { id: itemId, subItems: [change] } }));
      };
      subItemSaves.current.set(key, { timer: setTimeout(send, BASIC_SAVE_MS), send });
    },
    [orderNo, run],
  );

  /** Sends every waiting tags-and-notes save now. */
  const sendSubItemSaves = useCallback(() => {
    for (const waiting of [...subItemSaves.current.values()]) {
      clearTimeout(waiting.timer);
      waiting.send();
    }
  }, []);

  // ------------------------------------------------------------------ customer and summary fields

  const clearBasicTimer = () => {
    if (basicTimer.current) clearTimeout(basicTimer.current);
    basicTimer.current = null;
  };

  /** updateBasic with the form as it is when the call goes out; then the cart again for its new figures. */
  const sendBasic = useCallback(
    (opts: { coupon?: string } = {}): Promise<boolean> => {
      clearBasicTimer();
      const saving = track(async () => {
        const answer = await postJson<{ couponMsg?: string }>('/pos/cart/updateBasic', updateBasicBody(formRef.current, dataRef.current, orderNo, opts));
        await fetchCart();
        return answer;
      }).then(
        (answer) => {
          basicFailed.current = false;
          if (answer.couponMsg) notify(answer.couponMsg, 'danger');
          return true;
        },
        async (err: unknown) => {
          basicFailed.current = true;
          if (err instanceof CartGone) {
            refused(err);
            return false;
          }
          return refusedAfterReload(err);
        },
      );
      basicSaving.current = saving;
      return saving;
    },
    [fetchCart, orderNo, refused, refusedAfterReload, track],
  );

  const setForm = useCallback(
    (patch: Partial<PosBasicForm>) => {
      formRef.current = { ...formRef.current, ...patch };
      setFormState(formRef.current);
      clearBasicTimer();
      basicTimer.current = setTimeout(() => void sendBasic(), BASIC_SAVE_MS);
    },
    [sendBasic],
  );

  /** Sends the edits still waiting and waits for every call; false when the last save was refused. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (basicTimer.current) void sendBasic();
    sendSubItemSaves();
    await basicSaving.current;
    await quiet();
    return !basicFailed.current;
  }, [quiet, sendBasic, sendSubItemSaves]);

  const applyCoupon = useCallback(
    async (code: string) => {
      if (!(await flush())) return false;
      return sendBasic({ coupon: code.trim() });
    },
    [flush, sendBasic],
  );

  const removeCoupon = useCallback(async () => {
    if (!(await flush())) return false;
    return sendBasic({ coupon: '' });
  }, [flush, sendBasic]);

  // ------------------------------------------------------------------ customer

  /** `?orderNo=` of the customer calls: they work on the quote's cart when editing one. */
  const quoteQuery = orderNo ? `?orderNo=${encodeURIComponent(orderNo)}` : '';

  /** GET /pos/cus-select binds the customer to the cart (the quote's when editing one), whose details then come from the customer. */
  const selectCustomer = useCallback(
    async (customerId: number): Promise<boolean> => {
      if (!(await flush())) return false;
      try {
        const answer = await track(() => getJson<{ success?: boolean }>(`/pos/cus-select/${customerId}${quoteQuery}`));
        if (answer.success === false) throw new Error(CUSTOMER_SELECT_FAILED);
      } catch {
        dialog.alert({ message: CUSTOMER_SELECT_FAILED }).catch(() => {});
        return false;
      }
      await track(() => fetchCart({ syncForm: true })).catch(refused);
      return true;
    },
    [dialog, fetchCart, flush, quoteQuery, refused, track],
  );

  /** Clear Customer: GET /pos/cus-clear/ unbinds the customer and empties their details from the form. */
  const clearCustomer = useCallback(async (): Promise<boolean> => {
    if (!(await flush())) return false;
    try {
      await track(() => getJson(`/pos/cus-clear/${quoteQuery}`));
    } catch (err) {
      return refusedAfterReload(err);
    }
    await track(() => fetchCart({ syncForm: true })).catch(refused);
    return true;
  }, [fetchCart, flush, quoteQuery, refused, refusedAfterReload, track]);

  // ------------------------------------------------------------------ tabs

  const setTab = useCallback((next: PosTab) => {
    if (next === 'payment' && tabRef.current !== 'payment' && dataRef.current.cartItems.length > 0) {
      pushDataLayer({ event: 'add_shipping_info', ecommerce: ecommerceOf(dataRef.current) });
    }
    tabRef.current = next;
    setTabState(next);
  }, []);

  // ------------------------------------------------------------------ payments

  const savePayments = useCallback(
    async (lines: PaymentSend[]) => {
      // The orderNo key ('' for the open cart) is what makes this the staff call rather than a shopper's.
      const answer = await postJson<unknown>('/v1/cart/updatePayment', { orderNo: orderNo ?? '', payments: lines });
      // The staff answer is the POS cart; anything else, read it.
      if (isCartAnswer(answer)) apply(answer);
      else await fetchCart();
    },
    [apply, fetchCart, orderNo],
  );

  /** Spec §5 'Add payment': the rules in order, the server's check of the method's cumulative amount, then the new list. */
  const addPayment = useCallback(
    async (ask: { gateway: string; amount: string; reference: string }): Promise<string | null> => {
      const checked = newPayment(dataRef.current, ask);
      if ('refusal' in checked) return checked.refusal;
      try {
        await track(async () => {
          try {
            await postJson('/v1/cart/checkPayment', { code: ask.gateway, amount: checked.cumulative, ...(orderNo ? { orderNo } : {}) });
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
    [orderNo, refused, reloadQuietly, savePayments, track],
  );

  const deletePayment = useCallback(
    async (id: number) => {
      try {
        await track(async () => {
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
    [refused, reloadQuietly, savePayments, track],
  );

  // ------------------------------------------------------------------ finishing

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
      track(() => postJson<PosCompleteResponse>('/pos/cart/complete/', { orderNo, option, updateCus: updateCus ? 1 : 0, approval })),
    [orderNo, track],
  );

  /**
   * COMPLETE ORDER (spec §4): the full validation, the confirmation (with 'update the customer's
   * profile'), the PIN, then complete/ option 'order'. Refusals show in the error banner.
   */
  const completeOrder = useCallback(
    async (confirm: () => Promise<{ updateCus: boolean } | null>) => {
      setErrorBanner('');
      if (!(await flush())) return;
      const failure = fullCheck(dataRef.current, formRef.current);
      if (failure) {
        setErrorBanner(failure);
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
        return;
      }
      if (!answer.success) {
        setErrorBanner(answer.msg || SOMETHING_WRONG);
        return;
      }
      setLeaving(true);
      const sold = dataRef.current;
      if (answer.orderNo)
        pushPurchaseOnce(answer.orderNo, ecommerceOf(sold, { transaction_id: answer.orderNo, shipping: Number(sold.cart.shippingcost) || 0 }));
      await dialog.alert({ title: 'Order completed', message: answer.msg }).catch(() => {});
      window.location.assign(answer.redirect || '/pos');
    },
    [callComplete, dialog, flush, pinFor],
  );

  /** Save as a quote, or Save & Send (option quote_email): the full validation, the PIN, then complete/. */
  const saveQuote = useCallback(
    async (option: 'quote' | 'quote_email') => {
      if (!(await flush())) return;
      const failure = fullCheck(dataRef.current, formRef.current);
      if (failure) {
        notify(failure, 'danger');
        return;
      }
      const approval = await pinFor(option, option === 'quote' ? 'Save as a quote' : 'Save & send the quote');
      if (!approval) return;
      let answer: PosCompleteResponse;
      try {
        answer = await callComplete(option, approval, false);
      } catch (err) {
        notify(messageOf(err), 'danger');
        return;
      }
      if (!answer.success) {
        notify(answer.msg || SOMETHING_WRONG, 'danger');
        return;
      }
      if (option === 'quote_email') pushDataLayer({ event: 'quote_sent', ecommerce: ecommerceOf(dataRef.current, { quote_no: answer.orderNo ?? orderNo }) });
      setLeaving(true);
      notify(answer.msg, 'success');
      window.location.assign(answer.redirect || (answer.orderNo ? `/pos/quote-edit/${answer.orderNo}` : '/pos'));
    },
    [callComplete, flush, orderNo, pinFor],
  );

  /** An action answering { success, msg }: refusals and unsuccessful answers are a danger popup (spec §8). */
  const sendAndTell = useCallback(
    async (call: () => Promise<{ success: boolean; msg?: string }>, done: string): Promise<boolean> => {
      try {
        const answer = await track(async () => {
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
    [refused, reloadQuietly, track],
  );

  /** Send quote to customer: the customer checks, the PIN (email_quote), then /pos/quote/email-cus/. */
  const emailQuote = useCallback(async () => {
    if (!orderNo || !(await flush())) return;
    const failure = customerCheck(dataRef.current, formRef.current);
    if (failure) {
      notify(failure, 'danger');
      return;
    }
    const approval = await pinFor('email_quote', 'Send the quote to the customer');
    if (!approval) return;
    const sent = await sendAndTell(() => postJson('/pos/quote/email-cus/', { orderNo, approval }), 'The quote has been sent');
    if (sent) pushDataLayer({ event: 'quote_sent', ecommerce: ecommerceOf(dataRef.current, { quote_no: orderNo }) });
  }, [flush, orderNo, pinFor, sendAndTell]);

  /** Send cart to customer (spec §5: the customer checks only), the PIN (send_cart), then /pos/cart/send-cart/. */
  const sendCart = useCallback(async () => {
    if (!(await flush())) return;
    const failure = customerCheck(dataRef.current, formRef.current);
    if (failure) {
      notify(failure, 'danger');
      return;
    }
    const approval = await pinFor('send_cart', 'Send the cart to the customer');
    if (!approval) return;
    const sent = await sendAndTell(() => postJson('/pos/cart/send-cart/', { approval }), 'The cart has been sent');
    if (sent) pushDataLayer({ event: 'cart_sent', ecommerce: ecommerceOf(dataRef.current) });
  }, [flush, pinFor, sendAndTell]);

  // ------------------------------------------------------------------ on opening

  useEffect(() => {
    const ctl = new AbortController();
    getJson<{ locations: PosLocation[] }>('/v1/store/getLocations?physical=1', { signal: ctl.signal })
      .then((res) => setLocations(res.locations))
      .catch(() => {
        // The branch select keeps the cart's branch and the website; the item tab shows codes.
      });
    return () => ctl.abort();
  }, []);

  // Analytics once per opening (spec §7): a quote viewed, a checkout begun with items in the cart.
  useEffect(() => {
    if (orderNo) pushDataLayer({ event: 'view_quote', ecommerce: ecommerceOf(initial, { quote_no: orderNo }) });
    if (initial.cartItems.length > 0) pushDataLayer({ event: 'begin_checkout', ecommerce: ecommerceOf(initial) });
    // Once, for the cart the page opened with.
  }, []);

  // Timers do not outlive the page.
  useEffect(
    () => () => {
      clearBasicTimer();
      for (const waiting of subItemSaves.current.values()) clearTimeout(waiting.timer);
    },
    [],
  );

  const busy = inFlight > 0 || leaving;
  const tabProps: PosCheckoutTabProps = { data, orderNo, busy, run, reload, locations, dialog, updateSubItem };

  return {
    ...tabProps,
    locations,
    form,
    tab,
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
