// One submitted banking as it was submitted: the branch and day, who submitted it and when, per
// method what was taken, what was counted and the difference, the totals and the comment.
import { Landmark } from 'lucide-react';
import type { BankingRecord } from '../../../../contract/pos-banking.ts';
import { nzDate, nzDateTime } from '../../../lib/pos-checkout.ts';
import { differenceClass, differenceText, moneyText } from './money.ts';

// Phones: narrower cells, so the four columns fit without scrolling sideways.
const CELL = 'px-1.5 py-2 sm:px-3';
const MONEY = `${CELL} text-right tabular-nums`;

export function BankingRecordView({ record }: { record: BankingRecord }) {
  return (
    <>
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
          <Landmark aria-hidden className="size-6 text-kauri" />
          Banking of {record.location}
        </h1>
        <p className="mt-1 text-ink/80" data-testid="banking-view-summary">
          {nzDate(record.date)} · submitted by <span className="font-semibold">{record.staff}</span> on{' '}
          <time dateTime={record.createdAt}>{nzDateTime(record.createdAt)}</time>
        </p>
      </div>
      <div className="overflow-x-auto rounded-xl border border-sand-dark bg-white">
        <table className="w-full border-collapse text-sm" data-testid="banking-view-methods">
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
            {record.pMethods.map((m) => (
              <tr key={m.gateway} className="border-b border-sand">
                <th scope="row" className={`${CELL} text-left font-normal`}>
                  {m.name}
                </th>
                <td className={MONEY}>{moneyText(m.expected)}</td>
                <td className={MONEY}>{moneyText(m.actual)}</td>
                <td className={`${MONEY} ${differenceClass(m.difference)}`}>{differenceText(m.difference)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold text-timber-dark">
            <tr>
              <th scope="row" className={`${CELL} text-left`}>
                Total
              </th>
              <td className={MONEY}>{moneyText(record.totalExpected)}</td>
              <td className={MONEY}>{moneyText(record.totalActual)}</td>
              <td className={`${MONEY} ${differenceClass(record.difference)}`} data-testid="banking-view-difference">
                {differenceText(record.difference)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <section className="rounded-xl border border-sand-dark bg-white p-4">
        <h2 className="text-sm font-semibold tracking-wider text-timber uppercase">Comment</h2>
        <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]" data-testid="banking-view-comment">
          {record.comment || 'No comment.'}
        </p>
      </section>
    </>
  );
}
