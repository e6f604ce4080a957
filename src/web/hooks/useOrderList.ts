// The order and quote lists' state: which list, the search and the staff filter (each a typed text,
// debounced 300 ms), the All branch filter, the sort and the page, kept in the address (?type=&s=…) so a reload or a shared
// link shows the same list. The first page comes from the loader; every change asks POST
// /pos/order-list, and an answer older than the last question is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderListResponse, OrderListType } from '../../contract/pos-order-list.ts';
import { api } from '../lib/api.ts';
import { notify } from '../lib/notices.ts';
import { type OrderListQuery, isQuoteList, listAddress } from './useOrderListQuery.ts';

export const SEARCH_DEBOUNCE_MS = 300;

export interface OrderListState {
  query: OrderListQuery;
  /** The search box as typed (the query follows 300 ms after the last key). */
  searchText: string;
  /** The staff box as typed: a name or part of one (the query follows as the search's does). */
  staffText: string;
  answer: OrderListResponse;
  busy: boolean;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : 'Something went wrong. Please try again.');

export function useOrderList(initial: OrderListQuery, first: OrderListResponse) {
  const [query, setQuery] = useState(initial);
  const [searchText, setSearchText] = useState(initial.search);
  const [staffText, setStaffText] = useState(initial.staff);
  const [answer, setAnswer] = useState(first);
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);
  const skipFirst = useRef(true);

  const load = useCallback(async (q: OrderListQuery) => {
    const n = ++asked.current;
    setBusy(true);
    try {
      const next = await api('pos.orders.list', {
        type: q.type,
        search: q.search,
        filters: { staff: q.staff, allBranch: q.allBranch ? 1 : 0 },
        sort: q.sort,
        direction: q.direction,
        page: q.page,
        pageSize: q.pageSize,
      });
      if (n === asked.current) setAnswer(next);
    } catch (err) {
      if (n === asked.current) notify(messageOf(err), 'danger');
    } finally {
      if (n === asked.current) setBusy(false);
    }
  }, []);

  // Every change of the query: the address follows (no new history entry), then the list.
  useEffect(() => {
    if (typeof window !== 'undefined') window.history.replaceState(window.history.state, '', listAddress(query));
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    void load(query);
  }, [query, load]);

  // The search box: the query changes 300 ms after the last key, from the first page.
  useEffect(() => {
    if (searchText === query.search) return;
    const timer = window.setTimeout(() => setQuery((q) => ({ ...q, search: searchText, page: 1 })), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, query.search]);

  // The staff box likewise: a name is typed a letter at a time.
  useEffect(() => {
    const staff = staffText.trim();
    if (staff === query.staff) return;
    const timer = window.setTimeout(() => setQuery((q) => ({ ...q, staff, page: 1 })), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [staffText, query.staff]);

  const change = useCallback((patch: Partial<OrderListQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch })), []);

  return {
    query,
    searchText,
    staffText,
    answer,
    busy,
    setSearchText,
    setStaffText,
    /** Another list: All branch goes back to its default for the list (on for quotes). */
    setType: (type: OrderListType) => change({ type, allBranch: isQuoteList(type), sort: '', direction: 'desc' }),
    setAllBranch: (allBranch: boolean) => change({ allBranch }),
    /** A header's sort: the same column again turns its direction round. */
    sortBy: (sort: string) =>
      setQuery((q) => ({
        ...q,
        page: 1,
        sort,
        direction: q.sort === sort && q.direction === 'asc' ? 'desc' : 'asc',
      })),
    goTo: (page: number) => setQuery((q) => ({ ...q, page })),
    reload: () => load(query),
  };
}

export type OrderList = ReturnType<typeof useOrderList>;
