// Per method what was taken (Expected), what was counted (Actual) and the difference, with the totals:
// as Submit asks to confirm it (BankingCheck.tsx) and as the submitted banking shows it
// (BankingRecordView.tsx). Amounts are the server's decimal strings.
import { differenceClass, differenceText, moneyText } from './money.ts';
import { BankingHead } from './BankingHead.tsx';

export interface BankingMethodRow {
  key: string;
  name: string;
  expected: string;
  actual: string;
  difference: string;
}

// Phones: narrower cells, so the four columns fit without scrolling sideways.
const CELL = 'px-1.5 py-2 sm:px-3';
const MONEY = `${CELL} text-right tabular-nums`;

export function BankingMethodsTable(props: {
  rows: readonly BankingMethodRow[];
  total: Omit<BankingMethodRow, 'key' | 'name'>;
  /** The table's test id; its rows' and total difference's follow from it (`{testId}-row`, `{testId}-difference`). */
  testId: string;
}) {
  const { rows, total, testId } = props;
  return (
    <table className="w-full border-collapse text-sm" data-testid={testId}>
      <thead className="border-b-2 border-sand-dark text-left text-timber-dark">
        <BankingHead cell={CELL} columns={['Method', 'Expected', 'Actual', 'Difference']} />
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-b border-sand" data-testid={`${testId}-row`}>
            <th scope="row" className={`${CELL} text-left font-normal`}>
              {r.name}
            </th>
            <td className={MONEY}>{moneyText(r.expected)}</td>
            <td className={MONEY}>{moneyText(r.actual)}</td>
            <td className={`${MONEY} ${differenceClass(r.difference)}`}>{differenceText(r.difference)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="font-semibold text-timber-dark">
        <tr>
          <th scope="row" className={`${CELL} text-left`}>
            Total
          </th>
          <td className={MONEY}>{moneyText(total.expected)}</td>
          <td className={MONEY}>{moneyText(total.actual)}</td>
          <td className={`${MONEY} ${differenceClass(total.difference)}`} data-testid={`${testId}-difference`}>
            {differenceText(total.difference)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
