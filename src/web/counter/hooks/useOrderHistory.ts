// The order's history for the detail page's History section: POST /pos/activity/getLogs {orderNo,
// event: 'order-activity'}, read when the section is first opened (most visits never open it) and
// again whenever the page's detail changes while it is open (an action just added an entry).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GetLogsResponse } from '../../../contract/pos-activity.ts';
import { api } from '../../common/lib/api.ts';

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

export interface OrderHistoryState {
  open: boolean;
  setOpen(open: boolean): void;
  loading: boolean;
  error: string;
  history: GetLogsResponse | null;
}

/** `changed`: anything that changes identity when the order does (the detail answer). */
export function useOrderHistory(orderNo: string, changed: unknown): OrderHistoryState {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [history, setHistory] = useState<GetLogsResponse | null>(null);
  const latest = useRef(0);

  const load = useCallback(async () => {
    // Only the newest read is kept: an older answer arriving late never replaces it.
    const ask = ++latest.current;
    setLoading(true);
    try {
      const answer = await api('pos.activity.logs', { orderNo, event: 'order-activity' });
      if (ask === latest.current) {
        setHistory(answer);
        setError('');
      }
    } catch (err) {
      if (ask === latest.current) setError(err instanceof Error && err.message ? err.message : SOMETHING_WRONG);
    } finally {
      if (ask === latest.current) setLoading(false);
    }
  }, [orderNo]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `changed` is the signal to read again.
  useEffect(() => {
    if (open) void load();
  }, [open, load, changed]);

  return { open, setOpen, loading, error, history };
}
