// The coupon list's state (/pos/coupons): the search (debounced 300 ms), the sort and the page, kept
// in the address (?s=&sort=&direction=&page=) as /pos/orders does, so a reload or a shared link shows
// the same list. The first page comes from the loader; every change asks POST /pos/coupon/list, and an
// answer older than the last question is dropped. Row actions (enable/disable, email) show the
// server's msg: a refusal in the danger pop-up, and the list reloads either way.
import { useCallback, useState } from 'react';
import type { CouponListResponse, CouponRow } from '../../../contract/pos-coupons.ts';
import { api } from '../../common/lib/api.ts';
import { notify } from '../../common/lib/notices.ts';
import { messageOf, useServerList } from './useServerList.ts';

/** The spec's page size (contract/pos-coupons.ts COUPON_PAGE_SIZE; kept here so the browser loads no Zod). */
export const COUPON_PAGE = 20;
export const COUPON_SORTS = ['time', 'code', 'description'] as const;
export type CouponSort = (typeof COUPON_SORTS)[number];

export interface CouponQuery {
  search: string;
  sort: CouponSort;
  direction: 'asc' | 'desc';
  page: number;
}

/** The query an address asks for; newest first when it says nothing. */
export function couponQueryOf(params: URLSearchParams): CouponQuery {
  const sort = params.get('sort') as CouponSort | null;
  const page = Number(params.get('page'));
  return {
    search: (params.get('s') ?? '').slice(0, 100),
    sort: sort && COUPON_SORTS.includes(sort) ? sort : 'time',
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address of a query: only what differs from the defaults. */
export function couponAddress(q: CouponQuery): string {
  const params = new URLSearchParams();
  if (q.search) params.set('s', q.search);
  if (q.sort !== 'time') params.set('sort', q.sort);
  if (q.direction !== 'desc') params.set('direction', q.direction);
  if (q.page > 1) params.set('page', String(q.page));
  const text = params.toString();
  return text ? `/pos/coupons?${text}` : '/pos/coupons';
}

const askList = (q: CouponQuery) => api('pos.coupons.list', { ...q, pageSize: COUPON_PAGE });

export function useCouponList(initial: CouponQuery, first: CouponListResponse) {
  const { query, setQuery, searchText, setSearchText, answer, busy, load } = useServerList(
    initial,
    first,
    couponAddress,
    askList,
  );
  /** The coupon id an action is running on (its row's buttons wait). */
  const [working, setWorking] = useState(0);

  const act = useCallback(
    async (coupon: CouponRow, call: () => Promise<{ msg: string }>) => {
      setWorking(coupon.id);
      try {
        notify((await call()).msg, 'success');
      } catch (err) {
        notify(messageOf(err), 'danger');
      } finally {
        setWorking(0);
        await load(query);
      }
    },
    [load, query],
  );

  return {
    query,
    searchText,
    answer,
    busy,
    working,
    setSearchText,
    /** A header's sort: the same column again turns its direction round. */
    sortBy: (sort: CouponSort) =>
      setQuery((q) => ({ ...q, page: 1, sort, direction: q.sort === sort && q.direction === 'asc' ? 'desc' : 'asc' })),
    goTo: (page: number) => setQuery((q) => ({ ...q, page })),
    reload: () => load(query),
    toggle: (c: CouponRow) => act(c, () => api('pos.coupons.status', { id: c.id })),
    email: (c: CouponRow) => act(c, () => api('pos.coupons.email', { code: c.code })),
  };
}

export type CouponList = ReturnType<typeof useCouponList>;
