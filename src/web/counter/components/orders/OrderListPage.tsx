// The order and quote lists (/pos/orders, /pos/quotes, /pos/quote?s=): the POS header, the five lists'
// tabs, the filters, the table and the pager. The first page is the loader's; the browser takes over.
import { ArrowLeft } from 'lucide-react';
import type { OrderListResponse } from '../../../../contract/pos-order-list.ts';
import type { SignedInStaff, StaffSummary } from '../../../../contract/pos.ts';
import { useOrderList } from '../../hooks/useOrderList.ts';
import { useOrderListActions } from '../../hooks/useOrderListActions.ts';
import { LIST_NAMES, type OrderListQuery } from '../../hooks/useOrderListQuery.ts';
import { OrderListFilters, OrderListTabs } from './OrderListControls.tsx';
import { OrderListPager } from './OrderListPager.tsx';
import { OrderListTable } from './OrderListTable.tsx';

export function OrderListPage({
  staff,
  staffs,
  query,
  first,
}: {
  staff: SignedInStaff;
  staffs: StaffSummary[];
  query: OrderListQuery;
  first: OrderListResponse;
}) {
  const list = useOrderList(query, first);
  const actions = useOrderListActions(list.reload);
  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-orders">
      <header className="border-b border-sand-dark bg-kauri text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <a
            href="/pos"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-white"
          >
            <ArrowLeft aria-hidden className="size-5" />
            POS menu
          </a>
          <p className="mr-auto text-lg font-semibold">
            Kauri POS
            <span className="ml-3 text-base font-normal text-white/85">
              {staff.firstname} {staff.lastname} · {staff.branch}
            </span>
          </p>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-4">
        <h1 className="mb-3 text-2xl font-semibold text-timber-dark">{LIST_NAMES[list.query.type]}</h1>
        <div className="rounded-xl border border-sand-dark bg-white px-3 pt-2 sm:px-4">
          <OrderListTabs list={list} />
          <OrderListFilters list={list} staffs={staffs} />
          {list.busy && (
            <p className="text-sm text-ink/70" role="status">
              Updating...
            </p>
          )}
          <OrderListTable list={list} actions={actions} rows={list.answer.orders} />
          <OrderListPager list={list} />
        </div>
      </main>
    </div>
  );
}
