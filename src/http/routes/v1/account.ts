// The signed-in shopper's calls: POST /v1/wishlist/toggle (specs/storefront.md) and our
// /v1/account/... addresses for My Wishlist, My Details and the order history (docs/features.md). Private
// answers: never cached by anyone. The anti-forgery header is the session plugin's check, as on
// every /v1 POST.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { UZIP_COOKIE } from '../../../contract/cookies.ts';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';

const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export async function registerAccountRoutes(api: FastifyInstance, { wishlist, catalog }: Services) {
  route(api, 'wishlist.toggle', async ({ sku, cart }, req, reply) => {
    privately(reply);
    return wishlist.toggle(req.existingSessionId(), { sku, fromCart: cart });
  });

  route(api, 'account.wishlist', async (_input, req, reply) => {
    privately(reply);
    const ids = await wishlist.productIds(req.existingSessionId());
    if (ids === null) return { success: true as const, login: 0 as const, items: [] };
    return {
      success: true as const,
      login: 1 as const,
      items: await catalog.cardsOf(ids, req.cookies[UZIP_COOKIE]),
    };
  });

  route(api, 'account.details', async (_input, req, reply) => {
    privately(reply);
    return { success: true as const, details: await wishlist.details(req.existingSessionId()) };
  });

  route(api, 'account.saveDetails', async (input, req, reply) => {
    privately(reply);
    return { success: true as const, details: await wishlist.saveDetails(req.existingSessionId(), input) };
  });

  route(api, 'account.orders', async (_input, req, reply) => {
    privately(reply);
    return { success: true as const, orders: await wishlist.orders(req.existingSessionId()) };
  });
}
