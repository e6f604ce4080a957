// The words of the checkout's refusals (thrown as a Refusal, src/domain/refusal.ts).

export const ALREADY_PAID_MESSAGE = 'This order is already being paid';
export const PAYMENT_START_FAILED_MESSAGE =
  'Sorry, we could not reach the payment provider. Nothing has been charged and your cart is as it was - please try again.';
