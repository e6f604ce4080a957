// The words of the refusals of payments on an order (the spec's own are in domain/pos-payments.ts), and
// how the order's history names a payment line.
import { formatNzd } from '../../domain/money.ts';

export const ORDER_NOT_EXIST = 'The order is not exist';
export const ORDER_LOCKED = 'This order is cancelled: restore it before taking payments';
export const WEB_ORDER_PAYING = 'The customer is paying for this order on the website';
export const PAID_LINE_KEPT = 'A paid payment cannot be deleted or changed';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const LINE_ALREADY_PAID = 'This payment has been paid already';
export const LINE_CANCELLED = 'This payment was cancelled: add a new payment';
export const LINE_AWAITING_CHECK = 'Check the status of this payment on the card terminal';
export const USE_TERMINAL = 'Take this payment on the card terminal';
export const CANNOT_PAY_HERE = 'This payment method cannot be paid here';
export const PAYMENT_RECEIVED = 'Payment received';
export const TO_PAYMENT_PAGE = 'Opening the payment page';

/** '$50.00 by Offline (ref INV-1)': a payment line as the order's history says it. */
export const lineWords = (amountCents: number, method: string, reference = '') =>
  `${formatNzd(amountCents)} by ${method}${reference.trim() ? ` (ref ${reference.trim()})` : ''}`;
