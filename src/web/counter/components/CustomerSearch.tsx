// Customer search for the POS menu and the storefront's staff bar: typed text is searched 300 ms after
// the last key, at most ten suggestions show, and the recent customers show while the box is empty. No
// match says 'No results'. Each suggestion shows how the customer last came to us and their quotes.
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CustomerFound } from '../../../contract/pos.ts';
import { failureOf } from '../hooks/useStaffTools.ts';
import { api } from '../../common/lib/api.ts';
import { ContactLine } from './ContactLine.tsx';

export const SEARCH_DELAY_MS = 300;

/** "1 quote", "2 quotes". */
export const quotesText = (n: number) => `${n} quote${n === 1 ? '' : 's'}`;
export const MAX_SUGGESTIONS = 10;

export function CustomerSearch({
  onSelect,
  disabled,
  selectedId,
  autoFocus = false,
}: {
  onSelect(c: CustomerFound): void;
  disabled: boolean;
  /** The bound customer: a new selection joins the recent customers, so the list is read again. */
  selectedId: number;
  autoFocus?: boolean;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [users, setUsers] = useState<CustomerFound[] | null>(null);
  const [recent, setRecent] = useState<CustomerFound[]>([]);
  const [error, setError] = useState('');
  const seq = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new bound customer joins the recent ones, so the list is read again.
  useEffect(() => {
    const ctl = new AbortController();
    api('pos.customers.recent', {}, { signal: ctl.signal })
      .then((res) => setRecent(res.users))
      .catch(() => {});
    return () => ctl.abort();
  }, [selectedId]);

  useEffect(() => {
    const words = text.trim();
    const mine = ++seq.current;
    if (!words) {
      setUsers(null);
      setError('');
      return;
    }
    const timer = setTimeout(() => {
      api('pos.customers.search', { text: words, limit: MAX_SUGGESTIONS })
        .then((res) => {
          if (mine !== seq.current) return;
          setUsers(res.users.slice(0, MAX_SUGGESTIONS));
          setError('');
        })
        .catch((err: unknown) => {
          if (mine === seq.current) setError(failureOf(err));
        });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const shown = users ?? recent;
  // The picked option leaves the list with the text: focus goes back to the box, not to the page.
  const pick = (c: CustomerFound) => {
    setText('');
    input.current?.focus();
    onSelect(c);
  };

  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-timber-dark">
        Search customers by name, email or mobile
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink/50"
        />
        <input
          ref={input}
          id={inputId}
          data-testid="pos-cus-search"
          type="search"
          autoComplete="off"
          // The staff bar opens this in a popover for typing at once.
          autoFocus={autoFocus}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="min-h-11 w-full rounded-lg border border-sand-dark bg-white py-2 pr-3 pl-10 text-ink focus-visible:outline-2 focus-visible:outline-kauri"
        />
      </div>
      <p className="mt-3 mb-1 text-sm font-semibold tracking-wide text-ink/70 uppercase">
        {users ? 'Results' : 'Recent customers'}
      </p>
      {error && (
        <p role="alert" className="text-sale">
          {error}
        </p>
      )}
      {users && users.length === 0 && !error && (
        <p data-testid="pos-cus-none" className="text-ink/70">
          No results
        </p>
      )}
      {shown.length > 0 && (
        <ul
          data-testid={users ? 'pos-cus-results' : 'pos-cus-recent'}
          className="divide-y divide-sand rounded-lg border border-sand bg-white"
        >
          {shown.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                // aria-disabled, not disabled: a disabled button drops the focus to the page, out of the
                // popover, whose Escape then no longer closes it.
                aria-disabled={disabled}
                onClick={() => disabled || pick(c)}
                data-testid="pos-cus-option"
                className="flex min-h-11 w-full flex-wrap items-baseline gap-x-3 px-3 py-2 text-left text-ink hover:bg-kauri-light focus-visible:outline-2 focus-visible:outline-kauri aria-disabled:opacity-60"
              >
                <span className="font-medium">
                  {c.firstname} {c.lastname}
                </span>
                <span className="min-w-0 text-sm break-words text-ink/65">
                  <ContactLine parts={[c.organisation, c.email, c.mobile]} email={c.email} />
                </span>
                {(c.acquisition || c.numQuotes > 0) && (
                  <span className="ml-auto flex flex-wrap justify-end gap-x-3 text-sm text-timber">
                    {c.acquisition && <span data-testid="pos-cus-acquisition">{c.acquisition}</span>}
                    {c.numQuotes > 0 && <span>{quotesText(c.numQuotes)}</span>}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!users && recent.length === 0 && <p className="text-ink/70">No recent customers.</p>}
    </div>
  );
}
