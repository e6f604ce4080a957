// Paying a quote online (specs/storefront.md "Pay quote"): the page /quote/{orderNo}/pay?t={token}
// reached from the quote email and the printed quote, and POST /v1/quote/pay. `t` is the link's signed
// token (services/pos-cart/quote-link.ts, kind 'pay'): only whoever holds the mailed link can pay;
// `token` is the human check's, as every storefront form sends it.
import { z } from 'zod';
import type { PaymentMethod } from './cart.ts';
import type { PrintableQuote } from './quote.ts';

export const quotePayRequest = z.object({
  orderNo: z.string().max(40),
  t: z.string().max(100).optional().default(''),
  payment: z.string().max(40).optional().default(''),
  comment: z.string().max(2000).optional().default(''),
  /** The terms ticked: 1 or true. */
  agree: z
    .union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')])
    .optional()
    .default(false),
  token: z.string().max(5000).optional().default(''),
});

/** The browser posts `params` to `redirect` (or, with method GET, goes there), as after COMPLETE PURCHASE. */
export interface QuotePayResponse {
  success: true;
  orderNo: string;
  redirect: string;
  params: Record<string, string>;
  method: 'POST' | 'GET';
}

/** payable: the form; paying: a payment page is open; paid; expired; closed (no longer payable online). */
export type QuotePayState = 'payable' | 'paying' | 'paid' | 'expired' | 'closed';

/** The pay page's data. */
export interface QuotePayPage {
  state: QuotePayState;
  /** What the page says when there is no form ('' when payable). */
  message: string;
  /** The last online payment of this quote was declined: the provider's words ('' otherwise). */
  declined: string;
  quote: PrintableQuote;
  grandTotal: string;
  /** The storefront's methods that can take the quote's grand total, as the cart lists them. */
  methods: (PaymentMethod & { isDefault: boolean })[];
}
