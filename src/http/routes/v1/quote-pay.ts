// POST /v1/quote/pay {orderNo, t, payment, comment, agree, token} (specs/storefront.md): the quote
// becomes an order in place and the answer is its payment page, which the browser follows as after
// COMPLETE PURCHASE (web/common/components/cart/payment-page.ts). Thin: the link's token and the payment are
// the services' (services/index.ts quotePay, services/checkout/quote-pay.ts).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { type RouteConfig, route } from '../../route.ts';

export async function registerQuotePayRoutes(
  api: FastifyInstance,
  { quotePay, shopperOf }: Pick<Services, 'quotePay' | 'shopperOf'>,
  { publicUrl }: Pick<RouteConfig, 'publicUrl'>,
) {
  route(api, 'quote.pay', async (body, req, reply) => {
    reply.header('cache-control', 'no-store');
    // The payer's session owns the order's result page, where the payment page returns them.
    const payer = await shopperOf(req.sessionId());
    return quotePay.pay(
      payer,
      {
        orderNo: body.orderNo,
        t: body.t,
        payment: body.payment,
        comment: body.comment,
        agree: body.agree === true || body.agree === 1 || body.agree === '1',
        token: body.token,
        // The configured origin, never the request's Host (as cart.complete, checkout.ts).
        origin: publicUrl,
        remoteIp: req.ip,
      },
      req.log,
    );
  });
}
