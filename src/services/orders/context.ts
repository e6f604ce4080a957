// What the after-the-sale parts share: the database, a clock and New Zealand's calendar, the payment
// gateway (Pay Now on a card line opens its hosted page) and the hook run when an order is paid.
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../integrations/payments/index.ts';

/**
 * Run in the payment's transaction when an order is paid, for what other capabilities do then (the
 * POS credits a salesperson's sent cart). Wired in services/index.ts so the order's writers import none of them.
 */
export type OrderPaid = (
  tx: Database,
  order: { orderId: number; userId: number | null; email: string; at: Date },
) => Promise<unknown>;

/**
 * The detail's document links (an order's invoice, pro-forma and labels; a quote's print), from
 * services/documents, handed in by services/index.ts: documents draw quotes with the POS cart, which
 * asks orders to write its orders, so orders may not ask documents.
 */
export type DocumentLinks = (
  orderNo: string,
  kind: 'order' | 'quote',
) => Promise<{ printUrl: string; proFormaUrl: string; printLabelUrl: string; sendToUrl: string }>;

export interface OrderContext {
  db: Database;
  now(): Date;
  /** Today in New Zealand (YYYY-MM-DD): quotes expire and count their days by it. */
  today(): string;
  paymentGateway: PaymentGateway;
  orderPaid: OrderPaid;
  documentLinks: DocumentLinks;
}
