// The POS calls that email a customer: POST /pos/quote/email-cus/ and POST /pos/cart/send-cart/. The
// shop's page sends send-cart with an empty body; `approval` is the PIN approval
// (docs/architecture.md, Staff access; types 'email_quote' and 'send_cart') both calls carry.
import { z } from 'zod';
import { quoteOrderNoField } from './pos-cart.ts';

const approval = z.string().max(200).optional();

/** POST /pos/quote/email-cus/ */
export const emailQuoteRequest = z.object({
  orderNo: z
    .union(
      [
        z.string().trim().min(1, 'Cart not found').max(40, 'Cart not found'),
        z.number().int().min(1).max(2_147_483_647),
      ],
      {
        message: 'Cart not found',
      },
    )
    .transform(String),
  approval,
});

/**
 * POST /pos/cart/send-cart/: the shop's page sends an empty body for the salesperson's open cart; a
 * quote's editor sends the quote's number, so the cart on its screen is the one sent.
 */
export const sendCartRequest = z.object({ approval, orderNo: quoteOrderNoField });

/** GET /cart/sent/{token}: what a sent cart's link carries (32 random bytes, base64url). */
export const sentCartToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

export interface PosMailResponse {
  success: true;
  msg: string;
}
