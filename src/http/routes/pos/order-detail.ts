// The order detail page's calls: GET /pos/{order,quote}-info/, /pos/check-allocation/, POST
// /pos/order-to-quote/, /pos/order/noDeposit, /pos/update-cus-by-order/, /pos/order/markGaSent
// (services/orders/detail.ts). The staff guard has already answered 401 without a staff session; the
// route table's schema has answered a bad body with 422. The two GETs change nothing: no token needed.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { type RouteConfig, route } from '../../route.ts';
import { signedIn } from './guard.ts';

export async function registerOrderDetailRoutes(
  pos: FastifyInstance,
  { orders }: Services,
  _config: Pick<RouteConfig, 'publicUrl'>,
) {
  route(pos, 'pos.order.info', async ({ orderNo }) => orders.info(orderNo, 'order'));
  route(pos, 'pos.quote.info', async ({ orderNo }) => orders.info(orderNo, 'quote'));
  route(pos, 'pos.order.checkAllocation', async ({ orderNo }) => orders.checkAllocation(orderNo));
  route(pos, 'pos.order.toQuote', async ({ orderno }, req) => orders.toQuote(signedIn(req), orderno));
  route(pos, 'pos.order.noDeposit', async ({ orderNo, approval }, req) =>
    orders.noDeposit(signedIn(req), orderNo, approval),
  );
  route(pos, 'pos.order.updateCustomer', async ({ orderno }) => orders.updateCustomer(orderno));
  route(pos, 'pos.order.markGaSent', async ({ orderNo }) => orders.markGaSent(orderNo));
}
