// The POS menu's customer calls (pos spec §7 "Customer and cart"): search, recent customers,
// select a customer for the POS cart (or a quote's, `?orderNo=`), clear it again (the checkout's
// Clear Customer; our call, the spec shows none), load the customer's online cart into it.
import type { FastifyInstance } from 'fastify';
import { cusSearchQuery, cusSearchText, customerCartQuery, customerIdParam } from '../../../contract/pos.ts';
import type { Services } from '../../../services/index.ts';
import { sameSiteOnly, signedIn } from './guard.ts';

export async function registerCustomerRoutes(pos: FastifyInstance, { customers }: Services) {
  const search = async (text: unknown, query: unknown) => {
    const words = cusSearchText.parse(text ?? '');
    const { limit, filter } = cusSearchQuery.parse(query ?? {});
    // No match is an empty list: the screen says 'No results'.
    return { success: true, users: await customers.search(words, { limit, filter }) };
  };
  pos.get('/cus-search/', async (req) => search('', req.query));
  pos.get('/cus-search/:text', async (req) => search((req.params as { text: string }).text, req.query));

  for (const path of ['/get-recent-customers', '/get-recent-customers/']) {
    pos.get(path, async (req) => ({ success: true, users: await customers.recent(signedIn(req)) }));
  }

  pos.get('/cus-select/:customerId', { preHandler: sameSiteOnly }, async (req) => {
    const customerId = customerIdParam.parse((req.params as { customerId: string }).customerId);
    const { orderNo } = customerCartQuery.parse(req.query ?? {});
    await customers.select(signedIn(req), customerId, orderNo);
    return { success: true };
  });

  for (const path of ['/cus-clear', '/cus-clear/']) {
    pos.get(path, { preHandler: sameSiteOnly }, async (req) => {
      const { orderNo } = customerCartQuery.parse(req.query ?? {});
      await customers.clear(signedIn(req), orderNo);
      return { success: true };
    });
  }

  for (const path of ['/load-cus-cart', '/load-cus-cart/']) {
    pos.get(path, { preHandler: sameSiteOnly }, async (req) => customers.loadCart(signedIn(req)));
  }
}
