// POST /v1/cart/complete (storefront spec §7) and GET /v1/order/result/:orderNo, the data of the page
// the shopper lands on back from the payment page. Thin: parse, ask the checkout service, reply.
import type { FastifyInstance } from 'fastify';
import { cartCompleteRequest } from '../../../contract/cart.ts';
import type { Database } from '../../../db/client.ts';
import { identifyShopper } from '../../../services/cart/lookup.ts';
import { CartRefusal } from '../../../services/cart/refusal.ts';
import { CheckoutRefusal, type CheckoutService } from '../../../services/checkout/checkout.service.ts';
import { HttpError, notFound } from '../../http-error.ts';

export interface CheckoutRouteServices {
  db: Database;
  checkout: CheckoutService;
}

const ORDER_NO = /^[A-Za-z0-9-]{1,40}$/;

export async function registerCheckoutRoutes(api: FastifyInstance, services: CheckoutRouteServices) {
  api.post('/cart/complete', async (req, reply) => {
    const body = cartCompleteRequest.parse(req.body ?? {});
    const ident = await identifyShopper(services.db, req.sessionId());
    reply.header('cache-control', 'no-store');
    try {
      const started = await services.checkout.complete(ident, {
        token: body['g-recaptcha-response'],
        // Where the shopper reached us (behind a proxy: its X-Forwarded-* headers; trustProxy is on).
        origin: `${req.protocol}://${req.host}`,
        remoteIp: req.ip,
      });
      // The cart became an order: the header's counter (cookie cart_count) goes back to 0.
      return { ...started, itemcount: 0 };
    } catch (err) {
      throw asHttpError(err);
    }
  });

  api.get<{ Params: { orderNo: string } }>('/order/result/:orderNo', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const sessionId = req.existingSessionId();
    // No session, no order of theirs: and no session is made just to say so.
    if (!sessionId || !ORDER_NO.test(req.params.orderNo)) throw notFound('Order not found');
    const result = await services.checkout.orderResult(req.params.orderNo, await identifyShopper(services.db, sessionId));
    if (!result) throw notFound('Order not found');
    return result;
  });
}

function asHttpError(err: unknown): unknown {
  if (err instanceof CheckoutRefusal) return new HttpError(err.status, err.msg, err.extra);
  if (err instanceof CartRefusal) return new HttpError(err.status, err.message);
  return err;
}
