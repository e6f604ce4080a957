// The cart page's state and its conversation with the server (storefront spec §4 "Shopper cart
// page", §7). What the shopper changes shows at once; saves wait for a pause (items 300 ms, details
// 300 ms, payment 500 ms) and then go one after another, so answers arrive in the order the changes
// were made. Each answer is the whole cart: its figures replace ours, while the shopper's own typing
// (the form, quantities not yet sent) is never overwritten. One flag says whether any call is out.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CartContentResponse, ShopperCart, ShopperCartItem } from '../../contract/cart.ts';
import type { CheckoutForm } from '../../domain/checkout-rules.ts';
import { pushCheckoutEvent, pushDataLayer } from '../lib/analytics.ts';
import { ApiError, getJson, postJson } from '../lib/api.ts';
import { setCartCount } from '../lib/cart.ts';
import { rememberZip } from '../lib/cookies.ts';
import { notify } from '../lib/notices.ts';

export const ITEM_SAVE_MS = 300;
export const BASIC_SAVE_MS = 300;
export const PAYMENT_SAVE_MS = 500;
export const CONTENT_FAILED = 'Something wrong. Please log out and retry';

export interface CustomerForm {
  firstname: string;
  lastname: string;
  company: string;
  email: string;
  mobile: string;
  address: string;
  zip: string;
  baddress: string;
  comment: string;
  newsletter: boolean;
  agreeTerms: boolean;
  useSameAddress: boolean;
}

export type ItemPatch = Partial<Pick<ShopperCartItem, 'qty' | 'shipmethod' | 'pick_location'>>;

/** Extra fields the content answer carries beyond the spec's (allowed by the contract). */
type CartExtras = ShopperCart & { payment_method?: string };
export type CartItemView = ShopperCartItem & { pick_address?: string; pick_name?: string };

function formOf(cart: ShopperCart): CustomerForm {
  return {
    firstname: cart.firstname,
    lastname: cart.lastname,
    company: cart.company,
    email: cart.email,
    mobile: cart.mobile,
    address: cart.address,
    zip: cart.zip,
    baddress: cart.baddress,
    comment: cart.comment,
    newsletter: cart.newsletter === 1,
    agreeTerms: cart.agree_terms === 1,
    useSameAddress: cart.useSameAddress !== 0,
  };
}

/** The payment method the cart has, else the default one (a card provider, spec §3). */
function methodOf(content: CartContentResponse): string {
  const saved = content.payments[0]?.gateway || (content.cart as CartExtras).payment_method || '';
  if (saved) return saved;
  return (content.pMethods.find((m) => (m as { isDefault?: boolean }).isDefault) ?? content.pMethods.find((m) => !m.isFinance))?.code ?? '';
}

function savedMethodOf(content: CartContentResponse): string {
  return content.payments[0]?.gateway || (content.cart as CartExtras).payment_method || '';
}

const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : CONTENT_FAILED);

export function useCartPage(initial: CartContentResponse) {
  const [content, setContent] = useState(initial);
  const [items, setItems] = useState<CartItemView[]>(initial.cartItems);
  const [form, setFormState] = useState<CustomerForm>(() => formOf(initial.cart));
  const [method, setMethod] = useState(() => methodOf(initial));
  const [paymentError, setPaymentError] = useState('');
  const [inFlight, setInFlight] = useState(0);

  const formRef = useRef(form);
  const methodRef = useRef(method);
  const contentRef = useRef(content);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const itemPatches = useRef(new Map<number, ItemPatch>());
  const itemTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const basicTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const paymentTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastCouponMsg = useRef(initial.couponMsg);

  /** Counts a call for the page's one busy flag. */
  const track = useCallback(<T>(work: Promise<T>): Promise<T> => {
    setInFlight((n) => n + 1);
    return work.finally(() => setInFlight((n) => n - 1));
  }, []);

  /** A saving call, after every earlier one has answered. */
  const run = useCallback(
    <T>(call: () => Promise<T>): Promise<T> => {
      const next = queue.current.then(call);
      queue.current = next.catch(() => undefined);
      return track(next);
    },
    [track],
  );

  /** The server's cart replaces ours, except for item changes still waiting to be sent. */
  const apply = useCallback((answer: CartContentResponse) => {
    contentRef.current = answer;
    setContent(answer);
    setItems(
      answer.cartItems.map((item) => {
        const waiting = itemPatches.current.get(item.id);
        return waiting ? { ...item, ...waiting } : item;
      }),
    );
    setCartCount(answer.itemcount);
    if (answer.couponMsg && answer.couponMsg !== lastCouponMsg.current) notify(answer.couponMsg, 'danger');
    lastCouponMsg.current = answer.couponMsg;
  }, []);

  /** After a refused save: show why, and read the cart again so the page shows what is true. */
  const refused = useCallback(
    (err: unknown) => {
      notify(messageOf(err), 'danger');
      void track(getJson<CartContentResponse>('/v1/cart/content'))
        .then(apply)
        .catch((again: unknown) => {
          // Spec §4: a cart that is gone is a 404 page.
          if (again instanceof ApiError && again.status === 404) window.location.assign('/404');
          else notify(CONTENT_FAILED, 'danger');
        });
    },
    [apply, track],
  );

  // ------------------------------------------------------------------ items

  const sendItem = useCallback(
    (id: number) => {
      const timer = itemTimers.current.get(id);
      if (timer) clearTimeout(timer);
      itemTimers.current.delete(id);
      const patch = itemPatches.current.get(id);
      if (!patch) return Promise.resolve();
      return run(() => {
        // Read at the moment of sending: later edits to the same item ride along.
        const latest = itemPatches.current.get(id) ?? patch;
        itemPatches.current.delete(id);
        return postJson<CartContentResponse>('/v1/cart/updateItem', { item: { id, ...latest } });
      }).then(apply, refused);
    },
    [apply, refused, run],
  );

  const editItem = useCallback(
    (id: number, patch: ItemPatch, opts: { now?: boolean } = {}) => {
      itemPatches.current.set(id, { ...itemPatches.current.get(id), ...patch });
      setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
      const old = itemTimers.current.get(id);
      if (old) clearTimeout(old);
      if (opts.now) return sendItem(id);
      itemTimers.current.set(
        id,
        setTimeout(() => void sendItem(id), ITEM_SAVE_MS),
      );
      return Promise.resolve();
    },
    [sendItem],
  );

  const removeItem = useCallback(
    (sku: string) =>
      run(async () => {
        const gone = await postJson<{ itemcount: number; datalayer_ga4: unknown }>('/v1/cart/remove', { sku });
        pushDataLayer(gone.datalayer_ga4);
        return getJson<CartContentResponse>('/v1/cart/content');
      }).then(apply, refused),
    [apply, refused, run],
  );

  // ------------------------------------------------------------------ details

  const sendBasic = useCallback(() => {
    if (basicTimer.current) clearTimeout(basicTimer.current);
    basicTimer.current = null;
    return run(() => {
      const f = formRef.current;
      return postJson<CartContentResponse>('/v1/cart/updateBasic', {
        cart: {
          firstname: f.firstname,
          lastname: f.lastname,
          company: f.company,
          email: f.email,
          mobile: f.mobile,
          address: f.address,
          // The zip is saved by its own call; here only once the server has taken it.
          ...(f.zip && f.zip === contentRef.current.cart.zip ? { zip: f.zip } : {}),
          baddress: f.useSameAddress ? '' : f.baddress,
          comment: f.comment,
          agree_terms: f.agreeTerms ? 1 : 0,
          newsletter: f.newsletter ? 1 : 0,
        },
        useSameAddress: f.useSameAddress ? 1 : 0,
      });
    }).then(apply, refused);
  }, [apply, refused, run]);

  const setForm = useCallback(
    (patch: Partial<CustomerForm>) => {
      formRef.current = { ...formRef.current, ...patch };
      setFormState(formRef.current);
      if (basicTimer.current) clearTimeout(basicTimer.current);
      basicTimer.current = setTimeout(() => void sendBasic(), BASIC_SAVE_MS);
    },
    [sendBasic],
  );

  /** A zip of exactly four characters is the delivery zip: saved, remembered a year, reported. */
  const setZip = useCallback(
    (zip: string) => {
      const before = formRef.current.zip;
      if (zip.length !== 4 || zip === before) return;
      formRef.current = { ...formRef.current, zip };
      setFormState(formRef.current);
      void run(() => postJson<CartContentResponse>('/v1/cart/zip', { zip })).then(
        (answer) => {
          rememberZip(zip);
          apply(answer);
          if (answer.cartItems.length > 0) pushCheckoutEvent('add_shipping_info', answer, { shipping_tier: `ZIPCODE ${zip}` });
        },
        (err: unknown) => {
          // A postcode we cannot deliver to is not kept: the shopper picks again.
          if (formRef.current.zip === zip) {
            formRef.current = { ...formRef.current, zip: before };
            setFormState(formRef.current);
          }
          refused(err);
        },
      );
    },
    [apply, refused, run],
  );

  // ------------------------------------------------------------------ coupon

  const applyCoupon = useCallback(
    (code: string) =>
      run(() => postJson<CartContentResponse>('/v1/cart/updateBasic', { cart: { coupon: code } })).then((answer) => {
        lastCouponMsg.current = '';
        apply(answer);
        if (!answer.couponMsg && answer.cart.coupon) notify('Your promo code has been applied', 'success');
        return answer;
      }, (err: unknown) => {
        refused(err);
        return null;
      }),
    [apply, refused, run],
  );

  // ------------------------------------------------------------------ payment

  const sendPayment = useCallback(() => {
    if (paymentTimer.current) clearTimeout(paymentTimer.current);
    paymentTimer.current = null;
    return run(() => {
      const code = methodRef.current;
      const m = contentRef.current.pMethods.find((p) => p.code === code);
      const payments = m ? [{ gateway: m.code, name: m.name, amount: contentRef.current.cart.grandtotal }] : [];
      return postJson<CartContentResponse>('/v1/cart/updatePayment', { payments });
    }).then(apply, (err: unknown) => {
      setPaymentError(messageOf(err));
      refused(err);
    });
  }, [apply, refused, run]);

  /** Spec §4: ask first whether the method can pay the grand total; then keep it. */
  const chooseMethod = useCallback(
    (code: string) => {
      const before = methodRef.current;
      const m = contentRef.current.pMethods.find((p) => p.code === code);
      if (!m) return;
      methodRef.current = code;
      setMethod(code);
      setPaymentError('');
      void run(() => postJson<{ success: boolean }>('/v1/cart/checkPayment', { code, amount: contentRef.current.cart.grandtotal })).then(
        () => {
          if (paymentTimer.current) clearTimeout(paymentTimer.current);
          paymentTimer.current = setTimeout(() => void sendPayment(), PAYMENT_SAVE_MS);
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
    [run, sendPayment],
  );

  // ------------------------------------------------------------------ before completing

  /** Sends every change still waiting, including a payment method chosen but not yet kept. */
  const flush = useCallback(async () => {
    for (const id of [...itemPatches.current.keys()]) void sendItem(id);
    if (basicTimer.current) void sendBasic();
    if (paymentTimer.current || (methodRef.current && methodRef.current !== savedMethodOf(contentRef.current))) void sendPayment();
    // Wait until the queue is quiet (a save may have queued another behind it).
    let last: Promise<unknown> | null = null;
    while (last !== queue.current) {
      last = queue.current;
      await last;
    }
  }, [sendBasic, sendItem, sendPayment]);

  // Timers do not outlive the page.
  useEffect(
    () => () => {
      for (const t of itemTimers.current.values()) clearTimeout(t);
      if (basicTimer.current) clearTimeout(basicTimer.current);
      if (paymentTimer.current) clearTimeout(paymentTimer.current);
    },
    [],
  );

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
    }),
    [items.length, form, method],
  );

  return {
    content,
    items,
    form,
    method,
    paymentError,
    busy: inFlight > 0,
    checkoutForm,
    track,
    editItem,
    removeItem,
    setForm,
    setZip,
    applyCoupon,
    chooseMethod,
    flush,
  };
}

export type CartPageState = ReturnType<typeof useCartPage>;
