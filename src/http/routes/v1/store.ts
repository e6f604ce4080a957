// Places for the cart page: the shop's locations, NZ suburbs for the delivery
// address, and street addresses when a provider is configured. Thin, like every route.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';

export async function registerStoreRoutes(api: FastifyInstance, { cart }: Services) {
  route(api, 'store.locations', async (q, req) => {
    const [locations, location] = await Promise.all([
      cart.locations({ physical: q.physical, collect: q.collect, website: q.website, thirdParty: q.third_party }),
      cart.branch(req.existingSessionId()),
    ]);
    return { success: true, locations, location };
  });

  route(api, 'store.suburbs', async ({ term }) => ({ success: true, suburbs: await cart.suburbs(term) }));

  // Our own call (the shop's pages had none): the street-address picker's source. Without a provider it answers
  // addresses: null, and the page keeps the address as typed.
  route(api, 'store.addresses', async ({ term }) => ({
    success: true,
    provider: cart.addressProvider,
    addresses: await cart.suggestAddresses(term),
  }));
}
