// One order or quote of a list, and its items under it when expanded.
import { ChevronDown, ChevronRight, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { shortNzDateTime } from '../../../../domain/dates.ts';
import type { OrderListRow, OrderListType } from '../../../../contract/pos-order-list.ts';
import type { OrderListActions } from '../../hooks/useOrderListActions.ts';
import { isQuoteList } from '../../hooks/useOrderListQuery.ts';
import { money } from '../../../common/lib/format.ts';
import { QuoteExpiry } from './QuoteExpiry.tsx';
import { RowActions } from './RowActions.tsx';

export function OrderListRowView({
  row,
  type,
  actions,
  columns,
}: {
  row: OrderListRow;
  type: OrderListType;
  actions: OrderListActions;
  columns: number;
}) {
  const [open, setOpen] = useState(false);
  const units = row.items.reduce((n, i) => n + i.qty_ordered, 0);
  const itemsId = `items-${row.order_no}`;
  return (
    <>
      <tr className="border-b border-sand align-top" data-testid="order-row" data-order-no={row.order_no}>
        <td className="px-2 py-2 font-semibold whitespace-nowrap">
          {row.order_no}
          {/* Recent Orders have no Comments action (their comments are on the detail page): the count shows here. */}
          {type === 'order' && row.num_comments > 0 && (
            <span
              className="ml-1 inline-flex items-center gap-0.5 text-xs font-medium text-kauri"
              data-testid="row-comment-count"
            >
              <MessageSquare aria-hidden className="size-3.5" />
              {row.num_comments}
              <span className="sr-only"> comment{row.num_comments === 1 ? '' : 's'}</span>
            </span>
          )}
        </td>
        <td className="px-2 py-2 tabular-nums">{shortNzDateTime(row.createdAt)}</td>
        <td className="px-2 py-2">
          <span className="font-medium">
            {row.firstname} {row.lastname}
          </span>
          <span className="block break-all text-ink/70">{row.email}</span>
          <span className="block text-ink/70">{row.mobile}</span>
        </td>
        <td className="hidden px-2 py-2 md:table-cell">{row.staff_label || 'Website'}</td>
        <td className="px-2 py-2">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={itemsId}
            onClick={() => setOpen(!open)}
            data-testid="row-items"
            className="inline-flex min-h-11 items-center gap-1 rounded px-1 whitespace-nowrap hover:text-kauri focus-visible:outline-2 focus-visible:outline-kauri"
          >
            {open ? <ChevronDown aria-hidden className="size-4" /> : <ChevronRight aria-hidden className="size-4" />}
            {units} item{units === 1 ? '' : 's'}
          </button>
        </td>
        <td className="px-2 py-2 text-right tabular-nums">{money(row.grandtotal)}</td>
        <td className="px-2 py-2">
          {isQuoteList(type) ? (
            <QuoteExpiry row={row} actions={actions} />
          ) : (
            <span className="capitalize">{row.status === 'locked' ? 'cancelled' : row.status}</span>
          )}
        </td>
        <td className="px-2 py-2">
          <RowActions row={row} type={type} actions={actions} />
        </td>
      </tr>
      {open && (
        <tr id={itemsId} className="border-b border-sand bg-paper">
          <td colSpan={columns} className="px-4 py-2">
            <ul className="grid gap-1" data-testid="row-item-list">
              {row.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder, and two may share a name
                <li key={`${item.name}-${i}`}>
                  {item.qty_ordered} × {item.name}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      )}
    </>
  );
}
