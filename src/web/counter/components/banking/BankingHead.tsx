// The head row of the banking tables (the day's list, the start window, the check before submit):
// the figures' columns (what was expected, what was counted, the difference) right-aligned as their
// numbers are, the rest as text. Each table passes its own cell padding.
const FIGURES = new Set(['Expected', 'Actual', 'Difference']);

export function BankingHead({ columns, cell }: { columns: string[]; cell: string }) {
  return (
    <tr>
      {columns.map((label) => (
        <th
          key={label}
          scope="col"
          className={`${cell} font-semibold${FIGURES.has(label) ? ' text-right tabular-nums' : ''}`}
        >
          {label}
        </th>
      ))}
    </tr>
  );
}
