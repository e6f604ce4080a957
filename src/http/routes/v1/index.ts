// The storefront JSON API under /v1. Each capability registers its routes here.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { registerCatalogRoutes } from './catalog.tsx';

export async function registerV1Routes(api: FastifyInstance, services: Services) {
  api.get('/csrf', async (req) => ({ token: req.csrfToken() }));
  await registerCatalogRoutes(api, services);
}
