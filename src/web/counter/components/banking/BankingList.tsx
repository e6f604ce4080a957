// The End Day Banking list (specs/pos.md "End Day Banking screen"): a row per branch with Branch,
// Staff, Expected, Actual, Difference and the Option: View once banked, Start when this staff member
// may start it (the server's canStart), otherwise Can't start.
import { Eye, Play } from 'lucide-react';
import type { BankingListRow } from '../../../../contract/pos-banking.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { differenceClass, differenceText, moneyText } from './money.ts';
import { BankingHead } from './BankingHead.tsx';

const CELL = 'px-3 py-2';
const MONEY = `${CELL} text-right tabular-nums`;

export function BankingList({ rows, onStart }: { rows: BankingListRow[]; onStart(row: BankingListRow): void }) {
  return (
    <>
      <BankingTable rows={rows} onStart={onStart} />
      <BankingCards rows={rows} onStart={onStart} />
    </>
  );
}

/** Tablets and larger: the spec's columns. */
function BankingTable({ rows, onStart }: { rows: BankingListRow[]; onStart(row: BankingListRow): void }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-sand-dark bg-white sm:block">
      <table className="w-full border-collapse text-left text-sm" data-testid="banking-list">
        <thead className="border-b-2 border-sand-dark text-timber-dark">
          <BankingHead cell={CELL} columns={['Branch', 'Staff', 'Expected', 'Actual', 'Difference', 'Option']} />
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

/** Phones have no room for six columns: a card per branch, its figures side by side, the option under them. */
function BankingCards({ rows, onStart }: { rows: BankingListRow[]; onStart(row: BankingListRow): void }) {
  return (
    <ul className="flex flex-col gap-2 sm:hidden" aria-label="Branches">
      {rows.map((row) => (
        <li
          key={row.code}
          className="rounded-xl border border-sand-dark bg-white p-3"
          data-testid={`banking-card-${row.code}`}
        >
          <p className="font-semibold text-timber-dark">{row.location}</p>
          {row.staff && <p className="text-sm text-ink/75">Banked by {row.staff}</p>}
          <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-ink/70">Expected</dt>
              <dd className="tabular-nums">{moneyText(row.expected)}</dd>
            </div>
            <div>
              <dt className="text-ink/70">Actual</dt>
              <dd className="tabular-nums">{moneyText(row.actual)}</dd>
            </div>
            <div>
              <dt className="text-ink/70">Difference</dt>
              <dd className={`tabular-nums ${differenceClass(row.difference)}`}>{differenceText(row.difference)}</dd>
            </div>
          </dl>
          <div className="mt-2">
            <Option row={row} onStart={onStart} />
          </div>
        </li>
      ))}
    </ul>
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
