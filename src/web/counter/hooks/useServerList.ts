// A POS list page's query and the server's answer to it (the order and quote lists, the coupon list).
// The first answer comes from the loader; every change of the query puts it in the address (no new
// history entry, so a reload or a shared link shows the same list) and asks the server again, and an
// answer older than the last question is dropped. The search box follows 300 ms after the last key.
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../common/lib/notices.ts';

export const SEARCH_DEBOUNCE_MS = 300;

export const messageOf = (err: unknown) =>
  err instanceof Error ? err.message : 'Something went wrong. Please try again.';

interface ListQuery {
  search: string;
  page: number;
}

export function useServerList<Q extends ListQuery, A>(
  initial: Q,
  first: A,
  /** The page's address for a query, and the server's answer to it; both stable (module functions). */
  addressOf: (q: Q) => string,
  ask: (q: Q) => Promise<A>,
) {
  const [query, setQuery] = useState(initial);
  const [searchText, setSearchText] = useState(initial.search);
  const [answer, setAnswer] = useState(first);
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);
  const skipFirst = useRef(true);

  const load = useCallback(
    async (q: Q) => {
      const n = ++asked.current;
      setBusy(true);
      try {
        const next = await ask(q);
        if (n === asked.current) setAnswer(next);
      } catch (err) {
        if (n === asked.current) notify(messageOf(err), 'danger');
      } finally {
        if (n === asked.current) setBusy(false);
      }
    },
    [ask],
  );

  useEffect(() => {
    if (typeof window !== 'undefined') window.history.replaceState(window.history.state, '', addressOf(query));
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    void load(query);
  }, [query, load, addressOf]);

  // The search box: the query changes 300 ms after the last key, from the first page.
  useEffect(() => {
    if (searchText === query.search) return;
    const timer = window.setTimeout(() => setQuery((q) => ({ ...q, search: searchText, page: 1 })), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, query.search]);

  return { query, setQuery, searchText, setSearchText, answer, busy, load };
}
