// The hosted card-payment page of a provider, behind one small interface (ARCHITECTURE.md).
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
  /** Where the browser form-posts `params`. */
  redirect: string;
  params: Record<string, string>;
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

export interface PaymentGateway {
  readonly name: string;
  startHostedPayment(req: HostedPaymentRequest): Promise<HostedPaymentStart>;
  /** A verified outcome, or null when the notification is forged, malformed or not for us. */
  verifyNotification(input: { headers: Record<string, string | string[] | undefined>; body: unknown; rawBody: string }): Promise<PaymentOutcome | null>;
  /** Asks the provider for the outcome of a payment session (on the browser's return). */
  fetchOutcome?(providerRef: string): Promise<PaymentOutcome | null>;
}
