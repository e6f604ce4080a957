// The order detail's payment panel. To be built (issue 11, payments).
import type { OrderInfoResponse } from '../../../../contract/pos-order-detail.ts';

export interface OrderPaymentsProps {
  /** The detail answer as loaded (order, pMethods, paidAmount, canPayCredit). */
  info: OrderInfoResponse;
  /** The panel changed the order's payments: the page reloads the answer (GET /pos/order-info/). */
  onChanged: (next?: OrderInfoResponse) => void;
}

export function OrderPayments(_props: OrderPaymentsProps) {
  return null;
}
