// Payments on an order (the order detail's payment panel): POST /pos/order/updatePayment keeps the
// order's unpaid lines as the panel has them; POST /pos/pay-order/ is Pay Now (or Approve Refund) on one
// line; POST /pos/order/refund is a manager's refund of a paid line. The staff
// guard has answered 401 without a staff session and the route table's schema 422 for a bad body.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { type RouteConfig, route } from '../../route.ts';
import { signedIn } from './guard.ts';

export async function registerOrderPaymentRoutes(
  pos: FastifyInstance,
  { orders }: Services,
  { publicUrl }: Pick<RouteConfig, 'publicUrl'>,
) {
  route(pos, 'pos.order.updatePayment', async ({ orderNo, payments }, req) => {
    return orders.updatePayment(signedIn(req).id, orderNo, payments);
  });

  route(pos, 'pos.order.pay', async ({ pId, orderNo, reference }, req, reply) => {
    reply.header('cache-control', 'no-store');
    return orders.payOrder({
      pId,
      orderNo,
      reference,
      staffId: signedIn(req).id,
      // The payment page returns the browser and notifies us there: the configured origin, never the
      // request's Host.
      origin: publicUrl,
    });
  });

  route(pos, 'pos.order.refund', async ({ orderNo, pId, amount, approval }, req) => {
    return orders.refund({ orderNo, pId, amount, approval, staffId: signedIn(req).id });
  });
}
