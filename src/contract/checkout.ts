// The storefront checkout's answers: POST /v1/cart/complete and GET /v1/order/result/{orderNo}, the
// page the shopper lands on back from the payment page.

/** POST /v1/cart/complete: where the browser goes to pay, and how (a form POST or a plain GET). */
export interface CartCompleteResponse {
  success: true;
  orderNo: string;
  redirect: string;
  params: Record<string, string>;
  method: 'POST' | 'GET';
  /** The cart became an order: the header's counter goes back to 0. */
  itemcount: number;
}

export interface OrderResultItem {
  sku: string;
  name: string;
  qty_ordered: number;
  each_price_inc: string;
  group_code: number;
}

/** An order as its history card shows it, money as decimal strings. */
export interface OrderSummary {
  order_no: string;
  status: string;
  nztime: string;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  shipping_address: string;
  items: OrderResultItem[];
  subtotal_inc: string;
  shipping_cost: string;
  assembly_cost: string;
  rubbish_cost: string;
  total_discount: string;
  grandtotal: string;
  total_tax: string;
}

/** Google Analytics 4 `purchase` event parameters. */
export interface PurchaseEvent {
  transaction_id: string;
  value: number;
  tax: number;
  shipping: number;
  currency: 'NZD';
  coupon: string;
  items: { item_id: string; item_name: string; price: number; quantity: number; index: number }[];
}

export interface OrderResult {
  success: true;
  order: OrderSummary;
  paid: boolean;
  declined: boolean;
  /** Still waiting for the provider's word. */
  pending: boolean;
  /** Why it was not paid, for the shopper; '' when paid or pending. */
  reason: string;
  /** Only once paid, so the purchase is reported once per order and never for a decline. */
  purchaseEvent: PurchaseEvent | null;
}
