// Starting one branch's banking: what it took that day (POST /pos/report/dailyBanking/start), the
// counted amounts staff type for the counted methods, a comment, and the submission
// (POST /pos/report/dailyBanking/create). The counted boxes start empty and must all be filled;
// Submit then asks to confirm each method's difference. The totals follow what is typed; the server
// counts again.
import { useEffect, useState } from 'react';
import { centsOf } from '../../../domain/money.ts';
import {
  BAD_COUNTED_AMOUNT,
  type BankingStartResponse,
  countedAmountMissing,
  countedCents,
  countedGiven,
} from '../../../contract/pos-banking.ts';
import { api } from '../../common/lib/api.ts';
import { notify } from '../../common/lib/notices.ts';

/** One method as the confirmation before Submit lists it, in cents. */
export interface BankingCheckRow {
  name: string;
  expected: number;
  actual: number;
}

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
    gateway in counted ? countedCents(counted[gateway]) : centsOf(expected);
  const actuals = start?.pMethods.map((m) => actualOf(m.gateway, m.expected)) ?? [];
  const totalActual = actuals.every((a) => a !== null) ? actuals.reduce<number>((n, a) => n + (a ?? 0), 0) : null;

  /** The words for the first counted box not filled in or not an amount; '' when all are counted. */
  function countRefusal(): string {
    for (const m of start?.pMethods ?? []) {
      if (!m.editable) continue;
      if (!countedGiven(counted[m.gateway])) return countedAmountMissing(m.name);
      if (countedCents(counted[m.gateway]) === null) return BAD_COUNTED_AMOUNT;
    }
    return '';
  }

  /** Submit: every counted box filled, then `confirm` shown the differences (false: back to counting), then the banking. */
  async function submit(confirm: (rows: BankingCheckRow[]) => Promise<boolean>) {
    if (!start || busy) return;
    const refusal = countRefusal();
    if (refusal) {
      setError(refusal);
      return;
    }
    setError('');
    const rows = start.pMethods.map((m) => ({
      name: m.name,
      expected: centsOf(m.expected),
      actual: actualOf(m.gateway, m.expected) ?? 0,
    }));
    if (!(await confirm(rows))) return;
    setBusy(true);
    try {
      // The counted methods send what was typed; the others what was taken (the server reads it again).
      const pMethods = start.pMethods.map((m) => ({
        gateway: m.gateway,
        actual: m.editable ? (counted[m.gateway] ?? '') : m.actual,
      }));
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
