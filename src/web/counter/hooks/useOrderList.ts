// The order and quote lists' state: which list, the search and the staff filter (each a typed text,
// debounced 300 ms), the All branch filter, the sort and the page, kept in the address (?type=&s=…) so a reload or a shared
// link shows the same list. The first page comes from the loader; every change asks POST
// /pos/order-list, and an answer older than the last question is dropped.
import { useCallback, useEffect, useState } from 'react';
import type { OrderListResponse, OrderListType } from '../../../contract/pos-order-list.ts';
import { api } from '../../common/lib/api.ts';
import { type OrderListQuery, isQuoteList, listAddress } from './useOrderListQuery.ts';
import { SEARCH_DEBOUNCE_MS, useServerList } from './useServerList.ts';

export interface OrderListState {
  query: OrderListQuery;
  /** The search box as typed (the query follows 300 ms after the last key). */
  searchText: string;
  /** The staff box as typed: a name or part of one (the query follows as the search's does). */
  staffText: string;
  answer: OrderListResponse;
  busy: boolean;
}

const askList = (q: OrderListQuery) =>
  api('pos.orders.list', {
    type: q.type,
    search: q.search,
    filters: { staff: q.staff, allBranch: q.allBranch ? 1 : 0 },
    sort: q.sort,
    direction: q.direction,
    page: q.page,
    pageSize: q.pageSize,
  });

export function useOrderList(initial: OrderListQuery, first: OrderListResponse) {
  const { query, setQuery, searchText, setSearchText, answer, busy, load } = useServerList(
    initial,
    first,
    listAddress,
    askList,
  );
  const [staffText, setStaffText] = useState(initial.staff);

  // The staff box likewise: a name is typed a letter at a time.
  useEffect(() => {
    const staff = staffText.trim();
    if (staff === query.staff) return;
    const timer = window.setTimeout(() => setQuery((q) => ({ ...q, staff, page: 1 })), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [staffText, query.staff, setQuery]);

  const change = useCallback(
    (patch: Partial<OrderListQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch })),
    [setQuery],
  );

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
