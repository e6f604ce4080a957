// What Submit asks before a banking is made for good: each method's expected, counted and difference,
// and the totals, in the POS's confirm dialog (PopDialog.tsx). Resolves false on Back or Escape.
import { formatNzd } from '../../../../domain/money.ts';
import type { BankingCheckRow } from '../../../hooks/useBankingStart.ts';
import { PopDialogCancelled, type PopDialogApi } from '../PopDialog.tsx';
import { differenceClass } from './money.ts';

const CELL = 'px-2 py-1.5';
const MONEY = `${CELL} text-right tabular-nums`;

const signed = (cents: number) => (cents > 0 ? `+${formatNzd(cents)}` : formatNzd(cents));

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
  return (
    <div className="flex flex-col gap-2">
      <p>A submitted banking cannot be changed. Check the differences first.</p>
      <div className="-mx-2 overflow-x-auto">
        <table className="w-full border-collapse text-sm" data-testid="banking-check">
          <thead className="border-b-2 border-sand-dark text-left text-timber-dark">
            <tr>
              <th scope="col" className={`${CELL} font-semibold`}>
                Method
              </th>
              <th scope="col" className={`${MONEY} font-semibold`}>
                Expected
              </th>
              <th scope="col" className={`${MONEY} font-semibold`}>
                Actual
              </th>
              <th scope="col" className={`${MONEY} font-semibold`}>
                Difference
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name} className="border-b border-sand" data-testid="banking-check-row">
                <th scope="row" className={`${CELL} text-left font-normal`}>
                  {r.name}
                </th>
                <td className={MONEY}>{formatNzd(r.expected)}</td>
                <td className={MONEY}>{formatNzd(r.actual)}</td>
                <td className={`${MONEY} ${differenceClass(String((r.actual - r.expected) / 100))}`}>
                  {signed(r.actual - r.expected)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold text-timber-dark">
            <tr>
              <th scope="row" className={`${CELL} text-left`}>
                Total
              </th>
              <td className={MONEY}>{formatNzd(expected)}</td>
              <td className={MONEY}>{formatNzd(actual)}</td>
              <td
                className={`${MONEY} ${differenceClass(String((actual - expected) / 100))}`}
                data-testid="banking-check-difference"
              >
                {signed(actual - expected)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
