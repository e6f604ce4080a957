// A row's actions: view an order, edit or delete a quote, cancel an unpaid order, restore a cancelled one.
import { Ban, Eye, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { OrderListRow, OrderListType } from '../../../../contract/pos-order-list.ts';
import type { OrderListActions } from '../../../hooks/useOrderListActions.ts';
import { isQuoteList } from '../../../hooks/useOrderListQuery.ts';

const ACTION =
  'inline-flex min-h-11 items-center gap-1 rounded-lg border border-sand-dark bg-white px-2 text-sm font-medium text-timber-dark hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri disabled:cursor-not-allowed disabled:opacity-60';

export function RowActions({
  row,
  type,
  actions,
}: {
  row: OrderListRow;
  type: OrderListType;
  actions: OrderListActions;
}) {
  const no = row.order_no;
  const busy = actions.working === no;
  return (
    <div className="flex flex-wrap gap-1">
      {isQuoteList(type) ? (
        <>
          <a href={`/pos/quote-edit/${encodeURIComponent(no)}`} className={ACTION} data-testid="row-edit">
            <Pencil aria-hidden className="size-4" />
            Edit<span className="sr-only"> quote #{no}</span>
          </a>
          <button
            type="button"
            className={ACTION}
            disabled={busy}
            onClick={() => void actions.act('delete', no)}
            data-testid="row-delete"
          >
            <Trash2 aria-hidden className="size-4" />
            Delete<span className="sr-only"> quote #{no}</span>
          </button>
        </>
      ) : (
        <a href={`/pos/order-detail/${encodeURIComponent(no)}`} className={ACTION} data-testid="row-view">
          <Eye aria-hidden className="size-4" />
          View<span className="sr-only"> order #{no}</span>
        </a>
      )}
      {type === 'p-order' && (
        <button
          type="button"
          className={ACTION}
          disabled={busy}
          onClick={() => void actions.act('cancel', no)}
          data-testid="row-cancel"
        >
          <Ban aria-hidden className="size-4" />
          Cancel<span className="sr-only"> order #{no}</span>
        </button>
      )}
      {type === 'c-order' && (
        <button
          type="button"
          className={ACTION}
          disabled={busy}
          onClick={() => void actions.act('restore', no)}
          data-testid="row-restore"
        >
          <RotateCcw aria-hidden className="size-4" />
          Restore<span className="sr-only"> order #{no}</span>
        </button>
      )}
    </div>
  );
}
