// What the checkout's parts share: the database, the cart service's two entry points, the outside
// world (human check, payment gateway), the hold time, a clock and a log.
import type { Database } from '../../db/client.ts';
import type { HumanCheck } from '../../integrations/human-check/human-check.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';
import type { CartIdentity, PricedCart } from '../cart/cart.service.ts';
import type { ServiceLog } from '../log.ts';
import type { OrderPaid } from '../orders/orders.service.ts';

/** The cart service as the checkout uses it (src/services/cart). */
export interface CheckoutCart {
  /** The shopper's open cart, or null when they have none. */
  openCartId(db: Database, ident: CartIdentity): Promise<number | null>;
  /** The cart priced now, read with the caller's transaction handle, for `buyerId` (a coupon tied to a customer). */
  priceForCheckout(tx: Database, cartId: number, opts?: { buyerId?: number | null }): Promise<PricedCart>;
}

/** The request's log when a route passes one (src/services/log.ts). */
export type CheckoutLog = ServiceLog;

export type { OrderPaid } from '../orders/orders.service.ts';

export interface CheckoutContext {
  db: Database;
  cart: CheckoutCart;
  humanCheck: Pick<HumanCheck, 'verify'>;
  paymentGateway: PaymentGateway;
  /** Minutes a web order's stock stays held while the shopper pays. */
  holdMinutes: number;
  orderPaid: OrderPaid;
  now(): Date;
  log: CheckoutLog;
}

/** Inside db.transaction the handle is typed apart from the database; both speak the same queries. */
export function asDatabase(tx: unknown): Database {
  return tx as Database;
}
