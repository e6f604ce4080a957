// Transfers of stock between places and bins (/pos/stock/transfers): the list (the page's own address:
// a page request gets the page), a SKU's bins for the form, send, receive and cancel. The rules are
// the transfer service's (services/transfers/).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { ownWords } from './catalogue.ts';
import { type PageHandOff, signedIn, wantsPage } from './guard.ts';

export async function registerTransferRoutes(
  pos: FastifyInstance,
  { transfers }: Pick<Services, 'transfers'>,
  pages: PageHandOff = { serve: null },
) {
  route(
    pos,
    'pos.transfers.list',
    async (query, req, reply) => {
      const staff = signedIn(req);
      if (wantsPage(req) && pages.serve) {
        await pages.serve(req, reply);
        return reply;
      }
      return transfers.list(staff, query);
    },
    ownWords,
  );
  route(
    pos,
    'pos.transfers.bins',
    async ({ sku, location }, req) => transfers.bins(signedIn(req), sku, location),
    ownWords,
  );
  route(pos, 'pos.transfers.send', async (send, req) => transfers.send(signedIn(req), send), ownWords);
  route(pos, 'pos.transfers.receive', async (ask, req) => transfers.receive(signedIn(req), ask), ownWords);
  route(pos, 'pos.transfers.cancel', async ({ id }, req) => transfers.cancel(signedIn(req), id), ownWords);
}
