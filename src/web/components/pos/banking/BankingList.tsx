// The End Day Banking list (specs/pos.md "End Day Banking screen"): a row per branch with Branch,
// Staff, Expected, Actual, Difference and the Option: View once banked, Start when this staff member
// may start it (the server's canStart), otherwise Can't start.
import { Eye, Play } from 'lucide-react';
import type { BankingListRow } from '../../../../contract/pos-banking.ts';
import { buttonClass } from '../../ui/buttons.ts';
import { differenceClass, differenceText, moneyText } from './money.ts';

const CELL = 'px-3 py-2';
const MONEY = `${CELL} text-right tabular-nums`;

export function BankingList({ rows, onStart }: { rows: BankingListRow[]; onStart(row: BankingListRow): void }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-sand-dark bg-white">
      <table className="w-full border-collapse text-left text-sm" data-testid="banking-list">
        <thead className="border-b-2 border-sand-dark text-timber-dark">
          <tr>
            <th scope="col" className={`${CELL} font-semibold`}>
              Branch
            </th>
            <th scope="col" className={`${CELL} font-semibold`}>
              Staff
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
            <th scope="col" className={`${CELL} font-semibold`}>
              Option
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-3 py-8 text-center text-ink/70">
                No branch matches.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.code}
                className="border-b border-sand last:border-b-0"
                data-testid={`banking-row-${row.code}`}
              >
                <th scope="row" className={`${CELL} font-semibold text-timber-dark`}>
                  {row.location}
                </th>
                <td className={CELL}>{row.staff || '—'}</td>
                <td className={MONEY}>{moneyText(row.expected)}</td>
                <td className={MONEY}>{moneyText(row.actual)}</td>
                <td className={`${MONEY} ${differenceClass(row.difference)}`} data-testid="banking-difference">
                  {differenceText(row.difference)}
                </td>
                <td className={CELL}>
                  <Option row={row} onStart={onStart} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function Option({ row, onStart }: { row: BankingListRow; onStart(row: BankingListRow): void }) {
  if (row.id !== null)
    return (
      <a href={`/pos/report/dailyBanking/view/${row.id}`} className={buttonClass('secondary')}>
        <Eye aria-hidden className="size-4" />
        View
      </a>
    );
  if (row.canStart)
    return (
      <button type="button" className={buttonClass('primary')} onClick={() => onStart(row)}>
        <Play aria-hidden className="size-4" />
        Start
      </button>
    );
  return (
    <button type="button" className={buttonClass('secondary')} disabled>
      Can't start
    </button>
  );
}
