// The POS checkout's customer and summary fields, the coupon, the bound customer, and the sub-items'
// delivery tags and notes. Edits show at once and are saved 300 ms after the
// typing stops; an action first sends what is still waiting (flush), so nothing is completed from a
// half-saved form.
import { useCallback, useRef } from 'react';
import type { SubItemNotes } from '../components/checkout/types.ts';
import { api } from '../../common/lib/api.ts';
import { notify } from '../../common/lib/notices.ts';
import { type PosBasicForm, updateBasicBody } from '../lib/pos-checkout.ts';
import { BASIC, CartGone, type PosCartCore } from './usePosCart.ts';

export const BASIC_SAVE_MS = 300;
export const CUSTOMER_SELECT_FAILED = 'customer selecting fail';
/** Sub-items' tags and notes wait under `${SUB_ITEM}${itemId}|${sku}`. */
const SUB_ITEM = 'sub-item:';

export function usePosDetails(core: PosCartCore) {
  const { saves, dialog, orderNo, dataRef, formRef, editForm, fetchCart, refused, refusedAfterReload, run } = core;
  const { enqueue } = saves;
  const basicFailed = useRef(false);
  // The last updateBasic with its aftermath (the reload and alert after a refusal).
  const basicSaving = useRef<Promise<boolean>>(Promise.resolve(true));

  // ------------------------------------------------------------------ sub-items' delivery tags and notes

  /** updateItem with the sub-item's tags and notes, 300 ms after its last change; a later change replaces a waiting one. */
  const updateSubItem = useCallback(
    (itemId: number, change: SubItemNotes) => {
      saves.later(`${SUB_ITEM}${itemId}|${change.sku}`, BASIC_SAVE_MS, () => {
        void run(() => api('pos.cart.updateItem', { orderNo, item: { id: itemId, subItems: [change] } }));
      });
    },
    [orderNo, run, saves],
  );

  // ------------------------------------------------------------------ customer and summary fields

  /** updateBasic with the form as it is when the call goes out; then the cart again for its new figures. */
  const sendBasic = useCallback(
    (opts: { coupon?: string } = {}): Promise<boolean> => {
      saves.cancel(BASIC);
      const saving = enqueue(async () => {
        const answer = await api(
          'pos.cart.updateBasic',
          updateBasicBody(formRef.current, dataRef.current, orderNo, opts),
        );
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
    [dataRef, enqueue, fetchCart, formRef, orderNo, refused, refusedAfterReload, saves],
  );

  const setForm = useCallback(
    (patch: Partial<PosBasicForm>) => {
      editForm(patch);
      saves.later(BASIC, BASIC_SAVE_MS, () => void sendBasic());
    },
    [editForm, saves, sendBasic],
  );

  /** Sends the edits still waiting and waits for every call; false when the last save was refused. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (saves.isWaiting(BASIC)) void sendBasic();
    saves.sendWaiting(SUB_ITEM);
    await basicSaving.current;
    await saves.quiet();
    return !basicFailed.current;
  }, [saves, sendBasic]);

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

  /** GET /pos/cus-select binds the customer (with `?orderNo=` when editing a quote) to the cart (the quote's when editing one), whose details then come from the customer. */
  const selectCustomer = useCallback(
    async (customerId: number): Promise<boolean> => {
      if (!(await flush())) return false;
      try {
        await enqueue(() =>
          api('pos.customers.select', { customerId: String(customerId), orderNo: orderNo ?? undefined }),
        );
      } catch {
        dialog.alert({ message: CUSTOMER_SELECT_FAILED }).catch(() => {});
        return false;
      }
      await enqueue(() => fetchCart({ syncForm: true })).catch(refused);
      return true;
    },
    [dialog, enqueue, fetchCart, flush, orderNo, refused],
  );

  /** Clear Customer: GET /pos/cus-clear/ unbinds the customer and empties their details from the form. */
  const clearCustomer = useCallback(async (): Promise<boolean> => {
    if (!(await flush())) return false;
    try {
      await enqueue(() => api('pos.customers.clear', { orderNo: orderNo ?? undefined }));
    } catch (err) {
      return refusedAfterReload(err);
    }
    await enqueue(() => fetchCart({ syncForm: true })).catch(refused);
    return true;
  }, [enqueue, fetchCart, flush, orderNo, refused, refusedAfterReload]);

  return { updateSubItem, setForm, flush, applyCoupon, removeCoupon, selectCustomer, clearCustomer };
}

export type PosDetails = ReturnType<typeof usePosDetails>;
