// The comments panel's state (counter/components/comments/CommentsPanel.tsx): an order's or a quote's
// comments (POST /pos/activity/getLogs with its orderNo), the staff to choose from (get-staffs with no
// roles: every branch), the chosen ones and the note; saving (PUT /pos/activity/store) reads the
// comments again. A blank note is refused here with the spec's words before anything is sent, and
// the server refuses it too.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type GetLogsResponse, SAY_SOMETHING } from '../../../contract/pos-activity.ts';
import type { StaffSummary } from '../../../contract/pos.ts';
import { api } from '../../common/lib/api.ts';
import { failureOf } from './useStaffTools.ts';

export type CommentKind = 'order' | 'quote';

const EMPTY: GetLogsResponse = { success: true, logs: [], logStaffs: {}, total: 0, error: '' };

export function useComments(orderNo: string, kind: CommentKind, onCount?: (total: number) => void) {
  const event = kind === 'quote' ? ('quote-notice' as const) : ('order-notice' as const);
  const [answer, setAnswer] = useState<GetLogsResponse>(EMPTY);
  const [loaded, setLoaded] = useState(false);
  const [staffs, setStaffs] = useState<StaffSummary[]>([]);
  const [remind, setRemind] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  // The latest listener, without reading the comments again when a parent passes a new one.
  const countTo = useRef(onCount);
  countTo.current = onCount;

  const load = useCallback(async () => {
    const next = await api('pos.activity.logs', { orderNo, event });
    setAnswer(next);
    setLoaded(true);
    countTo.current?.(next.total);
  }, [orderNo, event]);

  useEffect(() => {
    load().catch((err) => setError(failureOf(err)));
    api('pos.staffs', {})
      .then((r) => setStaffs(r.staffs))
      .catch((err) => setError(failureOf(err)));
  }, [load]);

  const toggle = useCallback((id: number, on: boolean) => {
    setRemind((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));
  }, []);

  const save = useCallback(async () => {
    setSaved('');
    if (!note.trim()) {
      setError(SAY_SOMETHING);
      return;
    }
    setError('');
    setBusy(true);
    try {
      const done = await api('pos.activity.store', {
        description: note,
        orderNo,
        event,
        properties: { read: false, remind },
      });
      setNote('');
      setRemind([]);
      setSaved(done.msg);
      await load();
    } catch (err) {
      setError(failureOf(err));
    } finally {
      setBusy(false);
    }
  }, [note, orderNo, event, remind, load]);

  /** A staff member the comments name, as "Name (branch)"; one no longer listed by id. */
  const nameOf = useCallback(
    (id: number | null) => {
      if (id === null) return 'Kauri';
      const s = answer.logStaffs[String(id)];
      return s ? s.name : `Staff #${id}`;
    },
    [answer.logStaffs],
  );

  return {
    comments: answer.logs,
    logStaffs: answer.logStaffs,
    loaded,
    staffs,
    remind,
    toggle,
    note,
    setNote: (text: string) => {
      setNote(text);
      if (text.trim()) setError('');
    },
    error,
    saved,
    busy,
    save,
    nameOf,
  };
}

export type CommentsState = ReturnType<typeof useComments>;
