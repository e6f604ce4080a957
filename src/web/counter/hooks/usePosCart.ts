// The POS checkout page's cart as /pos/cart/get last answered, the customer and summary form beside
// it, and how a call's refusal is shown. Every call goes through the page's one
// queue (common/hooks/useSaveQueue.ts); `run` is the tabs' way to make a call and read the cart after it.
import { useCallback, useRef, useState } from 'react';
import type { PosCartResponse } from '../../../contract/pos-cart.ts';
import type { PopDialogApi } from '../components/PopDialog.tsx';
import type { PosCheckoutTabProps } from '../components/checkout/types.ts';
import { api, ApiError } from '../../common/lib/api.ts';
import { notify } from '../../common/lib/notices.ts';
import { type PosBasicForm, basicFormOf } from '../lib/pos-checkout.ts';
import type { SaveQueue } from '../../common/hooks/useSaveQueue.ts';

export const SOMETHING_WRONG = 'Something went wrong. Please try again.';
/** The key under which the customer and summary form waits for its pause. */
export const BASIC = 'basic';

/** /pos/cart/get answered 404: the cart or quote is gone (the page goes to /404). */
export class CartGone extends Error {}

export const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : SOMETHING_WRONG);
const couponMsgOf = (v: unknown) =>
  typeof v === 'object' && v !== null && 'couponMsg' in v && typeof v.couponMsg === 'string' ? v.couponMsg : '';

export function usePosCart(initial: PosCartResponse, orderNo: string | null, saves: SaveQueue, dialog: PopDialogApi) {
  const [data, setData] = useState(initial);
  const [form, setFormState] = useState<PosBasicForm>(() => basicFormOf(initial));
  // After a completed order or a saved quote the page is on its way elsewhere: it stays busy.
  const [leaving, setLeaving] = useState(false);
  const dataRef = useRef(initial);
  const formRef = useRef(form);
  const { enqueue } = saves;

  /** The form as the salesperson edits it (saved by counter/hooks/usePosDetails.ts). */
  const editForm = useCallback((patch: Partial<PosBasicForm>) => {
    formRef.current = { ...formRef.current, ...patch };
    setFormState(formRef.current);
  }, []);

  /** The server's cart replaces ours; the form follows only when asked and nothing typed is waiting. */
  const apply = useCallback(
    (answer: PosCartResponse, opts: { syncForm?: boolean } = {}) => {
      dataRef.current = answer;
      setData(answer);
      if (opts.syncForm && !saves.isWaiting(BASIC)) {
        formRef.current = basicFormOf(answer);
        setFormState(formRef.current);
      }
    },
    [saves],
  );

  /** Reads the cart (inside a queued call). */
  const fetchCart = useCallback(
    async (opts: { syncForm?: boolean } = {}) => {
      try {
        apply(await api('pos.cart.get', { orderNo }), opts);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) throw new CartGone();
        throw err;
      }
    },
    [apply, orderNo],
  );

  /** A missing cart goes to /404; other failures show the server's words in an alert. */
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

  /** A refused customer save: the cart again, so the form shows what was kept, then the alert. */
  const refusedAfterReload = useCallback(
    async (err: unknown): Promise<false> => {
      try {
        await enqueue(() => reloadQuietly({ syncForm: true }));
        refused(err);
      } catch (again) {
        refused(again);
      }
      return false;
    },
    [enqueue, refused, reloadQuietly],
  );

  const run = useCallback<PosCheckoutTabProps['run']>(
    async <T>(call: () => Promise<T>, opts: { reload?: boolean } = {}) => {
      const reload = opts.reload !== false;
      try {
        const value = await enqueue(async () => {
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
    [enqueue, fetchCart, refused, reloadQuietly],
  );

  const reload = useCallback(async () => {
    await enqueue(() => fetchCart()).catch(refused);
  }, [enqueue, fetchCart, refused]);

  return {
    saves,
    dialog,
    orderNo,
    data,
    dataRef,
    form,
    formRef,
    leaving,
    setLeaving,
    editForm,
    apply,
    fetchCart,
    refused,
    reloadQuietly,
    refusedAfterReload,
    run,
    reload,
  };
}

export type PosCartCore = ReturnType<typeof usePosCart>;
