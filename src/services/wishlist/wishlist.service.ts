// The signed-in shopper's own things: the wishlist (the heart, Move to Wishlist, My
// Wishlist), My Details and the order history. Every call takes the browser's session id; the
// account is the session's (sessions.user_id), so nobody reads or changes another's.
import type { AccountDetails, HistoryOrder, WishlistToggleResponse } from '../../contract/account.ts';
import type { Database } from '../../db/client.ts';
import { Refusal } from '../../domain/refusal.ts';
import { identifyShopper } from '../cart/cart.service.ts';
import { type DetailsInput, readDetails, saveDetails } from './details.ts';
import { orderHistory } from './history.ts';
import { type ToggleAsk, toggleWishlist, wishlistProductIds } from './toggle.ts';

export { DETAIL_RULES } from './details.ts';
export type { DetailsInput } from './details.ts';

export const SIGN_IN_FIRST = 'Please sign in first';

export function createWishlistService(db: Database) {
  /** The signed-in account of this session, or null. */
  async function userOf(sessionId: string | null): Promise<number | null> {
    if (!sessionId) return null;
    return (await identifyShopper(db, sessionId)).userId;
  }
  async function mustUser(sessionId: string | null): Promise<number> {
    const userId = await userOf(sessionId);
    if (userId === null) throw new Refusal(401, SIGN_IN_FIRST);
    return userId;
  }

  return {
    userOf,
    /** POST /v1/wishlist/toggle */
    toggle: (sessionId: string | null, ask: ToggleAsk): Promise<WishlistToggleResponse> =>
      toggleWishlist(db, sessionId, ask),
    /** The products on the list, newest first; null when not signed in. */
    async productIds(sessionId: string | null): Promise<number[] | null> {
      const userId = await userOf(sessionId);
      return userId === null ? null : wishlistProductIds(db, userId);
    },
    /** My Details; 401 when not signed in. */
    async details(sessionId: string | null): Promise<AccountDetails> {
      const details = await readDetails(db, await mustUser(sessionId));
      if (!details) throw new Refusal(401, SIGN_IN_FIRST);
      return details;
    },
    async saveDetails(sessionId: string | null, input: DetailsInput): Promise<AccountDetails> {
      const details = await saveDetails(db, await mustUser(sessionId), input);
      if (!details) throw new Refusal(401, SIGN_IN_FIRST);
      return details;
    },
    /** The order history; 401 when not signed in. */
    async orders(sessionId: string | null): Promise<HistoryOrder[]> {
      return orderHistory(db, await mustUser(sessionId));
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
