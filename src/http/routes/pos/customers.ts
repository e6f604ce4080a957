// The POS menu's customer calls: search, recent customers, select a customer for the POS cart (or a
// quote's, `?orderNo=`), clear it again (the checkout's Clear Customer; our call, the shop's pages had
// none), load the customer's online cart into it.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { CHANGES_SOMETHING, signedIn } from './guard.ts';

export async function registerCustomerRoutes(pos: FastifyInstance, { customers }: Services) {
  // No match is an empty list: the screen says 'No results'. No text at all is '/pos/cus-search/'.
  route(
    pos,
    'pos.customers.search',
    async ({ text, limit, filter }) => ({ success: true, users: await customers.search(text, { limit, filter }) }),
    { alsoAt: ['/pos/cus-search/'] },
  );

  route(
    pos,
    'pos.customers.recent',
    async (_input, req) => ({ success: true, users: await customers.recent(signedIn(req)) }),
    {
      alsoAt: ['/pos/get-recent-customers'],
    },
  );

  route(
    pos,
    'pos.customers.select',
    async ({ customerId, orderNo }, req) => {
      await customers.select(signedIn(req), customerId, orderNo);
      return { success: true };
    },
    CHANGES_SOMETHING,
  );

  route(
    pos,
    'pos.customers.clear',
    async ({ orderNo }, req) => {
      await customers.clear(signedIn(req), orderNo);
      return { success: true };
    },
    { ...CHANGES_SOMETHING, alsoAt: ['/pos/cus-clear'] },
  );

  route(pos, 'pos.customers.loadCart', async (_input, req) => customers.loadCart(signedIn(req)), {
    ...CHANGES_SOMETHING,
    alsoAt: ['/pos/load-cus-cart'],
  });
}
