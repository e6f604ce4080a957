// The list's table: sortable headers (aria-sort), one row per order or quote with its items behind an
// expander, a quote's editable expiry with its days left, and the row's actions.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { OrderListRow } from '../../../../contract/pos-order-list.ts';
import type { OrderList } from '../../hooks/useOrderList.ts';
import type { OrderListActions } from '../../hooks/useOrderListActions.ts';
import { NO_RESULTS, isQuoteList } from '../../hooks/useOrderListQuery.ts';
import { OrderListRowView } from './OrderListRow.tsx';

interface Column {
  label: string;
  /** The request's sort name; none for a column that does not sort. */
  sort?: string;
  className?: string;
}

function columnsFor(quotes: boolean): Column[] {
  return [
    { label: 'No.', sort: 'order_no' },
    { label: 'Created', sort: 'createdAt' },
    { label: 'Customer', sort: 'name' },
    { label: 'Staff', sort: 'staff', className: 'hidden md:table-cell' },
    { label: 'Items' },
    { label: 'Total', sort: 'grandtotal', className: 'text-right' },
    quotes ? { label: 'Expiry', sort: 'expiry_date' } : { label: 'Status', sort: 'status' },
    { label: 'Actions' },
  ];
}

function SortHeader({ column, list }: { column: Column; list: OrderList }) {
  const { sort, direction } = list.query;
  const active = column.sort !== undefined && sort === column.sort;
  const ariaSort = active ? (direction === 'asc' ? 'ascending' : 'descending') : column.sort ? 'none' : undefined;
  const Icon = !active ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={ariaSort} className={`px-2 py-2 font-semibold ${column.className ?? ''}`}>
      {column.sort ? (
        <button
          type="button"
          onClick={() => list.sortBy(column.sort!)}
          data-testid={`sort-${column.sort}`}
          className="inline-flex min-h-11 items-center gap-1 rounded hover:text-kauri focus-visible:outline-2 focus-visible:outline-kauri"
        >
          {column.label}
          <Icon aria-hidden className={`size-4 ${active ? 'text-kauri' : 'text-ink/40'}`} />
        </button>
      ) : (
        column.label
      )}
    </th>
  );
}

export function OrderListTable({
  list,
  actions,
  rows,
}: {
  list: OrderList;
  actions: OrderListActions;
  rows: OrderListRow[];
}) {
  const quotes = isQuoteList(list.query.type);
  const columns = columnsFor(quotes);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" data-testid="order-list" aria-busy={list.busy}>
        <thead className="border-b-2 border-sand-dark text-timber-dark">
          <tr>
            {columns.map((c) => (
              <SortHeader key={c.label} column={c} list={list} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-2 py-8 text-center text-ink/70" data-testid="list-empty">
                {NO_RESULTS}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <OrderListRowView
                key={row.order_no}
                row={row}
                type={list.query.type}
                actions={actions}
                columns={columns.length}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
