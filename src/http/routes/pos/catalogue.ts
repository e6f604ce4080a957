// The catalogue's calls (/pos/catalogue/…): the list, one product, saving it, its history and the
// card preview. The rules are the catalogue service's (services/catalogue/); the card's markup is the
// storefront's own, handed over by the pages (http/pages.ts CardHandOff).
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import type { CardHandOff } from '../../pages.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

/** The editor (and the transfers screen) shows a refusal's words as they are: bad input's message goes without the field's name. */
export const ownWords = {
  invalid: (message: string) => {
    throw new Refusal(422, message.replace(/^[\w.]+: /, ''));
  },
};

export async function registerCatalogueRoutes(
  pos: FastifyInstance,
  { catalogue }: Pick<Services, 'catalogue'>,
  cardHandOff: CardHandOff = { cards: null },
) {
  route(pos, 'pos.catalogue.list', async (query, req) => catalogue.list(signedIn(req), query), ownWords);
  route(
    pos,
    'pos.catalogue.product',
    async ({ id }, req) => ({ success: true, product: await catalogue.get(signedIn(req), id) }),
    ownWords,
  );
  route(pos, 'pos.catalogue.save', async (draft, req) => catalogue.save(signedIn(req), draft), ownWords);
  route(
    pos,
    'pos.catalogue.history',
    async ({ id, page }, req) => catalogue.history(signedIn(req), id, page),
    ownWords,
  );
  route(
    pos,
    'pos.catalogue.preview',
    async (draft, req) => {
      const card = await catalogue.preview(signedIn(req), draft);
      const cards = await cardHandOff.cards?.();
      return { success: true, card: cards?.cards([card], null) ?? '' };
    },
    ownWords,
  );
}
