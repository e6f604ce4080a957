// The totals block of a printed sheet (the quote, the tax invoice and the pro-forma): the rows, the last
// one as the bold total, then any rows after it (an invoice's GST, payments and balance due).
import { formatNzd } from '../../../../domain/money.ts';

export interface SheetRow {
  label: string;
  cents: number;
  bold?: boolean;
}

interface Props {
  /** The rows down to the total, which is the last. */
  rows: SheetRow[];
  /** The total's own words, when not the last row's label. */
  totalLabel?: string;
  after?: SheetRow[];
  /** 'quote' or 'invoice': names the block's and the total's test ids. */
  testId: string;
  width?: 'max-w-xs' | 'max-w-sm';
}

const BOLD = 'mt-1 border-t border-sand-dark pt-2 text-lg font-semibold';

export function SheetTotals({ rows, totalLabel, after = [], testId, width = 'max-w-xs' }: Props) {
  const total = rows[rows.length - 1];
  return (
    <div className="mt-4 flex justify-end break-inside-avoid">
      <dl className={`w-full ${width}`} data-testid={`${testId}-totals`}>
        {rows.slice(0, -1).map((row) => (
          <div key={row.label} className="flex justify-between gap-4 py-0.5">
            <dt className="text-ink/75">{row.label}</dt>
            <dd className="text-right tabular-nums">{formatNzd(row.cents)}</dd>
          </div>
        ))}
        {total && (
          <div className={`flex justify-between gap-4 ${BOLD}`}>
            <dt>{totalLabel ?? total.label}</dt>
            <dd className="text-right tabular-nums" data-testid={`${testId}-total`}>
              {formatNzd(total.cents)}
            </dd>
          </div>
        )}
        {after.map((row) => (
          <div key={row.label} className={`flex justify-between gap-4 py-0.5 ${row.bold ? BOLD : ''}`}>
            <dt className={row.bold ? '' : 'text-ink/75'}>{row.label}</dt>
            <dd className="text-right tabular-nums">{formatNzd(row.cents)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
