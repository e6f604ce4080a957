// A stock file's upload state: the chosen file, Check (a dry run) then Apply (the real call), the
// progress while it goes, and the answers. Apply is allowed only after a clean check of the same file.
import { useState } from 'react';
import { uploadCsv } from '../catalogue-csv/upload-csv.ts';

export type Step = 'check' | 'apply';
export type Busy = { step: Step; sent: number | null } | null;

export function useCsvUpload<T extends { success: boolean; dryRun: boolean; errors: unknown[] }>(address: string) {
  const [file, setFileState] = useState<File | null>(null);
  const [checked, setChecked] = useState<T | null>(null);
  const [done, setDone] = useState<T | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState('');

  const setFile = (next: File | null) => {
    setFileState(next);
    setChecked(null);
    setDone(null);
    setProblem('');
  };
  const run = async (step: Step) => {
    if (!file) return;
    setBusy({ step, sent: 0 });
    setProblem('');
    try {
      const answer = await uploadCsv<T>(address, file, step === 'check', (sent) =>
        setBusy({ step, sent: sent >= 1 ? null : sent }),
      );
      if (step === 'check') {
        setChecked(answer);
        setDone(null);
      } else {
        setDone(answer);
        setChecked(answer.success ? null : answer);
      }
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return {
    file,
    setFile,
    busy,
    problem,
    /** The latest answer to show: a failed or clean check, or the applied result. */
    shown: checked ?? done,
    clean: checked?.success === true && checked.dryRun,
    run,
  };
}
export type CsvUpload<T extends { success: boolean; dryRun: boolean; errors: unknown[] }> = ReturnType<
  typeof useCsvUpload<T>
>;
