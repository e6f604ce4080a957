// Taking stock now: POST /pos/order/updateQTYTaken/. (Issue 12, to build.)
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';

export async function registerOrderDispatchRoutes(_pos: FastifyInstance, _services: Services) {}
