// The End Day Banking screen's state: the day shown, its rows per branch (POST
// /pos/report/dailyBanking/list), and the branch whose banking is being started. Choosing another day
// asks the server again and keeps the day in the address (?date=), so a reload shows the same day.
import { useCallback, useRef, useState } from 'react';
import type { BankingListResponse, BankingListRow } from '../../../contract/pos-banking.ts';
import { api } from '../../common/lib/api.ts';
import { notify } from '../../common/lib/notices.ts';

export function useDailyBanking(first: BankingListResponse) {
  const [date, setDateShown] = useState(first.date);
  const [rows, setRows] = useState<BankingListRow[]>(first.dailyBankings);
  const [busy, setBusy] = useState(false);
  const [starting, setStarting] = useState<BankingListRow | null>(null);
  // Answers can come back out of order when staff step through days: only the last asked counts.
  const asked = useRef(0);

  const load = useCallback(async (day: string) => {
    const mine = ++asked.current;
    setBusy(true);
    try {
      const answer = await api('pos.banking.list', { search: '', date: day });
      if (mine !== asked.current) return;
      setDateShown(answer.date);
      setRows(answer.dailyBankings);
      window.history.replaceState(null, '', `/pos/daily-banking?date=${answer.date}`);
    } catch (err) {
      if (mine === asked.current) notify(err instanceof Error ? err.message : 'Something went wrong.', 'danger');
    } finally {
      if (mine === asked.current) setBusy(false);
    }
  }, []);

  return {
    date,
    rows,
    busy,
    starting,
    setDate: (day: string) => {
      setDateShown(day);
      if (/^\d{4}-\d{2}-\d{2}$/.test(day)) void load(day);
    },
    reload: () => load(date),
    start: (row: BankingListRow) => setStarting(row),
    stopStarting: () => setStarting(null),
  };
}
