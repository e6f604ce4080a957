// One submitted banking as it was submitted: the branch and day, who submitted it and when, per
// method what was taken, what was counted and the difference, the totals and the comment.
import { Landmark } from 'lucide-react';
import { shortDayText, shortNzDateTime } from '../../../../domain/dates.ts';
import type { BankingRecord } from '../../../../contract/pos-banking.ts';
import { BankingMethodsTable } from './BankingMethodsTable.tsx';

export function BankingRecordView({ record }: { record: BankingRecord }) {
  return (
    <>
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
          <Landmark aria-hidden className="size-6 text-kauri" />
          Banking of {record.location}
        </h1>
        <p className="mt-1 text-ink/80" data-testid="banking-view-summary">
          {shortDayText(record.date)} · submitted by <span className="font-semibold">{record.staff}</span> on{' '}
          <time dateTime={record.createdAt}>{shortNzDateTime(record.createdAt)}</time>
        </p>
      </div>
      <div className="overflow-x-auto rounded-xl border border-sand-dark bg-white">
        <BankingMethodsTable
          testId="banking-view-methods"
          rows={record.pMethods.map((m) => ({ key: m.gateway, ...m }))}
          total={{ expected: record.totalExpected, actual: record.totalActual, difference: record.difference }}
        />
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
