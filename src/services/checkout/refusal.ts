// A checkout the shopper must be told "no" about, with the contract's status and the words the shopper is shown.
// Services know nothing of HTTP; the route turns this into the failure envelope.
export class CheckoutRefusal extends Error {
  constructor(
    readonly status: 404 | 409 | 422 | 502,
    readonly msg: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(msg);
  }
}

export const ALREADY_PAID_MESSAGE = 'This order is already being paid';
export const PAYMENT_START_FAILED_MESSAGE =
  'Sorry, we could not reach the payment provider. Nothing has been charged and your cart is as it was - please try again.';
