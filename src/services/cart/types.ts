// What the cart service gives the checkout: the shopper's open cart, priced, read inside the
// checkout's own transaction. Written down first so both can be built side by side.
import type { CartTotals } from '../../domain/cart-pricing.ts';
import type { SubItemWays } from '../../domain/delivery-fee.ts';
import type { carts } from '../../db/schema-sales.ts';

/** Who is asking: the browser session, and the signed-in shopper if any. */
export interface CartIdentity {
  sessionId: string;
  userId: number | null;
}

export interface PricedComponent {
  variantId: number;
  sku: string;
  name: string;
  /** Units of this component in one unit of the bundle. */
  qty: number;
  groupCode: number;
}

export interface PricedLine {
  itemId: number;
  variantId: number;
  sku: string;
  name: string;
  qty: number;
  shipmethod: 'DEL' | 'PCK';
  pickLocation: string | null;
  retailCents: number;
  saleCents: number;
  eachCents: number;
  cbm: number;
  isHotDeal: boolean;
  isOnSale: boolean;
  /** A bundle's components (stock is held per component); empty for a single item. */
  components: PricedComponent[];
  etaText: string;
  /** POS: the sub-items' allocations, when any are saved; the delivery fee follows them. */
  subItems?: SubItemWays[];
}

export interface PricedCart {
  cart: typeof carts.$inferSelect;
  lines: PricedLine[];
  totals: CartTotals;
  /** The delivery zone code of the cart's zip, if known. */
  zoneCode: string | null;
  /** The island of the cart's zip ('North Island' / 'South Island'), if known. */
  island: string | null;
}
