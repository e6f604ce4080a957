// Places for the cart page (storefront spec §7): the shop's locations, NZ suburbs for the delivery
// address, and street addresses when a provider is configured. Thin, like every route.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getLocationsQuery, suburbQuery } from '../../../contract/cart.ts';
import type { Services } from '../../../services/index.ts';
import { refused } from './cart.ts';

const addressQuery = z.object({ term: z.string().trim().min(3, 'Please type at least 3 characters').max(120) });

export async function registerStoreRoutes(api: FastifyInstance, { cart }: Services) {
  api.get('/store/getLocations', async (req) => {
    const q = getLocationsQuery.parse(req.query ?? {});
    const [locations, location] = await Promise.all([
      refused(cart.locations({ physical: q.physical, collect: q.collect, website: q.website, thirdParty: q.third_party })),
      cart.branch(req.existingSessionId()),
    ]);
    return { success: true, locations, location };
  });

  api.get('/suburb', async (req) => {
    const { term } = suburbQuery.parse(req.query ?? {});
    return { success: true, suburbs: await cart.suburbs(term) };
  });

  // Not in the spec's table: the street-address picker's source. Without a provider it answers
  // addresses: null, and the page keeps the address as typed.
  api.get('/address', async (req) => {
    const { term } = addressQuery.parse(req.query ?? {});
    return { success: true, provider: cart.addressProvider, addresses: await cart.suggestAddresses(term) };
  });
}
