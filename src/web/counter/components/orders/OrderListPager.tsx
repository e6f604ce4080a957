// The pager: previous, up to five page links around the current page, next; and how many rows there are.
// The order lists' (10 a page) and the coupon list's (20 a page: counter/components/coupons/).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_SIZE, pageLinks } from '../../hooks/useOrderListQuery.ts';

/** What the pager reads of a list (useOrderList's state, or another list's of the same shape). */
export interface PagedList {
  answer: { total: number; totalCapped?: boolean };
  query: { page: number };
  goTo(page: number): void;
}

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-kauri disabled:cursor-not-allowed disabled:opacity-50';

export function OrderListPager({ list, pageSize = PAGE_SIZE }: { list: PagedList; pageSize?: number }) {
  const { total, totalCapped } = list.answer;
  const page = list.query.page;
  const last = Math.max(1, Math.ceil(total / pageSize));
  const links = pageLinks(page, total, pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sm text-ink/70" data-testid="list-total">
        {total.toLocaleString('en-NZ')}
        {totalCapped ? '+' : ''} result{total === 1 ? '' : 's'}
      </p>
      {total > pageSize && (
        <nav aria-label="Pages" className="flex gap-1">
          <button
            type="button"
            className={`${LINK} border-sand-dark bg-white`}
            disabled={page <= 1}
            onClick={() => list.goTo(page - 1)}
            aria-label="Previous page"
          >
            <ChevronLeft aria-hidden className="size-4" />
          </button>
          {links.map((n) => (
            <button
              key={n}
              type="button"
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => list.goTo(n)}
              className={`${LINK} ${n === page ? 'border-kauri bg-kauri text-white' : 'border-sand-dark bg-white text-timber-dark hover:bg-sand'}`}
            >
              {n}
            </button>
          ))}
          <button
            type="button"
            className={`${LINK} border-sand-dark bg-white`}
            disabled={page >= last && !totalCapped}
            onClick={() => list.goTo(page + 1)}
            aria-label="Next page"
          >
            <ChevronRight aria-hidden className="size-4" />
          </button>
        </nav>
      )}
    </div>
  );
}
