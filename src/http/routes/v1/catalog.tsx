// Catalogue calls: the category tree, product lists, the option choice. Thin: the route table's schema
// has checked the request, the catalogue service answers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GetItemsResponse, ListingResult } from '../../../contract/catalog.ts';
import { ga4ListItems } from '../../../domain/ga4.ts';
import { PAGE_SIZE } from '../../../domain/listing.ts';
import type { Services } from '../../../services/index.ts';
import type { CardHtml } from '../../../web/context.ts';
import type { CardHandOff } from '../../pages.ts';
import { Refusal } from '../../../domain/refusal.ts';
import { route } from '../../route.ts';
import { acceptsBrotli, brotliFast, COMPRESS_MIN_BYTES } from '../../compress.ts';

/** The shopper's delivery zip: sent with the call, else the `uzip` cookie the storefront keeps. */
function shopperZip(req: FastifyRequest, sent: string): string {
  const zip = sent || req.cookies.uzip || '';
  return /^\d{4}$/.test(zip) ? zip : '';
}

export async function registerCatalogRoutes(api: FastifyInstance, { catalog }: Services, cardHandOff: CardHandOff) {
  route(api, 'catalog.categories', async () => ({ success: true, categories: await catalog.categoryTree() }));

  // The catalogue reuses a listing's answer for a few seconds; its whole JSON answer (html
  // included) is written once with it. The JSON is put together from parts: each card's JSON once, and
  // the cards' html from fragments rendered once per card version (the pages' web/card-html.server.tsx,
  // handed over as cardHandOff), already escaped.
  const answers = new WeakMap<ListingResult, { body: string; brotli?: Buffer }>();
  const answerFor = (list: ListingResult, offset: number, cards: CardHtml | undefined) => {
    let answer = answers.get(list);
    if (!answer) {
      const itemJson = list.items.map((item) => JSON.stringify(item));
      const rest: Omit<GetItemsResponse, 'success' | 'html' | 'items'> = {
        count: list.count,
        loaded: list.loaded,
        pageName: list.pageName,
        pageDesc: list.pageDesc,
        bcHtml: cards?.trail(list.breadcrumbs) ?? '',
        fullUrl: list.fullUrl,
        listdataGA4: { item_list_name: list.listName, items: ga4ListItems(list.items, list.listName, offset) },
      };
      // The same bytes as JSON.stringify({ success, html, ...rest, items }), in that order.
      const body =
        `{"success":true,"html":"${cards?.gridJson(list.items, offset, itemJson) ?? ''}",` +
        `${JSON.stringify(rest).slice(1, -1)},"items":[${itemJson.join(',')}]}`;
      answer = { body };
      answers.set(list, answer);
    }
    return answer;
  };

  route(
    api,
    'catalog.items',
    async (query, req, reply) => {
      query.uzip = shopperZip(req, query.uzip);
      const list = await catalog.listItems(query);
      if (list.notFound) throw new Refusal(404, 'Page not found');
      const answer = answerFor(list, (query.pageNum - 1) * PAGE_SIZE, await cardHandOff.cards?.());
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (answer.body.length >= COMPRESS_MIN_BYTES && acceptsBrotli(req.headers['accept-encoding'])) {
        answer.brotli ??= brotliFast(answer.body);
        return reply.header('content-encoding', 'br').send(answer.brotli);
      }
      return reply.send(answer.body);
    },
    { alsoAt: ['/v1/getItems/'] },
  );

  route(api, 'catalog.confSelect', async (body, req) => {
    const answer = await catalog.confSelect(
      body.sku.trim(),
      body.xsel.trim(),
      body.ysel.trim(),
      shopperZip(req, body.uzip.trim()),
    );
    if (!answer) throw new Refusal(404, 'Product not found');
    return answer;
  });
}
