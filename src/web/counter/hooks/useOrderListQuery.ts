// What the order list page shows, as the address says it (/pos/orders, /pos/quotes, /pos/quote?s=…
// with ?type=&staff=&allBranch=&sort=&direction=&page=), read the same way by the loader on the server
// and by the page in the browser. The words are the spec's (specs/pos.md "Order list screen").
import type { OrderListType } from '../../../contract/pos-order-list.ts';

/** In the spec's order; the contract's ORDER_LIST_TYPES (kept here so the browser loads no Zod). */
export const LIST_TYPES: readonly OrderListType[] = ['quote', 'e-quote', 'p-order', 'c-order', 'order'];
export const LIST_NAMES: Record<OrderListType, string> = {
  quote: 'Active Quote',
  'e-quote': 'Expired Quote',
  'p-order': 'Unpaid Orders',
  'c-order': 'Cancelled Orders',
  order: 'Recent Orders',
};
export const PAGE_SIZE = 10;
export const NO_RESULTS = 'No result(s)';

export const isQuoteList = (type: OrderListType) => type === 'quote' || type === 'e-quote';

export interface OrderListQuery {
  type: OrderListType;
  search: string;
  /** The staff filter as typed: a name or part of one ('sam', 'Mere Man'), '' for everyone. */
  staff: string;
  allBranch: boolean;
  sort: string;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/**
 * The query an address asks for. /pos/quotes and /pos/quote (the customer tab's link, `?s={email}`)
 * open the Active Quote list, /pos/orders Recent Orders; `?type=` names another. All branch is on by
 * default for the quote lists only.
 */
export function queryOf(pathname: string, params: URLSearchParams): OrderListQuery {
  const asked = params.get('type') as OrderListType | null;
  const fallback: OrderListType = /\/pos\/quotes?\/?$/.test(pathname) ? 'quote' : 'order';
  const type = asked && LIST_TYPES.includes(asked) ? asked : fallback;
  const branch = params.get('allBranch');
  const page = Number(params.get('page'));
  return {
    type,
    search: (params.get('s') ?? params.get('search') ?? '').slice(0, 100),
    staff: (params.get('staff') ?? '').trim().slice(0, 100),
    allBranch: branch === null ? isQuoteList(type) : branch === '1',
    sort: (params.get('sort') ?? '').slice(0, 40),
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

/** The address of a query: the list's own path, then only what differs from the list's defaults. */
export function listAddress(q: OrderListQuery): string {
  const path = isQuoteList(q.type) ? '/pos/quotes' : '/pos/orders';
  const params = new URLSearchParams();
  if (q.type !== (isQuoteList(q.type) ? 'quote' : 'order')) params.set('type', q.type);
  if (q.search) params.set('s', q.search);
  if (q.staff) params.set('staff', q.staff);
  if (q.allBranch !== isQuoteList(q.type)) params.set('allBranch', q.allBranch ? '1' : '0');
  if (q.sort) params.set('sort', q.sort);
  if (q.sort && q.direction === 'asc') params.set('direction', 'asc');
  if (q.page > 1) params.set('page', String(q.page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Up to five page numbers around the current page. */
export function pageLinks(page: number, total: number, pageSize = PAGE_SIZE): number[] {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const from = Math.max(1, Math.min(page - 2, last - 4));
  return Array.from({ length: Math.min(5, last) }, (_, i) => from + i);
}
