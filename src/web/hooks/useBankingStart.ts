// Starting one branch's banking: what it took that day (POST /pos/report/dailyBanking/start), the
// counted amounts staff type for the counted methods, a comment, and the submission
// (POST /pos/report/dailyBanking/create). The totals follow what is typed; the server counts again.
import { useEffect, useState } from 'react';
import { BAD_COUNTED_AMOUNT, type BankingStartResponse, countedCents } from '../../contract/pos-banking.ts';
import { api } from '../lib/api.ts';
import { notify } from '../lib/notices.ts';

const cents = (decimal: string) => Math.round(Number(decimal) * 100);

export function useBankingStart(ask: { date: string; branch: string }, onDone: () => void) {
  const [start, setStart] = useState<BankingStartResponse | null>(null);
  const [counted, setCounted] = useState<Record<string, string>>({});
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api('pos.banking.start', { date: ask.date, branch: ask.branch })
      .then((answer) => {
        if (!live) return;
        setStart(answer);
        setCounted(Object.fromEntries(answer.pMethods.filter((m) => m.editable).map((m) => [m.gateway, m.actual])));
      })
      .catch((err: Error) => live && setError(err.message));
    return () => {
      live = false;
    };
  }, [ask.date, ask.branch]);

  /** A method's counted amount in cents: typed for the counted methods, what was taken for the others. */
  const actualOf = (gateway: string, expected: string): number | null =>
    gateway in counted ? countedCents(counted[gateway]) : cents(expected);
  const actuals = start?.pMethods.map((m) => actualOf(m.gateway, m.expected)) ?? [];
  const totalActual = actuals.every((a) => a !== null) ? actuals.reduce<number>((n, a) => n + (a ?? 0), 0) : null;

  async function submit() {
    if (!start || busy) return;
    if (totalActual === null) {
      setError(BAD_COUNTED_AMOUNT);
      return;
    }
    setError('');
    setBusy(true);
    try {
      const pMethods = start.pMethods.map((m) => ({ gateway: m.gateway, actual: counted[m.gateway] ?? m.actual }));
      const answer = await api('pos.banking.create', { date: start.date, branch: start.branch, pMethods, comment });
      notify(answer.msg, 'success');
      onDone();
    } catch (err) {
      const msg = err instanceof Error ? err.message : 'Something went wrong. Please try again.';
      setError(msg);
      notify(msg, 'danger');
    } finally {
      setBusy(false);
    }
  }

  return {
    start,
    counted,
    setCounted: (gateway: string, text: string) => {
      setCounted((c) => ({ ...c, [gateway]: text }));
      setError('');
    },
    actualOf,
    totalActual,
    comment,
    setComment,
    error,
    busy,
    submit,
  };
}
