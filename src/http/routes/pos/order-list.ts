// The order and quote lists and their row actions: POST /pos/order-list, GET /pos/quote-del/,
// /pos/order-cancel/, /pos/order-restore/, POST /pos/update-quote-expiry-date. The three GETs change
// something, so they need the anti-forgery header like a POST (guard.ts CHANGES_SOMETHING); each
// carries its PIN approval as `?approval=`.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { CHANGES_SOMETHING, signedIn } from './guard.ts';

export async function registerOrderListRoutes(pos: FastifyInstance, { orders }: Services) {
  route(pos, 'pos.orders.list', async (body, req) =>
    orders.list(signedIn(req), {
      type: body.type,
      search: body.search,
      staff: body.filters.staff,
      allBranch: body.filters.allBranch,
      sort: body.sort,
      direction: body.direction,
      page: body.page,
      pageSize: body.pageSize,
    }),
  );

  route(pos, 'pos.quotes.delete', async (ask, req) => orders.deleteQuote(signedIn(req), ask), CHANGES_SOMETHING);
  route(pos, 'pos.orders.cancel', async (ask, req) => orders.cancelOrder(signedIn(req), ask), CHANGES_SOMETHING);
  route(pos, 'pos.orders.restore', async (ask, req) => orders.restoreOrder(signedIn(req), ask), CHANGES_SOMETHING);

  route(pos, 'pos.quotes.expiry', async (ask, req) => orders.setQuoteExpiry(signedIn(req), ask));
}
