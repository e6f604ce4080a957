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

  // Our own calls (the shop's pages had none): the street-address picker's source, and the picked address
  // with its postcode. Without a provider the first answers addresses: null and the page keeps the address
  // as typed; a provider that fails answers no suggestions (the shopper types on), its reason to the log.
  route(api, 'store.addresses', async ({ term, session }, req) => ({
    success: true,
    provider: cart.addressProvider,
    addresses: await cart.suggestAddresses(term, session).catch((err: unknown) => {
      req.log.warn({ err }, 'address lookup failed');
      return [];
    }),
  }));

  route(api, 'store.addressPlace', async ({ id, session }, req) => ({
    success: true,
    address: await cart.addressPlace(id, session, (err) => req.log.warn({ err }, 'address lookup failed')),
  }));
}
