// What the POS checkout page (counter/routes/pos.checkout.tsx, counter/hooks/usePosCheckout.ts) hands its tabs.
import type { CartLocation } from '../../../../contract/cart.ts';
import type { PosCartResponse } from '../../../../contract/pos-cart.ts';
import type { PopDialogApi } from '../PopDialog.tsx';

export interface PosCheckoutTabProps {
  /** The cart as /pos/cart/get last answered. */
  data: PosCartResponse;
  /** The quote being edited, or null for the salesperson's open cart. */
  orderNo: string | null;
  /** A call is pending: actions are blocked, so no edit crosses a save. */
  busy: boolean;
  /**
   * Runs one server call under the page's single updating state, then reloads the cart. A refusal
   * shows the server's message in an alert and resolves undefined; a 404 goes to /404.
   */
  run: <T>(call: () => Promise<T>, opts?: { reload?: boolean }) => Promise<T | undefined>;
  /** Reload the cart now. */
  reload: () => Promise<void>;
  /** Physical locations (GET /v1/store/getLocations?physical=1): stores, warehouses, depots. */
  locations: CartLocation[];
  dialog: PopDialogApi;
  /** Saves a sub-item's delivery tags and notes through updateItem, 300 ms after the last change (sent at once before an action). */
  updateSubItem: (itemId: number, change: SubItemNotes) => void;
}

/** One sub-item's delivery tags and notes as updateItem takes them. */
export interface SubItemNotes {
  sku: string;
  notes: string;
  delTags: string[];
}
