// Starting a branch's banking (specs/pos.md "End Day Banking screen": "A modal starts a banking
// record"): per method what was taken (Expected) and what was counted (Actual; typed only for the
// counted methods, contract/pos-banking.ts COUNTED_METHODS, whose boxes start empty; the others bank
// what was taken), every payment of the day, the totals, a comment, and Submit. Once submitted it
// cannot be changed, so Submit first lists the differences to confirm (BankingCheck.tsx).
import { Landmark } from 'lucide-react';
import { useId } from 'react';
import { shortDayText, shortNzDateTime } from '../../../../domain/dates.ts';
import type { BankingListRow, BankingPayment } from '../../../../contract/pos-banking.ts';
import { centsOf, formatNzd } from '../../../../domain/money.ts';
import { useBankingStart } from '../../hooks/useBankingStart.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { ModalFrame, ModalTitleBar } from '../../../common/components/ui/Modal.tsx';
import { INPUT, LABEL } from '../checkout/fields.tsx';
import { usePopDialog } from '../PopDialog.tsx';
import { confirmBanking } from './BankingCheck.tsx';
import { differenceClass, moneyText } from './money.ts';
import { BankingHead } from './BankingHead.tsx';

const CELL = 'px-2 py-1.5';
const MONEY = `${CELL} text-right tabular-nums`;

export function StartBankingModal(props: { row: BankingListRow; date: string; onClose(): void; onDone(): void }) {
  const { row, date, onClose } = props;
  const b = useBankingStart({ date, branch: row.code }, props.onDone);
  const dialog = usePopDialog();
  const commentId = useId();
  const totalExpected = b.start ? centsOf(b.start.totalExpected) : 0;
  const difference = b.totalActual === null ? null : b.totalActual - totalExpected;

  return (
    <ModalFrame
      onClose={onClose}
      overlayClassName="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-ink/50 px-3 pt-4 pb-6 sm:pt-[4vh] data-entering:animate-fade-in"
      modalClassName="w-full max-w-3xl rounded-xl bg-white shadow-2xl outline-none"
      aria-label={`Banking of ${row.location}`}
      data-testid="banking-start-modal"
      className="outline-none"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void b.submit((rows) => confirmBanking(dialog, rows));
        }}
      >
        <ModalTitleBar title="Start banking" onClose={onClose} look="pos">
          <p className="text-sm text-ink/75">
            <Landmark aria-hidden className="mr-1.5 inline size-4 align-[-3px]" />
            <span className="font-semibold text-ink">{row.location}</span> · {shortDayText(date)}
          </p>
        </ModalTitleBar>
        <div className="flex flex-col gap-4 px-5 py-4">
          {!b.start ? (
            <p className="text-sm text-ink/75" role={b.error ? 'alert' : 'status'}>
              {b.error || 'Reading the day’s payments…'}
            </p>
          ) : (
            <>
              <table className="w-full border-collapse text-sm" data-testid="banking-methods">
                <thead className="border-b-2 border-sand-dark text-left text-timber-dark">
                  <BankingHead cell={CELL} columns={['Method', 'Expected', 'Actual']} />
                </thead>
                <tbody>
                  {b.start.pMethods.map((m) => (
                    <tr key={m.gateway} className="border-b border-sand">
                      <th scope="row" className={`${CELL} text-left font-normal`}>
                        {m.name}
                      </th>
                      <td className={MONEY} data-testid={`banking-expected-${m.gateway}`}>
                        {moneyText(m.expected)}
                      </td>
                      <td className={MONEY}>
                        {m.editable ? (
                          <input
                            aria-label={`Counted ${m.name}`}
                            className={`${INPUT} ml-auto max-w-36 text-right tabular-nums`}
                            inputMode="decimal"
                            placeholder="Count"
                            value={b.counted[m.gateway] ?? ''}
                            disabled={b.busy}
                            data-testid={`banking-actual-${m.gateway}`}
                            onChange={(e) => b.setCounted(m.gateway, e.target.value.replace(/[^\d.]/g, ''))}
                          />
                        ) : (
                          moneyText(m.actual)
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="font-semibold text-timber-dark">
                  <tr>
                    <th scope="row" className={`${CELL} text-left`}>
                      Total
                    </th>
                    <td className={MONEY} data-testid="banking-total-expected">
                      {moneyText(b.start.totalExpected)}
                    </td>
                    <td className={MONEY} data-testid="banking-total-actual">
                      {b.totalActual === null ? '—' : formatNzd(b.totalActual)}
                    </td>
                  </tr>
                  <tr>
                    <th scope="row" className={`${CELL} text-left`}>
                      Difference
                    </th>
                    <td />
                    <td
                      className={`${MONEY} ${differenceClass(difference === null ? null : String(difference / 100))}`}
                      data-testid="banking-start-difference"
                    >
                      {difference === null ? '—' : formatNzd(difference)}
                    </td>
                  </tr>
                </tfoot>
              </table>
              <DayPayments
                payments={b.start.allPayments}
                methodName={(g) => b.start?.pMethods.find((m) => m.gateway === g)?.name ?? g}
              />
              <div>
                <label htmlFor={commentId} className={LABEL}>
                  Comment
                </label>
                <textarea
                  id={commentId}
                  className={`${INPUT} min-h-20`}
                  maxLength={1000}
                  value={b.comment}
                  disabled={b.busy}
                  onChange={(e) => b.setComment(e.target.value)}
                  data-testid="banking-comment"
                />
              </div>
            </>
          )}
          {b.start && b.error && (
            <p role="alert" className="text-sm font-semibold text-sale">
              {b.error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-sand px-5 py-3">
          <p className="mr-auto text-sm text-ink/70">A submitted banking cannot be changed.</p>
          <button type="button" className={buttonClass('secondary', 'wide')} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClass('primary', 'wide')} disabled={!b.start || b.busy}>
            Submit
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}

function DayPayments({ payments, methodName }: { payments: BankingPayment[]; methodName(gateway: string): string }) {
  return (
    <details className="rounded-lg border border-sand-dark" open={payments.length <= 8}>
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-timber-dark">
        All payments of the day ({payments.length})
      </summary>
      {payments.length === 0 ? (
        <p className="px-3 pb-3 text-sm text-ink/70">No payments taken at this branch that day.</p>
      ) : (
        <div className="max-h-64 overflow-y-auto">
          <table className="w-full border-collapse text-sm" data-testid="banking-payments">
            <thead className="text-left text-timber-dark">
              <tr>
                <th scope="col" className={`${CELL} font-semibold`}>
                  Time
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  Order
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  Staff
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  Method
                </th>
                <th scope="col" className={`${MONEY} font-semibold`}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.id} className="border-t border-sand">
                  <td className={`${CELL} tabular-nums`}>{shortNzDateTime(p.time).split(', ')[1]}</td>
                  <td className={CELL}>
                    <a
                      className="font-semibold text-kauri underline underline-offset-2"
                      href={`/pos/order-detail/${encodeURIComponent(p.ref_code)}`}
                    >
                      #{p.ref_code}
                    </a>
                  </td>
                  <td className={CELL}>{p.staff || '—'}</td>
                  <td className={CELL}>{methodName(p.gateway)}</td>
                  <td className={MONEY}>{moneyText(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
