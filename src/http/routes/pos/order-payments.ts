// Payments on an order: POST /pos/order/updatePayment and /pos/pay-order/. To be built (issue 11).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import type { RouteConfig } from '../../route.ts';

export async function registerOrderPaymentRoutes(
  _pos: FastifyInstance,
  _services: Services,
  _config: Pick<RouteConfig, 'publicUrl'>,
) {}
