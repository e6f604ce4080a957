// Catalogue calls (storefront spec §7): the category tree, product lists, the option choice.
// Thin: parse with the contract schema, ask the catalogue service, reply.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import { type GetItemsResponse, type ListingResult, confSelectRequest, getItemsRequest } from '../../../contract/catalog.ts';
import { ga4ListItems } from '../../../domain/ga4.ts';
import { PAGE_SIZE } from '../../../domain/listing.ts';
import { EmptySearchError } from '../../../services/catalog/catalog.service.ts';
import type { Services } from '../../../services/index.ts';
import { Breadcrumbs } from '../../../web/components/Breadcrumbs.tsx';
import { ProductGrid } from '../../../web/components/ProductGrid.tsx';
import { notFound, unprocessable } from '../../http-error.ts';

/** Form posts name list fields `cat1Arr[]`; JSON sends `cat1Arr`. Both become `cat1Arr`. */
export function mergeFormArrays(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body ?? {};
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === '__proto__' || key === '__proto__[]') continue;
    if (!key.endsWith('[]')) {
      merged[key] = value;
      continue;
    }
    const name = key.slice(0, -2);
    const prior = merged[name];
    const more = Array.isArray(value) ? value : [value];
    merged[name] = prior === undefined ? more : [...(Array.isArray(prior) ? prior : [prior]), ...more];
  }
  return merged;
}

/** The shopper's delivery zip: sent with the call, else the `uzip` cookie the storefront keeps. */
function shopperZip(req: FastifyRequest, sent: string): string {
  const zip = sent || req.cookies.uzip || '';
  return /^\d{4}$/.test(zip) ? zip : '';
}

const confSelectBody = confSelectRequest.extend({ uzip: z.string().max(10).optional().default('') });

export async function registerCatalogRoutes(api: FastifyInstance, { catalog }: Services) {
  api.get('/getCategoriesInfo', async () => ({ success: true, categories: await catalog.categoryTree() }));

  // The catalogue reuses a listing's answer for a few seconds; its whole JSON answer (html
  // included) is rendered and serialised once with it.
  const answers = new WeakMap<ListingResult, string>();
  const answerFor = (list: ListingResult, offset: number): string => {
    let body = answers.get(list);
    if (!body) {
      const answer: GetItemsResponse = {
        success: true,
        html: renderToString(<ProductGrid items={list.items} offset={offset} />),
        count: list.count,
        loaded: list.loaded,
        pageName: list.pageName,
        pageDesc: list.pageDesc,
        bcHtml: renderToString(<Breadcrumbs crumbs={list.breadcrumbs} />),
        fullUrl: list.fullUrl,
        listdataGA4: { item_list_name: list.listName, items: ga4ListItems(list.items, list.listName, offset) },
        items: list.items,
      };
      body = JSON.stringify(answer);
      answers.set(list, body);
    }
    return body;
  };

  const getItems = async (req: FastifyRequest, reply: FastifyReply) => {
    const query = getItemsRequest.parse(mergeFormArrays(req.body));
    query.uzip = shopperZip(req, query.uzip);
    const list = await catalog.listItems(query).catch((err: unknown) => {
      throw err instanceof EmptySearchError ? unprocessable(err.message) : err;
    });
    if (list.notFound) throw notFound('Page not found');
    return reply.type('application/json; charset=utf-8').send(answerFor(list, (query.pageNum - 1) * PAGE_SIZE));
  };
  api.post('/getItems', getItems);
  api.post('/getItems/', getItems);

  api.post('/product/confselect', async (req) => {
    const body = confSelectBody.parse(mergeFormArrays(req.body));
    const answer = await catalog.confSelect(body.sku.trim(), body.xsel.trim(), body.ysel.trim(), shopperZip(req, body.uzip.trim()));
    if (!answer) throw notFound('Product not found');
    return answer;
  });
}
