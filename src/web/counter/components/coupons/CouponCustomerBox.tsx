// The coupon form's customer (specs/pos.md "Coupon form": optional, found by typing name, email or
// mobile): GET /pos/cus-search/{text} 300 ms after the last key, at most ten suggestions; the chosen
// customer shows with a Clear button.
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CustomerFound } from '../../../../contract/pos.ts';
import { api } from '../../../common/lib/api.ts';
import { INPUT, LABEL } from '../checkout/fields.tsx';
import { MAX_SUGGESTIONS, SEARCH_DELAY_MS } from '../CustomerSearch.tsx';

const fullName = (c: CustomerFound) => `${c.firstname} ${c.lastname}`.trim();

export function CouponCustomerBox({
  chosen,
  onChoose,
}: {
  chosen: CustomerFound | null;
  onChoose(c: CustomerFound | null): void;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<CustomerFound[] | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    const words = text.trim();
    const mine = ++seq.current;
    if (!words) {
      setFound(null);
      return;
    }
    const timer = setTimeout(() => {
      api('pos.customers.search', { text: words.slice(0, 100), limit: MAX_SUGGESTIONS })
        .then((res) => mine === seq.current && setFound(res.users.slice(0, MAX_SUGGESTIONS)))
        .catch(() => mine === seq.current && setFound([]));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  if (chosen)
    return (
      <div>
        <p className={LABEL}>Customer</p>
        <div
          className="flex min-h-11 items-center justify-between gap-2 rounded-lg border border-sand-dark bg-sand/40 px-3"
          data-testid="coupon-customer-chosen"
        >
          <span className="min-w-0 truncate">
            <span className="font-semibold">{fullName(chosen) || chosen.email}</span>{' '}
            <span className="text-ink/70">{chosen.email}</span>
          </span>
          <button
            type="button"
            onClick={() => onChoose(null)}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-kauri hover:underline focus-visible:outline-2 focus-visible:outline-kauri"
          >
            <X aria-hidden className="size-4" />
            Clear
          </button>
        </div>
      </div>
    );

  return (
    <div>
      <label htmlFor={inputId} className={LABEL}>
        Customer (optional): name, email or mobile
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink/50"
        />
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          className={`${INPUT} pl-9`}
          data-testid="coupon-customer-search"
        />
      </div>
      {found && found.length === 0 && <p className="mt-1 text-sm text-ink/70">No results</p>}
      {found && found.length > 0 && (
        <ul
          className="mt-1 max-h-56 divide-y divide-sand overflow-y-auto rounded-lg border border-sand-dark bg-white"
          aria-label="Customers found"
          data-testid="coupon-customer-results"
        >
          {found.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => {
                  setText('');
                  onChoose(c);
                }}
                className="flex min-h-11 w-full flex-wrap items-baseline gap-x-2 px-3 py-1.5 text-left hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri"
              >
                <span className="font-semibold">{fullName(c) || c.email}</span>
                <span className="text-sm text-ink/70">{c.email}</span>
                {c.mobile && <span className="text-sm text-ink/70">{c.mobile}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
