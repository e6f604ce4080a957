// The order and quote lists and their row actions: POST /pos/order-list, GET /pos/quote-del/,
// /pos/order-cancel/, /pos/order-restore/, POST /pos/update-quote-expiry-date. To be built (issue 11).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';

export async function registerOrderListRoutes(_pos: FastifyInstance, _services: Services) {}
