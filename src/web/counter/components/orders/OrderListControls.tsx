// The list's tabs (the five lists) and filters: staff (a name or part of one, typed; everyone get-staffs
// lists is suggested, from any branch), All branch and the search box (No. / Name / Email / Mobile /
// Address).
import { Search } from 'lucide-react';
import type { StaffSummary } from '../../../../contract/pos.ts';
import type { OrderList } from '../../hooks/useOrderList.ts';
import { LIST_NAMES, LIST_TYPES } from '../../hooks/useOrderListQuery.ts';
import { CheckboxRow } from '../../../common/components/ui/CheckboxRow.tsx';

export function OrderListTabs({ list }: { list: OrderList }) {
  return (
    <nav aria-label="Lists" className="flex flex-wrap gap-1 border-b border-sand-dark">
      {LIST_TYPES.map((type) => {
        const current = list.query.type === type;
        return (
          <button
            key={type}
            type="button"
            aria-current={current ? 'page' : undefined}
            data-testid={`list-${type}`}
            onClick={() => list.setType(type)}
            className={`-mb-px min-h-11 rounded-t-lg border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-kauri ${
              current
                ? 'border-sand-dark border-b-white bg-white text-kauri-dark'
                : 'border-transparent text-timber-dark hover:bg-sand'
            }`}
          >
            {LIST_NAMES[type]}
          </button>
        );
      })}
    </nav>
  );
}

const STAFF_NAMES_ID = 'list-staff-names';

export function OrderListFilters({ list, staffs }: { list: OrderList; staffs: StaffSummary[] }) {
  const { query } = list;
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2 py-3">
      <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-medium text-timber-dark">
        Search
        <span className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-5 text-ink/50" />
          <input
            type="search"
            value={list.searchText}
            onChange={(e) => list.setSearchText(e.target.value)}
            placeholder="No. / Name / Email / Mobile / Address"
            maxLength={100}
            data-testid="list-search"
            className="min-h-11 w-full rounded-lg border border-sand-dark bg-white pr-3 pl-10 text-base text-ink focus-visible:outline-2 focus-visible:outline-kauri"
          />
        </span>
      </label>
      <label className="flex w-full flex-col gap-1 text-sm font-medium text-timber-dark sm:w-56">
        Staff
        <input
          type="search"
          value={list.staffText}
          onChange={(e) => list.setStaffText(e.target.value)}
          placeholder="All staff"
          maxLength={100}
          autoComplete="off"
          list={STAFF_NAMES_ID}
          data-testid="list-staff"
          className="min-h-11 w-full rounded-lg border border-sand-dark bg-white px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-kauri"
        />
        <datalist id={STAFF_NAMES_ID}>
          {staffs.map((s) => (
            <option key={s.id} value={`${s.firstname} ${s.lastname}`} />
          ))}
        </datalist>
      </label>
      <CheckboxRow look="pos" isSelected={query.allBranch} onChange={list.setAllBranch} testId="list-all-branch">
        All branch
      </CheckboxRow>
    </div>
  );
}
