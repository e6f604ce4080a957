// The mattress builder's content for a bed size, and the sleep zone's next page of mattresses. Thin.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';

export async function registerMattressRoutes(api: FastifyInstance, { mattress }: Services) {
  route(api, 'mattress.builder', async ({ size, comfort }) => mattress.builder(size, comfort));
  route(api, 'mattress.items', async ({ page, uzip }) => mattress.items(page, uzip));
}
