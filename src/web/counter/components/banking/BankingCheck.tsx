// What Submit asks before a banking is made for good: each method's expected, counted and difference,
// and the totals, in the POS's confirm dialog (PopDialog.tsx). Resolves false on Back or Escape.
import { toDecimal } from '../../../../domain/money.ts';
import type { BankingCheckRow } from '../../hooks/useBankingStart.ts';
import { PopDialogCancelled, type PopDialogApi } from '../PopDialog.tsx';
import { BankingMethodsTable } from './BankingMethodsTable.tsx';

export async function confirmBanking(dialog: PopDialogApi, rows: BankingCheckRow[]): Promise<boolean> {
  try {
    await dialog.confirm({
      title: 'Submit this banking?',
      message: <BankingCheck rows={rows} />,
      cancelText: 'Back to counting',
      confirmText: 'Submit banking',
    });
    return true;
  } catch (err) {
    if (err instanceof PopDialogCancelled) return false;
    throw err;
  }
}

export function BankingCheck({ rows }: { rows: BankingCheckRow[] }) {
  const expected = rows.reduce((n, r) => n + r.expected, 0);
  const actual = rows.reduce((n, r) => n + r.actual, 0);
  const row = (e: number, a: number) => ({
    expected: toDecimal(e),
    actual: toDecimal(a),
    difference: toDecimal(a - e),
  });
  return (
    <div className="flex flex-col gap-2">
      <p>A submitted banking cannot be changed. Check the differences first.</p>
      <div className="-mx-2 overflow-x-auto">
        <BankingMethodsTable
          testId="banking-check"
          rows={rows.map((r) => ({ key: r.name, name: r.name, ...row(r.expected, r.actual) }))}
          total={row(expected, actual)}
        />
      </div>
    </div>
  );
}
