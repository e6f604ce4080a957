// The hosted card-payment page of a provider, behind one small interface: the checkout does not
// know which provider it talks to.
// `simulator` (default outside production) and `windcave` implement it.

export interface HostedPaymentRequest {
  orderNo: string;
  amountCents: number;
  currency: 'NZD';
  /** Absolute address the shopper's browser returns to when the provider is done. */
  returnUrl: string;
  /** Absolute address the provider posts its server-to-server notification to. */
  notifyUrl: string;
  email: string;
  description: string;
}

export interface HostedPaymentStart {
  /** Where the browser form-posts `params` (or, with method GET, simply navigates). */
  redirect: string;
  params: Record<string, string>;
  /**
   * POST (the default): a form post of `params`. GET: `redirect` is a complete address to navigate to
   * (Windcave's payment page), which also keeps the page's CSP `form-action 'self'` out of the way.
   */
  method?: 'POST' | 'GET';
  /** The provider's id of this payment session. */
  providerRef: string;
}

export interface PaymentOutcome {
  provider: string;
  /** Unique per notification; a second one with the same id is a replay. */
  notificationId: string;
  orderNo: string;
  providerRef: string;
  approved: boolean;
  amountCents: number;
  /** The provider's words when declined, for the shopper. */
  reason: string;
}

/** A provider's server-to-server call as it arrived. */
export interface NotificationInput {
  headers: Record<string, string | string[] | undefined>;
  /** The parsed body (JSON or form fields), or undefined when there was none. */
  body: unknown;
  /** The body exactly as sent, for signatures over it. */
  rawBody: string;
  /** Query-string fields: Windcave names the session there. */
  query?: Record<string, string | undefined>;
}

export interface RefundRequest {
  /** The provider's id of the payment session the money was taken by (its providerRef). */
  providerRef: string;
  amountCents: number;
  currency: 'NZD';
  orderNo: string;
  /**
   * Ours, one per refund line: asked again with the same key (a lost answer, Check Status), the
   * provider answers the refund it already made rather than making a second.
   */
  idempotencyKey: string;
}

export interface RefundOutcome {
  approved: boolean;
  /** The provider's id of the refund transaction (the line's reference once approved). */
  providerRef: string;
  /** The provider's words when declined, for staff. */
  reason: string;
}

/** The provider refused the refund before making one (not found, not refundable): nothing was given back. */
export class RefundRefused extends Error {}

export interface PaymentGateway {
  readonly name: string;
  startHostedPayment(req: HostedPaymentRequest): Promise<HostedPaymentStart>;
  /** A verified outcome, or null when the notification is forged, malformed or not for us. */
  verifyNotification(input: NotificationInput): Promise<PaymentOutcome | null>;
  /** Asks the provider for the outcome of a payment session (on the browser's return). */
  fetchOutcome?(providerRef: string): Promise<PaymentOutcome | null>;
  /**
   * Gives money back from an approved payment. Throws RefundRefused when the provider answered no,
   * and any other error when no answer came back (whether it refunded is then unknown: ask again
   * with the same idempotency key).
   */
  refund(req: RefundRequest): Promise<RefundOutcome>;
}
