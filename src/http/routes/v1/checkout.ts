// POST /v1/cart/complete and GET /v1/order/result/:orderNo, the data of the page
// the shopper lands on back from the payment page. Thin: the route table's schema has checked the
// request, the checkout service answers, and its refusals are the errors plugin's.
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { type RouteConfig, route } from '../../route.ts';

export type CheckoutRouteServices = Pick<Services, 'checkout' | 'shopperOf'>;

const ORDER_NO = /^[A-Za-z0-9-]{1,40}$/;

export async function registerCheckoutRoutes(
  api: FastifyInstance,
  { checkout, shopperOf }: CheckoutRouteServices,
  { publicUrl }: Pick<RouteConfig, 'publicUrl'>,
) {
  route(api, 'cart.complete', async (body, req, reply) => {
    const shopper = await shopperOf(req.sessionId());
    reply.header('cache-control', 'no-store');
    const started = await checkout.withLog(req.log).complete(shopper, {
      token: body['g-recaptcha-response'],
      // The payment page returns the shopper there and notifies us there: the configured origin, never
      // the request's Host or X-Forwarded-Host, or a client could send both anywhere.
      origin: publicUrl,
      remoteIp: req.ip,
    });
    // The cart became an order: the header's counter (cookie cart_count) goes back to 0.
    return { ...started, itemcount: 0 };
  });

  route(api, 'order.result', async ({ orderNo }, req, reply) => {
    reply.header('cache-control', 'no-store');
    const sessionId = req.existingSessionId();
    // No session, no order of theirs: and no session is made just to say so.
    if (!sessionId || !ORDER_NO.test(orderNo)) throw new Refusal(404, 'Order not found');
    const result = await checkout.withLog(req.log).orderResult(orderNo, await shopperOf(sessionId));
    if (!result) throw new Refusal(404, 'Order not found');
    return result;
  });
}
