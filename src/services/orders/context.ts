// What the after-the-sale parts share: the database, a clock and New Zealand's calendar, the payment
// gateway (Pay Now on a card line opens its hosted page) and the hook run when an order is paid.
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../integrations/payments/index.ts';
import type { OrderPaid } from '../checkout/checkout.service.ts';

export interface OrderContext {
  db: Database;
  now(): Date;
  /** Today in New Zealand (YYYY-MM-DD): quotes expire and count their days by it. */
  today(): string;
  paymentGateway: PaymentGateway;
  orderPaid: OrderPaid;
}
