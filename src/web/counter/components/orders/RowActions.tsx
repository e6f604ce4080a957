// A row's actions: view an order or a quote (its detail page), edit or delete a quote, cancel an unpaid
// order, restore a cancelled one, and (every list but Recent Orders, specs/pos.md) its comments, with
// how many it has.
import { Ban, Eye, MessageSquare, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { OrderListRow, OrderListType } from '../../../../contract/pos-order-list.ts';
import type { OrderListActions } from '../../hooks/useOrderListActions.ts';
import { isQuoteList } from '../../hooks/useOrderListQuery.ts';
import { orderDetailHref, quoteEditHref } from '../../lib/pos-links.ts';
import { CommentsSheet } from './CommentsSheet.tsx';

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
  const quote = isQuoteList(type);
  const busy = actions.working === no;
  const [commenting, setCommenting] = useState(false);
  // The count the list read, until the sheet reads a newer one; the next page of the list brings its own.
  const [comments, setComments] = useState(row.num_comments);
  useEffect(() => setComments(row.num_comments), [row.num_comments]);
  return (
    <div className="flex flex-wrap gap-1">
      <a href={orderDetailHref(no, quote ? 'quote' : 'order')} className={ACTION} data-testid="row-view">
        <Eye aria-hidden className="size-4" />
        View<span className="sr-only">{` ${quote ? 'quote' : 'order'} #${no}`}</span>
      </a>
      {quote && (
        <>
          <a href={quoteEditHref(no)} className={ACTION} data-testid="row-edit">
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
      {type !== 'order' && (
        <button
          type="button"
          className={ACTION}
          onClick={() => setCommenting(true)}
          data-testid="row-comments"
          data-count={comments}
        >
          <MessageSquare aria-hidden className="size-4" />
          Comments<span className="sr-only"> on #{no}:</span>
          <span
            className={`min-w-6 rounded-full px-1.5 text-center text-xs leading-5 font-semibold ${comments ? 'bg-kauri text-white' : 'bg-sand text-ink/70'}`}
            data-testid="row-comment-count"
          >
            {comments}
          </span>
        </button>
      )}
      {commenting && (
        <CommentsSheet
          orderNo={no}
          kind={quote ? 'quote' : 'order'}
          onClose={() => setCommenting(false)}
          onCount={setComments}
        />
      )}
    </div>
  );
}
