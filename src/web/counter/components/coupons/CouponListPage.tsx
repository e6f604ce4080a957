// The Coupon List screen (/pos/coupons; specs/pos.md "Coupon List screen"): the POS header, the search
// by name or code, Add new coupon (managers and admins), the table and the pager (20 a page), and the
// form and history modals. The first page is the loader's; the browser takes over.
import { Plus, Search, TicketPercent } from 'lucide-react';
import { useId, useState } from 'react';
import type { CouponListResponse, CouponRow } from '../../../../contract/pos-coupons.ts';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import { COUPON_PAGE, type CouponQuery, useCouponList } from '../../hooks/useCouponList.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { INPUT, LABEL } from '../checkout/fields.tsx';
import { PosHeader } from '../order/OrderDetailPage.tsx';
import { OrderListPager } from '../orders/OrderListPager.tsx';
import { CouponFormModal } from './CouponFormModal.tsx';
import { CouponHistoryModal } from './CouponHistoryModal.tsx';
import { CouponTable } from './CouponTable.tsx';

export function CouponListPage(props: {
  staff: SignedInStaff;
  mayChange: boolean;
  query: CouponQuery;
  first: CouponListResponse;
  today: string;
}) {
  const { staff, mayChange, today } = props;
  const list = useCouponList(props.query, props.first);
  const [adding, setAdding] = useState(false);
  const [history, setHistory] = useState<CouponRow | null>(null);
  const searchId = useId();
  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-coupons">
      <PosHeader staff={staff} />
      <main className="mx-auto max-w-7xl px-4 py-4">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
            <TicketPercent aria-hidden className="size-6 text-kauri" />
            Coupons
          </h1>
          {mayChange && (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => setAdding(true)}
              data-testid="coupon-add"
            >
              <Plus aria-hidden className="size-5" />
              Add new coupon
            </button>
          )}
        </div>
        <div className="rounded-xl border border-sand-dark bg-white px-3 pt-3 sm:px-4">
          <div className="max-w-md pb-2">
            <label htmlFor={searchId} className={LABEL}>
              Search by name or code
            </label>
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink/50"
              />
              <input
                id={searchId}
                type="search"
                className={`${INPUT} pl-9`}
                value={list.searchText}
                maxLength={100}
                onChange={(e) => list.setSearchText(e.target.value)}
                data-testid="coupon-search"
              />
            </div>
          </div>
          {list.busy && (
            <p className="text-sm text-ink/70" role="status">
              Updating...
            </p>
          )}
          <CouponTable list={list} mayChange={mayChange} onHistory={setHistory} />
          <OrderListPager list={list} pageSize={COUPON_PAGE} />
        </div>
        {!mayChange && (
          <p className="mt-3 text-sm text-ink/70">
            Only a manager or an admin can add, enable, disable or email coupons.
          </p>
        )}
      </main>
      {adding && (
        <CouponFormModal
          today={today}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            void list.reload();
          }}
        />
      )}
      {history && <CouponHistoryModal coupon={history} onClose={() => setHistory(null)} />}
    </div>
  );
}
