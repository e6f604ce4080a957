// The cart page's cart as the server last answered it, and the items' own edits (/v1/cart/content,
// updateItem, remove). Each answer is the whole cart: its figures replace ours, while quantities
// and delivery choices not yet sent are never overwritten. Item edits wait 300 ms, per item.
import { useCallback, useRef, useState } from 'react';
import type { CartContentResponse, ShopperCartItem } from '../../../contract/cart.ts';
import { pushCartAnswer } from '../../common/lib/analytics.ts';
import { api, ApiError } from '../../common/lib/api.ts';
import { setCartCount } from '../lib/cart.ts';
import { notify } from '../../common/lib/notices.ts';
import { toggleWishlist } from '../lib/wishlist.ts';
import type { SaveQueue } from '../../common/hooks/useSaveQueue.ts';

export const ITEM_SAVE_MS = 300;
export const CONTENT_FAILED = 'Something wrong. Please log out and retry';

export type ItemPatch = Partial<Pick<ShopperCartItem, 'qty' | 'shipmethod' | 'pick_location'>>;
export type CartItemView = ShopperCartItem & { pick_address?: string; pick_name?: string };

export const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : CONTENT_FAILED);

const itemKey = (id: number) => `item:${id}`;

export function useCartCore(initial: CartContentResponse, saves: SaveQueue) {
  const [content, setContent] = useState(initial);
  const [items, setItems] = useState<CartItemView[]>(initial.cartItems);
  const contentRef = useRef(content);
  const itemPatches = useRef(new Map<number, ItemPatch>());
  const lastCouponMsg = useRef(initial.couponMsg);

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
      void saves
        .count(api('cart.content'))
        .then(apply)
        .catch((again: unknown) => {
          // A cart that is gone is a 404 page.
          if (again instanceof ApiError && again.status === 404) window.location.assign('/404');
          else notify(CONTENT_FAILED, 'danger');
        });
    },
    [apply, saves],
  );

  const sendItem = useCallback(
    (id: number) => {
      saves.cancel(itemKey(id));
      const patch = itemPatches.current.get(id);
      if (!patch) return Promise.resolve();
      return saves
        .enqueue(() => {
          // Read at the moment of sending: later edits to the same item ride along.
          const latest = itemPatches.current.get(id) ?? patch;
          itemPatches.current.delete(id);
          return api('cart.updateItem', { item: { id, ...latest } });
        })
        .then(apply, refused);
    },
    [apply, refused, saves],
  );

  const editItem = useCallback(
    (id: number, patch: ItemPatch, opts: { now?: boolean } = {}) => {
      itemPatches.current.set(id, { ...itemPatches.current.get(id), ...patch });
      setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
      if (opts.now) return sendItem(id);
      saves.later(itemKey(id), ITEM_SAVE_MS, () => void sendItem(id));
      return Promise.resolve();
    },
    [saves, sendItem],
  );

  /** Sends every item edit still waiting. */
  const sendWaitingItems = useCallback(() => {
    for (const id of [...itemPatches.current.keys()]) void sendItem(id);
  }, [sendItem]);

  const removeItem = useCallback(
    (sku: string) =>
      saves
        .enqueue(async () => {
          const gone = await api('cart.remove', { sku });
          pushCartAnswer(gone);
          return api('cart.content');
        })
        .then(apply, refused),
    [apply, refused, saves],
  );

  /** Move to Wishlist: an ADD takes the line out of the cart (server side), then the cart reloads. */
  const moveToWishlist = useCallback(
    (sku: string) =>
      saves
        .enqueue(async () => {
          const res = await toggleWishlist(sku, { fromCart: true });
          return res?.action === 'ADD' ? api('cart.content') : null;
        })
        .then((answer) => answer && apply(answer), refused),
    [apply, refused, saves],
  );

  return {
    saves,
    content,
    items,
    contentRef,
    lastCouponMsg,
    apply,
    refused,
    editItem,
    removeItem,
    moveToWishlist,
    sendWaitingItems,
  };
}

export type CartPageCore = ReturnType<typeof useCartCore>;
