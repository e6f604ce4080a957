// The hearts. Pages are cached for everyone, so a card cannot know whether its product is
// on this shopper's wishlist: after load the page reads `wishitems` from GET /v1/cart/content (once
// per page load) and fills the hearts, as the cart counter is set after load (shop/lib/cart.ts). Cards
// added later (Show Me More, another page of the app) are filled as they appear.
// The toggle (POST /v1/wishlist/toggle): not signed in asks for sign-in (shop/lib/login-modal.ts); ADD
// fills the heart with a success notice, DEL empties it with a warning notice.
import type { WishlistToggleResponse } from '../../../contract/account.ts';
import { pushDataLayer } from '../../common/lib/analytics.ts';
import { api } from '../../common/lib/api.ts';
import { openLoginModal } from './login-modal.ts';
import { notify } from '../../common/lib/notices.ts';

export const WISHLIST_FAILED = 'Something wrong. Please log out and retry';
export const WISHLIST_ADDED = 'Added to your wishlist';
export const WISHLIST_REMOVED = 'Removed from your wishlist';
export const WISHLIST_SIGN_IN = 'Sign in to keep a wishlist';
/** Fired after each ADD or DEL (detail: sku, action), for a page that lists the wishlist. */
export const WISHLIST_EVENT = 'kauri:wishlist';

export interface WishlistChange {
  sku: string;
  action: 'ADD' | 'DEL';
}

/** The skus whose hearts are filled; null until the first answer. */
let wished: Set<string> | null = null;
let loading: Promise<void> | null = null;

function paintHeart(button: HTMLElement) {
  const sku = button.dataset.wishlist ?? '';
  const on = wished?.has(sku) ?? false;
  if (button.getAttribute('aria-pressed') !== String(on)) button.setAttribute('aria-pressed', String(on));
}

/** Fills or empties every heart under `root` from what the page knows. */
export function paintHearts(root: ParentNode = document) {
  if (!wished) return;
  for (const b of root.querySelectorAll<HTMLElement>('[data-wishlist]')) paintHeart(b);
}

/** Reads the wishlist once per page load (the cart content call answers it). */
export function loadWishlist(): Promise<void> {
  loading ??= api('cart.content')
    .then((content) => {
      wished = new Set(content.wishitems);
      paintHearts();
    })
    .catch(() => {
      // Hearts stay empty; a toggle still works and says what went wrong.
      loading = null;
    });
  return loading;
}

/** Whether the heart of `sku` is filled now. */
export const isWished = (sku: string) => wished?.has(sku) ?? false;

/**
 * POST /v1/wishlist/toggle and everything the page shows for it. Answers the server's answer, or null
 * when it failed (a danger notice says so).
 */
export async function toggleWishlist(
  sku: string,
  opts: { fromCart?: boolean } = {},
): Promise<WishlistToggleResponse | null> {
  let res: WishlistToggleResponse;
  try {
    res = await api('wishlist.toggle', { sku, cart: opts.fromCart ? 1 : 0 });
  } catch {
    notify(WISHLIST_FAILED, 'danger');
    return null;
  }
  if (res.login === 0) {
    openLoginModal({ reason: WISHLIST_SIGN_IN });
    return res;
  }
  wished ??= new Set();
  if (res.action === 'ADD') {
    wished.add(sku);
    pushDataLayer(res.datalayer_ga4);
    notify(WISHLIST_ADDED, 'success');
  } else {
    wished.delete(sku);
    notify(WISHLIST_REMOVED, 'warning');
  }
  paintHearts();
  window.dispatchEvent(
    new CustomEvent<WishlistChange>(WISHLIST_EVENT, { detail: { sku, action: res.action ?? 'DEL' } }),
  );
  return res;
}

/**
 * Fills hearts as cards appear; answers the function that stops watching. The wishlist is read only
 * once a page shows a heart, so pages without cards (the cart, the POS) make no call for it.
 */
export function watchHearts(): () => void {
  const hasHeart = (root: ParentNode) => root.querySelector('[data-wishlist]') !== null;
  if (hasHeart(document)) void loadWishlist();
  const observer = new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const heart = node.matches('[data-wishlist]');
        if (!wished) {
          if (heart || hasHeart(node)) void loadWishlist();
          continue;
        }
        if (heart) paintHeart(node);
        paintHearts(node);
      }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
