// The POS's own addresses of an order or a quote, as the pages link to them (src/web/routes.ts).

/** The detail page of an order, or of a quote (?type=quote: the page reads it as a quote). */
export const orderDetailHref = (orderNo: string, kind: 'order' | 'quote' = 'order') =>
  `/pos/order-detail/${encodeURIComponent(orderNo)}${kind === 'quote' ? '?type=quote' : ''}`;

/** A quote opened in the POS checkout to change it. */
export const quoteEditHref = (orderNo: string) => `/pos/quote-edit/${encodeURIComponent(orderNo)}`;
