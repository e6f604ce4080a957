// The product list page's ties to the document and the address: its title, the share texts that
// follow each answer, the Show Me More link, and the current filters as GET form fields.
import type { GetItemsRequest, GetItemsResponse } from '../../../contract/catalog.ts';
import type { RouteField } from '../components/listing/NoScriptFilters.tsx';

const SITE = 'Kauri Furniture';
export const titleOf = (pageName: string) => (pageName ? `${pageName} | ${SITE}` : SITE);

function setMeta(selector: string, attr: 'content' | 'href', value: string) {
  document.querySelector(selector)?.setAttribute(attr, value);
}

/** After each answer: the address becomes its fullUrl, and the title and share texts follow. */
export function reflectInDocument(origin: string, res: Pick<GetItemsResponse, 'fullUrl' | 'pageName' | 'pageDesc'>) {
  window.history.replaceState(window.history.state, '', res.fullUrl);
  const title = titleOf(res.pageName);
  document.title = title;
  setMeta('meta[name="description"]', 'content', res.pageDesc);
  setMeta('meta[property="og:title"]', 'content', title);
  setMeta('meta[property="og:description"]', 'content', res.pageDesc);
  setMeta('meta[property="og:url"]', 'content', origin + res.fullUrl);
  setMeta('link[rel="canonical"]', 'href', origin + res.fullUrl);
}

/** The address of the next page: the same listing with page=N (page is always the last parameter). */
export function pageHref(fullUrl: string, page: number): string {
  const bare = fullUrl
    .replace(/([?&])page=\d+(&|$)/, (_m, sep: string, end: string) => (end ? sep : ''))
    .replace(/[?&]$/, '');
  return `${bare}${bare.includes('?') ? '&' : '?'}page=${page}`;
}

/** The current filters as the address's query fields, for the sort form without JavaScript. */
export function filterFields(req: GetItemsRequest): RouteField[] {
  const fields: RouteField[] = [];
  // One field per ticked category, as the filter form sends them (the loader folds them into lists).
  for (const v of req.cat1Arr) fields.push({ name: 'cat1', value: v });
  for (const v of req.cat2Arr) fields.push({ name: 'cat2', value: v });
  for (const v of req.cat3Arr) fields.push({ name: 'cat3', value: v });
  for (const flag of ['new', 'sale', 'bundle', 'ready', 'deals', 'clearance'] as const)
    if (req[flag]) fields.push({ name: flag, value: '1' });
  if (req.over) fields.push({ name: 'over', value: String(req.over) });
  if (req.under) fields.push({ name: 'under', value: String(req.under) });
  return fields;
}
