// The order detail page's calls: GET /pos/{order,quote}-info/, /pos/check-allocation/, POST
// /pos/order-to-quote/, /pos/order/noDeposit, /pos/update-cus-by-order/, /pos/order/markGaSent.
// To be built (issue 11).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import type { RouteConfig } from '../../route.ts';

export async function registerOrderDetailRoutes(
  _pos: FastifyInstance,
  _services: Services,
  _config: Pick<RouteConfig, 'publicUrl'>,
) {}
