// A coupon's history (specs/pos.md "a history modal"): each change with when, who and what.
import { shortNzDateTime } from '../../../../domain/dates.ts';
import type { CouponRow } from '../../../../contract/pos-coupons.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { ModalFrame, ModalTitleBar } from '../../../common/components/ui/Modal.tsx';

const CELL = 'px-2 py-1.5 align-top';

export function CouponHistoryModal({ coupon, onClose }: { coupon: CouponRow; onClose(): void }) {
  return (
    <ModalFrame
      onClose={onClose}
      overlayClassName="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-ink/50 px-3 pt-4 pb-6 sm:pt-[8vh] data-entering:animate-fade-in"
      modalClassName="w-full max-w-xl rounded-xl bg-white shadow-2xl outline-none"
      className="outline-none"
      data-testid="coupon-history"
    >
      <ModalTitleBar title={`History of ${coupon.code}`} onClose={onClose} look="pos">
        <p className="text-sm text-ink/75">{coupon.name}</p>
      </ModalTitleBar>
      <div className="px-5 py-4">
        {coupon.op_history.length === 0 ? (
          <p className="text-sm text-ink/70">No changes recorded.</p>
        ) : (
          <table className="w-full border-collapse text-left text-sm">
            <thead className="border-b-2 border-sand-dark text-timber-dark">
              <tr>
                <th scope="col" className={`${CELL} font-semibold`}>
                  When
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  Staff
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  What
                </th>
              </tr>
            </thead>
            <tbody>
              {coupon.op_history.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end.
                <tr key={i} className="border-b border-sand last:border-b-0" data-testid="coupon-history-line">
                  <td className={`${CELL} whitespace-nowrap tabular-nums`}>{shortNzDateTime(h.at)}</td>
                  <td className={CELL}>{h.staff || '—'}</td>
                  <td className={CELL}>{h.action}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="mt-4 flex justify-end">
          <button type="button" className={buttonClass('secondary', 'wide')} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </ModalFrame>
  );
}
